/** Every text the landing page shows, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
export const TEXTS = {
  pageHeading: 'Rumbo Migratorio: asesoría migratoria y de visados en República Dominicana',
  nav: { services: 'Servicios', contact: 'Contacto', book: 'Agendar consulta', menuLabel: 'Navegación principal' },
  heroCta: 'SOLICITA TU EVALUACIÓN AHORA',
  carousel: {
    label: 'Destinos con los que te ayudamos',
    loading: 'Cargando...',
    empty: 'No hay imágenes del carrusel disponibles',
    goTo: (position: number, country: string) => `Ir a la diapositiva ${position}: ${country}`,
    slideOf: (position: number, total: number) => `${position} de ${total}`,
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    consultantAlt: 'Consultora de Rumbo Migratorio',
  },
  testimonial: {
    quote:
      'Nosotros también estuvimos en tu lugar: formularios, citas y nervios antes de la entrevista. Hoy ponemos esa experiencia a tu servicio para que viajes con confianza.',
    author: 'Equipo de Rumbo Migratorio',
    role: 'Asesores que ya recorrieron el camino',
    cta: 'SOLICITA TU EVALUACIÓN AHORA',
  },
  steps: {
    eyebrow: 'Cómo te acompañamos',
    title: 'TU RUTA MIGRATORIA PASO A PASO',
    intro: 'Cuatro pasos claros, con un asesor a tu lado desde el pasaporte hasta después de la aprobación.',
    more: 'Ver detalles',
    requestNow: 'Solicitar ahora',
    passportPrompt: 'Para obtener tu pasaporte escríbenos acá',
    writeNow: 'Escribe ahora',
    close: 'Cerrar',
  },
  contact: {
    eyebrow: 'Hablemos',
    title: 'Solicita tu evaluación',
    intro: 'Déjanos tus datos y te contactaremos para tu evaluación gratuita. Luego podrás confirmar tu cita en un paso.',
    detailsTitle: 'Datos de contacto',
    emailLabel: 'Correo electrónico',
    whatsappLabel: 'WhatsApp',
    whatsappLink: 'Escríbenos por WhatsApp',
    countryLabel: 'País',
    hoursLabel: 'Horario',
    hours: 'Lunes a viernes, 9:00 a. m. – 6:00 p. m.',
    submit: 'Enviar solicitud',
    submitting: 'Enviando...',
  },
  form: {
    requiredNote: 'Los campos marcados con * son obligatorios.',
    placeholders: {
      name: 'Ej.: María Rodríguez',
      email: 'nombre@correo.com',
      phone: '809-555-1234',
      address: 'Calle, número, sector, ciudad',
      message: 'Cuéntanos brevemente qué necesitas',
    },
    countryPlaceholder: 'Seleccione un país',
    honeypotLabel: 'No llene este campo',
  },
  appointment: {
    title: 'Agendar Consulta Migratoria',
    descriptionPrefilled: 'Sus datos han sido transferidos. Revise la información y confirme su cita.',
    description: 'Complete la información para agendar su evaluación migratoria personalizada.',
    personalSection: 'Información Personal',
    appointmentSection: 'Detalles de la Cita',
    costTitle: 'Costo de la consulta: $1,000 DOP',
    costBody:
      'Este monto se descuenta del precio final si continúa con nuestros servicios completos. Se paga en efectivo o por transferencia el día de la cita.',
    cancel: 'Cancelar',
    submit: 'Agendar Consulta',
    submitting: 'Enviando...',
  },
  toasts: {
    contactSuccess: { title: '¡Mensaje enviado!', description: 'Te contactaremos pronto para tu evaluación gratuita.' },
    contactError: { title: 'Error', description: 'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.' },
    appointmentSuccess: {
      title: '¡Cita agendada exitosamente!',
      description: 'Recibirás un email de confirmación con todos los detalles en breve.',
    },
    appointmentError: { title: 'Error', description: 'Hubo un problema al agendar tu cita. Inténtalo de nuevo.' },
  },
  footer: {
    aboutTitle: 'Sobre nosotros',
    about:
      'Rumbo Migratorio es una asesoría dominicana que acompaña a personas y familias en cada paso de su proceso migratorio: pasaporte, evaluación de perfil, solicitud de visado y preparación para la entrevista. Conocemos el camino porque lo hemos recorrido, y trabajamos con transparencia, cercanía y rigor.',
    destinationsTitle: 'Destinos',
    contactTitle: 'Contacto',
    rights: (year: number) => `© ${year} Rumbo Migratorio. Todos los derechos reservados.`,
  },
} as const;

/** The destination countries as the forms offer them (values are the API's keys). */
export const COUNTRY_OPTIONS = [
  { value: 'usa', label: 'Estados Unidos' },
  { value: 'canada', label: 'Canadá' },
  { value: 'europa', label: 'Europa (Schengen)' },
  { value: 'peru', label: 'Perú' },
  { value: 'colombia', label: 'Colombia' },
  { value: 'curacao', label: 'Curazao' },
] as const;
