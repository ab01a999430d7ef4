import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

/** The landing page's services (the cards of 'TU RUTA MIGRATORIA PASO A PASO'), by key. */
export type ServiceKey = (typeof TEXTS.steps.services)[number]['key'];

/** Every text the landing page shows, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
export const TEXTS = {
  pageHeading: `${BUSINESS_NAME}: asesoría migratoria y de visados en República Dominicana`,
  nav: { services: 'Servicios', contact: 'Contacto', book: 'Agendar consulta', menuLabel: 'Navegación principal', menu: 'Menú' },
  heroCta: 'SOLICITA TU EVALUACIÓN AHORA',
  carousel: {
    label: 'Destinos con los que te ayudamos',
    loading: 'Cargando...',
    empty: 'No hay imágenes del carrusel disponibles',
    goTo: (position: number, country: string) => `Ir a la diapositiva ${position}: ${country}`,
    slideOf: (position: number, total: number) => `${position} de ${total}`,
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    consultantAlt: `Consultora de ${BUSINESS_NAME}`,
  },
  testimonial: {
    label: 'Testimonio',
    quote:
      'Nosotros también estuvimos en tu lugar: formularios, citas y nervios antes de la entrevista. Hoy ponemos esa experiencia a tu servicio para que viajes con confianza.',
    author: `Equipo de ${BUSINESS_NAME}`,
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
    /** The four service cards and the text of their info modals. */
    services: [
      {
        key: 'pasaporte',
        title: 'Obtención del pasaporte',
        summary: 'Te orientamos para solicitar o renovar tu pasaporte sin vueltas innecesarias.',
        details:
          'El primer paso de todo viaje. Revisamos tus documentos y te guiamos en la solicitud o renovación de tu pasaporte dominicano.',
        includes: ['Lista de documentos según tu caso', 'Acompañamiento en la cita', 'Verificación de vigencia para tu viaje'],
      },
      {
        key: 'evaluacion',
        title: 'Evaluación migratoria personalizada',
        summary: 'Analizamos tu perfil para elegir el visado y el momento adecuados.',
        details:
          'Una entrevista estructurada en la que revisamos tus vínculos, tu solvencia, tu historial de viajes y tu plan, para decirte con honestidad cuáles son tus posibilidades.',
        includes: [
          'Entrevista de evaluación en 7 pasos',
          'Resumen ejecutivo con recomendaciones',
          'Visado recomendado y nivel de elegibilidad',
        ],
      },
      {
        key: 'aplicacion',
        title: 'Aplicación al visado',
        summary: 'Preparamos contigo formularios, documentos y la cita consular.',
        details:
          'Completamos juntos el formulario de tu destino, revisamos cada documento dos veces y te preparamos para la entrevista consular.',
        includes: ['Llenado y revisión del formulario', 'Expediente de documentos ordenado', 'Simulacro de entrevista'],
      },
      {
        key: 'seguimiento',
        title: 'Seguimiento y asesoría post aprobación',
        summary: 'Seguimos a tu lado después de la aprobación, hasta que viajes tranquilo.',
        details:
          'Tu proceso no termina con la aprobación. Te asesoramos sobre el ingreso, el seguro de viaje, el itinerario y lo que debes llevar contigo.',
        includes: ['Revisión de requisitos de entrada', 'Orientación sobre seguro e itinerario', 'Asesoría en caso de reaplicar'],
      },
    ],
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
    /** Added to either error when the server failed unexpectedly: the request's id, for the visitor to quote. */
    unexpectedCode: (code: string) => `Error inesperado (código ${code}).`,
  },
  footer: {
    aboutTitle: 'Sobre nosotros',
    about: `${BUSINESS_NAME} es una asesoría dominicana que acompaña a personas y familias en cada paso de su proceso migratorio: pasaporte, evaluación de perfil, solicitud de visado y preparación para la entrevista. Conocemos el camino porque lo hemos recorrido, y trabajamos con transparencia, cercanía y rigor.`,
    destinationsTitle: 'Destinos',
    contactTitle: 'Contacto',
    rights: (year: number) => `© ${year} ${BUSINESS_NAME}. Todos los derechos reservados.`,
  },
} as const;
