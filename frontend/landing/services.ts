/** The four service cards of 'TU RUTA MIGRATORIA PASO A PASO' and the text of their info modals. */
export type ServiceKey = 'pasaporte' | 'evaluacion' | 'aplicacion' | 'seguimiento';

export interface Service {
  key: ServiceKey;
  title: string;
  summary: string;
  details: string;
  includes: string[];
}

export const SERVICES: Service[] = [
  {
    key: 'pasaporte',
    title: 'Obtención del pasaporte',
    summary: 'Te orientamos para solicitar o renovar tu pasaporte sin vueltas innecesarias.',
    details: 'El primer paso de todo viaje. Revisamos tus documentos y te guiamos en la solicitud o renovación de tu pasaporte dominicano.',
    includes: ['Lista de documentos según tu caso', 'Acompañamiento en la cita', 'Verificación de vigencia para tu viaje'],
  },
  {
    key: 'evaluacion',
    title: 'Evaluación migratoria personalizada',
    summary: 'Analizamos tu perfil para elegir el visado y el momento adecuados.',
    details:
      'Una entrevista estructurada en la que revisamos tus vínculos, tu solvencia, tu historial de viajes y tu plan, para decirte con honestidad cuáles son tus posibilidades.',
    includes: ['Entrevista de evaluación en 7 pasos', 'Resumen ejecutivo con recomendaciones', 'Visado recomendado y nivel de elegibilidad'],
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
];
