import { c as BUSINESS_NAME, i as apiRequest, r as ApiError } from "../renderLanding.js";
import { useSyncExternalStore } from "react";
// frontend/admin/session/sessionStore.ts
/**
* Who is signed in to the back-office, outside React so that any API call can report an expired
* session and wait for the consultant to sign in again.
*/
function createSessionStore() {
	let state = { status: "checking" };
	const listeners = /* @__PURE__ */ new Set();
	let waiting = null;
	let waitingForStep = null;
	const set = (next) => {
		state = next;
		for (const listener of listeners) listener();
	};
	const settleWaiting = (signedIn) => {
		waiting?.resolve(signedIn);
		waiting = null;
	};
	const settleWaitingForStep = (done) => {
		waitingForStep?.resolve(done);
		waitingForStep = null;
	};
	return {
		get: () => state,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		/** Signed in, or the session moved on (a new password chosen, two-factor sign-in set up). */
		signedIn(user) {
			set({
				status: "signedIn",
				user,
				expired: false,
				stepPostponed: false
			});
			settleWaiting(true);
			if (user.stage === null) settleWaitingForStep(true);
		},
		signedOut() {
			set({ status: "signedOut" });
			settleWaiting(false);
			settleWaitingForStep(false);
		},
		/**
		* A call was refused with 401. Resolves true once the consultant has signed in again (the call may
		* be repeated: the server refused it before doing anything), false if they gave up. Calls failing
		* together share one prompt.
		*/
		reauthenticate() {
			if (state.status !== "signedIn") return Promise.resolve(false);
			if (!waiting) {
				waiting = deferred();
				set({
					...state,
					expired: true
				});
			}
			return waiting.promise;
		},
		/** The consultant closed the overlay without signing in: waiting calls fail, the work stays on screen. */
		abandonReauthentication() {
			if (state.status === "signedIn") set({
				...state,
				expired: false
			});
			settleWaiting(false);
		},
		/**
		* A call was refused with 403 because the session must first do `step` (the office began to require
		* two-factor sign-in meanwhile, say). Resolves true once the step is done and the session is a full
		* one (the call may be repeated: the server refused it before doing anything), false if the person
		* postponed it or signed out. Calls refused together share one prompt.
		*/
		stepRequired(step) {
			if (state.status !== "signedIn") return Promise.resolve(false);
			if (state.user.stage !== step || state.stepPostponed) set({
				...state,
				user: {
					...state.user,
					stage: step
				},
				stepPostponed: false
			});
			if (!waitingForStep) waitingForStep = deferred();
			return waitingForStep.promise;
		},
		/** The person closed the required step's prompt: waiting calls fail, the page under it stays. */
		postponeStep() {
			if (state.status === "signedIn" && state.user.stage !== null) set({
				...state,
				stepPostponed: true
			});
			settleWaitingForStep(false);
		}
	};
}
function deferred() {
	let resolve;
	return {
		promise: new Promise((r) => resolve = r),
		resolve
	};
}
/** The back-office's one session. */
var session = createSessionStore();
function useSession() {
	return useSyncExternalStore(session.subscribe, session.get);
}
// frontend/admin/session/adminRequest.ts
/**
* Every back-office call. A 401 means the session ended (idle timeout, sign-out elsewhere): the
* sign-in overlay comes up and the call waits; once the consultant signs in again it is sent again,
* so the action they were doing completes. A 403 naming a `stage` means the session must first choose
* a password or set up two-factor sign-in (the office may have begun to require it meanwhile): that
* prompt comes up over the page and the call waits for it the same way. The server answers both before
* running any handler, so repeating the call cannot do anything twice.
*/
async function adminRequest(method, url, payload, options = {}) {
	const store = options.store ?? session;
	for (;;) try {
		return await apiRequest(method, url, payload, {
			signal: options.signal,
			keepalive: options.keepalive
		});
	} catch (error) {
		const step = requiredStep(error);
		if (!(error instanceof ApiError) || error.status !== 401 && !step) throw error;
		if (!(step ? await store.stepRequired(step) : await store.reauthenticate()) || options.signal?.aborted) throw error;
	}
}
/** The step a 403 answer says the session must take first (backend/auth/permissions.ts), or null. */
function requiredStep(error) {
	if (!(error instanceof ApiError) || error.status !== 403) return null;
	const stage = error.payload?.stage;
	return stage === "password" || stage === "mfa-enrol" ? stage : null;
}
/** The Spanish message of the API's `{error}` body, or a fallback for network and unexpected failures. */
function errorMessage(error, fallback) {
	if (error instanceof ApiError) return error.payload?.error ?? error.message;
	return fallback;
}
// frontend/admin/texts.ts
/** Every text the back-office shows, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
var TEXTS = {
	documentTitle: `Panel de Administración · ${BUSINESS_NAME}`,
	panelTitle: "Panel de Administración",
	signIn: {
		title: "Panel de Administración",
		subtitle: "Acceso exclusivo para el equipo de asesoría.",
		username: "Usuario",
		password: "Contraseña",
		submit: "Iniciar sesión",
		submitting: "Ingresando...",
		missing: "Indique su usuario y su contraseña.",
		wrongCredentials: "Usuario o contraseña incorrectos",
		tooManyAttempts: "Demasiados intentos. Espere unos minutos antes de volver a intentarlo.",
		network: "No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
		checking: "Comprobando la sesión...",
		backToSite: "Volver al sitio",
		/** The second step of an account with two-factor sign-in. */
		code: {
			intro: "Su cuenta tiene la verificación en dos pasos. Abra su aplicación de autenticación y escriba el código de 6 cifras que muestra ahora.",
			label: "Código de verificación",
			missing: "Escriba el código de seis cifras",
			malformed: "El código tiene seis cifras",
			recoveryIntro: "Escriba uno de los códigos de recuperación que guardó al activar la verificación. Cada código sirve una sola vez.",
			recoveryLabel: "Código de recuperación",
			recoveryMissing: "Escriba uno de sus códigos de recuperación",
			useRecovery: "Usar un código de recuperación",
			useApp: "Usar el código de la aplicación",
			back: "Volver a usuario y contraseña",
			submit: "Verificar",
			submitting: "Verificando...",
			wrong: "Código incorrecto. Escriba el código que muestra ahora su aplicación, o un código de recuperación.",
			expired: "La verificación caducó o tuvo demasiados intentos: vuelva a escribir su usuario y contraseña."
		},
		passkey: {
			intro: "Su cuenta tiene una llave de acceso. Pulse «Usar la llave de acceso» y toque la llave, o desbloquee el teléfono o el ordenador donde la guardó.",
			use: "Usar la llave de acceso",
			using: "Esperando la llave...",
			useCode: "Usar el código de la aplicación",
			cancelled: "La llave de acceso no respondió o se canceló. Inténtelo de nuevo, o use otra forma de verificación.",
			wrong: "La llave de acceso no se pudo comprobar. Inténtelo de nuevo, o use el código de su aplicación o un código de recuperación."
		}
	},
	sessionExpired: {
		title: "Su sesión ha expirado",
		description: "Inicie sesión de nuevo para continuar. Lo que estaba haciendo se conserva y se completará al entrar.",
		cancelled: {
			title: "Sesión expirada",
			description: "La acción no se realizó. Inicie sesión e inténtelo de nuevo."
		}
	},
	header: {
		signedInAs: (username) => `Sesión iniciada como ${username}`,
		signOut: "Cerrar sesión",
		signingOut: "Cerrando...",
		signedOut: "Sesión cerrada",
		viewSite: "Ver sitio"
	},
	tabs: {
		label: "Secciones del panel",
		contacts: "Contactos",
		interviews: "Entrevistas",
		consultations: "Consultas",
		results: "Resultados",
		carousel: "Carrusel",
		templates: "Plantillas",
		staff: "Equipo",
		activity: "Actividad",
		none: "Su cuenta no tiene acceso a ninguna sección del panel. Hable con un administrador.",
		countLabel: (count, what) => `${count} ${what}`,
		unread: "sin leer",
		pending: "pendientes",
		inProgress: "en curso",
		total: "en total"
	},
	list: {
		search: "Buscar",
		searchPlaceholder: "Buscar por nombre, correo o teléfono",
		country: "País",
		allCountries: "Todos los países",
		status: "Estado",
		loading: "Cargando...",
		refreshing: "Actualizando...",
		loadError: "No se pudo cargar la lista.",
		retry: "Reintentar",
		noMatches: "Ningún registro coincide con la búsqueda o los filtros.",
		clearFilters: "Quitar filtros",
		showing: (from, to, total) => `${from}–${to} de ${total.toLocaleString("es-DO")}`,
		pagination: "Paginación",
		previous: "Anterior",
		next: "Siguiente",
		page: (n) => `Página ${n}`,
		pageOf: (page, pages) => `Página ${page} de ${pages}`
	},
	fields: {
		email: "Correo",
		phone: "Teléfono",
		country: "País",
		address: "Dirección",
		preferredDate: "Fecha preferida",
		message: "Mensaje",
		requestedOn: "Solicitada",
		receivedOn: "Recibido",
		completedOn: "Completada",
		originalMessage: "Mensaje original"
	},
	contacts: {
		heading: "Mensajes de contacto",
		empty: "No hay contactos aún.",
		newBadge: "Nuevo",
		markRead: "Marcar como leído",
		delete: "Eliminar",
		readFilter: {
			all: "Todos los mensajes",
			unread: "No leídos",
			read: "Leídos"
		},
		deleteTitle: "Eliminar contacto",
		deleteQuestion: (name) => `¿Eliminar el mensaje de ${name}? Esta acción no se puede deshacer.`,
		markedRead: "Contacto marcado como leído",
		deleted: "Contacto eliminado",
		markReadError: "Error al marcar como leído",
		deleteError: "Error al eliminar"
	},
	consultations: {
		heading: "Solicitudes de consulta",
		empty: "No hay consultas en curso.",
		showCompleted: "Ver también las completadas",
		statusFilterOpen: "En curso (sin completadas)",
		statusFilterAll: "Todos los estados",
		status: {
			pending: "Pendiente",
			confirmed: "Confirmada",
			rescheduled: "Reprogramada",
			completed: "Completada"
		},
		noDate: "Fecha no especificada",
		noMessage: "No se proporcionó mensaje",
		noAddress: "No indicada",
		costNote: "Costo de la consulta: $1,000 DOP, deducible del precio final si el cliente continúa con los servicios completos.",
		clientDiffers: {
			title: "Los datos de esta solicitud difieren de la ficha del cliente",
			recordHeading: "Datos en la ficha del cliente (las solicitudes del sitio web no la cambian):",
			fields: {
				name: "Nombre",
				email: "Correo",
				phone: "Teléfono",
				address: "Dirección"
			},
			empty: "No indicada"
		},
		confirm: "Confirmar",
		reschedule: "Reprogramar",
		complete: "Marcar Completada",
		delete: "Eliminar",
		confirmed: "Consulta confirmada",
		confirmError: "Error al confirmar",
		rescheduleTitle: "Reprogramar consulta",
		rescheduleDescription: (name) => `Elija la nueva fecha de la consulta de ${name}. Los días pasados no se pueden elegir.`,
		rescheduleReopens: "Esta consulta está completada: al reprogramarla vuelve a Reprogramada para confirmarla y completarla de nuevo. Sus resultados anteriores se conservan.",
		rescheduleConfirm: "Confirmar Nueva Fecha",
		rescheduleChosen: (date) => `Nueva fecha: ${date}`,
		rescheduleNone: "Ningún día seleccionado.",
		rescheduled: "Consulta reprogramada",
		rescheduleError: "Error al reprogramar",
		completeTitle: "Marcar consulta como completada",
		completeDescription: (name) => `¿Cuál fue el resultado de la consulta de ${name}? Se guardará en la carpeta correspondiente de Resultados.`,
		outcome: "Resultado",
		outcomes: {
			exito: "Éxito",
			reaplicar: "Reaplicar"
		},
		completed: (folder) => `Consulta completada: guardada en ${folder}`,
		completeError: "Error al completar",
		deleteTitle: "Eliminar consulta",
		deleteQuestion: (name) => `¿Eliminar la consulta de ${name}? Esta acción no se puede deshacer.`,
		deleted: "Consulta eliminada",
		deleteError: "Error al eliminar",
		cancel: "Cancelar"
	},
	results: {
		heading: "Resultados",
		folders: {
			exito: "Éxitos",
			reaplicar: "Reaplicar"
		},
		folderLabel: "Carpeta",
		empty: {
			exito: "No hay resultados en Éxitos aún.",
			reaplicar: "No hay resultados en Reaplicar aún."
		},
		badge: {
			exito: "Éxito",
			reaplicar: "Reaplicar"
		},
		caseDeleted: "La consulta fue eliminada; su caso ya no está disponible."
	},
	carousel: {
		heading: "Imágenes del carrusel",
		intro: "Cada país tiene una imagen de fondo y una foto de la consultora. Use direcciones https:// o rutas del propio sitio (por ejemplo /img/carrusel/usa.svg).",
		empty: "No hay imágenes del carrusel disponibles",
		background: "Imagen de fondo",
		professional: "Imagen de la consultora",
		edit: "Editar Imágenes",
		save: "Guardar",
		saving: "Guardando...",
		cancel: "Cancelar",
		previewUnavailable: "Vista previa no disponible: la imagen no se pudo cargar.",
		previewAlt: (what, country) => `${what}: ${country}`,
		saved: "Imágenes guardadas",
		savedDescription: (country) => `El carrusel de la página principal ya muestra las nuevas imágenes de ${country}.`,
		saveError: {
			title: "Error al guardar",
			description: "No se pudieron guardar los cambios."
		},
		unchanged: "No hay cambios que guardar."
	},
	dialogs: {
		cancel: "Cancelar",
		delete: "Eliminar",
		working: "Procesando..."
	},
	calendar: {
		label: "Calendario",
		previousMonth: "Mes anterior",
		nextMonth: "Mes siguiente",
		pastDay: "no disponible",
		today: "hoy",
		help: "Use las flechas para moverse entre los días, Re Pág y Av Pág para cambiar de mes, e Intro para elegir.",
		monthNames: [
			"enero",
			"febrero",
			"marzo",
			"abril",
			"mayo",
			"junio",
			"julio",
			"agosto",
			"septiembre",
			"octubre",
			"noviembre",
			"diciembre"
		],
		/** Monday first, as Dominican calendars start the week. */
		weekdayNames: [
			"lunes",
			"martes",
			"miércoles",
			"jueves",
			"viernes",
			"sábado",
			"domingo"
		],
		weekdayShort: [
			"lu",
			"ma",
			"mi",
			"ju",
			"vi",
			"sá",
			"do"
		],
		monthTitle: (monthName, year) => `${monthName} de ${year}`,
		spokenDay: (weekday, date, monthName, year) => `${weekday}, ${date} de ${monthName} de ${year}`
	},
	errors: {
		generic: "Ocurrió un error inesperado. Inténtelo de nuevo.",
		network: "No se pudo conectar con el servidor."
	}
};
export { useSession as a, session as i, adminRequest as n, errorMessage as r, TEXTS as t };
