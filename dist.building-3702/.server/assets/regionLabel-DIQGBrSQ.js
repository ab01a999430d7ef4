import { n as adminRequest } from "./texts-BiniizUB.js";
// frontend/admin/interviews/interviewApi.ts
var INTERVIEWS_KEY = ["admin", "interviews"];
var interviewKey = (id) => [
	"admin",
	"interviews",
	id
];
var INTERVIEW_TEMPLATE_KEY = ["admin", "interview-template"];
/** One pair of versions never changes: kept for the session once read. */
var interviewTemplateKey = (version, rulesVersion) => [
	"admin",
	"interview-template",
	version,
	rulesVersion
];
var stepDataOf = (interview, step) => interview[`step${step}Data`];
var interviewApi = {
	list: (signal) => adminRequest("GET", "/api/interviews", void 0, { signal }),
	get: (id, signal) => adminRequest("GET", `/api/interviews/${id}`, void 0, { signal }),
	/** The latest steps and rules, or those of `versions` (an interview's own). */
	template: (signal, versions) => {
		const query = versions ? `?version=${versions.version}${versions.rulesVersion === null ? "" : `&rulesVersion=${versions.rulesVersion}`}` : "";
		return adminRequest("GET", `/api/interview-template${query}`, void 0, { signal });
	},
	create: (body) => adminRequest("POST", "/api/interviews", body),
	saveStep: (id, body, signal) => adminRequest("PATCH", `/api/interviews/${id}`, body, { signal }),
	complete: (id, region) => adminRequest("POST", `/api/interviews/${id}/complete`, { region }),
	reopen: (id) => adminRequest("POST", `/api/interviews/${id}/reopen`, {}),
	rate: (id, rating, reason) => adminRequest("POST", `/api/interviews/${id}/rating`, {
		rating,
		reason
	}),
	remove: (id) => adminRequest("DELETE", `/api/interviews/${id}`)
};
// frontend/admin/interviews/texts.ts
/** Every text of the Entrevistas tab and the interview dialog, together for review (docs/product-rules.md). */
var INTERVIEW_TEXTS = {
	heading: "Entrevistas de evaluación",
	empty: "No hay entrevistas aún.",
	newInterview: "Nueva Entrevista",
	newDescription: "Indique el nombre del cliente y el destino de su viaje. La entrevista empieza en el paso 1.",
	clientName: "Nombre del cliente",
	country: "País de destino",
	countries: {
		usa: "Estados Unidos",
		canada: "Canadá",
		europa: "Europa"
	},
	create: "Crear Entrevista",
	creating: "Creando...",
	created: "Entrevista creada",
	existing: "Ya había una entrevista en curso para este cliente: se abre esa.",
	createError: "Error al crear la entrevista",
	completed: "Completada",
	stepOf: (step, count) => `Paso ${step}/${count}`,
	createdOn: "Creada",
	progress: "Progreso de la entrevista",
	continue: "Continuar",
	viewSummary: "Ver Resumen",
	delete: "Eliminar",
	deleteTitle: "Eliminar entrevista",
	deleteQuestion: (name) => `¿Eliminar la entrevista de ${name}? Sus respuestas y resultados se pierden. Esta acción no se puede deshacer.`,
	deleted: "Entrevista eliminada",
	deleteError: "Error al eliminar",
	recommendedVisa: "Visa recomendada",
	eligibilityLevel: "Nivel de elegibilidad",
	notAvailable: "N/A",
	notes: "Notas del consultor",
	rating: "Calificación",
	interviewButton: "Entrevista",
	interviewOpenError: "Error al abrir la entrevista",
	dialogLoadError: "No se pudo cargar la entrevista.",
	loadError: "Error cargando la entrevista",
	retry: "Reintentar",
	loading: "Cargando la entrevista...",
	dialogTitle: (name) => `Entrevista: ${name}`,
	steps: "Pasos de la entrevista",
	previous: "Anterior",
	next: "Siguiente",
	finalize: "Finalizar Evaluación",
	finalizing: "Finalizando...",
	finalizeError: {
		title: "❌ Error al Finalizar",
		description: "No se pudo completar la evaluación. Inténtalo de nuevo."
	},
	finalized: "Evaluación finalizada",
	stepSaveError: "Error al guardar",
	stepInvalid: "Revise las respuestas marcadas antes de continuar.",
	note: "Nota del consultor para este paso",
	noteState: {
		idle: "",
		pending: "Cambios sin guardar...",
		saving: "Guardando...",
		saved: "Guardado",
		failed: (why) => `No se pudo guardar la nota: ${why}`,
		offline: "Sin conexión: la nota queda guardada en este navegador y se enviará al volver la conexión.",
		retrying: (seconds) => `No se pudo guardar la nota; se reintenta en ${seconds} s. Queda guardada en este navegador.`
	},
	summary: {
		title: "Resumen ejecutivo",
		score: (score, max) => `${score} de ${max} puntos`,
		scoreLabel: "Puntuación",
		computed: (rating) => `Calculada: ${rating}`,
		overriddenBy: (who, reason) => `Calificación del consultor (${who}): ${reason}`,
		ledger: "Cómo se calculó",
		strengths: "Fortalezas",
		risks: "Riesgos",
		none: "Ninguno",
		toNext: (rating, points) => `Para llegar a «${rating}» faltan ${points} puntos:`,
		top: "Ya tiene la calificación más alta.",
		override: "Cambiar la calificación",
		overrideRating: "Calificación del consultor",
		overrideReason: "Motivo",
		overrideSave: "Guardar calificación",
		overrideSaved: "Calificación guardada",
		overrideError: "Error al guardar",
		overrideReasonMissing: "Indique el motivo del cambio.",
		reopen: "Reabrir entrevista",
		reopenError: "Error al reabrir",
		pdf: "Descargar resumen (PDF)",
		pdfWorking: "Generando PDF...",
		pdfError: "Error al generar PDF",
		noResult: "Esta entrevista no tiene resultados guardados."
	}
};
// engine/interview/types.ts
/** The destinations an interview is made for; each has its own currency and bands. */
var INTERVIEW_REGIONS = [
	"usa",
	"canada",
	"europa"
];
/** The seven steps, in order; the step number is the position plus one. */
var INTERVIEW_STEP_KEYS = [
	"presentacion",
	"vinculos",
	"solvencia",
	"historial",
	"plan",
	"sponsor",
	"coherencia"
];
var INTERVIEW_STEP_COUNT = INTERVIEW_STEP_KEYS.length;
var isInterviewStepKey = (value) => INTERVIEW_STEP_KEYS.includes(value);
// frontend/admin/interviews/regionLabel.ts
/** The interview's region as people read it; an unknown stored value is shown as stored. */
var regionLabel = (region) => INTERVIEW_TEXTS.countries[region] ?? region;
export { isInterviewStepKey as a, INTERVIEW_TEMPLATE_KEY as c, interviewTemplateKey as d, stepDataOf as f, INTERVIEW_STEP_KEYS as i, interviewApi as l, INTERVIEW_REGIONS as n, INTERVIEW_TEXTS as o, INTERVIEW_STEP_COUNT as r, INTERVIEWS_KEY as s, regionLabel as t, interviewKey as u };
