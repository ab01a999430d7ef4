import { t as ListLoadError } from "./ListLoadError-CerEoxT3.js";
import { n as adminRequest, r as errorMessage, t as TEXTS } from "./texts-BiniizUB.js";
import { p as Modal, r as ApiError } from "../renderLanding.js";
import { a as isInterviewStepKey, c as INTERVIEW_TEMPLATE_KEY, i as INTERVIEW_STEP_KEYS, l as interviewApi, n as INTERVIEW_REGIONS, r as INTERVIEW_STEP_COUNT, t as regionLabel } from "./regionLabel-DIQGBrSQ.js";
import { a as movedFields, i as fieldPlace$1, n as readDiff, o as templateFields, t as errorsOfSection } from "./errorsOfSection-bjaq7d3m.js";
import { a as fieldsWithoutTitle, i as checkTemplateSchema, n as formTemplateProblems, o as templateErrorMessage, r as TemplateError } from "./formTemplate-C9eiUHN3.js";
import { a as isObjectSchema, n as TemplateForm, r as deriveFieldUi, s as declaredFields, t as createAjv, u as schemaAt } from "./createAjv-CaVRL1Yl.js";
import { n as notApplicableSchema } from "./caseDetails-BsVFBS4Q.js";
import { a as ucs2length, t as equal } from "./standaloneRuntime-Tcwr6ZWs.js";
import { n as formatInstant, t as formatCalendarDay } from "./formatDate-ByEWfN6t.js";
import { a as useCan, p as useDebouncedValue } from "./AdminPage-BKDGU5H_.js";
import { f as formatDateTime } from "./admin-C6eKQqp6.js";
import { Component, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Ajv } from "ajv";
import localizeEs from "ajv-i18n/localize/es/index.js";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { Annotation, EditorState } from "@codemirror/state";
import { EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
// frontend/admin/templates/texts.ts
/** Every text of the 'Plantillas' tab (the template editor). */
var TEMPLATE_TEXTS = {
	heading: "Plantillas",
	choose: "Plantilla",
	loading: "Cargando...",
	loadFailed: "No se pudieron cargar las plantillas. Recargue la página para intentarlo de nuevo.",
	caseGroup: "Formularios de caso",
	interviewGroup: "Entrevista",
	formGroup: "Otros formularios",
	option: (label, version) => `${label} (versión ${version})`,
	kindName: {
		case: "Formulario de caso",
		interview: "Entrevista (pasos)",
		rules: "Reglas de puntuación",
		form: "Formulario"
	},
	list: {
		title: "Todas las plantillas",
		kind: "Tipo",
		template: "Plantilla",
		version: "Versión publicada",
		publishedBy: "Publicada por",
		publishedAt: "Fecha",
		draft: "Borrador",
		hasDraft: "Sí, sin publicar",
		noDraft: "No",
		open: "Abrir",
		openLabel: (label) => `Abrir ${label}`,
		openedLabel: (label) => `Abierta ${label}`,
		opened: "Abierta",
		summary: (kind, version, by, at, draft) => `${kind} · versión ${version} · ${by ? `publicada por ${by}${at ? ` el ${at}` : ""}` : "incluida en la aplicación"}${draft ? " · con borrador sin publicar" : ""}`
	},
	views: {
		label: "Modo de edición",
		fields: "Campos",
		schema: "Esquema (JSON)",
		uiSchema: "UI schema (JSON)"
	},
	editorLabel: {
		schema: "Esquema JSON de la plantilla",
		uiSchema: "UI schema JSON de la plantilla",
		rules: "Reglas de puntuación en JSON"
	},
	problemsTitle: (count) => count === 1 ? "Hay 1 problema; la vista previa muestra la última versión válida" : `Hay ${count} problemas; la vista previa muestra la última versión válida`,
	problemLine: (line) => `Línea ${line}`,
	documentName: {
		schema: "Esquema",
		uiSchema: "UI schema",
		rules: "Reglas"
	},
	step: "Paso",
	/** The interview's hidden `region` field, left out of the field list. */
	regionNotListed: "La región de destino no figura en la lista: la entrevista la rellena con su región y los campos de una sola región se muestran según ella.",
	rules: {
		intro: "Puntos por respuesta, pesos de los pasos y umbrales de las calificaciones. Se comprueban mientras escribe contra el esquema de las reglas y los pasos publicados de la entrevista.",
		previewTitle: "Casos de referencia con este borrador",
		previewIntro: "La calificación que darían las reglas publicadas y la que da el borrador.",
		caseName: "Caso",
		published: "Publicadas",
		draft: "Borrador",
		changed: "cambia",
		loadingSteps: "Cargando los pasos de la entrevista..."
	},
	fixJsonFirst: "Corrija primero los problemas del JSON: la lista de campos trabaja sobre una plantilla válida.",
	preview: "Vista previa",
	previewFailed: "El formulario no puede dibujar esta sección del borrador: revise sus «$ref», los «ui:widget» del UI schema y que cada campo sea un objeto JSON { }.",
	server: {
		noDraft: "Sin borrador guardado: los cambios se guardan solos como borrador.",
		draftFrom: (by) => `Borrador guardado por ${by}: los cambios se guardan solos.`,
		pending: "Cambios sin guardar todavía: se guardan en un momento.",
		saving: "Guardando el borrador…",
		savingLast: "Guardando los últimos cambios de esta plantilla…",
		conflictState: "Sin guardar: elija qué borrador conservar.",
		saved: "Borrador guardado.",
		saveFailed: "No se pudo guardar el borrador; sus cambios siguen aquí.",
		heldByProblems: "Sin guardar: el JSON tiene errores (señalados abajo). Corríjalos y el borrador se guardará solo.",
		draftGone: "Otra persona descartó este borrador. Sus cambios siguen aquí: el próximo cambio los guarda como un borrador nuevo.",
		conflictTitle: (by) => `${by} guardó este borrador mientras usted lo editaba. Elija cuál conservar.`,
		conflictIntro: (by) => `Lo que su borrador cambia respecto al guardado por ${by}:`,
		conflictSame: "Los dos borradores tienen el mismo contenido: conservar cualquiera de los dos no pierde nada.",
		conflictPlaces: (count) => count === 1 ? "Cambia 1 lugar del JSON:" : `Cambian ${count} lugares del JSON:`,
		conflictAllPlaces: (count) => count === 1 ? "El lugar del JSON que cambia (1)" : `Todos los lugares del JSON que cambian (${count}), también ayuda, orden y presentación`,
		conflictJson: "Ver el JSON completo de los dos borradores",
		wholeDocument: "(todo el documento)",
		morePlaces: (count) => `…y ${count} ${count === 1 ? "lugar más" : "lugares más"}.`,
		theirs: "Borrador guardado en el servidor",
		mine: "Su borrador",
		useTheirs: "Usar el del servidor",
		keepMine: "Conservar el mío",
		publishTitle: "Publicar",
		check: "Comprobar",
		checkFailed: "No se pudo comprobar el borrador.",
		checkProblems: (count) => count === 1 ? "El borrador tiene 1 problema:" : `El borrador tiene ${count} problemas:`,
		/** What a kind's saved records are called: 'casos' (masculine), 'entrevistas' and 'tareas' (feminine). */
		records: {
			case: {
				one: "caso",
				many: "casos",
				saved: "guardados",
				savedOne: "guardado",
				the: "Los",
				theOne: "El",
				none: "No hay casos guardados con esta plantilla: nada que comprobar."
			},
			interview: {
				one: "entrevista",
				many: "entrevistas",
				saved: "guardadas",
				savedOne: "guardada",
				the: "Las",
				theOne: "La",
				none: "No hay entrevistas guardadas: nada que comprobar."
			},
			form: {
				one: "tarea",
				many: "tareas",
				saved: "guardadas",
				savedOne: "guardada",
				the: "Las",
				theOne: "La",
				none: "No hay tareas guardadas: nada que comprobar."
			}
		},
		checkRecords: (noun, total, failing) => failing ? `${failing} de ${total} ${noun.many} ${noun.saved} no pasarían con este borrador:` : total === 0 ? noun.none : total === 1 ? `${noun.theOne} ${noun.one} ${noun.savedOne} pasa con este borrador.` : `${noun.the} ${total} ${noun.many} ${noun.saved} pasan con este borrador.`,
		failingRecord: (noun, name, version) => `${noun.one[0].toUpperCase()}${noun.one.slice(1)} de ${name} (versión ${version}):`,
		retiredHeld: (noun, place, count) => `El campo retirado «${place}» conserva datos en ${count} ${count === 1 ? noun.one : noun.many}.`,
		unoffered: (noun, option, place, count) => `La opción «${option}» de «${place}» ya no se ofrece y está en ${count} ${count === 1 ? noun.one : noun.many}.`,
		changesTitle: "Cambios respecto a la versión publicada",
		changes: (changes, affecting) => `Respecto a la versión publicada, el borrador hace ${changes} ${changes === 1 ? "cambio" : "cambios"}; ${affecting === 0 ? "ninguno afecta" : affecting === 1 ? "1 afecta" : `${affecting} afectan`} a datos guardados:`,
		noChanges: "Respecto a la versión publicada, el borrador no cambia ningún campo ni opción.",
		ruleChanges: (changes) => changes === 1 ? "Respecto a la versión publicada, el borrador hace 1 cambio en las reglas:" : `Respecto a la versión publicada, el borrador hace ${changes} cambios en las reglas:`,
		noRuleChanges: "Respecto a la versión publicada, las reglas no cambian.",
		unscored: (option, field) => `La opción «${option}» de «${field}» no tiene puntos en las reglas publicadas: cuenta 0 hasta que las reglas se la den.`,
		rescoredNone: "Ningún caso de referencia ni entrevista finalizada cambia de calificación con este borrador.",
		rescoredGolden: (count) => count === 1 ? "1 caso de referencia cambia de calificación:" : `${count} casos de referencia cambian de calificación:`,
		rescoredInterviews: (total, changed) => `${changed} de ${total} entrevistas finalizadas cambiarían de calificación:`,
		ratingChange: (name, current, draft, scores) => `${name}: ${current} → ${draft} (${scores})`,
		note: "Nota de la versión",
		noteRequired: "Escriba una nota que explique el cambio.",
		publish: "Publicar",
		published: (version) => `Versión ${version} publicada.`,
		publishFailed: "No se pudo publicar; el borrador sigue guardado."
	},
	discard: {
		open: "Descartar borrador",
		title: "Descartar el borrador",
		question: (label, savedBy) => `Se borrará el borrador de «${label}»${savedBy ? `, guardado por última vez por ${savedBy}` : ""}: se perderán todos sus cambios sin publicar, también los de otras personas que editen esta plantilla. No se puede deshacer.`,
		after: (version) => `El editor volverá a la versión publicada ${version}, que no cambia.`,
		confirm: "Descartar borrador",
		failed: "No se pudo descartar el borrador; sigue guardado.",
		done: (version) => `Borrador descartado: el editor muestra la versión publicada ${version}.`
	},
	section: "Sección",
	fields: {
		listLabel: "Campos de la sección",
		required: "Obligatorio",
		conditional: "Condicional",
		label: "Etiqueta",
		help: "Texto de ayuda",
		placeholder: "Texto de ejemplo",
		options: "Opciones",
		optionLabel: (code) => `Etiqueta de la opción «${code}»`,
		optionUp: (label) => `Subir la opción «${label}»`,
		optionDown: (label) => `Bajar la opción «${label}»`,
		newOption: "Nueva opción",
		addOption: "Añadir opción",
		showWhen: "Mostrar solo si",
		always: "Siempre",
		showWhenValues: "tiene una de estas respuestas",
		/** A field chosen in 'Mostrar solo si' with no answer ticked yet: nothing has changed so far. */
		showWhenIncomplete: (current) => current ? `Marque al menos una respuesta: hasta entonces el campo sigue mostrándose según «${current}».` : "Marque al menos una respuesta: hasta entonces el campo se muestra siempre.",
		yes: "Sí",
		no: "No",
		position: "Posición",
		up: "Subir",
		down: "Bajar",
		moveTo: "Mover a la sección",
		move: "Mover",
		retire: "Retirar campo",
		retireNote: "Se quita del formulario; los datos ya guardados se conservan.",
		retired: (count) => `${count} ${count === 1 ? "campo retirado" : "campos retirados"}`,
		retiredNow: (title) => `Campo «${title}» retirado del formulario.`,
		undo: "Deshacer",
		restored: (title) => `Campo «${title}» restaurado en su sitio.`
	},
	newField: {
		title: "Nuevo campo",
		label: "Etiqueta del campo nuevo",
		kind: "Tipo",
		kinds: {
			texto: "Texto corto",
			textoLargo: "Texto largo",
			numero: "Número",
			fecha: "Fecha",
			siNo: "Sí o no",
			opcion: "Una opción",
			variasOpciones: "Varias opciones"
		},
		options: "Opciones (una por línea)",
		add: "Añadir campo",
		added: (key) => `Campo añadido con la clave «${key}».`
	},
	versions: {
		title: "Versiones publicadas",
		version: (version) => `Versión ${version}`,
		current: "En uso",
		shipped: "Incluida en la aplicación",
		restoresVersion: (version) => `Restaura la versión ${version}`,
		fingerprint: "Huella",
		fingerprintHelp: "Huella del contenido (SHA-256): dos versiones con la misma huella tienen el mismo contenido.",
		restore: "Restaurar esta versión",
		restoreTitle: (version) => `Restaurar la versión ${version}`,
		restoreQuestion: (version, next) => `Se publicará de nuevo el contenido de la versión ${version} como versión ${next}. Ninguna versión se borra y cada caso guardado conserva la suya.`,
		restoreDraftKept: "El borrador en curso no cambia: si lo publica después, sustituirá a esta versión.",
		restoreNote: "Nota de la nueva versión",
		restoreNoteHelp: "Explique por qué se vuelve a esta versión.",
		restoreNoteRequired: "Escriba una nota que explique la vuelta atrás.",
		restoreConfirm: "Restaurar",
		restored: (version, next) => `Versión ${version} restaurada como versión ${next}.`,
		restoreFailed: "No se pudo restaurar la versión. Inténtelo de nuevo.",
		compareTitle: "Comparar dos versiones",
		from: "Desde la versión",
		to: "Hasta la versión",
		onlyOne: "Solo hay una versión: todavía no hay nada que comparar.",
		same: "Elija dos versiones distintas para compararlas.",
		comparing: "Comparando…",
		compareFailed: "No se pudieron comparar las versiones.",
		noChanges: "Ningún campo ni opción cambia entre estas versiones (pueden cambiar la ayuda, el orden o la presentación).",
		summary: (changes, affecting) => `${changes} ${changes === 1 ? "cambio" : "cambios"}; ${affecting === 0 ? "ninguno afecta" : affecting === 1 ? "1 afecta" : `${affecting} afectan`} a datos guardados.`,
		affects: "Afecta a datos guardados",
		groups: {
			fieldsAdded: "Campos añadidos",
			fieldsRetired: "Campos retirados",
			fieldsChanged: "Campos modificados",
			optionsAdded: "Opciones añadidas",
			optionsRetired: "Opciones retiradas",
			optionsChanged: "Opciones con otra etiqueta",
			rules: "Cambios en las reglas"
		},
		rulesSummary: (changes) => changes === 1 ? "1 cambio en las reglas de puntuación." : `${changes} cambios en las reglas de puntuación.`,
		noRuleChanges: "Las reglas de puntuación no cambian entre estas versiones.",
		optionOf: (place) => `en ${place}`,
		relabelled: (before, after) => `«${before}» → «${after}»`,
		auditTitle: "Registro de cambios",
		auditLoading: "Cargando el registro…",
		auditEmpty: {
			case: "Todavía no hay publicaciones, restauraciones ni casos pasados a otra versión.",
			other: "Todavía no se ha publicado ni restaurado ninguna versión desde aquí."
		},
		auditFailed: "No se pudo cargar el registro de cambios.",
		actions: {
			publish: "Publicación",
			rollback: "Restauración",
			case_upgrade: "Actualización de un caso"
		},
		/** The audit's sentences: who did what to which template ('de las reglas de puntuación'). */
		audit: {
			of: {
				case: "del formulario de caso",
				interview: "de los pasos de la entrevista",
				rules: "de las reglas de puntuación",
				form: "del formulario de tareas"
			},
			publish: (by, of, from, to) => `${by} publicó la versión ${to} ${of}${from ? `, que sustituye a la ${from}` : ""}`,
			rollback: (by, of, from, to) => `${by} volvió a publicar la versión ${from ?? "?"} ${of} como versión ${to}`,
			upgrade: (by, of, name, from, to) => `${by} pasó ${name ? `el caso de ${name}` : "un caso de una consulta ya eliminada"} de la versión ${from ?? "?"} a la ${to} ${of}`
		}
	},
	/** The preview with a saved record loaded: a case (case forms), an interview (its steps), a task (the task form). */
	records: {
		case: {
			title: "Ver un caso guardado",
			search: "Buscar un caso guardado",
			searchHelp: "Nombre del solicitante o de la consulta, correo o teléfono.",
			loading: "Buscando casos…",
			none: "Todavía no hay casos guardados con esta plantilla.",
			noMatch: "Ningún caso guardado coincide con la búsqueda.",
			more: (shown, total) => `Se muestran los ${shown} guardados más recientemente de ${total}: escriba para buscar otros.`,
			consultation: (name, email) => `Consulta de ${name} (${email})`,
			appointment: (day) => `cita el ${day}`,
			savedWith: (version) => `guardado con la versión ${version}`,
			opening: "Abriendo el caso…",
			openFailed: "No se pudo abrir el caso.",
			shown: (name, version) => `Vista previa con el caso de ${name} (guardado con la versión ${version}).`,
			notSaved: "Lo que escriba aquí no se guarda en el caso.",
			clear: "Quitar el caso",
			checking: "Comprobando el caso con el borrador…",
			checkFailed: "No se pudo comprobar el caso con el borrador.",
			allValid: "Con este borrador, todas las respuestas del caso son válidas.",
			wrong: (count) => count === 1 ? "Con este borrador, 1 respuesta del caso no sería válida:" : `Con este borrador, ${count} respuestas del caso no serían válidas:`,
			missing: (count) => count === 1 ? "Falta 1 respuesta obligatoria (no impide guardar el caso)." : `Faltan ${count} respuestas obligatorias (no impiden guardar el caso).`
		},
		interview: {
			title: "Ver una entrevista guardada",
			search: "Buscar una entrevista guardada",
			searchHelp: "Nombre del cliente.",
			loading: "Buscando entrevistas…",
			none: "Todavía no hay entrevistas guardadas.",
			noMatch: "Ninguna entrevista guardada coincide con la búsqueda.",
			more: (shown, total) => `Se muestran las ${shown} guardadas más recientemente de ${total}: escriba para buscar otras.`,
			completed: "Completada",
			inProgress: (step, count) => `En curso, paso ${step} de ${count}`,
			savedOn: (day, version) => `guardada el ${day} con la versión ${version} de los pasos`,
			opening: "Abriendo la entrevista…",
			openFailed: "No se pudo abrir la entrevista.",
			shown: (name, version) => `Vista previa con la entrevista de ${name} (guardada con la versión ${version} de los pasos).`,
			checkedAs: (region) => `Cada paso se comprueba con la región de la entrevista, ${region}, como al guardarlo.`,
			notSaved: "Lo que escriba aquí no se guarda en la entrevista.",
			clear: "Quitar la entrevista",
			checking: "Comprobando la entrevista con el borrador…",
			checkFailed: "No se pudo comprobar la entrevista con el borrador.",
			allValid: "Con este borrador, todas las respuestas de la entrevista son válidas.",
			wrong: (count) => count === 1 ? "Con este borrador, 1 respuesta de la entrevista no sería válida:" : `Con este borrador, ${count} respuestas de la entrevista no serían válidas:`
		},
		form: {
			title: "Ver una tarea guardada",
			search: "Buscar una tarea guardada",
			searchHelp: "Título de la tarea.",
			loading: "Buscando tareas…",
			none: "Todavía no hay tareas guardadas.",
			noMatch: "Ninguna tarea guardada coincide con la búsqueda.",
			more: (shown, total) => `Se muestran las ${shown} enviadas más recientemente de ${total}: escriba para buscar otras.`,
			sentOn: (day, by) => by ? `enviada el ${day} por ${by}` : `enviada el ${day}`,
			sentWith: (version) => `con la versión ${version} del formulario`,
			opening: "Abriendo la tarea…",
			openFailed: "No se pudo abrir la tarea.",
			shown: (name, version) => `Vista previa con la tarea «${name}» (enviada con la versión ${version} del formulario).`,
			checkedAs: (day) => `Se comprueba como el día en que se envió, el ${day}: la fecha límite se compara con ese día.`,
			notSaved: "Lo que escriba aquí no se guarda en la tarea.",
			clear: "Quitar la tarea",
			checking: "Comprobando la tarea con el borrador…",
			checkFailed: "No se pudo comprobar la tarea con el borrador.",
			allValid: "Con este borrador, todas las respuestas de la tarea son válidas.",
			wrong: (count) => count === 1 ? "Con este borrador, 1 respuesta de la tarea no sería válida:" : `Con este borrador, ${count} respuestas de la tarea no serían válidas:`
		},
		/** Instead of the record picker, for roles that may not open saved records (they hold clients' data). */
		administradoresOnly: "Probar el borrador con casos, entrevistas o tareas guardados es solo para administradores: muestran datos de clientes.",
		inSection: (section, field) => `${section} › ${field}`,
		answer: (value) => `(respuesta: «${value}»)`,
		yes: "Sí",
		no: "No"
	}
};
// frontend/admin/templates/serverDraft.ts
var TEMPLATE_LIST_KEY = [
	"admin",
	"templates",
	"list"
];
var templateUrl = (kind, key) => `/api/admin/templates/${kind}/${encodeURIComponent(key)}`;
/** How long typing may pause before the draft is saved. */
var AUTOSAVE_DELAY_MS = 800;
var leaving = /* @__PURE__ */ new Map();
var leavingWatchers = /* @__PURE__ */ new Set();
var watchLeaving = (watcher) => {
	leavingWatchers.add(watcher);
	return () => leavingWatchers.delete(watcher);
};
var leavingId = (kind, key) => `${kind}/${key}`;
function trackLeaving(id, save) {
	leaving.set(id, save);
	leavingWatchers.forEach((watcher) => watcher());
	save.finally(() => {
		if (leaving.get(id) === save) leaving.delete(id);
		leavingWatchers.forEach((watcher) => watcher());
	});
}
var openConflicts = /* @__PURE__ */ new Map();
var heldTexts = /* @__PURE__ */ new Map();
/** The JSON texts of this template left with problems when its editor was closed, if any. */
var heldJsonOf = (kind, key) => heldTexts.get(leavingId(kind, key));
/** Whether a closed editor of this template is still saving its last change. */
function useLeavingSave(kind, key) {
	return useSyncExternalStore(watchLeaving, () => leaving.has(leavingId(kind, key)));
}
/**
* Keeps the editor's draft on the server: each change is saved after a pause, with the revision it was
* based on, one save at a time. When someone else saved the draft meanwhile (409), `conflict` holds both
* drafts and nothing more is saved until the editor chooses one (docs/decisions.md). A change not yet
* stored is never dropped: closing the editor saves it at once, and closing or reloading the tab asks the
* browser to warn and sends it with `keepalive`.
*/
function useServerDraft(kind, key, start, onSaved) {
	const revision = useRef(start.revision);
	const pending = useRef(null);
	const latest = useRef(null);
	const running = useRef(null);
	const saved = useRef(onSaved);
	saved.current = onSaved;
	const timer = useRef(void 0);
	const [state, setState] = useState({ status: "idle" });
	const id = leavingId(kind, key);
	const [conflict, setConflictState] = useState(() => openConflicts.get(id) ?? null);
	const blocked = useRef(conflict !== null);
	const held = useRef(heldTexts.has(id));
	const url = `${templateUrl(kind, key)}/draft`;
	const setConflict = useCallback((found) => {
		if (found) openConflicts.set(id, found);
		else openConflicts.delete(id);
		setConflictState(found);
	}, [id]);
	const send = useCallback(async (content, keepalive) => {
		setState({ status: "saving" });
		try {
			const stored = await adminRequest("PUT", url, {
				content,
				revision: revision.current
			}, { keepalive });
			revision.current = stored.revision;
			setState({ status: pending.current ? "pending" : "saved" });
			saved.current?.(stored);
			return true;
		} catch (error) {
			if (error instanceof ApiError && error.status === 409) {
				const current = JSON.parse(error.body).current;
				if (!current) {
					revision.current = 0;
					pending.current ??= content;
					setState({
						status: "failed",
						message: TEMPLATE_TEXTS.server.draftGone
					});
					return false;
				}
				blocked.current = true;
				setConflict({
					theirs: current,
					mine: pending.current ?? content
				});
				pending.current = null;
				setState({ status: "idle" });
				return false;
			}
			pending.current ??= content;
			setState({
				status: "failed",
				message: error instanceof ApiError ? error.payload?.error ?? error.message : void 0
			});
			return false;
		}
	}, [url, setConflict]);
	const save = useCallback(async ({ keepalive = false } = {}) => {
		clearTimeout(timer.current);
		while (running.current) await running.current;
		const content = pending.current;
		if (!content || blocked.current) return !blocked.current;
		pending.current = null;
		const run = send(content, keepalive);
		running.current = run;
		try {
			return await run;
		} finally {
			if (running.current === run) running.current = null;
		}
	}, [send]);
	const change = useCallback((content) => {
		const open = blocked.current ? openConflicts.get(id) : void 0;
		latest.current = content;
		if (open) return setConflict({
			...open,
			mine: content
		});
		pending.current = content;
		setState((current) => current.status === "pending" ? current : { status: "pending" });
		clearTimeout(timer.current);
		timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
	}, [
		id,
		save,
		setConflict
	]);
	/** The editor chose: keep theirs (their revision, nothing to send) or save theirs over with mine. */
	const resolve = useCallback(async (choice) => {
		const open = openConflicts.get(id) ?? conflict;
		if (!open) return;
		revision.current = open.theirs.revision;
		blocked.current = false;
		setConflict(null);
		if (choice === "mine") {
			pending.current = open.mine;
			await save();
		} else {
			pending.current = null;
			setState({ status: "idle" });
		}
	}, [
		id,
		conflict,
		save,
		setConflict
	]);
	/** Deletes the server's draft and drops what was not sent: the editor goes back to the published content. */
	const discard = useCallback(async () => {
		clearTimeout(timer.current);
		pending.current = null;
		while (running.current) await running.current;
		pending.current = null;
		try {
			await adminRequest("DELETE", url);
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 404)) {
				setState({
					status: "failed",
					message: error instanceof ApiError ? error.payload?.error : void 0
				});
				return false;
			}
		}
		revision.current = 0;
		blocked.current = false;
		setConflict(null);
		setState({ status: "idle" });
		return true;
	}, [url, setConflict]);
	/**
	* Someone else saved over this editor's draft (a publish answered 409 with theirs) or discarded it
	* (`current` null): the conflict opens with their draft and this editor's newest content, as a save
	* meeting it does; a discarded draft is said, and the newest content is saved again as a new draft.
	*/
	const staleFound = useCallback((current) => {
		revision.current = current?.revision ?? 0;
		if (!current) {
			pending.current ??= latest.current;
			setState({
				status: "failed",
				message: TEMPLATE_TEXTS.server.draftGone
			});
			return false;
		}
		blocked.current = true;
		setConflict({
			theirs: current,
			mine: latest.current ?? current.content
		});
		setState({ status: "idle" });
		return false;
	}, [setConflict]);
	/** Whether the server's draft is still the one this editor saved last: asked before a check, which reads the server's. */
	const stillMine = useCallback(async () => {
		if (!latest.current) return true;
		const { draft } = await adminRequest("GET", templateUrl(kind, key));
		if ((draft?.revision ?? 0) === revision.current) return true;
		return staleFound(draft);
	}, [
		kind,
		key,
		staleFound
	]);
	/** The JSON typed has problems (`texts`, kept for the page's life) or no longer has (null). */
	const hold = useCallback((texts) => {
		held.current = texts !== null;
		if (texts === null) heldTexts.delete(id);
		else heldTexts.set(id, texts);
	}, [id]);
	/** The server deleted the draft it published: the next change starts a new one. */
	const published = useCallback(() => {
		revision.current = 0;
		setState({ status: pending.current ? "pending" : "idle" });
	}, []);
	useEffect(() => () => {
		clearTimeout(timer.current);
		if (pending.current && !blocked.current) trackLeaving(id, save());
	}, [id, save]);
	useEffect(() => {
		const warn = (event) => {
			if (!pending.current && !running.current && !blocked.current && !held.current) return;
			event.preventDefault();
			event.returnValue = "";
			if (pending.current && !running.current && !blocked.current) save({ keepalive: true });
		};
		window.addEventListener("beforeunload", warn);
		return () => window.removeEventListener("beforeunload", warn);
	}, [save]);
	return {
		state,
		conflict,
		change,
		save,
		resolve,
		discard,
		published,
		stillMine,
		staleFound,
		hold,
		revision
	};
}
// frontend/admin/templates/TemplateList.tsx
var T$6 = TEMPLATE_TEXTS.list;
var when = new Intl.DateTimeFormat("es-DO", {
	dateStyle: "medium",
	timeStyle: "short",
	timeZone: "America/Santo_Domingo"
});
/** `kind:key`, how the tab names a template whatever its published version. */
var templateId = (t) => `${t.kind}:${t.key}`;
/**
* Every template the back-office edits: its kind, name and key, the version in use, who published it and
* when (a version shipped with the application has neither), and whether a draft waits to be published.
* On a phone each template is its name and one line saying the rest, beside its button.
*/
function TemplateList({ templates, openId, onOpen }) {
	return /* @__PURE__ */ jsxs("table", {
		className: "table is-fullwidth template-list",
		"aria-label": T$6.title,
		children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.kind
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.template
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.version
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.publishedBy
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.publishedAt
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: T$6.draft
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				children: /* @__PURE__ */ jsx("span", {
					className: "is-sr-only",
					children: T$6.open
				})
			})
		] }) }), /* @__PURE__ */ jsx("tbody", { children: templates.map((t) => {
			const id = templateId(t);
			const open = id === openId;
			return /* @__PURE__ */ jsxs("tr", {
				className: open ? "is-open" : "",
				"data-testid": "template-row",
				"data-template": id,
				children: [
					/* @__PURE__ */ jsx("td", {
						className: "is-wide",
						children: TEMPLATE_TEXTS.kindName[t.kind]
					}),
					/* @__PURE__ */ jsxs("td", {
						className: "template-list-name",
						children: [
							t.label,
							" ",
							/* @__PURE__ */ jsx("code", {
								className: "template-field-key",
								children: t.key
							})
						]
					}),
					/* @__PURE__ */ jsx("td", {
						className: "is-wide",
						children: t.publishedVersion
					}),
					/* @__PURE__ */ jsx("td", {
						className: "is-wide",
						children: t.publishedBy ?? TEMPLATE_TEXTS.versions.shipped
					}),
					/* @__PURE__ */ jsx("td", {
						className: "is-wide",
						children: t.publishedAt ? when.format(new Date(t.publishedAt)) : "—"
					}),
					/* @__PURE__ */ jsx("td", {
						className: "is-wide",
						children: t.hasDraft ? /* @__PURE__ */ jsx("span", {
							className: "template-badge is-draft",
							children: T$6.hasDraft
						}) : T$6.noDraft
					}),
					/* @__PURE__ */ jsx("td", {
						className: "template-list-summary",
						children: T$6.summary(TEMPLATE_TEXTS.kindName[t.kind], t.publishedVersion, t.publishedBy, t.publishedAt && when.format(new Date(t.publishedAt)), t.hasDraft)
					}),
					/* @__PURE__ */ jsx("td", {
						className: "template-list-action",
						children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: `button is-small ${open ? "is-link is-light" : ""}`,
							"aria-label": open ? T$6.openedLabel(t.label) : T$6.openLabel(t.label),
							"aria-pressed": open,
							onClick: () => onOpen(id),
							children: open ? T$6.opened : T$6.open
						})
					})
				]
			}, id);
		}) })]
	});
}
// frontend/admin/templates/DiffEntries.tsx
var V$4 = TEMPLATE_TEXTS.versions;
var affectingFirst = (entries) => [...entries].sort((a, b) => Number(b.affectsSavedData) - Number(a.affectsSavedData));
/** How many changes a diff lists and how many of them affect saved data. */
function diffCounts({ fields, options }) {
	const all = [
		...fields.added,
		...fields.retired,
		...fields.changed,
		...options.added,
		...options.retired,
		...options.changed
	];
	return {
		changes: all.length,
		affecting: all.filter((entry) => entry.affectsSavedData).length
	};
}
/**
* The fields and options a diff adds, retires and changes, named by their section and label (never by
* their codes); the groups and the changes that affect saved data come first, each marked.
*/
function TemplateDiffEntries({ diff }) {
	const { fields, options } = diff;
	const shown = [
		[V$4.groups.fieldsRetired, fields.retired],
		[V$4.groups.fieldsChanged, fields.changed],
		[V$4.groups.fieldsAdded, fields.added],
		[V$4.groups.optionsRetired, options.retired],
		[V$4.groups.optionsChanged, options.changed],
		[V$4.groups.optionsAdded, options.added]
	].filter(([, entries]) => entries.length).sort(([, a], [, b]) => Number(b.some((e) => e.affectsSavedData)) - Number(a.some((e) => e.affectsSavedData)));
	return /* @__PURE__ */ jsx(Fragment, { children: shown.map(([title, entries]) => /* @__PURE__ */ jsxs("section", {
		className: "template-diff-group",
		"aria-label": title,
		children: [/* @__PURE__ */ jsx("h5", {
			className: "template-diff-group-title",
			children: title
		}), /* @__PURE__ */ jsx("ul", { children: affectingFirst(entries).map((entry) => /* @__PURE__ */ jsxs("li", {
			className: "template-diff-entry",
			"data-testid": "diff-entry",
			"data-affects": entry.affectsSavedData,
			children: ["value" in entry ? /* @__PURE__ */ jsx(OptionLine, { option: entry }) : /* @__PURE__ */ jsx(FieldLine, { field: entry }), entry.affectsSavedData && /* @__PURE__ */ jsx("span", {
				className: "template-badge is-affects",
				children: V$4.affects
			})]
		}, "value" in entry ? `${entry.path}=${entry.value}` : entry.path)) })]
	}, title)) });
}
function FieldLine({ field }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "template-diff-text",
		children: [/* @__PURE__ */ jsx("strong", { children: field.place }), field.changes.length > 0 && /* @__PURE__ */ jsx("span", {
			className: "template-diff-changes",
			children: field.changes.join(" · ")
		})]
	});
}
function OptionLine({ option }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "template-diff-text",
		children: [
			/* @__PURE__ */ jsx("strong", { children: option.previousLabel !== void 0 ? V$4.relabelled(option.previousLabel, option.label) : `«${option.label}»` }),
			" ",
			V$4.optionOf(option.place)
		]
	});
}
/** What changed in the scoring rules: each place (a step, an option, a band, a rating) and how. */
function RuleChangeEntries({ changes }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "template-diff-group",
		"aria-label": V$4.groups.rules,
		children: [/* @__PURE__ */ jsx("h5", {
			className: "template-diff-group-title",
			children: V$4.groups.rules
		}), /* @__PURE__ */ jsx("ul", { children: changes.map((change, i) => /* @__PURE__ */ jsx("li", {
			className: "template-diff-entry",
			"data-testid": "diff-entry",
			"data-affects": "false",
			children: /* @__PURE__ */ jsxs("span", {
				className: "template-diff-text",
				children: [/* @__PURE__ */ jsx("strong", { children: change.place }), /* @__PURE__ */ jsx("span", {
					className: "template-diff-changes",
					children: change.change
				})]
			})
		}, i)) })]
	});
}
// frontend/admin/templates/CheckResult.tsx
var T$5 = TEMPLATE_TEXTS.server;
var change = (c) => T$5.ratingChange(c.name, c.rating.current, c.rating.draft, `${c.score.current} → ${c.score.draft}`);
/**
* What 'Comprobar' found: the draft's own problems, each at its place in the form's words; else what the
* draft changes against the latest version (the changes that affect saved data first) and what it would
* do to the records saved, or to the ratings.
*/
function CheckResult({ kind, result }) {
	const { problems, diff, ruleChanges, records, unscored, rescored } = result;
	const noun = T$5.records[kind === "rules" ? "interview" : kind];
	const warning = problems.length > 0 || Boolean(diff?.affectsSavedData) || Boolean(records?.failing) || Boolean(unscored?.length) || Boolean(rescored && (rescored.golden.length || rescored.interviews.changed.length));
	return /* @__PURE__ */ jsx("div", {
		className: `template-alert ${warning ? problems.length ? "" : "is-warning" : "is-success"}`,
		role: "status",
		"data-testid": "check-result",
		children: problems.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: T$5.checkProblems(problems.length) }), /* @__PURE__ */ jsx("ul", { children: problems.map((p, i) => /* @__PURE__ */ jsxs("li", { children: [
			p.place && /* @__PURE__ */ jsxs("strong", { children: [p.place, ":"] }),
			" ",
			p.message
		] }, i)) })] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
			diff && /* @__PURE__ */ jsx(DraftChanges, { diff }),
			ruleChanges && /* @__PURE__ */ jsxs("section", {
				className: "template-check-changes",
				"aria-label": T$5.changesTitle,
				"data-testid": "check-changes",
				children: [/* @__PURE__ */ jsx("p", { children: ruleChanges.length ? T$5.ruleChanges(ruleChanges.length) : T$5.noRuleChanges }), ruleChanges.length > 0 && /* @__PURE__ */ jsx(RuleChangeEntries, { changes: ruleChanges })]
			}),
			records && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: T$5.checkRecords(noun, records.total, records.failing) }), /* @__PURE__ */ jsxs("ul", { children: [
				records.failingRecords.flatMap((r) => r.errors.map((e, i) => /* @__PURE__ */ jsxs("li", { children: [
					T$5.failingRecord(noun, r.name, r.templateVersion),
					" ",
					/* @__PURE__ */ jsxs("strong", { children: [e.place, ":"] }),
					" ",
					e.message
				] }, `${r.id}-${i}`))),
				records.retiredFieldsHeld.map((f) => /* @__PURE__ */ jsx("li", { children: T$5.retiredHeld(noun, f.place, f.records) }, f.path)),
				records.unofferedOptions.map((o) => /* @__PURE__ */ jsx("li", { children: T$5.unoffered(noun, o.label, o.place, o.records) }, `${o.path}=${o.value}`))
			] })] }),
			unscored && unscored.length > 0 && /* @__PURE__ */ jsx("ul", { children: unscored.map((u) => /* @__PURE__ */ jsx("li", { children: T$5.unscored(u.label, u.place) }, `${u.field}=${u.value}`)) }),
			rescored && (rescored.golden.length || rescored.interviews.changed.length ? /* @__PURE__ */ jsxs(Fragment, { children: [rescored.golden.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: T$5.rescoredGolden(rescored.golden.length) }), /* @__PURE__ */ jsx("ul", { children: rescored.golden.map((c) => /* @__PURE__ */ jsx("li", { children: change(c) }, c.name)) })] }), rescored.interviews.changed.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: T$5.rescoredInterviews(rescored.interviews.total, rescored.interviews.changed.length) }), /* @__PURE__ */ jsx("ul", { children: rescored.interviews.changed.map((c, i) => /* @__PURE__ */ jsx("li", { children: change(c) }, i)) })] })] }) : /* @__PURE__ */ jsx("p", { children: T$5.rescoredNone }))
		] })
	});
}
/** The draft's changes against the latest version, the ones that affect saved data first. */
function DraftChanges({ diff }) {
	const { changes, affecting } = diffCounts(diff);
	return /* @__PURE__ */ jsxs("section", {
		className: "template-check-changes",
		"aria-label": T$5.changesTitle,
		"data-testid": "check-changes",
		children: [/* @__PURE__ */ jsx("p", { children: changes ? T$5.changes(changes, affecting) : T$5.noChanges }), changes > 0 && /* @__PURE__ */ jsx(TemplateDiffEntries, { diff })]
	});
}
// frontend/admin/templates/DiscardDraftDialog.tsx
var T$4 = TEMPLATE_TEXTS.discard;
/** 'Descartar borrador', asked first: what is lost (every unpublished change) and what the editor shows after. */
function DiscardDraftDialog({ open, label, savedBy, publishedVersion, busy, error, onConfirm, onClose }) {
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title: T$4.title,
		className: "template-discard-dialog",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: TEXTS.dialogs.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-danger",
			"aria-disabled": busy || void 0,
			onClick: () => !busy && onConfirm(),
			children: busy ? TEXTS.dialogs.working : T$4.confirm
		})] }),
		children: [
			/* @__PURE__ */ jsx("p", { children: T$4.question(label, savedBy) }),
			/* @__PURE__ */ jsx("p", { children: T$4.after(publishedVersion) }),
			error && /* @__PURE__ */ jsx("p", {
				className: "template-alert",
				role: "alert",
				"data-testid": "discard-error",
				children: error
			})
		]
	});
}
// engine/interview/interviewForm.ts
/**
* The interview's steps as one form whose sections are the steps (`presentacion`, `vinculos`…), each
* section the step's own schema and uiSchema, titled by the step's title: so the field list, the JSON
* editor, the preview, the diff and the check against saved interviews treat a step as they treat a case
* template's section (fields addressed `presentacion.motivo`, as saved answers are grouped by step).
*/
function interviewAsForm(content) {
	const properties = {};
	const uiSchema = { "ui:order": content.steps.map((step) => step.key) };
	for (const step of content.steps) {
		properties[step.key] = {
			...step.schema,
			title: step.title
		};
		uiSchema[step.key] = step.uiSchema;
	}
	return {
		schema: {
			type: "object",
			properties
		},
		uiSchema,
		...content.retired?.length ? { retired: content.retired } : {}
	};
}
/**
* The edited form back as the interview's content: each section is its step again, titled by the section's
* title. `base` gives the rest (name, regions, key, version); a section the form no longer has keeps
* nothing, so the check names the missing step.
*/
function formAsInterview(form, base) {
	const properties = form.schema.properties ?? {};
	const steps = base.steps.map((step) => {
		const schema = properties[step.key];
		const uiSchema = form.uiSchema[step.key] ?? {};
		return {
			number: step.number,
			key: step.key,
			title: typeof schema?.title === "string" ? schema.title : "",
			schema: schema ?? {},
			uiSchema
		};
	});
	const { retired: _retired, ...rest } = base;
	return {
		...rest,
		steps,
		...form.retired?.length ? { retired: form.retired } : {}
	};
}
// engine/templates/editing/diffTemplates.ts
var TYPE_NAMES = {
	string: "texto",
	number: "número",
	integer: "número entero",
	boolean: "sí o no",
	array: "lista",
	object: "grupo de campos",
	null: "vacío",
	any: "cualquier valor"
};
var typeName = (type) => type.split("|").map((part) => TYPE_NAMES[part] ?? part).join(" o ");
function fieldChanges(before, after) {
	const changes = [];
	let affects = false;
	if (before.type !== after.type) {
		changes.push(`Tipo: ${typeName(before.type)} → ${typeName(after.type)}`);
		affects = true;
	}
	if (before.label !== after.label) changes.push(`Etiqueta: «${before.label}» → «${after.label}»`);
	if (!before.required && after.required) {
		changes.push("Pasa a ser obligatorio");
		affects = true;
	}
	if (before.required && !after.required) changes.push("Deja de ser obligatorio");
	for (const [keyword, name] of CONSTRAINTS) {
		const [was, now] = [before.schema[keyword], after.schema[keyword]];
		if (JSON.stringify(was) === JSON.stringify(now)) continue;
		changes.push(`${name}: ${shown(was)} → ${shown(now)}`);
		if (now !== void 0) affects = true;
	}
	if (before.condition !== after.condition) {
		changes.push(!before.condition ? "Pasa a mostrarse solo bajo una condición" : !after.condition ? "Deja de depender de una condición" : "Cambia la condición para mostrarse");
		if (after.condition) affects = true;
	}
	if (before.help !== after.help) changes.push(after.help ? before.help ? "Cambia el texto de ayuda" : "Nuevo texto de ayuda" : "Se quita el texto de ayuda");
	if (before.placeholder !== after.placeholder) changes.push(after.placeholder ? "Cambia el texto de ejemplo" : "Se quita el texto de ejemplo");
	if ([...before.options.keys()].filter((code) => after.options.has(code)).join("\0") !== [...after.options.keys()].filter((code) => before.options.has(code)).join("\0")) changes.push("Cambia el orden de las opciones");
	return {
		changes,
		affects
	};
}
var CONSTRAINTS = [
	["minLength", "Longitud mínima"],
	["maxLength", "Longitud máxima"],
	["minimum", "Mínimo"],
	["maximum", "Máximo"],
	["exclusiveMinimum", "Mayor que"],
	["exclusiveMaximum", "Menor que"],
	["multipleOf", "Múltiplo de"],
	["pattern", "Formato (patrón)"],
	["format", "Formato"],
	["minItems", "Mínimo de elementos"],
	["maxItems", "Máximo de elementos"],
	["notBeforeToday", "No antes de hoy"]
];
var shown = (value) => value === void 0 ? "—" : value === true ? "sí" : value === false ? "no" : typeof value === "string" ? `«${value}»` : JSON.stringify(value);
function optionDiffs(path, fieldLabel, place, before, after, into) {
	for (const [value, label] of after) if (!before.has(value)) into.added.push({
		path,
		fieldLabel,
		place,
		value,
		label,
		affectsSavedData: false
	});
	else if (before.get(value) !== label) into.changed.push({
		path,
		fieldLabel,
		place,
		value,
		label,
		previousLabel: before.get(value),
		affectsSavedData: false
	});
	for (const [value, label] of before) if (!after.has(value)) into.retired.push({
		path,
		fieldLabel,
		place,
		value,
		label,
		affectsSavedData: true
	});
}
/**
* What changed from template `a` to template `b`: fields (by their path in the case data) and options
* added, retired and changed, each marked when it affects saved data (docs/decisions.md, "Templates
* published from the back-office"). Pure: the API's diff, the publish check and the case upgrade use it.
*/
function diffTemplates(a, b) {
	const before = templateFields(a.schema, a.uiSchema);
	const after = templateFields(b.schema, b.uiSchema);
	const diff = {
		fields: {
			added: [],
			retired: [],
			changed: []
		},
		options: {
			added: [],
			retired: [],
			changed: []
		},
		affectsSavedData: false
	};
	const moves = movedFields(before, after);
	const movedTo = new Map([...moves].map(([from, to]) => [to, from]));
	for (const [path, field] of after) {
		const from = movedTo.get(path);
		const old = before.get(from ?? path);
		const place = fieldPlace$1(after, path);
		if (from && old) {
			const { changes, affects } = fieldChanges(old, field);
			diff.fields.changed.push({
				path,
				label: field.label,
				place,
				changes: [`Pasa de la sección «${fieldPlace$1(before, from.split(".")[0])}» a «${fieldPlace$1(after, path.split(".")[0])}»; sus respuestas guardadas van con él`, ...changes],
				affectsSavedData: affects
			});
			optionDiffs(path, field.label, place, old.options, field.options, diff.options);
			continue;
		}
		if (!old) {
			diff.fields.added.push({
				path,
				label: field.label,
				place,
				changes: field.required ? ["Campo nuevo obligatorio"] : [],
				affectsSavedData: field.required
			});
			continue;
		}
		const { changes, affects } = fieldChanges(old, field);
		if (changes.length) diff.fields.changed.push({
			path,
			label: field.label,
			place,
			changes,
			affectsSavedData: affects
		});
		optionDiffs(path, field.label, place, old.options, field.options, diff.options);
	}
	for (const [path, field] of before) if (!after.has(path) && !moves.has(path)) diff.fields.retired.push({
		path,
		label: field.label,
		place: fieldPlace$1(before, path),
		changes: [],
		affectsSavedData: true
	});
	diff.affectsSavedData = [...Object.values(diff.fields), ...Object.values(diff.options)].some((list) => list.some((entry) => entry.affectsSavedData));
	return diff;
}
// engine/templates/editing/draftDifference.ts
var isPlain = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var escapeToken = (token) => token.replace(/~/g, "~0").replace(/\//g, "~1");
function collectPointers(a, b, at, into) {
	if (Array.isArray(a) && Array.isArray(b)) for (let i = 0; i < Math.max(a.length, b.length); i++) collectPointers(a[i], b[i], `${at}/${i}`, into);
	else if (isPlain(a) && isPlain(b)) for (const key of /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])) collectPointers(a[key], b[key], `${at}/${escapeToken(key)}`, into);
	else if (a !== b) into.push(at);
}
/** The JSON pointers (RFC 6901) of every value that differs between `a` and `b`; '' when the whole differs. */
function changedPointers(a, b) {
	const pointers = [];
	collectPointers(a, b, "", pointers);
	return pointers;
}
/** The form a draft of `kind` edits (the interview's steps as one form), or null: the rules have none. */
function formOf(kind, content) {
	if (kind === "rules") return null;
	if (kind === "interview") return Array.isArray(content.steps) ? interviewAsForm(content) : null;
	return isPlain(content.schema) ? content : null;
}
/**
* What `mine` changes from `theirs` (two drafts of one template, as a 409 gives them), for the editor
* choosing which to keep: the fields and options of a form in words (diffTemplates, readDiff), and the
* JSON pointers of every difference, which is all a person gets for the scoring rules.
*/
function draftDifference(kind, theirs, mine) {
	const from = formOf(kind, theirs);
	const to = formOf(kind, mine);
	return {
		groups: from && to ? readDiff(diffTemplates(from, to), from, to) : [],
		pointers: changedPointers(theirs, mine)
	};
}
// frontend/admin/templates/DraftConflict.tsx
var T$3 = TEMPLATE_TEXTS.server;
/** Pointers listed before the rest is only counted: a reader compares a few places, not hundreds. */
var POINTERS_SHOWN = 30;
/**
* Someone else saved the draft while this editor changed it (409): what my draft changes from theirs, in
* words (fields and options; the JSON places for what has no words, or for the rules), both drafts' JSON
* on request, and the choice of which to keep.
*/
function DraftConflict({ kind, theirs, mine, onUseTheirs, onKeepMine }) {
	const { groups, pointers } = useMemo(() => draftDifference(kind, theirs.content, mine), [
		kind,
		theirs,
		mine
	]);
	return /* @__PURE__ */ jsxs("section", {
		className: "template-alert template-conflict",
		role: "alert",
		"data-testid": "draft-conflict",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "has-text-weight-semibold",
				children: T$3.conflictTitle(theirs.updatedBy)
			}),
			pointers.length === 0 ? /* @__PURE__ */ jsx("p", { children: T$3.conflictSame }) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx("p", { children: T$3.conflictIntro(theirs.updatedBy) }),
				groups.map((group) => /* @__PURE__ */ jsxs("div", {
					className: "template-conflict-group",
					children: [/* @__PURE__ */ jsx("p", {
						className: "has-text-weight-semibold",
						children: group.title
					}), /* @__PURE__ */ jsx("ul", { children: group.lines.map((line) => /* @__PURE__ */ jsxs("li", { children: [line.place, line.detail && /* @__PURE__ */ jsxs(Fragment, { children: [": ", line.detail] })] }, line.key)) })]
				}, group.title)),
				groups.length === 0 ? /* @__PURE__ */ jsx(PointerList, {
					title: T$3.conflictPlaces(pointers.length),
					pointers
				}) : /* @__PURE__ */ jsxs("details", { children: [/* @__PURE__ */ jsx("summary", { children: T$3.conflictAllPlaces(pointers.length) }), /* @__PURE__ */ jsx(PointerList, { pointers })] })
			] }),
			/* @__PURE__ */ jsxs("details", {
				className: "template-conflict-raw",
				children: [/* @__PURE__ */ jsx("summary", { children: T$3.conflictJson }), /* @__PURE__ */ jsxs("div", {
					className: "template-conflict-sides",
					children: [/* @__PURE__ */ jsx(DraftSide, {
						title: T$3.theirs,
						content: theirs.content
					}), /* @__PURE__ */ jsx(DraftSide, {
						title: T$3.mine,
						content: mine
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "buttons",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small",
					onClick: onUseTheirs,
					children: T$3.useTheirs
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-link",
					onClick: onKeepMine,
					children: T$3.keepMine
				})]
			})
		]
	});
}
function PointerList({ title, pointers }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "template-conflict-group",
		children: [
			title && /* @__PURE__ */ jsx("p", {
				className: "has-text-weight-semibold",
				children: title
			}),
			/* @__PURE__ */ jsx("ul", { children: pointers.slice(0, POINTERS_SHOWN).map((pointer) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("code", { children: pointer || T$3.wholeDocument }) }, pointer)) }),
			pointers.length > POINTERS_SHOWN && /* @__PURE__ */ jsx("p", {
				className: "help",
				children: T$3.morePlaces(pointers.length - POINTERS_SHOWN)
			})
		]
	});
}
function DraftSide({ title, content }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
		className: "has-text-weight-semibold",
		children: title
	}), /* @__PURE__ */ jsx("pre", {
		className: "template-conflict-json",
		children: JSON.stringify(content, null, 2)
	})] });
}
// engine/interview/checkInterviewStep.ts
var STEP_KEYS = [
	"number",
	"key",
	"title",
	"schema",
	"uiSchema"
];
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
* Every reason `content` cannot be the interview's step at `index` (0-based), each with its dotted place in
* the step (`title`, `schema.properties.motivo`, `uiSchema.motivo`) and a Spanish message; empty when it can.
* The loader of templates/interview/ and a draft of the interview in the back-office check with this one
* function: the step's number and key, a Spanish title, a schema checked like a case template's
* (checkTemplateSchema), and the hidden `region` field offering every region. In the browser pass
* `{ metaSchema: false }` (the meta-schema check compiles code).
*/
function interviewStepProblems(content, index, options = {}) {
	if (!isObject(content)) return [{
		path: "",
		message: "el paso debe ser un objeto JSON"
	}];
	const problems = [];
	for (const extra of Object.keys(content)) if (!STEP_KEYS.includes(extra)) problems.push({
		path: extra,
		message: `clave desconocida «${extra}» (se admiten ${STEP_KEYS.join(", ")})`
	});
	const key = INTERVIEW_STEP_KEYS[index];
	if (content.number !== index + 1) problems.push({
		path: "number",
		message: `el paso en la posición ${index + 1} debe tener «number»: ${index + 1}`
	});
	if (content.key !== key) problems.push({
		path: "key",
		message: `el paso ${index + 1} debe tener «key»: «${key}»`
	});
	if (typeof content.title !== "string" || !content.title.trim()) problems.push({
		path: "title",
		message: "falta el título en español del paso"
	});
	if (!isObject(content.schema)) return [...problems, {
		path: "schema",
		message: "falta el esquema (JSON Schema draft-07) del paso"
	}];
	if (content.uiSchema !== void 0 && !isObject(content.uiSchema)) problems.push({
		path: "uiSchema",
		message: "debe ser un objeto (el uiSchema de RJSF)"
	});
	const uiSchema = isObject(content.uiSchema) ? content.uiSchema : {};
	const schemaProblems = checkTemplateSchema(content.schema, uiSchema, options).map((p) => ({
		path: p.path.startsWith("uiSchema") ? p.path : `schema.${p.path}`.replace(/\.$/, ""),
		message: p.message
	}));
	problems.push(...schemaProblems);
	problems.push(...regionProblems(content.schema, uiSchema));
	return problems;
}
/**
* The hidden `region` field the interview fills with its region, which the region-only fields' conditions
* test: it must offer exactly the interview's regions (one more would be a region nothing scores or shows
* fields for) and stay hidden (the consultant never picks it in a step).
*/
function regionProblems(schema, uiSchema) {
	const region = schema.properties?.region;
	const values = region && Array.isArray(region.oneOf) ? region.oneOf.map((o) => o.const) : [];
	const problems = [];
	if (INTERVIEW_REGIONS.some((r) => !values.includes(r)) || values.length !== INTERVIEW_REGIONS.length) problems.push({
		path: "schema.properties.region",
		message: `el paso debe declarar el campo interno «region» con las opciones ${INTERVIEW_REGIONS.join(", ")}, ni más ni menos`
	});
	const regionUi = uiSchema.region;
	if (region && regionUi?.["ui:widget"] !== "hidden") problems.push({
		path: "uiSchema.region",
		message: "el campo interno «region» debe quedar oculto («ui:widget»: «hidden»): la entrevista lo rellena con su región"
	});
	return problems;
}
// engine/na/caseValidator.ts
var sharedAjv;
var compiled = /* @__PURE__ */ new WeakMap();
var bySchemaText = /* @__PURE__ */ new Map();
/**
* The compiled NA-aware validator of a template, built once per template object. One ajv instance
* serves every template: a fresh one would compile the draft-07 meta-schema again each time.
* Compiling generates code (`new Function`): where a Content-Security-Policy forbids that (the
* browser), use validators precompiled at build time instead.
*/
function caseValidator(template) {
	const known = compiled.get(template);
	if (known) return known;
	const text = JSON.stringify(template.schema);
	let validate = bySchemaText.get(text);
	if (!validate) {
		sharedAjv ??= createAjv({}, CASE_VALIDATOR_OPTIONS);
		validate = compileCaseValidator(sharedAjv, template.schema);
		bySchemaText.set(text, validate);
	}
	compiled.set(template, validate);
	return validate;
}
/** The ajv options case validators are compiled with (see caseValidator for why). */
var CASE_VALIDATOR_OPTIONS = {
	verbose: false,
	code: { optimize: false }
};
/**
* The NA-aware validator of a case schema, compiled with `ajv` (createAjv with CASE_VALIDATOR_OPTIONS).
* For a schema that is not a registered template (a draft being previewed), whose caller decides how
* long the validator and its ajv are kept.
*/
function compileCaseValidator(ajv, schema) {
	const validationSchema = notApplicableSchema(schema);
	return Object.assign(ajv.compile(validationSchema), { validationSchema });
}
// engine/templates/checkTemplate.ts
var KEY = /^[a-z][a-z0-9-]*$/;
function checkOrder(file, where, properties, ui, branchFields = []) {
	const order = ui?.["ui:order"];
	const label = where || "ui:order";
	if (!Array.isArray(order)) throw new TemplateError(file, label, "falta \"ui:order\" en el uiSchema");
	for (const key of Object.keys(properties)) if (!order.includes(key) && !order.includes("*")) throw new TemplateError(file, where ? `${where}.${key}` : key, "la sección o campo no figura en \"ui:order\"");
	for (const key of order) if (key !== "*" && !(key in properties) && !branchFields.includes(key)) throw new TemplateError(file, where ? `${where}.${key}` : String(key), "\"ui:order\" nombra una sección o campo que el esquema no tiene");
}
function getPath(schema, path) {
	let current = schema;
	for (const part of path.split(".")) current = current?.properties?.[part];
	return current;
}
/**
* Refuses a resolved template that the form, the validation or the PDF could not use, with an error
* naming the file and the field: identity (kind, key, version, label), a Spanish title on every section
* and field, `required` naming real fields, a uiSchema whose `ui:order` lists exactly the schema's
* sections (and each section's fields), then every problem `checkTemplateSchema` finds (all of them, in
* `TemplateError.problems`), and a schema ajv compiles.
*/
function checkTemplate(template, options = {}) {
	const file = template.file;
	if (template.kind !== "case") throw new TemplateError(file, "kind", "debe ser \"case\"");
	if (typeof template.key !== "string" || !KEY.test(template.key)) throw new TemplateError(file, "key", "clave no válida (minúsculas, cifras y guiones)");
	if (!Number.isInteger(template.version) || template.version < 1) throw new TemplateError(file, "version", "debe ser un entero mayor o igual que 1");
	if (typeof template.label !== "string" || !template.label.trim()) throw new TemplateError(file, "label", "falta el nombre de la plantilla");
	const readiness = template.readiness;
	if (!readiness || !Number.isInteger(readiness.travelHistoryYears) || readiness.travelHistoryYears < 1) throw new TemplateError(file, "readiness.travelHistoryYears", "debe ser un número entero de años");
	for (const list of readiness.travelHistoryLists ?? []) if (getPath(template.schema, list)?.type !== "array") throw new TemplateError(file, list, "la lista de viajes no existe en el esquema");
	const sections = template.schema.properties;
	if (template.schema.type !== "object" || !sections) throw new TemplateError(file, "schema", "debe ser un objeto con una propiedad por sección");
	checkOrder(file, "", sections, template.uiSchema);
	for (const [key, section] of Object.entries(sections)) {
		if (typeof section !== "object" || section === null) throw new TemplateError(file, key, "la sección debe ser un esquema");
		if (typeof section.title !== "string" || !section.title.trim()) throw new TemplateError(file, key, "la sección no tiene título en español");
		if (!section.properties) continue;
		const untitled = fieldsWithoutTitle(section);
		if (untitled.length) throw new TemplateError(file, `${key}.${untitled[0]}`, "el campo no tiene título en español");
		for (const name of section.required ?? []) if (!(name in section.properties)) throw new TemplateError(file, `${key}.${name}`, "\"required\" nombra un campo que no existe");
		const branchFields = [...declaredFields(template.schema, section, "").keys()];
		checkOrder(file, key, section.properties, template.uiSchema[key], branchFields);
	}
	const problems = checkTemplateSchema(template.schema, template.uiSchema, { metaSchema: options.compile !== false || (options.metaSchema ?? false) });
	if (problems.length) throw new TemplateError(file, "schema", problems.map((p) => p.message).join("\n"), problems);
	if (options.compile !== false) try {
		caseValidator(template);
	} catch (error) {
		throw new TemplateError(file, "schema", `el esquema no es un JSON Schema draft-07 válido: ${error.message}`);
	}
}
// schemas/generated/validators/jsonSchemaDraft07.js
var validate$1 = validate0;
var schema0 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"$id": "http://json-schema.org/draft-07/schema#",
	"title": "Core schema meta-schema",
	"definitions": {
		"schemaArray": {
			"type": "array",
			"minItems": 1,
			"items": { "$ref": "#" }
		},
		"nonNegativeInteger": {
			"type": "integer",
			"minimum": 0
		},
		"nonNegativeIntegerDefault0": { "allOf": [{ "$ref": "#/definitions/nonNegativeInteger" }, { "default": 0 }] },
		"simpleTypes": { "enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		] },
		"stringArray": {
			"type": "array",
			"items": { "type": "string" },
			"uniqueItems": true,
			"default": []
		}
	},
	"type": ["object", "boolean"],
	"properties": {
		"$id": {
			"type": "string",
			"format": "uri-reference"
		},
		"$schema": {
			"type": "string",
			"format": "uri"
		},
		"$ref": {
			"type": "string",
			"format": "uri-reference"
		},
		"$comment": { "type": "string" },
		"title": { "type": "string" },
		"description": { "type": "string" },
		"default": true,
		"readOnly": {
			"type": "boolean",
			"default": false
		},
		"examples": {
			"type": "array",
			"items": true
		},
		"multipleOf": {
			"type": "number",
			"exclusiveMinimum": 0
		},
		"maximum": { "type": "number" },
		"exclusiveMaximum": { "type": "number" },
		"minimum": { "type": "number" },
		"exclusiveMinimum": { "type": "number" },
		"maxLength": { "$ref": "#/definitions/nonNegativeInteger" },
		"minLength": { "$ref": "#/definitions/nonNegativeIntegerDefault0" },
		"pattern": {
			"type": "string",
			"format": "regex"
		},
		"additionalItems": { "$ref": "#" },
		"items": {
			"anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/schemaArray" }],
			"default": true
		},
		"maxItems": { "$ref": "#/definitions/nonNegativeInteger" },
		"minItems": { "$ref": "#/definitions/nonNegativeIntegerDefault0" },
		"uniqueItems": {
			"type": "boolean",
			"default": false
		},
		"contains": { "$ref": "#" },
		"maxProperties": { "$ref": "#/definitions/nonNegativeInteger" },
		"minProperties": { "$ref": "#/definitions/nonNegativeIntegerDefault0" },
		"required": { "$ref": "#/definitions/stringArray" },
		"additionalProperties": { "$ref": "#" },
		"definitions": {
			"type": "object",
			"additionalProperties": { "$ref": "#" },
			"default": {}
		},
		"properties": {
			"type": "object",
			"additionalProperties": { "$ref": "#" },
			"default": {}
		},
		"patternProperties": {
			"type": "object",
			"additionalProperties": { "$ref": "#" },
			"propertyNames": { "format": "regex" },
			"default": {}
		},
		"dependencies": {
			"type": "object",
			"additionalProperties": { "anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/stringArray" }] }
		},
		"propertyNames": { "$ref": "#" },
		"const": true,
		"enum": {
			"type": "array",
			"items": true,
			"minItems": 1,
			"uniqueItems": true
		},
		"type": { "anyOf": [{ "$ref": "#/definitions/simpleTypes" }, {
			"type": "array",
			"items": { "$ref": "#/definitions/simpleTypes" },
			"minItems": 1,
			"uniqueItems": true
		}] },
		"format": { "type": "string" },
		"contentMediaType": { "type": "string" },
		"contentEncoding": { "type": "string" },
		"if": { "$ref": "#" },
		"then": { "$ref": "#" },
		"else": { "$ref": "#" },
		"allOf": { "$ref": "#/definitions/schemaArray" },
		"anyOf": { "$ref": "#/definitions/schemaArray" },
		"oneOf": { "$ref": "#/definitions/schemaArray" },
		"not": { "$ref": "#" }
	},
	"default": true
};
var schema9 = { "enum": [
	"array",
	"boolean",
	"integer",
	"null",
	"number",
	"object",
	"string"
] };
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/definitions/nonNegativeInteger/type",
			keyword: "type",
			params: { type: "integer" },
			message: "must be integer"
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/definitions/nonNegativeInteger/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 0
				},
				message: "must be >= 0"
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	}
	validate1.errors = vErrors;
	return errors === 0;
}
var root0 = { validate: validate0 };
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (Array.isArray(data)) {
		if (data.length < 1) {
			const err0 = {
				instancePath,
				schemaPath: "#/minItems",
				keyword: "minItems",
				params: { limit: 1 },
				message: "must NOT have fewer than 1 items"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		const len0 = data.length;
		for (let i0 = 0; i0 < len0; i0++) if (!root0.validate(data[i0], {
			instancePath: instancePath + "/" + i0,
			parentData: data,
			parentDataProperty: i0,
			rootData
		})) {
			vErrors = vErrors === null ? root0.validate.errors : vErrors.concat(root0.validate.errors);
			errors = vErrors.length;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "array" },
			message: "must be array"
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate3.errors = vErrors;
	return errors === 0;
}
var func0$1 = equal;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (!(data && typeof data == "object" && !Array.isArray(data)) && typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: schema0.type },
			message: "must be object,boolean"
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.$id !== void 0) {
			if (!(typeof data.$id === "string")) {
				const err1 = {
					instancePath: instancePath + "/$id",
					schemaPath: "#/properties/%24id/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.$schema !== void 0) {
			if (!(typeof data.$schema === "string")) {
				const err2 = {
					instancePath: instancePath + "/$schema",
					schemaPath: "#/properties/%24schema/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.$ref !== void 0) {
			if (!(typeof data.$ref === "string")) {
				const err3 = {
					instancePath: instancePath + "/$ref",
					schemaPath: "#/properties/%24ref/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.$comment !== void 0) {
			if (typeof data.$comment !== "string") {
				const err4 = {
					instancePath: instancePath + "/$comment",
					schemaPath: "#/properties/%24comment/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.title !== void 0) {
			if (typeof data.title !== "string") {
				const err5 = {
					instancePath: instancePath + "/title",
					schemaPath: "#/properties/title/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.description !== void 0) {
			if (typeof data.description !== "string") {
				const err6 = {
					instancePath: instancePath + "/description",
					schemaPath: "#/properties/description/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
		if (data.readOnly !== void 0) {
			if (typeof data.readOnly !== "boolean") {
				const err7 = {
					instancePath: instancePath + "/readOnly",
					schemaPath: "#/properties/readOnly/type",
					keyword: "type",
					params: { type: "boolean" },
					message: "must be boolean"
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.examples !== void 0) {
			if (!Array.isArray(data.examples)) {
				const err8 = {
					instancePath: instancePath + "/examples",
					schemaPath: "#/properties/examples/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.multipleOf !== void 0) {
			let data8 = data.multipleOf;
			if (typeof data8 == "number") {
				if (data8 <= 0 || isNaN(data8)) {
					const err9 = {
						instancePath: instancePath + "/multipleOf",
						schemaPath: "#/properties/multipleOf/exclusiveMinimum",
						keyword: "exclusiveMinimum",
						params: {
							comparison: ">",
							limit: 0
						},
						message: "must be > 0"
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
			} else {
				const err10 = {
					instancePath: instancePath + "/multipleOf",
					schemaPath: "#/properties/multipleOf/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		if (data.maximum !== void 0) {
			if (!(typeof data.maximum == "number")) {
				const err11 = {
					instancePath: instancePath + "/maximum",
					schemaPath: "#/properties/maximum/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.exclusiveMaximum !== void 0) {
			if (!(typeof data.exclusiveMaximum == "number")) {
				const err12 = {
					instancePath: instancePath + "/exclusiveMaximum",
					schemaPath: "#/properties/exclusiveMaximum/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
		}
		if (data.minimum !== void 0) {
			if (!(typeof data.minimum == "number")) {
				const err13 = {
					instancePath: instancePath + "/minimum",
					schemaPath: "#/properties/minimum/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
		}
		if (data.exclusiveMinimum !== void 0) {
			if (!(typeof data.exclusiveMinimum == "number")) {
				const err14 = {
					instancePath: instancePath + "/exclusiveMinimum",
					schemaPath: "#/properties/exclusiveMinimum/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
		}
		if (data.maxLength !== void 0) {
			let data13 = data.maxLength;
			if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13))) {
				const err15 = {
					instancePath: instancePath + "/maxLength",
					schemaPath: "#/definitions/nonNegativeInteger/type",
					keyword: "type",
					params: { type: "integer" },
					message: "must be integer"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			if (typeof data13 == "number") {
				if (data13 < 0 || isNaN(data13)) {
					const err16 = {
						instancePath: instancePath + "/maxLength",
						schemaPath: "#/definitions/nonNegativeInteger/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			}
		}
		if (data.minLength !== void 0) {
			if (!validate1(data.minLength, {
				instancePath: instancePath + "/minLength",
				parentData: data,
				parentDataProperty: "minLength",
				rootData
			})) {
				vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
				errors = vErrors.length;
			}
		}
		if (data.pattern !== void 0) {
			if (!(typeof data.pattern === "string")) {
				const err17 = {
					instancePath: instancePath + "/pattern",
					schemaPath: "#/properties/pattern/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
		}
		if (data.additionalItems !== void 0) {
			if (!validate0(data.additionalItems, {
				instancePath: instancePath + "/additionalItems",
				parentData: data,
				parentDataProperty: "additionalItems",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.items !== void 0) {
			let data17 = data.items;
			const _errs35 = errors;
			let valid2 = false;
			const _errs36 = errors;
			if (!validate0(data17, {
				instancePath: instancePath + "/items",
				parentData: data,
				parentDataProperty: "items",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
			var _valid0 = _errs36 === errors;
			valid2 = valid2 || _valid0;
			if (!valid2) {
				const _errs37 = errors;
				if (!validate3(data17, {
					instancePath: instancePath + "/items",
					parentData: data,
					parentDataProperty: "items",
					rootData
				})) {
					vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
					errors = vErrors.length;
				}
				var _valid0 = _errs37 === errors;
				valid2 = valid2 || _valid0;
			}
			if (!valid2) {
				const err18 = {
					instancePath: instancePath + "/items",
					schemaPath: "#/properties/items/anyOf",
					keyword: "anyOf",
					params: {},
					message: "must match a schema in anyOf"
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			} else {
				errors = _errs35;
				if (vErrors !== null) {
					if (_errs35) vErrors.length = _errs35;
					else vErrors = null;
				}
			}
		}
		if (data.maxItems !== void 0) {
			let data18 = data.maxItems;
			if (!(typeof data18 == "number" && !(data18 % 1) && !isNaN(data18))) {
				const err19 = {
					instancePath: instancePath + "/maxItems",
					schemaPath: "#/definitions/nonNegativeInteger/type",
					keyword: "type",
					params: { type: "integer" },
					message: "must be integer"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			}
			if (typeof data18 == "number") {
				if (data18 < 0 || isNaN(data18)) {
					const err20 = {
						instancePath: instancePath + "/maxItems",
						schemaPath: "#/definitions/nonNegativeInteger/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err20];
					else vErrors.push(err20);
					errors++;
				}
			}
		}
		if (data.minItems !== void 0) {
			if (!validate1(data.minItems, {
				instancePath: instancePath + "/minItems",
				parentData: data,
				parentDataProperty: "minItems",
				rootData
			})) {
				vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
				errors = vErrors.length;
			}
		}
		if (data.uniqueItems !== void 0) {
			if (typeof data.uniqueItems !== "boolean") {
				const err21 = {
					instancePath: instancePath + "/uniqueItems",
					schemaPath: "#/properties/uniqueItems/type",
					keyword: "type",
					params: { type: "boolean" },
					message: "must be boolean"
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
		}
		if (data.contains !== void 0) {
			if (!validate0(data.contains, {
				instancePath: instancePath + "/contains",
				parentData: data,
				parentDataProperty: "contains",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.maxProperties !== void 0) {
			let data22 = data.maxProperties;
			if (!(typeof data22 == "number" && !(data22 % 1) && !isNaN(data22))) {
				const err22 = {
					instancePath: instancePath + "/maxProperties",
					schemaPath: "#/definitions/nonNegativeInteger/type",
					keyword: "type",
					params: { type: "integer" },
					message: "must be integer"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
			if (typeof data22 == "number") {
				if (data22 < 0 || isNaN(data22)) {
					const err23 = {
						instancePath: instancePath + "/maxProperties",
						schemaPath: "#/definitions/nonNegativeInteger/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
			}
		}
		if (data.minProperties !== void 0) {
			if (!validate1(data.minProperties, {
				instancePath: instancePath + "/minProperties",
				parentData: data,
				parentDataProperty: "minProperties",
				rootData
			})) {
				vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
				errors = vErrors.length;
			}
		}
		if (data.required !== void 0) {
			let data24 = data.required;
			if (Array.isArray(data24)) {
				const len0 = data24.length;
				for (let i0 = 0; i0 < len0; i0++) if (typeof data24[i0] !== "string") {
					const err24 = {
						instancePath: instancePath + "/required/" + i0,
						schemaPath: "#/definitions/stringArray/items/type",
						keyword: "type",
						params: { type: "string" },
						message: "must be string"
					};
					if (vErrors === null) vErrors = [err24];
					else vErrors.push(err24);
					errors++;
				}
				let i1 = data24.length;
				let j0;
				if (i1 > 1) {
					const indices0 = {};
					for (; i1--;) {
						let item0 = data24[i1];
						if (typeof item0 !== "string") continue;
						if (typeof indices0[item0] == "number") {
							j0 = indices0[item0];
							const err25 = {
								instancePath: instancePath + "/required",
								schemaPath: "#/definitions/stringArray/uniqueItems",
								keyword: "uniqueItems",
								params: {
									i: i1,
									j: j0
								},
								message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)"
							};
							if (vErrors === null) vErrors = [err25];
							else vErrors.push(err25);
							errors++;
							break;
						}
						indices0[item0] = i1;
					}
				}
			} else {
				const err26 = {
					instancePath: instancePath + "/required",
					schemaPath: "#/definitions/stringArray/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err26];
				else vErrors.push(err26);
				errors++;
			}
		}
		if (data.additionalProperties !== void 0) {
			if (!validate0(data.additionalProperties, {
				instancePath: instancePath + "/additionalProperties",
				parentData: data,
				parentDataProperty: "additionalProperties",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.definitions !== void 0) {
			let data27 = data.definitions;
			if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
				for (const key0 in data27) if (!validate0(data27[key0], {
					instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
					parentData: data27,
					parentDataProperty: key0,
					rootData
				})) {
					vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
					errors = vErrors.length;
				}
			} else {
				const err27 = {
					instancePath: instancePath + "/definitions",
					schemaPath: "#/properties/definitions/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
		}
		if (data.properties !== void 0) {
			let data29 = data.properties;
			if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
				for (const key1 in data29) if (!validate0(data29[key1], {
					instancePath: instancePath + "/properties/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
					parentData: data29,
					parentDataProperty: key1,
					rootData
				})) {
					vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
					errors = vErrors.length;
				}
			} else {
				const err28 = {
					instancePath: instancePath + "/properties",
					schemaPath: "#/properties/properties/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err28];
				else vErrors.push(err28);
				errors++;
			}
		}
		if (data.patternProperties !== void 0) {
			let data31 = data.patternProperties;
			if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
				for (const key2 in data31) if (!(errors === errors)) {
					const err29 = {
						instancePath: instancePath + "/patternProperties",
						schemaPath: "#/properties/patternProperties/propertyNames",
						keyword: "propertyNames",
						params: { propertyName: key2 },
						message: "property name must be valid"
					};
					if (vErrors === null) vErrors = [err29];
					else vErrors.push(err29);
					errors++;
				}
				for (const key3 in data31) if (!validate0(data31[key3], {
					instancePath: instancePath + "/patternProperties/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
					parentData: data31,
					parentDataProperty: key3,
					rootData
				})) {
					vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
					errors = vErrors.length;
				}
			} else {
				const err30 = {
					instancePath: instancePath + "/patternProperties",
					schemaPath: "#/properties/patternProperties/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err30];
				else vErrors.push(err30);
				errors++;
			}
		}
		if (data.dependencies !== void 0) {
			let data33 = data.dependencies;
			if (data33 && typeof data33 == "object" && !Array.isArray(data33)) for (const key4 in data33) {
				let data34 = data33[key4];
				const _errs72 = errors;
				let valid14 = false;
				const _errs73 = errors;
				if (!validate0(data34, {
					instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
					parentData: data33,
					parentDataProperty: key4,
					rootData
				})) {
					vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
					errors = vErrors.length;
				}
				var _valid1 = _errs73 === errors;
				valid14 = valid14 || _valid1;
				if (!valid14) {
					const _errs74 = errors;
					if (Array.isArray(data34)) {
						const len1 = data34.length;
						for (let i2 = 0; i2 < len1; i2++) if (typeof data34[i2] !== "string") {
							const err31 = {
								instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2,
								schemaPath: "#/definitions/stringArray/items/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err31];
							else vErrors.push(err31);
							errors++;
						}
						let i3 = data34.length;
						let j1;
						if (i3 > 1) {
							const indices1 = {};
							for (; i3--;) {
								let item1 = data34[i3];
								if (typeof item1 !== "string") continue;
								if (typeof indices1[item1] == "number") {
									j1 = indices1[item1];
									const err32 = {
										instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
										schemaPath: "#/definitions/stringArray/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i3,
											j: j1
										},
										message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)"
									};
									if (vErrors === null) vErrors = [err32];
									else vErrors.push(err32);
									errors++;
									break;
								}
								indices1[item1] = i3;
							}
						}
					} else {
						const err33 = {
							instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/definitions/stringArray/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err33];
						else vErrors.push(err33);
						errors++;
					}
					var _valid1 = _errs74 === errors;
					valid14 = valid14 || _valid1;
				}
				if (!valid14) {
					const err34 = {
						instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
						schemaPath: "#/properties/dependencies/additionalProperties/anyOf",
						keyword: "anyOf",
						params: {},
						message: "must match a schema in anyOf"
					};
					if (vErrors === null) vErrors = [err34];
					else vErrors.push(err34);
					errors++;
				} else {
					errors = _errs72;
					if (vErrors !== null) {
						if (_errs72) vErrors.length = _errs72;
						else vErrors = null;
					}
				}
			}
			else {
				const err35 = {
					instancePath: instancePath + "/dependencies",
					schemaPath: "#/properties/dependencies/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err35];
				else vErrors.push(err35);
				errors++;
			}
		}
		if (data.propertyNames !== void 0) {
			if (!validate0(data.propertyNames, {
				instancePath: instancePath + "/propertyNames",
				parentData: data,
				parentDataProperty: "propertyNames",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.enum !== void 0) {
			let data37 = data.enum;
			if (Array.isArray(data37)) {
				if (data37.length < 1) {
					const err36 = {
						instancePath: instancePath + "/enum",
						schemaPath: "#/properties/enum/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 items"
					};
					if (vErrors === null) vErrors = [err36];
					else vErrors.push(err36);
					errors++;
				}
				let i4 = data37.length;
				let j2;
				if (i4 > 1) {
					outer0: for (; i4--;) for (j2 = i4; j2--;) if (func0$1(data37[i4], data37[j2])) {
						const err37 = {
							instancePath: instancePath + "/enum",
							schemaPath: "#/properties/enum/uniqueItems",
							keyword: "uniqueItems",
							params: {
								i: i4,
								j: j2
							},
							message: "must NOT have duplicate items (items ## " + j2 + " and " + i4 + " are identical)"
						};
						if (vErrors === null) vErrors = [err37];
						else vErrors.push(err37);
						errors++;
						break outer0;
					}
				}
			} else {
				const err38 = {
					instancePath: instancePath + "/enum",
					schemaPath: "#/properties/enum/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err38];
				else vErrors.push(err38);
				errors++;
			}
		}
		if (data.type !== void 0) {
			let data38 = data.type;
			const _errs83 = errors;
			let valid20 = false;
			const _errs84 = errors;
			if (!(data38 === "array" || data38 === "boolean" || data38 === "integer" || data38 === "null" || data38 === "number" || data38 === "object" || data38 === "string")) {
				const err39 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/definitions/simpleTypes/enum",
					keyword: "enum",
					params: { allowedValues: schema9.enum },
					message: "must be equal to one of the allowed values"
				};
				if (vErrors === null) vErrors = [err39];
				else vErrors.push(err39);
				errors++;
			}
			var _valid2 = _errs84 === errors;
			valid20 = valid20 || _valid2;
			if (!valid20) {
				const _errs86 = errors;
				if (Array.isArray(data38)) {
					if (data38.length < 1) {
						const err40 = {
							instancePath: instancePath + "/type",
							schemaPath: "#/properties/type/anyOf/1/minItems",
							keyword: "minItems",
							params: { limit: 1 },
							message: "must NOT have fewer than 1 items"
						};
						if (vErrors === null) vErrors = [err40];
						else vErrors.push(err40);
						errors++;
					}
					const len2 = data38.length;
					for (let i5 = 0; i5 < len2; i5++) {
						let data39 = data38[i5];
						if (!(data39 === "array" || data39 === "boolean" || data39 === "integer" || data39 === "null" || data39 === "number" || data39 === "object" || data39 === "string")) {
							const err41 = {
								instancePath: instancePath + "/type/" + i5,
								schemaPath: "#/definitions/simpleTypes/enum",
								keyword: "enum",
								params: { allowedValues: schema9.enum },
								message: "must be equal to one of the allowed values"
							};
							if (vErrors === null) vErrors = [err41];
							else vErrors.push(err41);
							errors++;
						}
					}
					let i6 = data38.length;
					let j3;
					if (i6 > 1) {
						outer1: for (; i6--;) for (j3 = i6; j3--;) if (func0$1(data38[i6], data38[j3])) {
							const err42 = {
								instancePath: instancePath + "/type",
								schemaPath: "#/properties/type/anyOf/1/uniqueItems",
								keyword: "uniqueItems",
								params: {
									i: i6,
									j: j3
								},
								message: "must NOT have duplicate items (items ## " + j3 + " and " + i6 + " are identical)"
							};
							if (vErrors === null) vErrors = [err42];
							else vErrors.push(err42);
							errors++;
							break outer1;
						}
					}
				} else {
					const err43 = {
						instancePath: instancePath + "/type",
						schemaPath: "#/properties/type/anyOf/1/type",
						keyword: "type",
						params: { type: "array" },
						message: "must be array"
					};
					if (vErrors === null) vErrors = [err43];
					else vErrors.push(err43);
					errors++;
				}
				var _valid2 = _errs86 === errors;
				valid20 = valid20 || _valid2;
			}
			if (!valid20) {
				const err44 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/anyOf",
					keyword: "anyOf",
					params: {},
					message: "must match a schema in anyOf"
				};
				if (vErrors === null) vErrors = [err44];
				else vErrors.push(err44);
				errors++;
			} else {
				errors = _errs83;
				if (vErrors !== null) {
					if (_errs83) vErrors.length = _errs83;
					else vErrors = null;
				}
			}
		}
		if (data.format !== void 0) {
			if (typeof data.format !== "string") {
				const err45 = {
					instancePath: instancePath + "/format",
					schemaPath: "#/properties/format/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err45];
				else vErrors.push(err45);
				errors++;
			}
		}
		if (data.contentMediaType !== void 0) {
			if (typeof data.contentMediaType !== "string") {
				const err46 = {
					instancePath: instancePath + "/contentMediaType",
					schemaPath: "#/properties/contentMediaType/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err46];
				else vErrors.push(err46);
				errors++;
			}
		}
		if (data.contentEncoding !== void 0) {
			if (typeof data.contentEncoding !== "string") {
				const err47 = {
					instancePath: instancePath + "/contentEncoding",
					schemaPath: "#/properties/contentEncoding/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err47];
				else vErrors.push(err47);
				errors++;
			}
		}
		if (data.if !== void 0) {
			if (!validate0(data.if, {
				instancePath: instancePath + "/if",
				parentData: data,
				parentDataProperty: "if",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.then !== void 0) {
			if (!validate0(data.then, {
				instancePath: instancePath + "/then",
				parentData: data,
				parentDataProperty: "then",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.else !== void 0) {
			if (!validate0(data.else, {
				instancePath: instancePath + "/else",
				parentData: data,
				parentDataProperty: "else",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
		if (data.allOf !== void 0) {
			if (!validate3(data.allOf, {
				instancePath: instancePath + "/allOf",
				parentData: data,
				parentDataProperty: "allOf",
				rootData
			})) {
				vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
				errors = vErrors.length;
			}
		}
		if (data.anyOf !== void 0) {
			if (!validate3(data.anyOf, {
				instancePath: instancePath + "/anyOf",
				parentData: data,
				parentDataProperty: "anyOf",
				rootData
			})) {
				vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
				errors = vErrors.length;
			}
		}
		if (data.oneOf !== void 0) {
			if (!validate3(data.oneOf, {
				instancePath: instancePath + "/oneOf",
				parentData: data,
				parentDataProperty: "oneOf",
				rootData
			})) {
				vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
				errors = vErrors.length;
			}
		}
		if (data.not !== void 0) {
			if (!validate0(data.not, {
				instancePath: instancePath + "/not",
				parentData: data,
				parentDataProperty: "not",
				rootData
			})) {
				vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
				errors = vErrors.length;
			}
		}
	}
	validate0.errors = vErrors;
	return errors === 0;
}
// frontend/admin/templates/checkers.ts
/** A case template as the registry checks it when loading. */
function checkCaseDraft(content) {
	try {
		checkTemplate(content, {
			compile: false,
			metaSchema: validate$1
		});
		return [];
	} catch (error) {
		if (error instanceof TemplateError) return error.problems;
		throw error;
	}
}
/**
* The interview's steps, edited as one form whose sections are the steps (interviewAsForm), checked as
* the loader checks each step file; each problem placed in its step's section.
*/
function interviewFormChecker(base) {
	return (form) => formAsInterview(form, base).steps.flatMap((step, index) => interviewStepProblems(step, index, { metaSchema: validate$1 }).map((problem) => {
		const [head, ...rest] = problem.path.split(".");
		return {
			path: (head === "uiSchema" ? [
				"uiSchema",
				step.key,
				...rest
			] : head === "schema" ? [
				"properties",
				step.key,
				...rest
			] : [
				"properties",
				step.key,
				head === "title" ? "title" : ""
			]).filter(Boolean).join("."),
			message: `${step.title || step.key}: ${problem.message}`
		};
	}));
}
/** A stand-alone form (the task form) as its loader checks it; its name and key are placed at the schema's root. */
function checkFormContent(content) {
	return formTemplateProblems(content, { metaSchema: validate$1 }).map((problem) => ({
		path: problem.path.startsWith("schema") || problem.path.startsWith("uiSchema") ? problem.path : "",
		message: problem.message
	}));
}
// engine/interview/checkInterviewRules.ts
var RULE_KINDS = [
	"choice",
	"amount",
	"validity"
];
/** ajv options of the shape check; the discriminator reports the errors of the rule kind written, not of all three kinds. */
var RULES_SHAPE_OPTIONS = {
	allErrors: true,
	discriminator: true,
	strict: false
};
var validators = /* @__PURE__ */ new WeakMap();
function structureProblems(content, rulesShape) {
	let validate = typeof rulesShape === "function" ? rulesShape : validators.get(rulesShape);
	if (!validate) {
		validate = new Ajv({
			...RULES_SHAPE_OPTIONS,
			logger: false
		}).compile(rulesShape);
		validators.set(rulesShape, validate);
	}
	if (validate(content)) return [];
	const errors = structuredClone(validate.errors ?? []);
	localizeEs(errors);
	return errors.map((error) => {
		const path = error.instancePath.split("/").slice(1).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")).join(".");
		if (error.keyword === "discriminator") {
			const { tag, tagValue } = error.params;
			return {
				path,
				message: `En ${path}: «${tag}» ${JSON.stringify(tagValue)} no existe; use ${RULE_KINDS.map((k) => `«${k}»`).join(", ")}`
			};
		}
		const extra = error.keyword === "additionalProperties" ? ` («${String(error.params.additionalProperty)}»)` : "";
		return {
			path,
			message: `${path ? `En ${path}` : "En la raíz"}: ${templateErrorMessage(error)}${extra}`
		};
	});
}
/** The values a field stores that a choice rule can give points to, or null for a field that is not a choice. */
function choiceValues(field) {
	if (field.type === "boolean") return ["true", "false"];
	if (Array.isArray(field.oneOf) && field.oneOf.every((option) => option && typeof option === "object" && "const" in option)) return field.oneOf.map((option) => String(option.const));
	if (Array.isArray(field.enum)) return field.enum.map(String);
	return null;
}
/** The fields of a step (its own and those its branches add), without the region marker. */
function stepFields(step) {
	const fields = /* @__PURE__ */ new Map();
	for (const [name, { schema }] of declaredFields(step.schema, step.schema)) if (name !== "region") fields.set(name, schema);
	return fields;
}
function bandProblems(bands, at) {
	const problems = [];
	if (bands[0] && bands[0].min !== 0) problems.push({
		path: `${at}.0.min`,
		message: `En ${at}.0.min: la primera banda debe empezar en 0 (empieza en ${bands[0].min})`
	});
	bands.forEach((band, index) => {
		if (index > 0 && band.min <= bands[index - 1].min) problems.push({
			path: `${at}.${index}.min`,
			message: `En ${at}.${index}.min: los límites deben crecer de una banda a la siguiente (${band.min} no es mayor que ${bands[index - 1].min})`
		});
	});
	return problems;
}
/** ' («Con amigos»)': the label the consultant sees for `option`, when the field gives one. */
function optionLabel(field, option) {
	const found = Array.isArray(field.oneOf) ? field.oneOf.find((o) => String(o?.const) === option) : void 0;
	return typeof found?.title === "string" ? ` («${found.title}»)` : "";
}
/**
* Every reason a rules file (templates/interview/rules.json) cannot score the interview `steps`, each
* with its place in the file and a Spanish message: the shape (`rulesShape`: rules.schema.json or its precompiled validator), then
* what the shape cannot say: steps and fields that must exist in the template, every option of a choice
* with its points and no points for options the field lacks, bands rising from 0, ratings from best to
* worst ending at 0, conditions naming real answers and ratings, a last visa and eligibility rule that
* always applies. Empty when the file is fine.
*/
function checkInterviewRules(content, rulesShape, steps) {
	const structure = structureProblems(content, rulesShape);
	if (structure.length) return structure;
	const rules = content;
	const problems = [];
	const add = (path, message) => problems.push({
		path,
		message: `En ${path}: ${message}`
	});
	const byKey = new Map(steps.map((step) => [step.key, step]));
	const fieldsOf = new Map(steps.map((step) => [step.key, stepFields(step)]));
	const ratingNames = rules.ratings.map((r) => r.name);
	const checkCondition = (when, at, allowRating) => {
		if (when.rating) {
			if (!allowRating) add(`${at}.rating`, "una regla de puntos no puede depender de la calificación, que se calcula con ellos");
			else for (const name of when.rating) if (!ratingNames.includes(name)) add(`${at}.rating`, `la calificación «${name}» no está en «ratings»`);
		}
		for (const [place, values] of Object.entries(when.answers ?? {})) {
			const [stepKey, field] = place.split(".");
			const schema = isInterviewStepKey(stepKey) ? fieldsOf.get(stepKey)?.get(field) : void 0;
			if (!schema) {
				add(`${at}.answers.${place}`, `«${place}» no es un campo de la entrevista`);
				continue;
			}
			const options = choiceValues(schema);
			if (!options) add(`${at}.answers.${place}`, `el campo «${place}» no es de opciones`);
			else for (const value of values) if (!options.includes(value)) add(`${at}.answers.${place}`, `el campo «${place}» no tiene la opción «${value}»`);
		}
	};
	for (const key of INTERVIEW_STEP_KEYS) if (!(key in rules.steps)) add("steps", `falta el paso «${key}»`);
	for (const [key, step] of Object.entries(rules.steps)) {
		if (!isInterviewStepKey(key) || !byKey.has(key)) {
			add(`steps.${key}`, `el paso «${key}» no existe en la entrevista (pasos: ${INTERVIEW_STEP_KEYS.join(", ")})`);
			continue;
		}
		const fields = fieldsOf.get(key);
		const seen = /* @__PURE__ */ new Set();
		step.rules.forEach((rule, index) => {
			const at = `steps.${key}.rules.${index}`;
			if (seen.has(rule.field)) add(`${at}.field`, `el campo «${rule.field}» ya tiene una regla en este paso`);
			seen.add(rule.field);
			const field = fields.get(rule.field);
			if (!field) {
				add(`${at}.field`, `el campo «${rule.field}» no existe en el paso «${key}» (campos: ${[...fields.keys()].join(", ")})`);
				return;
			}
			if (rule.when) checkCondition(rule.when, `${at}.when`, false);
			if (rule.kind === "choice") {
				const options = choiceValues(field);
				if (!options) {
					add(`${at}.kind`, `el campo «${rule.field}» no es de opciones: use «amount» o «validity»`);
					return;
				}
				for (const option of options) if (!(option in rule.points)) add(`${at}.points`, `la opción «${option}» del campo «${rule.field}» no tiene puntos${optionLabel(field, option)}: añada "${option}": <puntos> en «points» (0 si no suma)`);
				for (const option of Object.keys(rule.points)) if (!options.includes(option)) add(`${at}.points.${option}`, `el campo «${rule.field}» no tiene la opción «${option}»`);
			} else if (rule.kind === "amount") {
				if (field.type !== "number" && field.type !== "integer") add(`${at}.kind`, `el campo «${rule.field}» no es un monto (número)`);
				if (!(rule.bands in rules.bands)) add(`${at}.bands`, `no hay bandas «${rule.bands}» en «bands» (hay: ${Object.keys(rules.bands).join(", ")})`);
			} else {
				if (field.format !== "date") add(`${at}.kind`, `el campo «${rule.field}» no es una fecha`);
				problems.push(...bandProblems(rule.bands, `${at}.bands`));
			}
		});
	}
	for (const [name, perRegion] of Object.entries(rules.bands)) for (const region of INTERVIEW_REGIONS) problems.push(...bandProblems(perRegion[region], `bands.${name}.${region}`));
	rules.ratings.forEach((rating, index) => {
		if (ratingNames.indexOf(rating.name) !== index) add(`ratings.${index}.name`, `la calificación «${rating.name}» está repetida`);
		if (index > 0 && rating.minPercent >= rules.ratings[index - 1].minPercent) add(`ratings.${index}.minPercent`, `las calificaciones van de la mejor a la peor: ${rating.minPercent} debe ser menor que ${rules.ratings[index - 1].minPercent}`);
	});
	const last = rules.ratings.length - 1;
	if (rules.ratings[last].minPercent !== 0) add(`ratings.${last}.minPercent`, "la última calificación debe empezar en 0, para que toda puntuación tenga una");
	for (const list of ["recommendedVisa", "eligibility"]) {
		rules[list].forEach((entry, index) => checkCondition(entry.when, `${list}.${index}.when`, true));
		const end = rules[list].length - 1;
		if (Object.keys(rules[list][end].when).length) add(`${list}.${end}.when`, "la última regla debe aplicarse siempre («when»: {}), para que toda entrevista tenga una respuesta");
	}
	if (!Object.entries(rules.steps).some(([, step]) => step.weight > 0 && step.rules.some((rule) => !rule.when))) add("steps", "ninguna regla da puntos en todas las entrevistas: la puntuación máxima sería 0");
	return problems;
}
// engine/interview/goldenCases.ts
/** The day the golden cases are scored as of. */
var GOLDEN_AS_OF = "2026-11-24";
/** Every answer at its best. */
var BEST_ANSWERS = {
	presentacion: {
		motivo: "turismo",
		duracion: "hasta-15",
		acompanantes: "grupo"
	},
	vinculos: {
		situacionLaboral: "empleado-fijo",
		ingresoLaboral: 9e4,
		vinculosFamiliares: "conyuge-hijos",
		ingresoFamiliar: 9e4,
		valorPropiedades: 9e5
	},
	solvencia: {
		ahorros: 9e5,
		documentacion: "completa",
		capacidad: "holgada",
		tipoFinanciamiento: "recursos-propios"
	},
	historial: {
		viajesPrevios: "paises-con-visa",
		cumplimiento: "siempre",
		negacionesPrevias: false,
		historialEEUU: "aprobada",
		historialCanada: "aprobada"
	},
	plan: {
		itinerario: "detallado",
		seguro: "contratado",
		pasaporteVence: "2029-01-01"
	},
	sponsor: { patrocinio: "sin-patrocinador" },
	coherencia: {
		coherencia: "total",
		consistencia: "alta",
		preparacion: "preparado",
		idioma: "avanzado"
	}
};
/** Every answer at its worst. */
var WORST_ANSWERS = {
	presentacion: {
		motivo: "tratamiento-medico",
		duracion: "mas-60",
		acompanantes: "familia"
	},
	vinculos: {
		situacionLaboral: "sin-empleo",
		ingresoLaboral: 0,
		vinculosFamiliares: "ninguno",
		ingresoFamiliar: 0,
		valorPropiedades: 0
	},
	solvencia: {
		ahorros: 0,
		documentacion: "insuficiente",
		capacidad: "insuficiente",
		tipoFinanciamiento: "sin-acreditar"
	},
	historial: {
		viajesPrevios: "ninguno",
		cumplimiento: "problemas",
		negacionesPrevias: true,
		historialEEUU: "negada",
		historialCanada: "negada"
	},
	plan: {
		itinerario: "sin-definir",
		seguro: "sin-seguro",
		pasaporteVence: "2026-12-01"
	},
	sponsor: {
		patrocinio: "patrocinador-sin-documentos",
		relacionPatrocinador: "amigo"
	},
	coherencia: {
		coherencia: "contradicciones",
		consistencia: "baja",
		preparacion: "no-preparado",
		idioma: "basico"
	}
};
/** A middling interview: good ties, thin savings, some history. */
var MIDDLE_ANSWERS = {
	presentacion: {
		motivo: "turismo",
		duracion: "16-30",
		acompanantes: "familia"
	},
	vinculos: {
		situacionLaboral: "empleado-fijo",
		ingresoLaboral: 3e4,
		vinculosFamiliares: "conyuge-hijos",
		ingresoFamiliar: 2e4,
		valorPropiedades: 0
	},
	solvencia: {
		ahorros: 5e3,
		documentacion: "completa",
		capacidad: "justa"
	},
	historial: {
		viajesPrevios: "ninguno",
		cumplimiento: "siempre",
		negacionesPrevias: false
	},
	plan: {
		itinerario: "detallado",
		seguro: "contratado",
		pasaporteVence: "2029-01-01"
	},
	sponsor: { patrocinio: "sin-patrocinador" },
	coherencia: {
		coherencia: "total",
		consistencia: "alta",
		preparacion: "preparado"
	}
};
/**
* The golden cases a change of the scoring rules is measured on (engine/interview/scoreInterview.test.ts
* pins their scores under the shipped rules; the template editor re-scores them with a draft).
*/
var GOLDEN_CASES = [...[
	"usa",
	"canada",
	"europa"
].flatMap((region) => [
	{
		name: `Mejores respuestas (${region})`,
		region,
		answers: BEST_ANSWERS
	},
	{
		name: `Respuestas intermedias (${region})`,
		region,
		answers: MIDDLE_ANSWERS
	},
	{
		name: `Peores respuestas (${region})`,
		region,
		answers: WORST_ANSWERS
	},
	{
		name: `Entrevista vacía (${region})`,
		region,
		answers: {}
	}
])];
// engine/interview/resolveInterviewRules.ts
/**
* Checked rules plus the words the ledger prints, taken from the template the rules score: step titles,
* field titles and option labels (so the rules file never repeats a label that could drift). The
* fingerprint is left to the caller, which hashes `canonicalJson` of the result.
*/
function resolveInterviewRules(file, steps) {
	const stepTitles = {};
	const fieldTitles = {};
	const optionLabels = {};
	for (const step of steps) {
		stepTitles[step.key] = step.title;
		for (const [name, field] of stepFields(step)) {
			const place = `${step.key}.${name}`;
			fieldTitles[place] = typeof field.title === "string" ? field.title : name;
			if (!choiceValues(field)) continue;
			const labels = {};
			if (field.type === "boolean") Object.assign(labels, {
				true: "Sí",
				false: "No"
			});
			for (const option of Array.isArray(field.oneOf) ? field.oneOf : []) if (option && typeof option.title === "string") labels[String(option.const)] = option.title;
			optionLabels[place] = labels;
		}
	}
	return {
		...structuredClone(file),
		stepTitles,
		fieldTitles,
		optionLabels
	};
}
// engine/interview/formatSpanish.ts
var numberFormat = new Intl.NumberFormat("es", {
	useGrouping: "always",
	maximumFractionDigits: 2
});
/** 2500 → '2.500'; 1234.5 → '1.234,5'. */
var formatNumber = (value) => numberFormat.format(value);
/** 2500, 'USD' → '2.500 USD'. */
var formatAmount = (value, currency) => `${formatNumber(value)} ${currency}`;
/** '2027-03-15' → '15/03/2027'. */
var formatDay = (day) => day.split("-").reverse().join("/");
// engine/interview/scoreInterview.ts
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whole months from `from` to `to` (YYYY-MM-DD), 0 when `to` is not later; null for a malformed date. */
function wholeMonthsBetween(from, to) {
	const a = DAY.exec(from);
	const b = DAY.exec(to);
	if (!a || !b) return null;
	let months = (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2]));
	if (Number(b[3]) < Number(a[3])) months -= 1;
	return Math.max(0, months);
}
var answerOf = (answers, step, field) => {
	const data = answers[step];
	return data && typeof data === "object" ? data[field] : void 0;
};
var isBlank = (value) => value === void 0 || value === null || typeof value === "string" && value.trim() === "";
/** Whether every part of `condition` holds; `rating` is unknown (and fails) while the score is being summed. */
function conditionHolds(condition, region, answers, rating) {
	if (condition.region && !condition.region.includes(region)) return false;
	if (condition.rating && (rating === void 0 || !condition.rating.includes(rating))) return false;
	for (const [place, values] of Object.entries(condition.answers ?? {})) {
		const [step, field] = place.split(".");
		const answer = answerOf(answers, step, field);
		if (isBlank(answer) || !values.includes(String(answer))) return false;
	}
	return true;
}
/** The band `value` falls in: the last whose `min` it reaches (the first when below all). */
var bandFor = (bands, value) => bands.reduce((found, band) => value >= band.min ? band : found, bands[0]);
var bestBand = (bands) => bands.reduce((best, band) => band.points > best.points ? band : best, bands[0]);
function judge(rule, place, answer, rules, region, asOf) {
	if (rule.kind === "choice") {
		const labels = rules.optionLabels[place] ?? {};
		const labelOf = (value) => labels[value] ?? (value === "true" ? "Sí" : value === "false" ? "No" : value);
		const basePossible = Math.max(...Object.values(rule.points));
		const bestText = `responder «${labelOf(Object.keys(rule.points).find((value) => rule.points[value] === basePossible))}»`;
		if (isBlank(answer)) return {
			answerText: "sin respuesta",
			band: null,
			base: 0,
			basePossible,
			bestText
		};
		const key = String(answer);
		if (!(key in rule.points)) return {
			answerText: `respuesta no reconocida («${key}»)`,
			band: null,
			base: 0,
			basePossible,
			bestText
		};
		return {
			answerText: labelOf(key),
			band: null,
			base: rule.points[key],
			basePossible,
			bestText
		};
	}
	const bands = rule.kind === "amount" ? rules.bands[rule.bands][region] : rule.bands;
	const top = bestBand(bands);
	const basePossible = top.points;
	if (rule.kind === "amount") {
		const currency = rules.currencies[region];
		const bestText = `llegar a la banda ${top.label} (desde ${formatAmount(top.min, currency)})`;
		if (typeof answer !== "number" || !Number.isFinite(answer)) return {
			answerText: "sin respuesta",
			band: null,
			base: 0,
			basePossible,
			bestText
		};
		const band = bandFor(bands, answer);
		return {
			answerText: formatAmount(answer, currency),
			band: band.label,
			base: band.points,
			basePossible,
			bestText
		};
	}
	const bestText = `llegar a la banda ${top.label} (${formatNumber(top.min)} meses o más de validez)`;
	const months = typeof answer === "string" ? wholeMonthsBetween(asOf, answer) : null;
	if (months === null) return {
		answerText: "sin respuesta",
		band: null,
		base: 0,
		basePossible,
		bestText
	};
	const band = bandFor(bands, months);
	return {
		answerText: `${formatDay(answer)} (${formatNumber(months)} ${months === 1 ? "mes" : "meses"} de validez)`,
		band: band.label,
		base: band.points,
		basePossible,
		bestText
	};
}
var count = (n, one, many) => `${formatNumber(n)} ${n === 1 ? one : many}`;
var points = (n) => `${formatNumber(n)} ${n === 1 ? "punto" : "puntos"}`;
function ledgerLine(label, judged, weight) {
	const band = judged.band === null ? "" : `banda ${judged.band}: `;
	const weighted = `${formatNumber(judged.base * weight)} de ${points(judged.basePossible * weight)}`;
	const detail = weight === 1 ? "" : ` (${formatNumber(judged.base)} de ${formatNumber(judged.basePossible)} × peso ${formatNumber(weight)})`;
	return `${label}: ${judged.answerText} → ${band}${weighted}${detail}`;
}
var firstMatch = (list, region, answers, rating) => list.find((rule) => conditionHolds(rule.when, region, answers, rating));
var reaches = (score, maxScore, minPercent) => score * 100 >= minPercent * maxScore;
var pointsFor = (maxScore, minPercent) => Math.ceil(minPercent * maxScore / 100 - 1e-9);
/**
* Scores an interview's answers for `region` with `rules`: every rule that applies gives or withholds
* points (the ledger, which adds up to the score), the share of the maximum chooses the rating, and the
* rules' ordered lists choose the recommended visa and the eligibility level. `asOf` (YYYY-MM-DD) is the
* day dates in the answers are measured from; nothing here reads the clock, so the same input always
* gives the same result. The rules are assumed checked (engine/interview/checkInterviewRules.ts).
*/
function scoreInterview(rules, region, answers, asOf) {
	const ledger = [];
	const missing = [];
	for (const step of INTERVIEW_STEP_KEYS) {
		const { weight, rules: stepRules } = rules.steps[step];
		for (const rule of stepRules) {
			if (rule.when && !conditionHolds(rule.when, region, answers)) continue;
			const place = `${step}.${rule.field}`;
			const label = rules.fieldTitles[place] ?? rule.field;
			const answer = answerOf(answers, step, rule.field);
			const judged = judge(rule, place, answer, rules, region, asOf);
			const entry = {
				step,
				field: rule.field,
				label,
				answer: isBlank(answer) ? null : answer,
				answerText: judged.answerText,
				band: judged.band,
				points: judged.base * weight,
				possible: judged.basePossible * weight,
				weight,
				line: ledgerLine(label, judged, weight)
			};
			ledger.push(entry);
			const gain = entry.possible - entry.points;
			if (gain > 0) missing.push({
				step,
				field: rule.field,
				gain,
				line: `${label}: ${judged.bestText} sumaría ${points(gain)}`,
				order: missing.length
			});
		}
	}
	const score = ledger.reduce((sum, entry) => sum + entry.points, 0);
	const maxScore = ledger.reduce((sum, entry) => sum + entry.possible, 0);
	const ratingIndex = rules.ratings.findIndex((r) => reaches(score, maxScore, r.minPercent));
	const index = ratingIndex === -1 ? rules.ratings.length - 1 : ratingIndex;
	const rating = rules.ratings[index].name;
	let toNextRating = null;
	if (index > 0) {
		const next = rules.ratings[index - 1];
		const pointsNeeded = pointsFor(maxScore, next.minPercent) - score;
		const suggestions = [];
		let gathered = 0;
		for (const { order: _order, ...suggestion } of [...missing].sort((a, b) => b.gain - a.gain || a.order - b.order)) {
			if (gathered >= pointsNeeded) break;
			suggestions.push(suggestion);
			gathered += suggestion.gain;
		}
		toNextRating = {
			rating: next.name,
			pointsNeeded,
			suggestions
		};
	}
	const percentOf = (entry) => entry.possible === 0 ? 100 : entry.points * 100 / entry.possible;
	const describe = (entry) => `${entry.label}: ${entry.answerText}${entry.band === null ? "" : ` (banda ${entry.band})`}`;
	const strengths = ledger.filter((e) => e.possible > 0 && percentOf(e) >= rules.strengthAtPercent).map(describe);
	const risks = ledger.filter((e) => e.possible > 0 && percentOf(e) < rules.riskBelowPercent).map(describe);
	const recommendedVisa = firstMatch(rules.recommendedVisa, region, answers, rating)?.visa ?? "N/A";
	const eligibilityLevel = firstMatch(rules.eligibility, region, answers, rating)?.level ?? "N/A";
	const percent = maxScore === 0 ? 0 : Math.floor(score * 100 / maxScore);
	return {
		score,
		maxScore,
		rating,
		executiveSummary: {
			text: [
				`Puntuación: ${formatNumber(score)} de ${formatNumber(maxScore)} (${formatNumber(percent)} %). Calificación: ${rating}.`,
				`Visa recomendada: ${recommendedVisa}. Nivel de elegibilidad: ${eligibilityLevel}.`,
				`${count(strengths.length, "fortaleza", "fortalezas")} y ${count(risks.length, "riesgo", "riesgos")} en el detalle de la puntuación.`
			].join(" "),
			recommendedVisa,
			eligibilityLevel
		},
		strengths,
		risks,
		ledger,
		toNextRating
	};
}
// schemas/generated/validators/interview/rules.js
var validate = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"type": "object",
	"additionalProperties": false,
	"required": [
		"version",
		"currencies",
		"bands",
		"steps",
		"ratings",
		"strengthAtPercent",
		"riskBelowPercent",
		"recommendedVisa",
		"eligibility"
	],
	"properties": {
		"version": {
			"type": "integer",
			"minimum": 1
		},
		"currencies": {
			"type": "object",
			"additionalProperties": false,
			"required": [
				"usa",
				"canada",
				"europa"
			],
			"properties": {
				"usa": { "$ref": "#/definitions/currency" },
				"canada": { "$ref": "#/definitions/currency" },
				"europa": { "$ref": "#/definitions/currency" }
			}
		},
		"bands": {
			"type": "object",
			"minProperties": 1,
			"additionalProperties": {
				"type": "object",
				"additionalProperties": false,
				"required": [
					"usa",
					"canada",
					"europa"
				],
				"properties": {
					"usa": { "$ref": "#/definitions/bandList" },
					"canada": { "$ref": "#/definitions/bandList" },
					"europa": { "$ref": "#/definitions/bandList" }
				}
			}
		},
		"steps": {
			"type": "object",
			"additionalProperties": {
				"type": "object",
				"additionalProperties": false,
				"required": ["weight", "rules"],
				"properties": {
					"weight": {
						"type": "integer",
						"minimum": 0,
						"maximum": 100
					},
					"rules": {
						"type": "array",
						"items": { "$ref": "#/definitions/rule" }
					}
				}
			}
		},
		"ratings": {
			"type": "array",
			"minItems": 2,
			"items": {
				"type": "object",
				"additionalProperties": false,
				"required": ["name", "minPercent"],
				"properties": {
					"name": {
						"type": "string",
						"minLength": 1,
						"maxLength": 40
					},
					"minPercent": {
						"type": "number",
						"minimum": 0,
						"maximum": 100
					}
				}
			}
		},
		"strengthAtPercent": {
			"type": "number",
			"minimum": 0,
			"maximum": 100
		},
		"riskBelowPercent": {
			"type": "number",
			"minimum": 0,
			"maximum": 100
		},
		"recommendedVisa": {
			"type": "array",
			"minItems": 1,
			"items": {
				"type": "object",
				"additionalProperties": false,
				"required": ["when", "visa"],
				"properties": {
					"when": { "$ref": "#/definitions/condition" },
					"visa": {
						"type": "string",
						"minLength": 1,
						"maxLength": 120
					}
				}
			}
		},
		"eligibility": {
			"type": "array",
			"minItems": 1,
			"items": {
				"type": "object",
				"additionalProperties": false,
				"required": ["when", "level"],
				"properties": {
					"when": { "$ref": "#/definitions/condition" },
					"level": {
						"type": "string",
						"minLength": 1,
						"maxLength": 40
					}
				}
			}
		}
	},
	"definitions": {
		"currency": {
			"type": "string",
			"pattern": "^[A-Z]{3}$"
		},
		"band": {
			"type": "object",
			"additionalProperties": false,
			"required": [
				"min",
				"label",
				"points"
			],
			"properties": {
				"min": {
					"type": "number",
					"minimum": 0
				},
				"label": {
					"type": "string",
					"minLength": 1,
					"maxLength": 60
				},
				"points": {
					"type": "integer",
					"minimum": 0,
					"maximum": 1e3
				}
			}
		},
		"bandList": {
			"type": "array",
			"minItems": 1,
			"items": { "$ref": "#/definitions/band" }
		},
		"region": {
			"type": "string",
			"enum": [
				"usa",
				"canada",
				"europa"
			]
		},
		"condition": {
			"type": "object",
			"additionalProperties": false,
			"properties": {
				"region": {
					"type": "array",
					"minItems": 1,
					"uniqueItems": true,
					"items": { "$ref": "#/definitions/region" }
				},
				"rating": {
					"type": "array",
					"minItems": 1,
					"uniqueItems": true,
					"items": {
						"type": "string",
						"minLength": 1
					}
				},
				"answers": {
					"type": "object",
					"minProperties": 1,
					"propertyNames": { "pattern": "^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$" },
					"additionalProperties": {
						"type": "array",
						"minItems": 1,
						"uniqueItems": true,
						"items": {
							"type": "string",
							"minLength": 1
						}
					}
				}
			}
		},
		"rule": {
			"type": "object",
			"required": ["kind", "field"],
			"discriminator": { "propertyName": "kind" },
			"oneOf": [
				{
					"additionalProperties": false,
					"required": ["points"],
					"properties": {
						"kind": { "const": "choice" },
						"field": {
							"type": "string",
							"minLength": 1
						},
						"when": { "$ref": "#/definitions/condition" },
						"points": {
							"type": "object",
							"minProperties": 1,
							"additionalProperties": {
								"type": "integer",
								"minimum": 0,
								"maximum": 1e3
							}
						}
					}
				},
				{
					"additionalProperties": false,
					"required": ["bands"],
					"properties": {
						"kind": { "const": "amount" },
						"field": {
							"type": "string",
							"minLength": 1
						},
						"when": { "$ref": "#/definitions/condition" },
						"bands": {
							"type": "string",
							"minLength": 1
						}
					}
				},
				{
					"additionalProperties": false,
					"required": ["bands"],
					"properties": {
						"kind": { "const": "validity" },
						"field": {
							"type": "string",
							"minLength": 1
						},
						"when": { "$ref": "#/definitions/condition" },
						"bands": { "$ref": "#/definitions/bandList" }
					}
				}
			]
		}
	}
};
var func2 = Object.prototype.hasOwnProperty;
var func3 = ucs2length;
var pattern0 = /* @__PURE__ */ new RegExp("^[A-Z]{3}$", "u");
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (Array.isArray(data)) {
		if (data.length < 1) {
			const err0 = {
				instancePath,
				schemaPath: "#/minItems",
				keyword: "minItems",
				params: { limit: 1 },
				message: "must NOT have fewer than 1 items"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		const len0 = data.length;
		for (let i0 = 0; i0 < len0; i0++) {
			let data0 = data[i0];
			if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
				if (data0.min === void 0) {
					const err1 = {
						instancePath: instancePath + "/" + i0,
						schemaPath: "#/definitions/band/required",
						keyword: "required",
						params: { missingProperty: "min" },
						message: "must have required property 'min'"
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				if (data0.label === void 0) {
					const err2 = {
						instancePath: instancePath + "/" + i0,
						schemaPath: "#/definitions/band/required",
						keyword: "required",
						params: { missingProperty: "label" },
						message: "must have required property 'label'"
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (data0.points === void 0) {
					const err3 = {
						instancePath: instancePath + "/" + i0,
						schemaPath: "#/definitions/band/required",
						keyword: "required",
						params: { missingProperty: "points" },
						message: "must have required property 'points'"
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				for (const key0 in data0) if (!(key0 === "min" || key0 === "label" || key0 === "points")) {
					const err4 = {
						instancePath: instancePath + "/" + i0,
						schemaPath: "#/definitions/band/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key0 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (data0.min !== void 0) {
					let data1 = data0.min;
					if (typeof data1 == "number") {
						if (data1 < 0 || isNaN(data1)) {
							const err5 = {
								instancePath: instancePath + "/" + i0 + "/min",
								schemaPath: "#/definitions/band/properties/min/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err5];
							else vErrors.push(err5);
							errors++;
						}
					} else {
						const err6 = {
							instancePath: instancePath + "/" + i0 + "/min",
							schemaPath: "#/definitions/band/properties/min/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err6];
						else vErrors.push(err6);
						errors++;
					}
				}
				if (data0.label !== void 0) {
					let data2 = data0.label;
					if (typeof data2 === "string") {
						if (func3(data2) > 60) {
							const err7 = {
								instancePath: instancePath + "/" + i0 + "/label",
								schemaPath: "#/definitions/band/properties/label/maxLength",
								keyword: "maxLength",
								params: { limit: 60 },
								message: "must NOT have more than 60 characters"
							};
							if (vErrors === null) vErrors = [err7];
							else vErrors.push(err7);
							errors++;
						}
						if (func3(data2) < 1) {
							const err8 = {
								instancePath: instancePath + "/" + i0 + "/label",
								schemaPath: "#/definitions/band/properties/label/minLength",
								keyword: "minLength",
								params: { limit: 1 },
								message: "must NOT have fewer than 1 characters"
							};
							if (vErrors === null) vErrors = [err8];
							else vErrors.push(err8);
							errors++;
						}
					} else {
						const err9 = {
							instancePath: instancePath + "/" + i0 + "/label",
							schemaPath: "#/definitions/band/properties/label/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err9];
						else vErrors.push(err9);
						errors++;
					}
				}
				if (data0.points !== void 0) {
					let data3 = data0.points;
					if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3))) {
						const err10 = {
							instancePath: instancePath + "/" + i0 + "/points",
							schemaPath: "#/definitions/band/properties/points/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err10];
						else vErrors.push(err10);
						errors++;
					}
					if (typeof data3 == "number") {
						if (data3 > 1e3 || isNaN(data3)) {
							const err11 = {
								instancePath: instancePath + "/" + i0 + "/points",
								schemaPath: "#/definitions/band/properties/points/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 1e3
								},
								message: "must be <= 1000"
							};
							if (vErrors === null) vErrors = [err11];
							else vErrors.push(err11);
							errors++;
						}
						if (data3 < 0 || isNaN(data3)) {
							const err12 = {
								instancePath: instancePath + "/" + i0 + "/points",
								schemaPath: "#/definitions/band/properties/points/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err12];
							else vErrors.push(err12);
							errors++;
						}
					}
				}
			} else {
				const err13 = {
					instancePath: instancePath + "/" + i0,
					schemaPath: "#/definitions/band/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
		}
	} else {
		const err14 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "array" },
			message: "must be array"
		};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	}
	validate11.errors = vErrors;
	return errors === 0;
}
var schema19 = {
	"type": "string",
	"enum": [
		"usa",
		"canada",
		"europa"
	]
};
var func0 = equal;
var pattern3 = /* @__PURE__ */ new RegExp("^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$", "u");
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "region" || key0 === "rating" || key0 === "answers")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.region !== void 0) {
			let data0 = data.region;
			if (Array.isArray(data0)) {
				if (data0.length < 1) {
					const err1 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 items"
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) {
					let data1 = data0[i0];
					if (typeof data1 !== "string") {
						const err2 = {
							instancePath: instancePath + "/region/" + i0,
							schemaPath: "#/definitions/region/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err2];
						else vErrors.push(err2);
						errors++;
					}
					if (!(data1 === "usa" || data1 === "canada" || data1 === "europa")) {
						const err3 = {
							instancePath: instancePath + "/region/" + i0,
							schemaPath: "#/definitions/region/enum",
							keyword: "enum",
							params: { allowedValues: schema19.enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err3];
						else vErrors.push(err3);
						errors++;
					}
				}
				let i1 = data0.length;
				let j0;
				if (i1 > 1) {
					outer0: for (; i1--;) for (j0 = i1; j0--;) if (func0(data0[i1], data0[j0])) {
						const err4 = {
							instancePath: instancePath + "/region",
							schemaPath: "#/properties/region/uniqueItems",
							keyword: "uniqueItems",
							params: {
								i: i1,
								j: j0
							},
							message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)"
						};
						if (vErrors === null) vErrors = [err4];
						else vErrors.push(err4);
						errors++;
						break outer0;
					}
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.rating !== void 0) {
			let data2 = data.rating;
			if (Array.isArray(data2)) {
				if (data2.length < 1) {
					const err6 = {
						instancePath: instancePath + "/rating",
						schemaPath: "#/properties/rating/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 items"
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				const len1 = data2.length;
				for (let i2 = 0; i2 < len1; i2++) {
					let data3 = data2[i2];
					if (typeof data3 === "string") {
						if (func3(data3) < 1) {
							const err7 = {
								instancePath: instancePath + "/rating/" + i2,
								schemaPath: "#/properties/rating/items/minLength",
								keyword: "minLength",
								params: { limit: 1 },
								message: "must NOT have fewer than 1 characters"
							};
							if (vErrors === null) vErrors = [err7];
							else vErrors.push(err7);
							errors++;
						}
					} else {
						const err8 = {
							instancePath: instancePath + "/rating/" + i2,
							schemaPath: "#/properties/rating/items/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err8];
						else vErrors.push(err8);
						errors++;
					}
				}
				let i3 = data2.length;
				let j1;
				if (i3 > 1) {
					const indices0 = {};
					for (; i3--;) {
						let item0 = data2[i3];
						if (typeof item0 !== "string") continue;
						if (typeof indices0[item0] == "number") {
							j1 = indices0[item0];
							const err9 = {
								instancePath: instancePath + "/rating",
								schemaPath: "#/properties/rating/uniqueItems",
								keyword: "uniqueItems",
								params: {
									i: i3,
									j: j1
								},
								message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)"
							};
							if (vErrors === null) vErrors = [err9];
							else vErrors.push(err9);
							errors++;
							break;
						}
						indices0[item0] = i3;
					}
				}
			} else {
				const err10 = {
					instancePath: instancePath + "/rating",
					schemaPath: "#/properties/rating/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		if (data.answers !== void 0) {
			let data4 = data.answers;
			if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
				if (Object.keys(data4).length < 1) {
					const err11 = {
						instancePath: instancePath + "/answers",
						schemaPath: "#/properties/answers/minProperties",
						keyword: "minProperties",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 properties"
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				for (const key1 in data4) {
					const _errs13 = errors;
					if (typeof key1 === "string") {
						if (!pattern3.test(key1)) {
							const err12 = {
								instancePath: instancePath + "/answers",
								schemaPath: "#/properties/answers/propertyNames/pattern",
								keyword: "pattern",
								params: { pattern: "^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$" },
								message: "must match pattern \"^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$\"",
								propertyName: key1
							};
							if (vErrors === null) vErrors = [err12];
							else vErrors.push(err12);
							errors++;
						}
					}
					if (!(_errs13 === errors)) {
						const err13 = {
							instancePath: instancePath + "/answers",
							schemaPath: "#/properties/answers/propertyNames",
							keyword: "propertyNames",
							params: { propertyName: key1 },
							message: "property name must be valid"
						};
						if (vErrors === null) vErrors = [err13];
						else vErrors.push(err13);
						errors++;
					}
				}
				for (const key2 in data4) {
					let data5 = data4[key2];
					if (Array.isArray(data5)) {
						if (data5.length < 1) {
							const err14 = {
								instancePath: instancePath + "/answers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/answers/additionalProperties/minItems",
								keyword: "minItems",
								params: { limit: 1 },
								message: "must NOT have fewer than 1 items"
							};
							if (vErrors === null) vErrors = [err14];
							else vErrors.push(err14);
							errors++;
						}
						const len2 = data5.length;
						for (let i4 = 0; i4 < len2; i4++) {
							let data6 = data5[i4];
							if (typeof data6 === "string") {
								if (func3(data6) < 1) {
									const err15 = {
										instancePath: instancePath + "/answers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i4,
										schemaPath: "#/properties/answers/additionalProperties/items/minLength",
										keyword: "minLength",
										params: { limit: 1 },
										message: "must NOT have fewer than 1 characters"
									};
									if (vErrors === null) vErrors = [err15];
									else vErrors.push(err15);
									errors++;
								}
							} else {
								const err16 = {
									instancePath: instancePath + "/answers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i4,
									schemaPath: "#/properties/answers/additionalProperties/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err16];
								else vErrors.push(err16);
								errors++;
							}
						}
						let i5 = data5.length;
						let j2;
						if (i5 > 1) {
							const indices1 = {};
							for (; i5--;) {
								let item1 = data5[i5];
								if (typeof item1 !== "string") continue;
								if (typeof indices1[item1] == "number") {
									j2 = indices1[item1];
									const err17 = {
										instancePath: instancePath + "/answers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
										schemaPath: "#/properties/answers/additionalProperties/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i5,
											j: j2
										},
										message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)"
									};
									if (vErrors === null) vErrors = [err17];
									else vErrors.push(err17);
									errors++;
									break;
								}
								indices1[item1] = i5;
							}
						}
					} else {
						const err18 = {
							instancePath: instancePath + "/answers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/answers/additionalProperties/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err18];
						else vErrors.push(err18);
						errors++;
					}
				}
			} else {
				const err19 = {
					instancePath: instancePath + "/answers",
					schemaPath: "#/properties/answers/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			}
		}
	} else {
		const err20 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err20];
		else vErrors.push(err20);
		errors++;
	}
	validate16.errors = vErrors;
	return errors === 0;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.kind === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "kind" },
				message: "must have required property 'kind'"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.field === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "field" },
				message: "must have required property 'field'"
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		const tag0 = data.kind;
		if (typeof tag0 == "string") {
			if (tag0 === "choice") {
				if (data && typeof data == "object" && !Array.isArray(data)) {
					if (data.points === void 0) {
						const err2 = {
							instancePath,
							schemaPath: "#/oneOf/0/required",
							keyword: "required",
							params: { missingProperty: "points" },
							message: "must have required property 'points'"
						};
						if (vErrors === null) vErrors = [err2];
						else vErrors.push(err2);
						errors++;
					}
					for (const key0 in data) if (!(key0 === "kind" || key0 === "field" || key0 === "when" || key0 === "points")) {
						const err3 = {
							instancePath,
							schemaPath: "#/oneOf/0/additionalProperties",
							keyword: "additionalProperties",
							params: { additionalProperty: key0 },
							message: "must NOT have additional properties"
						};
						if (vErrors === null) vErrors = [err3];
						else vErrors.push(err3);
						errors++;
					}
					if (data.kind !== void 0) {
						if ("choice" !== data.kind) {
							const err4 = {
								instancePath: instancePath + "/kind",
								schemaPath: "#/oneOf/0/properties/kind/const",
								keyword: "const",
								params: { allowedValue: "choice" },
								message: "must be equal to constant"
							};
							if (vErrors === null) vErrors = [err4];
							else vErrors.push(err4);
							errors++;
						}
					}
					if (data.field !== void 0) {
						let data1 = data.field;
						if (typeof data1 === "string") {
							if (func3(data1) < 1) {
								const err5 = {
									instancePath: instancePath + "/field",
									schemaPath: "#/oneOf/0/properties/field/minLength",
									keyword: "minLength",
									params: { limit: 1 },
									message: "must NOT have fewer than 1 characters"
								};
								if (vErrors === null) vErrors = [err5];
								else vErrors.push(err5);
								errors++;
							}
						} else {
							const err6 = {
								instancePath: instancePath + "/field",
								schemaPath: "#/oneOf/0/properties/field/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err6];
							else vErrors.push(err6);
							errors++;
						}
					}
					if (data.when !== void 0) {
						if (!validate16.call(this, data.when, {
							instancePath: instancePath + "/when",
							parentData: data,
							parentDataProperty: "when",
							rootData
						})) {
							vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
							errors = vErrors.length;
						}
					}
					if (data.points !== void 0) {
						let data3 = data.points;
						if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
							if (Object.keys(data3).length < 1) {
								const err7 = {
									instancePath: instancePath + "/points",
									schemaPath: "#/oneOf/0/properties/points/minProperties",
									keyword: "minProperties",
									params: { limit: 1 },
									message: "must NOT have fewer than 1 properties"
								};
								if (vErrors === null) vErrors = [err7];
								else vErrors.push(err7);
								errors++;
							}
							for (const key1 in data3) {
								let data4 = data3[key1];
								if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4))) {
									const err8 = {
										instancePath: instancePath + "/points/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
										schemaPath: "#/oneOf/0/properties/points/additionalProperties/type",
										keyword: "type",
										params: { type: "integer" },
										message: "must be integer"
									};
									if (vErrors === null) vErrors = [err8];
									else vErrors.push(err8);
									errors++;
								}
								if (typeof data4 == "number") {
									if (data4 > 1e3 || isNaN(data4)) {
										const err9 = {
											instancePath: instancePath + "/points/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
											schemaPath: "#/oneOf/0/properties/points/additionalProperties/maximum",
											keyword: "maximum",
											params: {
												comparison: "<=",
												limit: 1e3
											},
											message: "must be <= 1000"
										};
										if (vErrors === null) vErrors = [err9];
										else vErrors.push(err9);
										errors++;
									}
									if (data4 < 0 || isNaN(data4)) {
										const err10 = {
											instancePath: instancePath + "/points/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
											schemaPath: "#/oneOf/0/properties/points/additionalProperties/minimum",
											keyword: "minimum",
											params: {
												comparison: ">=",
												limit: 0
											},
											message: "must be >= 0"
										};
										if (vErrors === null) vErrors = [err10];
										else vErrors.push(err10);
										errors++;
									}
								}
							}
						} else {
							const err11 = {
								instancePath: instancePath + "/points",
								schemaPath: "#/oneOf/0/properties/points/type",
								keyword: "type",
								params: { type: "object" },
								message: "must be object"
							};
							if (vErrors === null) vErrors = [err11];
							else vErrors.push(err11);
							errors++;
						}
					}
				}
			} else if (tag0 === "amount") {
				if (data && typeof data == "object" && !Array.isArray(data)) {
					if (data.bands === void 0) {
						const err12 = {
							instancePath,
							schemaPath: "#/oneOf/1/required",
							keyword: "required",
							params: { missingProperty: "bands" },
							message: "must have required property 'bands'"
						};
						if (vErrors === null) vErrors = [err12];
						else vErrors.push(err12);
						errors++;
					}
					for (const key2 in data) if (!(key2 === "kind" || key2 === "field" || key2 === "when" || key2 === "bands")) {
						const err13 = {
							instancePath,
							schemaPath: "#/oneOf/1/additionalProperties",
							keyword: "additionalProperties",
							params: { additionalProperty: key2 },
							message: "must NOT have additional properties"
						};
						if (vErrors === null) vErrors = [err13];
						else vErrors.push(err13);
						errors++;
					}
					if (data.kind !== void 0) {
						if ("amount" !== data.kind) {
							const err14 = {
								instancePath: instancePath + "/kind",
								schemaPath: "#/oneOf/1/properties/kind/const",
								keyword: "const",
								params: { allowedValue: "amount" },
								message: "must be equal to constant"
							};
							if (vErrors === null) vErrors = [err14];
							else vErrors.push(err14);
							errors++;
						}
					}
					if (data.field !== void 0) {
						let data6 = data.field;
						if (typeof data6 === "string") {
							if (func3(data6) < 1) {
								const err15 = {
									instancePath: instancePath + "/field",
									schemaPath: "#/oneOf/1/properties/field/minLength",
									keyword: "minLength",
									params: { limit: 1 },
									message: "must NOT have fewer than 1 characters"
								};
								if (vErrors === null) vErrors = [err15];
								else vErrors.push(err15);
								errors++;
							}
						} else {
							const err16 = {
								instancePath: instancePath + "/field",
								schemaPath: "#/oneOf/1/properties/field/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err16];
							else vErrors.push(err16);
							errors++;
						}
					}
					if (data.when !== void 0) {
						if (!validate16.call(this, data.when, {
							instancePath: instancePath + "/when",
							parentData: data,
							parentDataProperty: "when",
							rootData
						})) {
							vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
							errors = vErrors.length;
						}
					}
					if (data.bands !== void 0) {
						let data8 = data.bands;
						if (typeof data8 === "string") {
							if (func3(data8) < 1) {
								const err17 = {
									instancePath: instancePath + "/bands",
									schemaPath: "#/oneOf/1/properties/bands/minLength",
									keyword: "minLength",
									params: { limit: 1 },
									message: "must NOT have fewer than 1 characters"
								};
								if (vErrors === null) vErrors = [err17];
								else vErrors.push(err17);
								errors++;
							}
						} else {
							const err18 = {
								instancePath: instancePath + "/bands",
								schemaPath: "#/oneOf/1/properties/bands/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err18];
							else vErrors.push(err18);
							errors++;
						}
					}
				}
			} else if (tag0 === "validity") {
				if (data && typeof data == "object" && !Array.isArray(data)) {
					if (data.bands === void 0) {
						const err19 = {
							instancePath,
							schemaPath: "#/oneOf/2/required",
							keyword: "required",
							params: { missingProperty: "bands" },
							message: "must have required property 'bands'"
						};
						if (vErrors === null) vErrors = [err19];
						else vErrors.push(err19);
						errors++;
					}
					for (const key3 in data) if (!(key3 === "kind" || key3 === "field" || key3 === "when" || key3 === "bands")) {
						const err20 = {
							instancePath,
							schemaPath: "#/oneOf/2/additionalProperties",
							keyword: "additionalProperties",
							params: { additionalProperty: key3 },
							message: "must NOT have additional properties"
						};
						if (vErrors === null) vErrors = [err20];
						else vErrors.push(err20);
						errors++;
					}
					if (data.kind !== void 0) {
						if ("validity" !== data.kind) {
							const err21 = {
								instancePath: instancePath + "/kind",
								schemaPath: "#/oneOf/2/properties/kind/const",
								keyword: "const",
								params: { allowedValue: "validity" },
								message: "must be equal to constant"
							};
							if (vErrors === null) vErrors = [err21];
							else vErrors.push(err21);
							errors++;
						}
					}
					if (data.field !== void 0) {
						let data10 = data.field;
						if (typeof data10 === "string") {
							if (func3(data10) < 1) {
								const err22 = {
									instancePath: instancePath + "/field",
									schemaPath: "#/oneOf/2/properties/field/minLength",
									keyword: "minLength",
									params: { limit: 1 },
									message: "must NOT have fewer than 1 characters"
								};
								if (vErrors === null) vErrors = [err22];
								else vErrors.push(err22);
								errors++;
							}
						} else {
							const err23 = {
								instancePath: instancePath + "/field",
								schemaPath: "#/oneOf/2/properties/field/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err23];
							else vErrors.push(err23);
							errors++;
						}
					}
					if (data.when !== void 0) {
						if (!validate16.call(this, data.when, {
							instancePath: instancePath + "/when",
							parentData: data,
							parentDataProperty: "when",
							rootData
						})) {
							vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
							errors = vErrors.length;
						}
					}
					if (data.bands !== void 0) {
						if (!validate11.call(this, data.bands, {
							instancePath: instancePath + "/bands",
							parentData: data,
							parentDataProperty: "bands",
							rootData
						})) {
							vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
							errors = vErrors.length;
						}
					}
				}
			} else {
				const err24 = {
					instancePath,
					schemaPath: "#/discriminator",
					keyword: "discriminator",
					params: {
						error: "mapping",
						tag: "kind",
						tagValue: tag0
					},
					message: "value of tag \"kind\" must be in oneOf"
				};
				if (vErrors === null) vErrors = [err24];
				else vErrors.push(err24);
				errors++;
			}
		} else {
			const err25 = {
				instancePath,
				schemaPath: "#/discriminator",
				keyword: "discriminator",
				params: {
					error: "tag",
					tag: "kind",
					tagValue: tag0
				},
				message: "tag \"kind\" must be string"
			};
			if (vErrors === null) vErrors = [err25];
			else vErrors.push(err25);
			errors++;
		}
	} else {
		const err26 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err26];
		else vErrors.push(err26);
		errors++;
	}
	validate15.errors = vErrors;
	return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.version === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "version" },
				message: "must have required property 'version'"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.currencies === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "currencies" },
				message: "must have required property 'currencies'"
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.bands === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "bands" },
				message: "must have required property 'bands'"
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.steps === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "steps" },
				message: "must have required property 'steps'"
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.ratings === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "ratings" },
				message: "must have required property 'ratings'"
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.strengthAtPercent === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "strengthAtPercent" },
				message: "must have required property 'strengthAtPercent'"
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.riskBelowPercent === void 0) {
			const err6 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "riskBelowPercent" },
				message: "must have required property 'riskBelowPercent'"
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.recommendedVisa === void 0) {
			const err7 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "recommendedVisa" },
				message: "must have required property 'recommendedVisa'"
			};
			if (vErrors === null) vErrors = [err7];
			else vErrors.push(err7);
			errors++;
		}
		if (data.eligibility === void 0) {
			const err8 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "eligibility" },
				message: "must have required property 'eligibility'"
			};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		}
		for (const key0 in data) if (!func2.call(schema11.properties, key0)) {
			const err9 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.version !== void 0) {
			let data0 = data.version;
			if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0))) {
				const err10 = {
					instancePath: instancePath + "/version",
					schemaPath: "#/properties/version/type",
					keyword: "type",
					params: { type: "integer" },
					message: "must be integer"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data0 == "number") {
				if (data0 < 1 || isNaN(data0)) {
					const err11 = {
						instancePath: instancePath + "/version",
						schemaPath: "#/properties/version/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						message: "must be >= 1"
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
			}
		}
		if (data.currencies !== void 0) {
			let data1 = data.currencies;
			if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
				if (data1.usa === void 0) {
					const err12 = {
						instancePath: instancePath + "/currencies",
						schemaPath: "#/properties/currencies/required",
						keyword: "required",
						params: { missingProperty: "usa" },
						message: "must have required property 'usa'"
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
				if (data1.canada === void 0) {
					const err13 = {
						instancePath: instancePath + "/currencies",
						schemaPath: "#/properties/currencies/required",
						keyword: "required",
						params: { missingProperty: "canada" },
						message: "must have required property 'canada'"
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
				if (data1.europa === void 0) {
					const err14 = {
						instancePath: instancePath + "/currencies",
						schemaPath: "#/properties/currencies/required",
						keyword: "required",
						params: { missingProperty: "europa" },
						message: "must have required property 'europa'"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				}
				for (const key1 in data1) if (!(key1 === "usa" || key1 === "canada" || key1 === "europa")) {
					const err15 = {
						instancePath: instancePath + "/currencies",
						schemaPath: "#/properties/currencies/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key1 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err15];
					else vErrors.push(err15);
					errors++;
				}
				if (data1.usa !== void 0) {
					let data2 = data1.usa;
					if (typeof data2 === "string") {
						if (!pattern0.test(data2)) {
							const err16 = {
								instancePath: instancePath + "/currencies/usa",
								schemaPath: "#/definitions/currency/pattern",
								keyword: "pattern",
								params: { pattern: "^[A-Z]{3}$" },
								message: "must match pattern \"^[A-Z]{3}$\""
							};
							if (vErrors === null) vErrors = [err16];
							else vErrors.push(err16);
							errors++;
						}
					} else {
						const err17 = {
							instancePath: instancePath + "/currencies/usa",
							schemaPath: "#/definitions/currency/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err17];
						else vErrors.push(err17);
						errors++;
					}
				}
				if (data1.canada !== void 0) {
					let data3 = data1.canada;
					if (typeof data3 === "string") {
						if (!pattern0.test(data3)) {
							const err18 = {
								instancePath: instancePath + "/currencies/canada",
								schemaPath: "#/definitions/currency/pattern",
								keyword: "pattern",
								params: { pattern: "^[A-Z]{3}$" },
								message: "must match pattern \"^[A-Z]{3}$\""
							};
							if (vErrors === null) vErrors = [err18];
							else vErrors.push(err18);
							errors++;
						}
					} else {
						const err19 = {
							instancePath: instancePath + "/currencies/canada",
							schemaPath: "#/definitions/currency/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err19];
						else vErrors.push(err19);
						errors++;
					}
				}
				if (data1.europa !== void 0) {
					let data4 = data1.europa;
					if (typeof data4 === "string") {
						if (!pattern0.test(data4)) {
							const err20 = {
								instancePath: instancePath + "/currencies/europa",
								schemaPath: "#/definitions/currency/pattern",
								keyword: "pattern",
								params: { pattern: "^[A-Z]{3}$" },
								message: "must match pattern \"^[A-Z]{3}$\""
							};
							if (vErrors === null) vErrors = [err20];
							else vErrors.push(err20);
							errors++;
						}
					} else {
						const err21 = {
							instancePath: instancePath + "/currencies/europa",
							schemaPath: "#/definitions/currency/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err21];
						else vErrors.push(err21);
						errors++;
					}
				}
			} else {
				const err22 = {
					instancePath: instancePath + "/currencies",
					schemaPath: "#/properties/currencies/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
		}
		if (data.bands !== void 0) {
			let data5 = data.bands;
			if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
				if (Object.keys(data5).length < 1) {
					const err23 = {
						instancePath: instancePath + "/bands",
						schemaPath: "#/properties/bands/minProperties",
						keyword: "minProperties",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 properties"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				for (const key2 in data5) {
					let data6 = data5[key2];
					if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
						if (data6.usa === void 0) {
							const err24 = {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/bands/additionalProperties/required",
								keyword: "required",
								params: { missingProperty: "usa" },
								message: "must have required property 'usa'"
							};
							if (vErrors === null) vErrors = [err24];
							else vErrors.push(err24);
							errors++;
						}
						if (data6.canada === void 0) {
							const err25 = {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/bands/additionalProperties/required",
								keyword: "required",
								params: { missingProperty: "canada" },
								message: "must have required property 'canada'"
							};
							if (vErrors === null) vErrors = [err25];
							else vErrors.push(err25);
							errors++;
						}
						if (data6.europa === void 0) {
							const err26 = {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/bands/additionalProperties/required",
								keyword: "required",
								params: { missingProperty: "europa" },
								message: "must have required property 'europa'"
							};
							if (vErrors === null) vErrors = [err26];
							else vErrors.push(err26);
							errors++;
						}
						for (const key3 in data6) if (!(key3 === "usa" || key3 === "canada" || key3 === "europa")) {
							const err27 = {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/bands/additionalProperties/additionalProperties",
								keyword: "additionalProperties",
								params: { additionalProperty: key3 },
								message: "must NOT have additional properties"
							};
							if (vErrors === null) vErrors = [err27];
							else vErrors.push(err27);
							errors++;
						}
						if (data6.usa !== void 0) {
							if (!validate11.call(this, data6.usa, {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/usa",
								parentData: data6,
								parentDataProperty: "usa",
								rootData
							})) {
								vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
								errors = vErrors.length;
							}
						}
						if (data6.canada !== void 0) {
							if (!validate11.call(this, data6.canada, {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/canada",
								parentData: data6,
								parentDataProperty: "canada",
								rootData
							})) {
								vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
								errors = vErrors.length;
							}
						}
						if (data6.europa !== void 0) {
							if (!validate11.call(this, data6.europa, {
								instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/europa",
								parentData: data6,
								parentDataProperty: "europa",
								rootData
							})) {
								vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
								errors = vErrors.length;
							}
						}
					} else {
						const err28 = {
							instancePath: instancePath + "/bands/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/bands/additionalProperties/type",
							keyword: "type",
							params: { type: "object" },
							message: "must be object"
						};
						if (vErrors === null) vErrors = [err28];
						else vErrors.push(err28);
						errors++;
					}
				}
			} else {
				const err29 = {
					instancePath: instancePath + "/bands",
					schemaPath: "#/properties/bands/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
		}
		if (data.steps !== void 0) {
			let data10 = data.steps;
			if (data10 && typeof data10 == "object" && !Array.isArray(data10)) for (const key4 in data10) {
				let data11 = data10[key4];
				if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
					if (data11.weight === void 0) {
						const err30 = {
							instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/steps/additionalProperties/required",
							keyword: "required",
							params: { missingProperty: "weight" },
							message: "must have required property 'weight'"
						};
						if (vErrors === null) vErrors = [err30];
						else vErrors.push(err30);
						errors++;
					}
					if (data11.rules === void 0) {
						const err31 = {
							instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/steps/additionalProperties/required",
							keyword: "required",
							params: { missingProperty: "rules" },
							message: "must have required property 'rules'"
						};
						if (vErrors === null) vErrors = [err31];
						else vErrors.push(err31);
						errors++;
					}
					for (const key5 in data11) if (!(key5 === "weight" || key5 === "rules")) {
						const err32 = {
							instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/steps/additionalProperties/additionalProperties",
							keyword: "additionalProperties",
							params: { additionalProperty: key5 },
							message: "must NOT have additional properties"
						};
						if (vErrors === null) vErrors = [err32];
						else vErrors.push(err32);
						errors++;
					}
					if (data11.weight !== void 0) {
						let data12 = data11.weight;
						if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12))) {
							const err33 = {
								instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/weight",
								schemaPath: "#/properties/steps/additionalProperties/properties/weight/type",
								keyword: "type",
								params: { type: "integer" },
								message: "must be integer"
							};
							if (vErrors === null) vErrors = [err33];
							else vErrors.push(err33);
							errors++;
						}
						if (typeof data12 == "number") {
							if (data12 > 100 || isNaN(data12)) {
								const err34 = {
									instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/weight",
									schemaPath: "#/properties/steps/additionalProperties/properties/weight/maximum",
									keyword: "maximum",
									params: {
										comparison: "<=",
										limit: 100
									},
									message: "must be <= 100"
								};
								if (vErrors === null) vErrors = [err34];
								else vErrors.push(err34);
								errors++;
							}
							if (data12 < 0 || isNaN(data12)) {
								const err35 = {
									instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/weight",
									schemaPath: "#/properties/steps/additionalProperties/properties/weight/minimum",
									keyword: "minimum",
									params: {
										comparison: ">=",
										limit: 0
									},
									message: "must be >= 0"
								};
								if (vErrors === null) vErrors = [err35];
								else vErrors.push(err35);
								errors++;
							}
						}
					}
					if (data11.rules !== void 0) {
						let data13 = data11.rules;
						if (Array.isArray(data13)) {
							const len0 = data13.length;
							for (let i0 = 0; i0 < len0; i0++) if (!validate15.call(this, data13[i0], {
								instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/rules/" + i0,
								parentData: data13,
								parentDataProperty: i0,
								rootData
							})) {
								vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
								errors = vErrors.length;
							}
						} else {
							const err36 = {
								instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/rules",
								schemaPath: "#/properties/steps/additionalProperties/properties/rules/type",
								keyword: "type",
								params: { type: "array" },
								message: "must be array"
							};
							if (vErrors === null) vErrors = [err36];
							else vErrors.push(err36);
							errors++;
						}
					}
				} else {
					const err37 = {
						instancePath: instancePath + "/steps/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
						schemaPath: "#/properties/steps/additionalProperties/type",
						keyword: "type",
						params: { type: "object" },
						message: "must be object"
					};
					if (vErrors === null) vErrors = [err37];
					else vErrors.push(err37);
					errors++;
				}
			}
			else {
				const err38 = {
					instancePath: instancePath + "/steps",
					schemaPath: "#/properties/steps/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err38];
				else vErrors.push(err38);
				errors++;
			}
		}
		if (data.ratings !== void 0) {
			let data15 = data.ratings;
			if (Array.isArray(data15)) {
				if (data15.length < 2) {
					const err39 = {
						instancePath: instancePath + "/ratings",
						schemaPath: "#/properties/ratings/minItems",
						keyword: "minItems",
						params: { limit: 2 },
						message: "must NOT have fewer than 2 items"
					};
					if (vErrors === null) vErrors = [err39];
					else vErrors.push(err39);
					errors++;
				}
				const len1 = data15.length;
				for (let i1 = 0; i1 < len1; i1++) {
					let data16 = data15[i1];
					if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
						if (data16.name === void 0) {
							const err40 = {
								instancePath: instancePath + "/ratings/" + i1,
								schemaPath: "#/properties/ratings/items/required",
								keyword: "required",
								params: { missingProperty: "name" },
								message: "must have required property 'name'"
							};
							if (vErrors === null) vErrors = [err40];
							else vErrors.push(err40);
							errors++;
						}
						if (data16.minPercent === void 0) {
							const err41 = {
								instancePath: instancePath + "/ratings/" + i1,
								schemaPath: "#/properties/ratings/items/required",
								keyword: "required",
								params: { missingProperty: "minPercent" },
								message: "must have required property 'minPercent'"
							};
							if (vErrors === null) vErrors = [err41];
							else vErrors.push(err41);
							errors++;
						}
						for (const key6 in data16) if (!(key6 === "name" || key6 === "minPercent")) {
							const err42 = {
								instancePath: instancePath + "/ratings/" + i1,
								schemaPath: "#/properties/ratings/items/additionalProperties",
								keyword: "additionalProperties",
								params: { additionalProperty: key6 },
								message: "must NOT have additional properties"
							};
							if (vErrors === null) vErrors = [err42];
							else vErrors.push(err42);
							errors++;
						}
						if (data16.name !== void 0) {
							let data17 = data16.name;
							if (typeof data17 === "string") {
								if (func3(data17) > 40) {
									const err43 = {
										instancePath: instancePath + "/ratings/" + i1 + "/name",
										schemaPath: "#/properties/ratings/items/properties/name/maxLength",
										keyword: "maxLength",
										params: { limit: 40 },
										message: "must NOT have more than 40 characters"
									};
									if (vErrors === null) vErrors = [err43];
									else vErrors.push(err43);
									errors++;
								}
								if (func3(data17) < 1) {
									const err44 = {
										instancePath: instancePath + "/ratings/" + i1 + "/name",
										schemaPath: "#/properties/ratings/items/properties/name/minLength",
										keyword: "minLength",
										params: { limit: 1 },
										message: "must NOT have fewer than 1 characters"
									};
									if (vErrors === null) vErrors = [err44];
									else vErrors.push(err44);
									errors++;
								}
							} else {
								const err45 = {
									instancePath: instancePath + "/ratings/" + i1 + "/name",
									schemaPath: "#/properties/ratings/items/properties/name/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err45];
								else vErrors.push(err45);
								errors++;
							}
						}
						if (data16.minPercent !== void 0) {
							let data18 = data16.minPercent;
							if (typeof data18 == "number") {
								if (data18 > 100 || isNaN(data18)) {
									const err46 = {
										instancePath: instancePath + "/ratings/" + i1 + "/minPercent",
										schemaPath: "#/properties/ratings/items/properties/minPercent/maximum",
										keyword: "maximum",
										params: {
											comparison: "<=",
											limit: 100
										},
										message: "must be <= 100"
									};
									if (vErrors === null) vErrors = [err46];
									else vErrors.push(err46);
									errors++;
								}
								if (data18 < 0 || isNaN(data18)) {
									const err47 = {
										instancePath: instancePath + "/ratings/" + i1 + "/minPercent",
										schemaPath: "#/properties/ratings/items/properties/minPercent/minimum",
										keyword: "minimum",
										params: {
											comparison: ">=",
											limit: 0
										},
										message: "must be >= 0"
									};
									if (vErrors === null) vErrors = [err47];
									else vErrors.push(err47);
									errors++;
								}
							} else {
								const err48 = {
									instancePath: instancePath + "/ratings/" + i1 + "/minPercent",
									schemaPath: "#/properties/ratings/items/properties/minPercent/type",
									keyword: "type",
									params: { type: "number" },
									message: "must be number"
								};
								if (vErrors === null) vErrors = [err48];
								else vErrors.push(err48);
								errors++;
							}
						}
					} else {
						const err49 = {
							instancePath: instancePath + "/ratings/" + i1,
							schemaPath: "#/properties/ratings/items/type",
							keyword: "type",
							params: { type: "object" },
							message: "must be object"
						};
						if (vErrors === null) vErrors = [err49];
						else vErrors.push(err49);
						errors++;
					}
				}
			} else {
				const err50 = {
					instancePath: instancePath + "/ratings",
					schemaPath: "#/properties/ratings/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err50];
				else vErrors.push(err50);
				errors++;
			}
		}
		if (data.strengthAtPercent !== void 0) {
			let data19 = data.strengthAtPercent;
			if (typeof data19 == "number") {
				if (data19 > 100 || isNaN(data19)) {
					const err51 = {
						instancePath: instancePath + "/strengthAtPercent",
						schemaPath: "#/properties/strengthAtPercent/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 100
						},
						message: "must be <= 100"
					};
					if (vErrors === null) vErrors = [err51];
					else vErrors.push(err51);
					errors++;
				}
				if (data19 < 0 || isNaN(data19)) {
					const err52 = {
						instancePath: instancePath + "/strengthAtPercent",
						schemaPath: "#/properties/strengthAtPercent/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err52];
					else vErrors.push(err52);
					errors++;
				}
			} else {
				const err53 = {
					instancePath: instancePath + "/strengthAtPercent",
					schemaPath: "#/properties/strengthAtPercent/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err53];
				else vErrors.push(err53);
				errors++;
			}
		}
		if (data.riskBelowPercent !== void 0) {
			let data20 = data.riskBelowPercent;
			if (typeof data20 == "number") {
				if (data20 > 100 || isNaN(data20)) {
					const err54 = {
						instancePath: instancePath + "/riskBelowPercent",
						schemaPath: "#/properties/riskBelowPercent/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 100
						},
						message: "must be <= 100"
					};
					if (vErrors === null) vErrors = [err54];
					else vErrors.push(err54);
					errors++;
				}
				if (data20 < 0 || isNaN(data20)) {
					const err55 = {
						instancePath: instancePath + "/riskBelowPercent",
						schemaPath: "#/properties/riskBelowPercent/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err55];
					else vErrors.push(err55);
					errors++;
				}
			} else {
				const err56 = {
					instancePath: instancePath + "/riskBelowPercent",
					schemaPath: "#/properties/riskBelowPercent/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err56];
				else vErrors.push(err56);
				errors++;
			}
		}
		if (data.recommendedVisa !== void 0) {
			let data21 = data.recommendedVisa;
			if (Array.isArray(data21)) {
				if (data21.length < 1) {
					const err57 = {
						instancePath: instancePath + "/recommendedVisa",
						schemaPath: "#/properties/recommendedVisa/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 items"
					};
					if (vErrors === null) vErrors = [err57];
					else vErrors.push(err57);
					errors++;
				}
				const len2 = data21.length;
				for (let i2 = 0; i2 < len2; i2++) {
					let data22 = data21[i2];
					if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
						if (data22.when === void 0) {
							const err58 = {
								instancePath: instancePath + "/recommendedVisa/" + i2,
								schemaPath: "#/properties/recommendedVisa/items/required",
								keyword: "required",
								params: { missingProperty: "when" },
								message: "must have required property 'when'"
							};
							if (vErrors === null) vErrors = [err58];
							else vErrors.push(err58);
							errors++;
						}
						if (data22.visa === void 0) {
							const err59 = {
								instancePath: instancePath + "/recommendedVisa/" + i2,
								schemaPath: "#/properties/recommendedVisa/items/required",
								keyword: "required",
								params: { missingProperty: "visa" },
								message: "must have required property 'visa'"
							};
							if (vErrors === null) vErrors = [err59];
							else vErrors.push(err59);
							errors++;
						}
						for (const key7 in data22) if (!(key7 === "when" || key7 === "visa")) {
							const err60 = {
								instancePath: instancePath + "/recommendedVisa/" + i2,
								schemaPath: "#/properties/recommendedVisa/items/additionalProperties",
								keyword: "additionalProperties",
								params: { additionalProperty: key7 },
								message: "must NOT have additional properties"
							};
							if (vErrors === null) vErrors = [err60];
							else vErrors.push(err60);
							errors++;
						}
						if (data22.when !== void 0) {
							if (!validate16.call(this, data22.when, {
								instancePath: instancePath + "/recommendedVisa/" + i2 + "/when",
								parentData: data22,
								parentDataProperty: "when",
								rootData
							})) {
								vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
								errors = vErrors.length;
							}
						}
						if (data22.visa !== void 0) {
							let data24 = data22.visa;
							if (typeof data24 === "string") {
								if (func3(data24) > 120) {
									const err61 = {
										instancePath: instancePath + "/recommendedVisa/" + i2 + "/visa",
										schemaPath: "#/properties/recommendedVisa/items/properties/visa/maxLength",
										keyword: "maxLength",
										params: { limit: 120 },
										message: "must NOT have more than 120 characters"
									};
									if (vErrors === null) vErrors = [err61];
									else vErrors.push(err61);
									errors++;
								}
								if (func3(data24) < 1) {
									const err62 = {
										instancePath: instancePath + "/recommendedVisa/" + i2 + "/visa",
										schemaPath: "#/properties/recommendedVisa/items/properties/visa/minLength",
										keyword: "minLength",
										params: { limit: 1 },
										message: "must NOT have fewer than 1 characters"
									};
									if (vErrors === null) vErrors = [err62];
									else vErrors.push(err62);
									errors++;
								}
							} else {
								const err63 = {
									instancePath: instancePath + "/recommendedVisa/" + i2 + "/visa",
									schemaPath: "#/properties/recommendedVisa/items/properties/visa/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err63];
								else vErrors.push(err63);
								errors++;
							}
						}
					} else {
						const err64 = {
							instancePath: instancePath + "/recommendedVisa/" + i2,
							schemaPath: "#/properties/recommendedVisa/items/type",
							keyword: "type",
							params: { type: "object" },
							message: "must be object"
						};
						if (vErrors === null) vErrors = [err64];
						else vErrors.push(err64);
						errors++;
					}
				}
			} else {
				const err65 = {
					instancePath: instancePath + "/recommendedVisa",
					schemaPath: "#/properties/recommendedVisa/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err65];
				else vErrors.push(err65);
				errors++;
			}
		}
		if (data.eligibility !== void 0) {
			let data25 = data.eligibility;
			if (Array.isArray(data25)) {
				if (data25.length < 1) {
					const err66 = {
						instancePath: instancePath + "/eligibility",
						schemaPath: "#/properties/eligibility/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 items"
					};
					if (vErrors === null) vErrors = [err66];
					else vErrors.push(err66);
					errors++;
				}
				const len3 = data25.length;
				for (let i3 = 0; i3 < len3; i3++) {
					let data26 = data25[i3];
					if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
						if (data26.when === void 0) {
							const err67 = {
								instancePath: instancePath + "/eligibility/" + i3,
								schemaPath: "#/properties/eligibility/items/required",
								keyword: "required",
								params: { missingProperty: "when" },
								message: "must have required property 'when'"
							};
							if (vErrors === null) vErrors = [err67];
							else vErrors.push(err67);
							errors++;
						}
						if (data26.level === void 0) {
							const err68 = {
								instancePath: instancePath + "/eligibility/" + i3,
								schemaPath: "#/properties/eligibility/items/required",
								keyword: "required",
								params: { missingProperty: "level" },
								message: "must have required property 'level'"
							};
							if (vErrors === null) vErrors = [err68];
							else vErrors.push(err68);
							errors++;
						}
						for (const key8 in data26) if (!(key8 === "when" || key8 === "level")) {
							const err69 = {
								instancePath: instancePath + "/eligibility/" + i3,
								schemaPath: "#/properties/eligibility/items/additionalProperties",
								keyword: "additionalProperties",
								params: { additionalProperty: key8 },
								message: "must NOT have additional properties"
							};
							if (vErrors === null) vErrors = [err69];
							else vErrors.push(err69);
							errors++;
						}
						if (data26.when !== void 0) {
							if (!validate16.call(this, data26.when, {
								instancePath: instancePath + "/eligibility/" + i3 + "/when",
								parentData: data26,
								parentDataProperty: "when",
								rootData
							})) {
								vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
								errors = vErrors.length;
							}
						}
						if (data26.level !== void 0) {
							let data28 = data26.level;
							if (typeof data28 === "string") {
								if (func3(data28) > 40) {
									const err70 = {
										instancePath: instancePath + "/eligibility/" + i3 + "/level",
										schemaPath: "#/properties/eligibility/items/properties/level/maxLength",
										keyword: "maxLength",
										params: { limit: 40 },
										message: "must NOT have more than 40 characters"
									};
									if (vErrors === null) vErrors = [err70];
									else vErrors.push(err70);
									errors++;
								}
								if (func3(data28) < 1) {
									const err71 = {
										instancePath: instancePath + "/eligibility/" + i3 + "/level",
										schemaPath: "#/properties/eligibility/items/properties/level/minLength",
										keyword: "minLength",
										params: { limit: 1 },
										message: "must NOT have fewer than 1 characters"
									};
									if (vErrors === null) vErrors = [err71];
									else vErrors.push(err71);
									errors++;
								}
							} else {
								const err72 = {
									instancePath: instancePath + "/eligibility/" + i3 + "/level",
									schemaPath: "#/properties/eligibility/items/properties/level/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err72];
								else vErrors.push(err72);
								errors++;
							}
						}
					} else {
						const err73 = {
							instancePath: instancePath + "/eligibility/" + i3,
							schemaPath: "#/properties/eligibility/items/type",
							keyword: "type",
							params: { type: "object" },
							message: "must be object"
						};
						if (vErrors === null) vErrors = [err73];
						else vErrors.push(err73);
						errors++;
					}
				}
			} else {
				const err74 = {
					instancePath: instancePath + "/eligibility",
					schemaPath: "#/properties/eligibility/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err74];
				else vErrors.push(err74);
				errors++;
			}
		}
	} else {
		const err75 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err75];
		else vErrors.push(err75);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
// frontend/admin/templates/jsonLocations.ts
/**
* Where each value of a JSON text starts, by its dotted path (`properties.family.title`, `allOf.0.if`;
* '' for the root), so a problem found in the parsed template can be marked at its line in the editor.
* Meant for text JSON.parse accepted: on other text it stops at the first thing it does not understand.
*/
function jsonLocations(text) {
	const at = /* @__PURE__ */ new Map();
	let i = 0;
	const skipSpace = () => {
		while (i < text.length && /\s/.test(text[i])) i++;
	};
	const readString = () => {
		const start = i;
		i++;
		while (i < text.length && text[i] !== "\"") i += text[i] === "\\" ? 2 : 1;
		i++;
		return JSON.parse(text.slice(start, i));
	};
	const join = (path, part) => path ? `${path}.${part}` : String(part);
	const readValue = (path, keyStart) => {
		skipSpace();
		at.set(path, keyStart < 0 ? i : keyStart);
		const c = text[i];
		if (c === "{") {
			i++;
			skipSpace();
			while (i < text.length && text[i] !== "}") {
				skipSpace();
				const start = i;
				const key = readString();
				skipSpace();
				i++;
				readValue(join(path, key), start);
				skipSpace();
				if (text[i] === ",") i++;
				skipSpace();
			}
			i++;
		} else if (c === "[") {
			i++;
			skipSpace();
			let index = 0;
			while (i < text.length && text[i] !== "]") {
				readValue(join(path, index++), -1);
				skipSpace();
				if (text[i] === ",") i++;
				skipSpace();
			}
			i++;
		} else if (c === "\"") readString();
		else while (i < text.length && /[^,}\]\s]/.test(text[i])) i++;
	};
	readValue("", -1);
	return at;
}
/** The 1-based line of offset `offset` in `text`. */
function lineAt(text, offset) {
	let line = 1;
	for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
	return line;
}
// frontend/admin/templates/keepUnchanged.ts
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
* `next` (a value just read with JSON.parse, handed over: it is changed in place), with each part equal
* to the same part of `previous` (same values, same keys in the same order: the order of a schema's
* properties is the order of its fields) replaced by `previous`'s own object; `previous` itself when
* nothing changed. The form compares what it draws by identity first (RJSF's deepEquals), so a key
* typed in one field's title leaves every other part of the template as it was drawn.
*/
function keepUnchanged(previous, next) {
	if (previous === next) return next;
	if (Array.isArray(next)) {
		if (!Array.isArray(previous)) return next;
		let same = previous.length === next.length;
		for (let i = 0; i < next.length; i++) {
			next[i] = keepUnchanged(previous[i], next[i]);
			if (next[i] !== previous[i]) same = false;
		}
		return same ? previous : next;
	}
	if (!isRecord(next) || !isRecord(previous)) return next;
	const record = next;
	const keys = Object.keys(record);
	const previousKeys = Object.keys(previous);
	let same = keys.length === previousKeys.length;
	keys.forEach((key, i) => {
		const had = Object.hasOwn(previous, key);
		record[key] = keepUnchanged(had ? previous[key] : void 0, record[key]);
		if (!had || record[key] !== previous[key] || previousKeys[i] !== key) same = false;
	});
	return same ? previous : next;
}
// frontend/admin/templates/draftCheck.ts
/** The two JSON documents of a form's draft the editor shows. */
var DOCUMENTS = ["schema", "uiSchema"];
/** One list for 'no problems', so a draft that stays valid does not re-mark the editor on every key. */
var NO_PROBLEMS = [];
var draftTexts = (content) => ({
	schema: JSON.stringify(content.schema, null, 2),
	uiSchema: JSON.stringify(content.uiSchema, null, 2)
});
var SYNTAX_REASONS = [
	[/Unexpected end of JSON input/i, "el texto termina antes de cerrar todas las llaves y corchetes"],
	[/Unterminated string/i, "falta cerrar unas comillas"],
	[/double-quoted property name/i, "se esperaba el nombre de una propiedad entre comillas dobles (¿sobra una coma?)"],
	[/Expected ',' or '}'/i, "falta una coma o una llave de cierre «}»"],
	[/Expected ',' or ']'/i, "falta una coma o un corchete de cierre «]»"],
	[/Bad control character/i, "hay un salto de línea o tabulador dentro de unas comillas"],
	[/Unexpected non-whitespace character/i, "sobra texto después del final del JSON"]
];
function syntaxProblem(document, text, error) {
	const position = /position (\d+)/.exec(error.message);
	const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
	let from = position ? Number(position[1]) : /end of JSON/i.test(error.message) ? text.length : 0;
	if (!position && lineColumn) from = text.split("\n").slice(0, Number(lineColumn[1]) - 1).reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
	from = Math.min(from, text.length);
	if (/Expected ',' or/.test(error.message)) {
		let end = from;
		while (end > 0 && /\s/.test(text[end - 1])) end--;
		from = end;
	}
	const reason = from >= text.trimEnd().length ? SYNTAX_REASONS[0][1] : SYNTAX_REASONS.find(([pattern]) => pattern.test(error.message))?.[1] ?? "revise comas, comillas, llaves y corchetes";
	return {
		document,
		from,
		line: lineAt(text, from),
		message: `JSON no válido: ${reason}`
	};
}
/**
* Where a dotted path (`properties.family.title`, `steps.plan.rules.0`) is written in `text`, whose value
* locations are `locations` (jsonLocations): the value itself, else the nearest enclosing one found; the
* root only when `rootAllowed` (another candidate path may be closer).
*/
function locate(locations, path, rootAllowed) {
	const parts = path.split(".").filter(Boolean);
	for (let n = parts.length; n >= 0; n--) {
		const from = locations.get(parts.slice(0, n).join("."));
		if (from !== void 0 && (n > 0 || rootAllowed)) return from;
	}
}
/**
* Where a problem's path points in the documents: its path as written (`properties.family.title`,
* `uiSchema.family.ui:order`), or a field path (`family.maritalStatus`) read as the schema's
* `properties.family.properties.maritalStatus`; else the nearest enclosing place found.
*/
function place(problem, texts, locations) {
	const path = problem.path.replace(/^schema\.?/, "");
	const [document, rest] = path.startsWith("uiSchema") ? ["uiSchema", path.replace(/^uiSchema\.?/, "")] : ["schema", path];
	const asFields = rest.split(".").filter(Boolean).flatMap((part) => ["properties", part]).join(".");
	const candidates = document === "schema" ? [rest, asFields] : [rest];
	for (const [i, candidate] of candidates.entries()) {
		const from = locate(locations[document], candidate, i === candidates.length - 1);
		if (from !== void 0) return {
			document,
			from,
			line: lineAt(texts[document], from),
			message: problem.message
		};
	}
	return {
		document,
		from: 0,
		line: 1,
		message: problem.message
	};
}
/** A one-document JSON draft's problems (dotted paths into it), each placed at its line. */
function placeProblems(document, text, problems) {
	const locations = jsonLocations(text);
	return problems.map((problem) => {
		const from = locate(locations, problem.path, true) ?? 0;
		return {
			document,
			from,
			line: lineAt(text, from),
			message: problem.message
		};
	});
}
/**
* The draft's JSON read, each document checked for syntax and to be a JSON object: the cheap part of
* the check, done as each key is typed. `content` is the draft as a template (`base` gives everything
* else it carries: key, version, retired…), not yet checked by the engine (checkParsedDraft); the parts
* equal to `base`'s are `base`'s own objects (keepUnchanged), so the preview redraws only what changed.
*/
function parseDraft(texts, base) {
	const parsed = {};
	const problems = [];
	for (const document of DOCUMENTS) {
		try {
			parsed[document] = JSON.parse(texts[document]);
		} catch (error) {
			problems.push(syntaxProblem(document, texts[document], error));
			continue;
		}
		const value = parsed[document];
		if (typeof value !== "object" || value === null || Array.isArray(value)) problems.push({
			document,
			from: 0,
			line: 1,
			message: "Debe ser un objeto JSON, entre llaves { }"
		});
	}
	if (problems.length) return { problems };
	return {
		content: {
			...base,
			schema: keepUnchanged(base.schema, parsed.schema),
			uiSchema: keepUnchanged(base.uiSchema, parsed.uiSchema)
		},
		problems: NO_PROBLEMS
	};
}
var UNREADABLE = "El borrador no tiene la forma de una plantilla y no se puede revisar: revise que cada sección y cada campo sea un objeto JSON { }";
/** A parsed draft (parseDraft) checked as the engine checks a template; its problems placed in `texts`, which it was read from. */
function checkParsedDraft(texts, content, check) {
	let found;
	try {
		found = check(content);
	} catch {
		return { problems: [{
			document: "schema",
			from: 0,
			line: 1,
			message: UNREADABLE
		}] };
	}
	if (!found.length) return {
		content,
		problems: NO_PROBLEMS
	};
	const locations = {
		schema: jsonLocations(texts.schema),
		uiSchema: jsonLocations(texts.uiSchema)
	};
	return { problems: found.map((problem) => place(problem, texts, locations)) };
}
// frontend/admin/templates/JsonEditor.tsx
/** Marks a change the page made (the field list, another template), so it is not reported back as typing. */
var fromOutside = Annotation.define();
function diagnostics(state, problems) {
	const length = state.doc.length;
	return problems.map((problem) => {
		const at = Math.min(problem.from, length);
		const line = state.doc.lineAt(at);
		const to = line.to > at ? line.to : at;
		return {
			from: to === at ? Math.max(line.from, at - 1) : at,
			to,
			severity: "error",
			message: problem.message
		};
	});
}
/** A JSON document in CodeMirror 6: syntax colours, line numbers, folding, and the draft's problems marked. */
function JsonEditor({ value, onChange, problems, label }) {
	const host = useRef(null);
	const view = useRef(null);
	const latestChange = useRef(onChange);
	latestChange.current = onChange;
	useEffect(() => {
		const editor = new EditorView({
			parent: host.current,
			state: EditorState.create({
				doc: value,
				extensions: [
					lineNumbers(),
					foldGutter(),
					lintGutter(),
					history(),
					bracketMatching(),
					highlightActiveLine(),
					syntaxHighlighting(defaultHighlightStyle),
					json(),
					keymap.of([
						...defaultKeymap,
						...historyKeymap,
						indentWithTab
					]),
					EditorView.contentAttributes.of({ "aria-label": label }),
					EditorView.updateListener.of((update) => {
						if (update.docChanged && !update.transactions.some((t) => t.annotation(fromOutside))) latestChange.current(update.state.doc.toString());
					})
				]
			})
		});
		view.current = editor;
		return () => {
			editor.destroy();
			view.current = null;
		};
	}, []);
	useEffect(() => {
		const editor = view.current;
		if (!editor || editor.state.doc.toString() === value) return;
		editor.dispatch({
			changes: {
				from: 0,
				to: editor.state.doc.length,
				insert: value
			},
			annotations: fromOutside.of(true)
		});
	}, [value]);
	useEffect(() => {
		const editor = view.current;
		if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(editor.state, problems)));
	}, [problems]);
	return /* @__PURE__ */ jsx("div", {
		ref: host,
		className: "template-json-editor",
		"data-problems": problems.length
	});
}
// frontend/admin/templates/RulesEditor.tsx
var T$2 = TEMPLATE_TEXTS.rules;
/** The draft's text checked as the server checks it: JSON syntax, rules.schema.json (precompiled), then against the steps. */
function checkRulesText(text, steps) {
	let parsed;
	try {
		parsed = JSON.parse(text);
	} catch (error) {
		return { problems: [syntaxProblem("rules", text, error)] };
	}
	if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { problems: [{
		document: "rules",
		from: 0,
		line: 1,
		message: "Debe ser un objeto JSON, entre llaves { }"
	}] };
	const content = parsed;
	const found = checkInterviewRules(content, validate, steps);
	return {
		content,
		problems: found.length ? placeProblems("rules", text, found) : NO_PROBLEMS
	};
}
var resolve = (content, steps) => ({
	...resolveInterviewRules(content, steps),
	fingerprint: ""
});
/**
* The interview's scoring rules in the JSON editor, checked as they are typed against rules.schema.json
* and the interview's steps, each problem marked at its line; beside it, the golden cases rated by the
* published rules and by the draft (the last draft without problems), so a threshold's effect shows at once.
*/
function RulesEditor({ initial, published, steps, onDraft }) {
	const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
	const [checked, setChecked] = useState(() => checkRulesText(text, steps));
	const [good, setGood] = useState(() => checked.problems.length ? published : initial);
	const latestDraft = useRef(onDraft);
	latestDraft.current = onDraft;
	const onChange = useCallback((next) => {
		setText(next);
		const result = checkRulesText(next, steps);
		setChecked(result);
		if (result.content) latestDraft.current(result.content);
		if (result.content && !result.problems.length) setGood(result.content);
	}, [steps]);
	const ratings = useMemo(() => {
		const before = resolve(published, steps);
		const after = resolve(good, steps);
		return GOLDEN_CASES.map((c) => ({
			name: c.name,
			published: scoreInterview(before, c.region, c.answers, GOLDEN_AS_OF),
			draft: scoreInterview(after, c.region, c.answers, GOLDEN_AS_OF)
		}));
	}, [
		published,
		good,
		steps
	]);
	return /* @__PURE__ */ jsxs("div", {
		className: "template-editor",
		"data-testid": "template-editor",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "template-editor-side",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "help template-rules-intro",
					children: T$2.intro
				}),
				checked.problems.length > 0 && /* @__PURE__ */ jsxs("div", {
					className: "template-alert template-problems",
					role: "alert",
					children: [/* @__PURE__ */ jsx("p", {
						className: "has-text-weight-semibold",
						children: TEMPLATE_TEXTS.problemsTitle(checked.problems.length)
					}), /* @__PURE__ */ jsx("ul", { children: checked.problems.slice(0, 8).map((problem, i) => /* @__PURE__ */ jsxs("li", { children: [
						/* @__PURE__ */ jsxs("strong", { children: [TEMPLATE_TEXTS.problemLine(problem.line), ":"] }),
						" ",
						problem.message
					] }, i)) })]
				}),
				/* @__PURE__ */ jsx(JsonEditor, {
					label: TEMPLATE_TEXTS.editorLabel.rules,
					value: text,
					problems: checked.problems,
					onChange
				})
			]
		}), /* @__PURE__ */ jsxs("section", {
			className: "template-preview",
			"aria-label": TEMPLATE_TEXTS.preview,
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "title is-6",
					children: T$2.previewTitle
				}),
				/* @__PURE__ */ jsx("p", {
					className: "help",
					children: T$2.previewIntro
				}),
				/* @__PURE__ */ jsxs("table", {
					className: "table is-narrow is-fullwidth template-rules-preview",
					children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", { children: T$2.caseName }),
						/* @__PURE__ */ jsx("th", { children: T$2.published }),
						/* @__PURE__ */ jsx("th", { children: T$2.draft })
					] }) }), /* @__PURE__ */ jsx("tbody", { children: ratings.map((r) => {
						const changed = r.published.rating !== r.draft.rating;
						return /* @__PURE__ */ jsxs("tr", {
							className: changed ? "is-changed" : "",
							"data-testid": "rules-preview-row",
							children: [
								/* @__PURE__ */ jsx("td", { children: r.name }),
								/* @__PURE__ */ jsxs("td", { children: [
									r.published.rating,
									" ",
									/* @__PURE__ */ jsxs("span", {
										className: "template-rules-score",
										children: [
											r.published.score,
											"/",
											r.published.maxScore
										]
									})
								] }),
								/* @__PURE__ */ jsxs("td", { children: [
									r.draft.rating,
									" ",
									/* @__PURE__ */ jsxs("span", {
										className: "template-rules-score",
										children: [
											r.draft.score,
											"/",
											r.draft.maxScore
										]
									}),
									changed && /* @__PURE__ */ jsx("strong", {
										className: "template-badge is-changed",
										children: T$2.changed
									})
								] })
							]
						}, r.name);
					}) })]
				})
			]
		})]
	});
}
// engine/templates/editing/locate.ts
var isSchemaObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The root's sections: objects of fields with their own uiSchema order (a case template); none for a one-section form. */
function sectionKeys(content) {
	const properties = content.schema.properties ?? {};
	return Object.keys(properties).filter((key) => isObjectSchema(properties[key]) && Array.isArray(content.uiSchema[key]?.["ui:order"]));
}
function splitPath(path) {
	const dot = path.lastIndexOf(".");
	return dot < 0 ? {
		container: "",
		name: path
	} : {
		container: path.slice(0, dot),
		name: path.slice(dot + 1)
	};
}
/**
* The container `key` of a content. With `write` (a content already copied for an edit) its uiSchema
* entry is created when missing; without, nothing is changed and a missing entry reads as empty.
*/
function containerOf(content, key, write = true) {
	if (!key) {
		if (sectionKeys(content).length) return "Elija la sección del campo";
		return {
			key,
			schema: content.schema,
			ui: content.uiSchema
		};
	}
	if (key.includes(".")) return `«${key}» no es una sección de la plantilla`;
	const schema = content.schema.properties?.[key];
	if (!schema || !isObjectSchema(schema)) return `La plantilla no tiene la sección «${key}»`;
	return {
		key,
		schema,
		ui: write ? content.uiSchema[key] ??= {} : content.uiSchema[key] ?? {}
	};
}
/**
* The field at `path` (`section.field` or `field`), or why it cannot be found. Pass `write: false` to
* only read (see containerOf): the result then must not be changed.
*/
function locateField(content, path, write = true) {
	const { container: key, name } = splitPath(path);
	const container = containerOf(content, key, write);
	if (typeof container === "string") return container;
	const declared = declaredFields(content.schema, container.schema).get(name);
	if (!declared) return `La plantilla no tiene el campo «${path}»`;
	const holder = declared.path ? schemaAt(container.schema, declared.path) : container.schema;
	if (!holder || !isSchemaObject(holder.properties?.[name])) return `El campo «${path}» no se puede editar aquí; cámbielo en el JSON`;
	return {
		...container,
		name,
		field: holder.properties[name],
		branch: declared.path,
		holder
	};
}
/** The field's uiSchema entry, created (empty) when the template had none, for an operation to write in. */
function fieldUiOf(located) {
	return located.ui[located.name] ??= {};
}
/** Every field key the template uses, in any section or branch, so a new key collides with none. */
function allFieldKeys(content) {
	const keys = /* @__PURE__ */ new Set();
	const sections = sectionKeys(content);
	const containers = sections.length ? sections.map((key) => content.schema.properties[key]) : [content.schema];
	for (const schema of containers) for (const name of declaredFields(content.schema, schema).keys()) keys.add(name);
	for (const retired of content.retired ?? []) keys.add(splitPath(retired.path).name);
	return keys;
}
/** The `if`s of a container that test `name` (`allOf` entries, its own `if`, a `dependencies` key). */
function conditionsTesting(container, name) {
	const found = [];
	const tests = (test) => isSchemaObject(test) && (isSchemaObject(test.properties) && name in test.properties || Array.isArray(test.required) && test.required.includes(name));
	if (tests(container.if)) found.push("if");
	(Array.isArray(container.allOf) ? container.allOf : []).forEach((entry, i) => isSchemaObject(entry) && tests(entry.if) && found.push(`allOf.${i}.if`));
	if (isSchemaObject(container.dependencies) && name in container.dependencies) found.push(`dependencies.${name}`);
	return found;
}
// engine/templates/editing/fieldKey.ts
/** Letters without their accents (`Matrícula` → `Matricula`), then anything but ASCII letters and digits as spaces. */
function asciiWords(label) {
	return label.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, " ").trim().split(" ").filter(Boolean);
}
/** Longest key or code made from a label: long enough to read, short enough for a data path. */
var MAX_LENGTH = 40;
/** Adds 2, 3… to `base` until `taken` no longer has it. */
function unique(base, taken) {
	if (!taken(base)) return base;
	let n = 2;
	while (taken(`${base}${n}`)) n += 1;
	return `${base}${n}`;
}
/**
* A field key from its Spanish label, as the templates write keys: ASCII camelCase
* (`Número de matrícula` → `numeroDeMatricula`), starting with a letter, unique by `taken`.
*/
function fieldKeyFromLabel(label, taken) {
	let key = asciiWords(label).map((word) => word.toLowerCase()).map((word, i) => i === 0 ? word : word[0].toUpperCase() + word.slice(1)).join("").slice(0, MAX_LENGTH);
	if (!/^[a-z]/.test(key)) key = `campo${key ? key[0].toUpperCase() + key.slice(1) : ""}`;
	return unique(key, taken);
}
/**
* An option's stored code from its Spanish label, as the templates write codes: lower-case ASCII words
* joined by hyphens (`Unión libre` → `union-libre`), unique by `taken`.
*/
function optionCodeFromLabel(label, taken) {
	return unique(asciiWords(label).join("-").toLowerCase().slice(0, MAX_LENGTH).replace(/-+$/, "") || "opcion", (candidate) => taken(candidate));
}
// engine/templates/editing/options.ts
function oneOfStore(schema) {
	return {
		read: () => schema.oneOf.map((o) => ({
			code: String(o.const),
			label: typeof o.title === "string" ? o.title : String(o.const)
		})),
		write: (options) => {
			const byCode = new Map(schema.oneOf.map((o) => [String(o.const), o]));
			schema.oneOf = options.map(({ code, label }) => ({
				...byCode.get(code),
				const: code,
				title: label
			}));
		}
	};
}
function enumStore(schema, ui) {
	return {
		read: () => {
			const names = Array.isArray(ui["ui:enumNames"]) ? ui["ui:enumNames"] : [];
			return schema.enum.map((code, i) => ({
				code: String(code),
				label: typeof names[i] === "string" ? names[i] : String(code)
			}));
		},
		write: (options) => {
			schema.enum = options.map((o) => o.code);
			ui["ui:enumNames"] = options.map((o) => o.label);
		}
	};
}
var hasConstOptions = (schema) => Array.isArray(schema.oneOf) && schema.oneOf.length > 0 && schema.oneOf.every((o) => isSchemaObject(o) && typeof o.const === "string");
var hasStringEnum = (schema) => Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string");
/** The options of a choice field (`fieldUi` is its uiSchema entry, mutable), or why it has none to edit. */
function optionStore(field, fieldUi) {
	if (field.type === "boolean") return "Es un campo de sí o no: sus dos respuestas no se cambian";
	if (typeof field.$ref === "string") return "El campo usa una definición compartida de la plantilla; cambie sus opciones en el JSON";
	if (hasConstOptions(field)) return oneOfStore(field);
	if (hasStringEnum(field)) return enumStore(field, fieldUi);
	if (field.type === "array" && isSchemaObject(field.items)) {
		if (hasConstOptions(field.items)) return oneOfStore(field.items);
		if (hasStringEnum(field.items)) return enumStore(field.items, fieldUi);
	}
	return "El campo no es de opciones";
}
// engine/templates/editing/fieldOps.ts
/**
* Field edits a content editor makes without touching JSON (docs/decisions.md, "Template field editing").
* Each takes a content (a resolved case template, an interview step, the task form) and returns a new one,
* the given one left untouched, or a Spanish reason it was refused. No React, no I/O.
*/
var refuse = (error) => ({
	ok: false,
	error
});
/** Runs `change` on a deep copy of `content`: the caller's content is never modified. */
function edit(content, change) {
	const draft = structuredClone(content);
	const error = change(draft);
	return error ? refuse(error) : {
		ok: true,
		content: draft
	};
}
/** Like `edit`, for a change to one field. */
function editField(content, path, change) {
	return edit(content, (draft) => {
		const located = locateField(draft, path);
		return typeof located === "string" ? located : change(located, draft);
	});
}
var cleanText = (text) => text.replace(/\s+/g, " ").trim();
/** Sets or removes (empty text) a `ui:` option of a field. */
function setUiText(ui, option, text) {
	const value = cleanText(text);
	if (value) ui[option] = value;
	else delete ui[option];
}
/** The field's label (its `title`). */
function setFieldLabel(content, path, label) {
	const title = cleanText(label);
	if (!title) return refuse("La etiqueta no puede quedar vacía");
	return editField(content, path, ({ field }) => {
		field.title = title;
	});
}
/** Help shown under the field (`ui:help`); empty text removes it. */
function setFieldHelp(content, path, help) {
	return editField(content, path, (located) => setUiText(fieldUiOf(located), "ui:help", help));
}
/** Example text inside an empty input (`ui:placeholder`); empty text removes it. */
function setFieldPlaceholder(content, path, placeholder) {
	return editField(content, path, (located) => setUiText(fieldUiOf(located), "ui:placeholder", placeholder));
}
/** The options of a choice field, or why it has none. */
function fieldOptions(content, path) {
	const located = locateField(content, path, false);
	if (typeof located === "string") return located;
	const store = optionStore(located.field, located.ui[located.name] ?? {});
	return typeof store === "string" ? store : store.read();
}
function editOptions(content, path, change) {
	return editField(content, path, (located) => {
		const store = optionStore(located.field, fieldUiOf(located));
		if (typeof store === "string") return store;
		const changed = change(store.read());
		if (typeof changed === "string") return changed;
		store.write(changed);
	});
}
/** A new option at the end, its code made from the label (`Unión libre` → `union-libre`). */
function addOption(content, path, label) {
	const title = cleanText(label);
	if (!title) return refuse("La opción necesita una etiqueta");
	return editOptions(content, path, (options) => {
		if (options.some((o) => o.label.toLocaleLowerCase("es") === title.toLocaleLowerCase("es"))) return `Ya hay una opción «${title}»`;
		const code = optionCodeFromLabel(title, (candidate) => options.some((o) => o.code === candidate));
		return [...options, {
			code,
			label: title
		}];
	});
}
/** A new label for the option stored as `code`; the code stays, so saved answers keep their meaning. */
function relabelOption(content, path, code, label) {
	const title = cleanText(label);
	if (!title) return refuse("La opción necesita una etiqueta");
	return editOptions(content, path, (options) => {
		if (!options.some((o) => o.code === code)) return `El campo no tiene la opción «${code}»`;
		if (options.some((o) => o.code !== code && o.label.toLocaleLowerCase("es") === title.toLocaleLowerCase("es"))) return `Ya hay una opción «${title}»`;
		return options.map((o) => o.code === code ? {
			code,
			label: title
		} : o);
	});
}
/** The option stored as `code` moved to position `toIndex` (0 first; clamped to the list). */
function moveOption(content, path, code, toIndex) {
	return editOptions(content, path, (options) => {
		const from = options.findIndex((o) => o.code === code);
		if (from < 0) return `El campo no tiene la opción «${code}»`;
		const rest = options.filter((o) => o.code !== code);
		rest.splice(Math.max(0, Math.min(rest.length, Math.trunc(toIndex))), 0, options[from]);
		return rest;
	});
}
/** Whether the form asks for the field before saving; a conditional field is required only when it shows. */
function setFieldRequired(content, path, required) {
	return editField(content, path, ({ holder, name }) => setRequiredIn(holder, name, required));
}
function setRequiredIn(holder, name, required) {
	const list = (Array.isArray(holder.required) ? holder.required : []).filter((n) => n !== name);
	if (required) list.push(name);
	if (list.length) holder.required = list;
	else delete holder.required;
}
function isFieldRequired(content, path) {
	const located = locateField(content, path, false);
	return typeof located !== "string" && Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
}
function orderOf(container) {
	if (!Array.isArray(container.ui["ui:order"])) container.ui["ui:order"] = [...declaredFields(container.schema, container.schema).keys()];
	return container.ui["ui:order"];
}
/** Puts `name` into the container's order at `index` among the named fields (a `*` stays last). */
function placeInOrder(container, name, index = Infinity) {
	const order = orderOf(container);
	const star = order.includes("*");
	const named = order.filter((n) => n !== name && n !== "*");
	named.splice(Math.max(0, Math.min(named.length, Math.trunc(index))), 0, name);
	container.ui["ui:order"] = star ? [...named, "*"] : named;
}
function removeFromOrder(container, name) {
	container.ui["ui:order"] = orderOf(container).filter((n) => n !== name);
}
/** The field moved to position `toIndex` (0 first) of its section's order. */
function moveFieldInOrder(content, path, toIndex) {
	return editField(content, path, (located) => placeInOrder(located, located.name, toIndex));
}
/** Refuses to move or retire a field other fields' conditions test, or one that only shows under a condition. */
function pinnedReason(located, action) {
	if (conditionsTesting(located.schema, located.name).length) return `Otros campos se muestran según «${located.field.title ?? located.name}»: quite antes esa condición para ${action} el campo`;
}
/**
* The field moved to the end of another section (a case template's). Its label, options, help and
* required flag go with it; a field shown only under a condition, or tested by one, stays (the condition
* names fields of its own section).
*/
function moveFieldToSection(content, path, toSection) {
	return editField(content, path, (located, draft) => {
		if (!located.key) return "Este formulario no tiene secciones";
		if (toSection === located.key) return "El campo ya está en esa sección";
		const target = containerOf(draft, toSection);
		if (typeof target === "string") return target;
		if (located.branch) return "El campo se muestra solo bajo una condición: quítela antes de moverlo a otra sección";
		const pinned = pinnedReason(located, "mover");
		if (pinned) return pinned;
		if (declaredFields(draft.schema, target.schema).has(located.name)) return `La sección «${target.schema.title ?? toSection}» ya tiene un campo «${located.name}»`;
		if (draft.readiness?.travelHistoryLists?.includes(path)) return "Las comprobaciones de viajes usan este campo: no se puede mover";
		const required = Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
		takeOut(located);
		target.schema.properties[located.name] = located.field;
		if (required) setRequiredIn(target.schema, located.name, true);
		if (located.ui[located.name] !== void 0) target.ui[located.name] = located.ui[located.name];
		delete located.ui[located.name];
		removeFromOrder(located, located.name);
		placeInOrder(target, located.name);
		reclose(draft, located);
		reclose(draft, target);
	});
}
/** The condition the field shows under, when it is one the field list can show (see ShowWhen). */
function fieldShowWhen(content, path) {
	const located = locateField(content, path, false);
	if (typeof located === "string" || !located.branch) return void 0;
	const match = /^(?:allOf\.(\d+)\.)?then$/.exec(located.branch);
	if (!match) return void 0;
	const test = match[1] === void 0 ? located.schema.if : located.schema.allOf[Number(match[1])]?.if;
	const tested = isSchemaObject(test) && isSchemaObject(test.properties) ? test.properties : {};
	const names = Object.keys(tested);
	if (names.length !== 1) return void 0;
	const rule = tested[names[0]];
	const values = "const" in rule ? [rule.const] : Array.isArray(rule.enum) ? rule.enum : void 0;
	return values ? {
		field: names[0],
		values
	} : void 0;
}
function triggerRule(values) {
	return values.length === 1 ? { const: values[0] } : { enum: [...values] };
}
/** Answers the trigger field can take, or why it cannot be a condition. */
function triggerValues(draft, container, trigger) {
	const located = locateField(draft, container.key ? `${container.key}.${trigger}` : trigger);
	if (typeof located === "string") return `La sección no tiene el campo «${trigger}»`;
	if (located.field.type === "boolean") return [true, false];
	const store = optionStore(located.field, {});
	if (typeof store === "string" || located.field.type === "array") return `«${located.field.title ?? trigger}» no es un campo de sí o no ni de una sola opción: no puede decidir si otro campo se muestra`;
	return store.read().map((o) => o.code);
}
/**
* Shows the field only when another field of its section has one of `values` (or always, with null). Its
* required flag is kept: a conditional field is required only while it shows.
*/
function setFieldShowWhen(content, path, condition) {
	return editField(content, path, (located, draft) => {
		if (located.branch && fieldShowWhen(draft, path) === void 0) return "La condición de este campo es más compleja de lo que esta lista muestra: cámbiela en el JSON";
		if (condition) {
			if (condition.field === located.name) return "Un campo no puede depender de sí mismo";
			const allowed = triggerValues(draft, located, condition.field);
			if (typeof allowed === "string") return allowed;
			if (!condition.values.length) return "Elija al menos una respuesta que muestre el campo";
			const unknown = condition.values.find((v) => !allowed.includes(v));
			if (unknown !== void 0) return `«${String(unknown)}» no es una respuesta de «${condition.field}»`;
			if (conditionsTesting(located.schema, located.name).length) return `Otros campos se muestran según «${located.field.title ?? located.name}»: no puede mostrarse a su vez bajo una condición`;
			if (fieldShowWhen(draft, condition.field)) return "El campo elegido ya se muestra bajo una condición: elija uno que se muestre siempre";
		}
		const required = Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
		takeOut(located);
		const holder = condition ? branchFor(located.schema, condition) : located.schema;
		(holder.properties ??= {})[located.name] = located.field;
		if (required) setRequiredIn(holder, located.name, true);
		reclose(draft, located);
	});
}
/** The `then` of the container's `allOf` entry testing exactly this condition, added when missing. */
function branchFor(container, condition) {
	const test = {
		properties: { [condition.field]: triggerRule(condition.values) },
		required: [condition.field]
	};
	const allOf = container.allOf ??= [];
	const same = allOf.find((entry) => isSchemaObject(entry) && JSON.stringify(entry.if) === JSON.stringify(test) && isSchemaObject(entry.then) && !entry.else);
	if (same) return same.then;
	const then = { properties: {} };
	allOf.push({
		if: test,
		then
	});
	return then;
}
/** Removes the field's schema and required flag from where it is declared, and an emptied branch with them. */
function takeOut(located) {
	delete located.holder.properties[located.name];
	setRequiredIn(located.holder, located.name, false);
	if (!located.branch || Object.keys(located.holder.properties).length) return;
	const inAllOf = /^allOf\.(\d+)\.then$/.exec(located.branch);
	if (inAllOf) {
		const allOf = located.schema.allOf;
		if (!allOf[Number(inAllOf[1])].else) allOf.splice(Number(inAllOf[1]), 1);
		if (!allOf.length) delete located.schema.allOf;
	} else if (located.branch === "then" && !located.schema.else) {
		delete located.schema.if;
		delete located.schema.then;
	}
}
/**
* Keeps a closed object closed after its fields changed (as resolveTemplate closes them): with
* `additionalProperties: false` while every field is its own, with `propertyNames` listing every field
* once a branch declares some. Retired fields stay in that list, so values saved under them still pass
* validation; the form does not show them, as they are in no `properties`.
*/
function reclose(draft, container) {
	const schema = container.schema;
	const retired = (draft.retired ?? []).map((r) => splitPath(r.path)).filter((r) => r.container === container.key).map((r) => r.name);
	const names = [.../* @__PURE__ */ new Set([...declaredFields(draft.schema, schema).keys(), ...retired])];
	const own = Object.keys(schema.properties ?? {});
	if (isSchemaObject(schema.propertyNames) && Array.isArray(schema.propertyNames.enum)) schema.propertyNames.enum = names;
	else if (schema.additionalProperties === false && names.some((n) => !own.includes(n))) {
		delete schema.additionalProperties;
		schema.propertyNames = {
			enum: names,
			"x-messages": { enum: "Campo no permitido" }
		};
	}
}
function newFieldSchema(title, kind, options) {
	const choices = options.map(({ code, label }) => ({
		const: code,
		title: label
	}));
	switch (kind) {
		case "texto": return {
			type: "string",
			title,
			maxLength: 200
		};
		case "textoLargo": return {
			type: "string",
			title,
			maxLength: 2e3
		};
		case "numero": return {
			type: "number",
			title,
			minimum: 0
		};
		case "fecha": return {
			type: "string",
			format: "date",
			title
		};
		case "siNo": return {
			type: "boolean",
			title
		};
		case "opcion": return {
			type: "string",
			title,
			oneOf: choices
		};
		case "variasOpciones": return {
			type: "array",
			title,
			items: {
				type: "string",
				oneOf: choices
			},
			uniqueItems: true
		};
	}
}
/**
* A new field at the end of a section ('' for a form without sections), its key made from the label
* (`Número de matrícula` → `numeroDeMatricula`), unique in the whole template, retired keys included.
*/
function addField(content, section, field) {
	const title = cleanText(field.label);
	if (!title) return refuse("El campo nuevo necesita una etiqueta");
	const labels = (field.options ?? []).map(cleanText).filter(Boolean);
	if ((field.kind === "opcion" || field.kind === "variasOpciones") && !labels.length) return refuse("Un campo de opciones necesita al menos una opción");
	if (new Set(labels.map((l) => l.toLocaleLowerCase("es"))).size !== labels.length) return refuse("Hay dos opciones con la misma etiqueta");
	let key = "";
	const result = edit(content, (draft) => {
		const container = containerOf(draft, section);
		if (typeof container === "string") return container;
		const taken = allFieldKeys(draft);
		key = fieldKeyFromLabel(title, (candidate) => taken.has(candidate));
		const options = [];
		for (const label of labels) options.push({
			code: optionCodeFromLabel(label, (c) => options.some((o) => o.code === c)),
			label
		});
		const schema = newFieldSchema(title, field.kind, options);
		container.schema.properties[key] = schema;
		const ui = deriveFieldUi(schema);
		if (Object.keys(ui).length) container.ui[key] = ui;
		placeInOrder(container, key);
		reclose(draft, container);
	});
	return result.ok ? {
		...result,
		key
	} : result;
}
/**
* Takes the field out of the form: removed from the schema, its order and uiSchema, and listed in
* `retired` (path and label), so values already saved under it are kept and its key is not reused.
*/
function retireField(content, path) {
	return editField(content, path, (located, draft) => {
		const pinned = pinnedReason(located, "retirar");
		if (pinned) return pinned;
		if (draft.readiness?.travelHistoryLists?.includes(path)) return "Las comprobaciones de viajes usan este campo: no se puede retirar";
		takeOut(located);
		delete located.ui[located.name];
		removeFromOrder(located, located.name);
		draft.retired = [...draft.retired ?? [], {
			path,
			title: String(located.field.title ?? located.name)
		}];
		reclose(draft, located);
	});
}
// frontend/admin/templates/FieldList.tsx
var T$1 = TEMPLATE_TEXTS.fields;
var containerSchema = (content, section) => section ? content.schema.properties[section] : content.schema;
var containerUi = (content, section) => (section ? content.uiSchema[section] : content.uiSchema) ?? {};
/** The section's fields in their shown order: `ui:order` first, then any it leaves to `*`. */
function orderedFields(content, section) {
	const declared = [...declaredFields(content.schema, containerSchema(content, section)).keys()];
	const order = containerUi(content, section)["ui:order"] ?? [];
	return [...order.filter((name) => declared.includes(name)), ...declared.filter((name) => !order.includes(name))];
}
/**
* The positions in the section's whole order (`all`) of the listed fields (`shown`, without internal ones)
* before and after the one at `index`: a step past a hidden field would otherwise leave the field in place.
*/
function neighbourPlaces(all, shown, index) {
	return {
		up: index > 0 ? all.indexOf(shown[index - 1]) : null,
		down: index < shown.length - 1 ? all.indexOf(shown[index + 1]) : null
	};
}
/** Common edits of a section's fields, without JSON: each row opens the field's settings. */
function FieldList({ content, section, apply, internal }) {
	const [open, setOpen] = useState(null);
	const [undo, setUndo] = useState(null);
	const [undone, setUndone] = useState(null);
	const [focusPath, setFocusPath] = useState(null);
	const list = useRef(null);
	useEffect(() => {
		if (!focusPath) return;
		list.current?.querySelector(`button[data-path="${CSS.escape(focusPath)}"]`)?.focus();
		setFocusPath(null);
	}, [focusPath]);
	const edit = (change) => {
		const result = apply(change);
		if (!result.error) {
			setUndo(null);
			setUndone(null);
		}
		return result;
	};
	const retire = (path, title) => {
		let before;
		const result = edit((current) => {
			before = current;
			return retireField(current, path);
		});
		if (!result.error && before) setUndo({
			title,
			path,
			before
		});
		return result;
	};
	const undoRetire = () => {
		if (!undo) return;
		if (edit(() => ({
			ok: true,
			content: undo.before
		})).error) return;
		setUndone(undo.title);
		setFocusPath(undo.path);
	};
	const all = orderedFields(content, section);
	const names = internal ? all.filter((name) => !internal.names.includes(name)) : all;
	return /* @__PURE__ */ jsxs("div", {
		className: "template-fields",
		children: [
			undo && /* @__PURE__ */ jsxs("p", {
				className: "template-alert template-undo",
				role: "status",
				"data-testid": "retire-undo",
				children: [/* @__PURE__ */ jsx("span", { children: T$1.retiredNow(undo.title) }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-link",
					onClick: undoRetire,
					children: T$1.undo
				})]
			}),
			undone && /* @__PURE__ */ jsx("p", {
				className: "template-alert is-success",
				role: "status",
				"data-testid": "retire-undone",
				children: T$1.restored(undone)
			}),
			/* @__PURE__ */ jsx("ul", {
				ref: list,
				className: "template-field-list",
				"aria-label": T$1.listLabel,
				children: names.map((name, index) => {
					const path = section ? `${section}.${name}` : name;
					const located = locateField(content, path, false);
					if (typeof located === "string") return null;
					const expanded = open === path;
					return /* @__PURE__ */ jsxs("li", {
						className: `template-field ${expanded ? "is-open" : ""}`,
						children: [/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "template-field-toggle",
							"data-path": path,
							"aria-expanded": expanded,
							onClick: () => setOpen(expanded ? null : path),
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "template-field-title",
									children: String(located.field.title ?? name)
								}),
								/* @__PURE__ */ jsx("code", {
									className: "template-field-key",
									children: name
								}),
								isFieldRequired(content, path) && /* @__PURE__ */ jsx("span", {
									className: "template-badge",
									children: T$1.required
								}),
								located.branch && /* @__PURE__ */ jsx("span", {
									className: "template-badge is-conditional",
									children: T$1.conditional
								})
							]
						}), expanded && /* @__PURE__ */ jsx(FieldSettings, {
							content,
							path,
							section,
							places: neighbourPlaces(all, names, index),
							field: located.field,
							apply: edit,
							onRetire: retire
						})]
					}, name);
				})
			}),
			internal && names.length < all.length && /* @__PURE__ */ jsx("p", {
				className: "help template-internal-note",
				children: internal.note
			}),
			/* @__PURE__ */ jsx(NewFieldForm, {
				section,
				apply: edit
			}),
			(content.retired?.length ?? 0) > 0 && /* @__PURE__ */ jsx("p", {
				className: "template-retired",
				children: T$1.retired(content.retired.length)
			})
		]
	});
}
function FieldSettings({ content, path, section, places, field, apply, onRetire }) {
	const [error, setError] = useState();
	const run = (edit) => {
		const result = apply(edit);
		setError(result.error);
		return result;
	};
	const fieldUi = containerUi(content, section)[path.split(".").pop()] ?? {};
	const options = fieldOptions(content, path);
	const sections = sectionKeys(content).filter((key) => key !== section);
	return /* @__PURE__ */ jsxs("div", {
		className: "template-field-settings",
		children: [
			/* @__PURE__ */ jsx(TextSetting, {
				label: T$1.label,
				value: String(field.title ?? ""),
				onCommit: (text) => run((c) => setFieldLabel(c, path, text)).error
			}),
			/* @__PURE__ */ jsx(TextSetting, {
				label: T$1.help,
				value: String(fieldUi["ui:help"] ?? ""),
				onCommit: (text) => run((c) => setFieldHelp(c, path, text)).error
			}),
			/* @__PURE__ */ jsx(TextSetting, {
				label: T$1.placeholder,
				value: String(fieldUi["ui:placeholder"] ?? ""),
				onCommit: (text) => run((c) => setFieldPlaceholder(c, path, text)).error
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox template-setting",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						checked: isFieldRequired(content, path),
						onChange: (event) => run((c) => setFieldRequired(c, path, event.target.checked))
					}),
					" ",
					T$1.required
				]
			}),
			Array.isArray(options) && /* @__PURE__ */ jsx(OptionsEditor, {
				path,
				options,
				run
			}),
			/* @__PURE__ */ jsx(ShowWhenSetting, {
				content,
				path,
				section,
				run
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "template-setting template-setting-row",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "template-setting-label",
						children: T$1.position
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small",
						disabled: places.up === null,
						onClick: () => run((c) => moveFieldInOrder(c, path, places.up)),
						children: T$1.up
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small",
						disabled: places.down === null,
						onClick: () => run((c) => moveFieldInOrder(c, path, places.down)),
						children: T$1.down
					})
				]
			}),
			sections.length > 0 && /* @__PURE__ */ jsx(MoveToSection, {
				content,
				sections,
				onMove: (to) => run((c) => moveFieldToSection(c, path, to))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "template-setting",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-danger is-outlined",
					onClick: () => setError(onRetire(path, String(field.title ?? path)).error),
					children: T$1.retire
				}), /* @__PURE__ */ jsx("p", {
					className: "help",
					children: T$1.retireNote
				})]
			}),
			error && /* @__PURE__ */ jsx("p", {
				className: "template-alert template-error",
				role: "alert",
				children: error
			})
		]
	});
}
/** A text input applied as it is typed; a refused text stays in the box with its reason beside it. */
function TextSetting({ label, value, onCommit }) {
	const id = useId();
	const [text, setText] = useState(value);
	const [shown, setShown] = useState(value);
	if (value !== shown) {
		setShown(value);
		setText(value);
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "field template-setting",
		children: [/* @__PURE__ */ jsx("label", {
			className: "label is-small",
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx("input", {
			id,
			className: "input is-small",
			value: text,
			onChange: (event) => {
				setText(event.target.value);
				onCommit(event.target.value);
			}
		})]
	});
}
function OptionsEditor({ path, options, run }) {
	const [label, setLabel] = useState("");
	const add = (event) => {
		event.preventDefault();
		if (!run((c) => addOption(c, path, label)).error) setLabel("");
	};
	const newId = useId();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "template-setting template-options",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "label is-small",
				children: T$1.options
			}),
			/* @__PURE__ */ jsx("ol", { children: options.map((option, i) => /* @__PURE__ */ jsxs("li", {
				className: "template-option",
				children: [
					/* @__PURE__ */ jsx(TextSetting, {
						label: T$1.optionLabel(option.code),
						value: option.label,
						onCommit: (text) => run((c) => relabelOption(c, path, option.code, text)).error
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small",
						"aria-label": T$1.optionUp(option.label),
						disabled: i === 0,
						onClick: () => run((c) => moveOption(c, path, option.code, i - 1)),
						children: "↑"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small",
						"aria-label": T$1.optionDown(option.label),
						disabled: i === options.length - 1,
						onClick: () => run((c) => moveOption(c, path, option.code, i + 1)),
						children: "↓"
					})
				]
			}, option.code)) }),
			/* @__PURE__ */ jsxs("form", {
				className: "template-setting-row",
				onSubmit: add,
				children: [
					/* @__PURE__ */ jsx("label", {
						className: "is-sr-only",
						htmlFor: newId,
						children: T$1.newOption
					}),
					/* @__PURE__ */ jsx("input", {
						id: newId,
						className: "input is-small",
						placeholder: T$1.newOption,
						value: label,
						onChange: (event) => setLabel(event.target.value)
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button is-small",
						children: T$1.addOption
					})
				]
			})
		]
	});
}
function triggerCandidates(content, section, self) {
	const schema = containerSchema(content, section);
	return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
		if (name === self) return [];
		if (field.type === "boolean") return [{
			name,
			title: String(field.title ?? name),
			answers: [{
				value: true,
				label: T$1.yes
			}, {
				value: false,
				label: T$1.no
			}]
		}];
		const options = fieldOptions(content, section ? `${section}.${name}` : name);
		if (field.type === "array" || !Array.isArray(options)) return [];
		return [{
			name,
			title: String(field.title ?? name),
			answers: options.map((o) => ({
				value: o.code,
				label: o.label
			}))
		}];
	});
}
function ShowWhenSetting({ content, path, section, run }) {
	const id = useId();
	const name = path.split(".").pop();
	const current = fieldShowWhen(content, path);
	const candidates = triggerCandidates(content, section, name);
	const [trigger, setTrigger] = useState(current?.field ?? "");
	const chosen = candidates.find((c) => c.name === trigger);
	const values = current?.field === trigger ? current.values : [];
	const choose = (field) => {
		setTrigger(field);
		if (!field) run((c) => setFieldShowWhen(c, path, null));
	};
	const toggle = (value, on) => {
		const next = on ? [...values, value] : values.filter((v) => v !== value);
		run((c) => setFieldShowWhen(c, path, next.length ? {
			field: trigger,
			values: next
		} : null));
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "template-setting",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "label is-small",
				children: T$1.showWhen
			}),
			/* @__PURE__ */ jsx("div", {
				className: "select is-small",
				children: /* @__PURE__ */ jsxs("select", {
					id,
					"aria-label": T$1.showWhen,
					value: trigger,
					onChange: (event) => choose(event.target.value),
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: T$1.always
					}), candidates.map((c) => /* @__PURE__ */ jsx("option", {
						value: c.name,
						children: c.title
					}, c.name))]
				})
			}),
			chosen && /* @__PURE__ */ jsxs("div", {
				className: "template-show-values",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "help",
						children: T$1.showWhenValues
					}),
					chosen.answers.map((answer) => /* @__PURE__ */ jsxs("label", {
						className: "checkbox",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								checked: values.includes(answer.value),
								onChange: (event) => toggle(answer.value, event.target.checked)
							}),
							" ",
							answer.label
						]
					}, String(answer.value))),
					values.length === 0 && /* @__PURE__ */ jsx("p", {
						className: "template-alert is-warning",
						role: "status",
						children: T$1.showWhenIncomplete(current ? candidates.find((c) => c.name === current.field)?.title ?? current.field : null)
					})
				]
			})
		]
	});
}
function MoveToSection({ content, sections, onMove }) {
	const [to, setTo] = useState(sections[0]);
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "template-setting template-setting-row",
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "template-setting-label",
				htmlFor: id,
				children: T$1.moveTo
			}),
			/* @__PURE__ */ jsx("div", {
				className: "select is-small",
				children: /* @__PURE__ */ jsx("select", {
					id,
					value: to,
					onChange: (event) => setTo(event.target.value),
					children: sections.map((key) => /* @__PURE__ */ jsx("option", {
						value: key,
						children: String(content.schema.properties[key].title ?? key)
					}, key))
				})
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small",
				onClick: () => onMove(to),
				children: T$1.move
			})
		]
	});
}
var N = TEMPLATE_TEXTS.newField;
function NewFieldForm({ section, apply }) {
	const [label, setLabel] = useState("");
	const [kind, setKind] = useState("texto");
	const [options, setOptions] = useState("");
	const [message, setMessage] = useState({});
	const ids = {
		label: useId(),
		kind: useId(),
		options: useId()
	};
	const withOptions = kind === "opcion" || kind === "variasOpciones";
	const submit = (event) => {
		event.preventDefault();
		const result = apply((c) => addField(c, section, {
			label,
			kind,
			options: withOptions ? options.split("\n") : void 0
		}));
		setMessage(result);
		if (!result.error) {
			setLabel("");
			setOptions("");
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "template-new-field",
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "title is-6",
				children: N.title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label is-small",
					htmlFor: ids.label,
					children: N.label
				}), /* @__PURE__ */ jsx("input", {
					id: ids.label,
					className: "input is-small",
					value: label,
					onChange: (event) => setLabel(event.target.value)
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label is-small",
					htmlFor: ids.kind,
					children: N.kind
				}), /* @__PURE__ */ jsx("div", {
					className: "select is-small",
					children: /* @__PURE__ */ jsx("select", {
						id: ids.kind,
						value: kind,
						onChange: (event) => setKind(event.target.value),
						children: Object.entries(N.kinds).map(([value, text]) => /* @__PURE__ */ jsx("option", {
							value,
							children: text
						}, value))
					})
				})]
			}),
			withOptions && /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label is-small",
					htmlFor: ids.options,
					children: N.options
				}), /* @__PURE__ */ jsx("textarea", {
					id: ids.options,
					className: "textarea is-small",
					rows: 3,
					value: options,
					onChange: (event) => setOptions(event.target.value)
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button is-small is-primary",
				children: N.add
			}),
			message.error && /* @__PURE__ */ jsx("p", {
				className: "template-alert template-error",
				role: "alert",
				children: message.error
			}),
			message.key && /* @__PURE__ */ jsx("p", {
				className: "help",
				role: "status",
				children: N.added(message.key)
			})
		]
	});
}
// frontend/admin/templates/idleJob.ts
/** How long a job may wait for an idle moment while the page stays busy (typing without a pause). */
var IDLE_TIMEOUT_MS = 150;
/**
* Once the page has drawn its next frame and has a moment free (requestIdleCallback), at the latest
* after IDLE_TIMEOUT_MS; where requestIdleCallback is missing (Safari), just after the next frame.
*/
var whenIdle = (run) => {
	if (typeof requestIdleCallback === "function") {
		const id = requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
		return () => cancelIdleCallback(id);
	}
	let timer;
	const frame = requestAnimationFrame(() => timer = setTimeout(run, 0));
	return () => {
		cancelAnimationFrame(frame);
		clearTimeout(timer);
	};
};
/**
* One job that waits for the page to be idle: work the page needs soon, but not before it paints what
* was just typed. Only the newest job runs, so a result for an older input never arrives after a newer
* one. A newer job keeps the time already waited, so typing without a pause still gets it run.
*/
function createIdleJob(schedule = whenIdle) {
	let job = null;
	let unschedule = null;
	const runWaiting = () => {
		const run = job;
		job = null;
		unschedule = null;
		run?.();
	};
	return {
		set(run) {
			job = run;
			unschedule ??= schedule(runWaiting);
		},
		flush() {
			unschedule?.();
			runWaiting();
		},
		cancel() {
			unschedule?.();
			job = null;
			unschedule = null;
		}
	};
}
// frontend/admin/templates/PreviewBoundary.tsx
/**
* Keeps a draft the preview cannot draw from taking the page down: it says so until the next draft. A
* draft is drawn before the engine's check has run (TemplateEditor), so the check cannot keep such drafts
* out: one RJSF cannot draw (a `$ref` that points nowhere, an unknown `ui:widget`, which the check lets
* through), caught around the form so what was typed into it stays; or JSON typed out of a template's
* shape (a section gone, a field that is `null`), caught around the whole preview until the check puts
* it back on the last accepted draft.
*/
var PreviewBoundary = class extends Component {
	state = {
		draft: this.props.draft,
		failed: false
	};
	static getDerivedStateFromProps(props, state) {
		return props.draft === state.draft ? null : {
			draft: props.draft,
			failed: false
		};
	}
	static getDerivedStateFromError() {
		return { failed: true };
	}
	render() {
		if (this.state.failed) return /* @__PURE__ */ jsx("p", {
			className: "template-alert is-warning",
			role: "status",
			children: TEMPLATE_TEXTS.previewFailed
		});
		return this.props.children;
	}
};
// frontend/admin/templates/TemplatePreview.tsx
/**
* The draft as the form draws it, one section at a time (as the case dialog does), with whatever is typed
* into it kept while the template changes. Keyed by section, so another section starts empty.
*/
function TemplatePreview({ content, section, formData, onChange: onData, errors, notApplicable = true }) {
	const schema = useMemo(() => {
		if (!section) return content.schema;
		const definitions = content.schema.definitions;
		const own = content.schema.properties[section];
		return definitions ? {
			...own,
			definitions
		} : own;
	}, [content.schema, section]);
	const uiSchema = useMemo(() => {
		const { "ui:options": _options, ...rest } = (section ? content.uiSchema[section] : content.uiSchema) ?? {};
		return {
			...rest,
			"ui:submitButtonOptions": { norender: true }
		};
	}, [content.uiSchema, section]);
	const [own, setOwn] = useState({});
	const onChange = useCallback((next) => (onData ?? setOwn)(next), [onData]);
	return /* @__PURE__ */ jsx("div", {
		className: "template-preview-form",
		"data-section": section,
		children: /* @__PURE__ */ jsx(PreviewBoundary, {
			draft: content,
			children: /* @__PURE__ */ jsx(TemplateForm, {
				schema,
				uiSchema,
				formData: onData ? formData : own,
				onChange,
				errors,
				idPrefix: "vista",
				notApplicable
			})
		})
	});
}
// frontend/admin/templates/TemplateEditor.tsx
/**
* One template being edited: the field list or its JSON (schema, UI schema) on one side, the form it
* draws on the other. The preview follows the JSON as it is typed; while the JSON has problems they are
* listed and marked at their line, and the preview keeps the last draft the engine accepted.
*
* Typed JSON that reads as a template is drawn at once, while the draft before it was accepted; the
* engine's whole-template check runs once the preview is painted (docs/decisions.md, "Template editor").
* Only an accepted draft becomes the content: what the field list edits and what `onDraft` (the
* autosave) gets. A draft the check refuses puts the preview back on the last accepted one.
*/
function TemplateEditor({ initial, check, onDraft, sectionLabel = TEMPLATE_TEXTS.section, notApplicable = true, renderPreview, internalFields, heldJson }) {
	const [content, setContent] = useState(initial);
	const [unchecked, setUnchecked] = useState(null);
	const [texts, setTexts] = useState(() => heldJson?.texts ?? draftTexts(initial));
	const [problems, setProblems] = useState(NO_PROBLEMS);
	const [view, setView] = useState(heldJson?.texts ? "schema" : "fields");
	const sections = sectionKeys(content);
	const [section, setSection] = useState(sections[0] ?? "");
	const shownSection = section && !(section in (content.schema.properties ?? {})) ? sections[0] ?? "" : section;
	const drawn = unchecked ?? content;
	const latest = useRef({
		content,
		unchecked,
		texts,
		problems
	});
	latest.current = {
		content,
		unchecked,
		texts,
		problems
	};
	const [lateCheck] = useState(createIdleJob);
	useEffect(() => () => lateCheck.cancel(), [lateCheck]);
	const sectionId = useId();
	const problemsOf = useMemo(() => Object.fromEntries(DOCUMENTS.map((d) => [d, problems.length ? problems.filter((p) => p.document === d) : NO_PROBLEMS])), [problems]);
	const accept = useCallback((next) => {
		latest.current.content = next;
		setContent(next);
		onDraft?.(next);
	}, [onDraft]);
	const showProblems = useCallback((found) => {
		latest.current.problems = found;
		setProblems(found);
	}, []);
	const draw = useCallback((draft) => {
		latest.current.unchecked = draft;
		setUnchecked(draft);
	}, []);
	/** The engine's check of a draft read from `read`, the texts last typed. */
	const settle = useCallback((read, draft) => {
		const result = checkParsedDraft(read, draft, check);
		showProblems(result.problems);
		draw(null);
		if (result.content) accept(result.content);
	}, [
		check,
		accept,
		showProblems,
		draw
	]);
	const onType = useCallback((document, text) => {
		const next = {
			...latest.current.texts,
			[document]: text
		};
		latest.current.texts = next;
		setTexts(next);
		const parsed = parseDraft(next, latest.current.unchecked ?? latest.current.content);
		if (!parsed.content) {
			lateCheck.cancel();
			showProblems(parsed.problems);
			draw(null);
			return;
		}
		if (!latest.current.problems.length) draw(parsed.content);
		const draft = parsed.content;
		lateCheck.set(() => settle(next, draft));
	}, [
		lateCheck,
		settle,
		showProblems,
		draw
	]);
	const [kept] = useState(() => heldJson?.texts);
	useEffect(() => {
		if (!kept) return;
		const parsed = parseDraft(kept, latest.current.content);
		if (parsed.content) settle(kept, parsed.content);
		else showProblems(parsed.problems);
	}, [
		kept,
		settle,
		showProblems
	]);
	const onHeld = heldJson?.onHeld;
	useEffect(() => onHeld?.(problems.length ? texts : null), [
		onHeld,
		problems,
		texts
	]);
	const apply = (edit) => {
		lateCheck.flush();
		if (latest.current.problems.length) return { error: TEMPLATE_TEXTS.fixJsonFirst };
		const result = edit(latest.current.content);
		if (!result.ok) return { error: result.error };
		const next = result.content;
		setTexts(draftTexts(next));
		showProblems(NO_PROBLEMS);
		accept(next);
		return { key: result.key };
	};
	const checkNow = () => lateCheck.flush();
	const showView = (next) => {
		checkNow();
		setView(next);
	};
	const views = [
		["fields", TEMPLATE_TEXTS.views.fields],
		["schema", TEMPLATE_TEXTS.views.schema],
		["uiSchema", TEMPLATE_TEXTS.views.uiSchema]
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "template-editor",
		"data-testid": "template-editor",
		onBlur: checkNow,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "template-editor-side",
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "buttons has-addons template-views",
					role: "group",
					"aria-label": TEMPLATE_TEXTS.views.label,
					children: views.map(([id, label]) => /* @__PURE__ */ jsx("button", {
						type: "button",
						className: `button is-small ${view === id ? "is-selected is-link" : ""}`,
						"aria-pressed": view === id,
						onClick: () => showView(id),
						children: label
					}, id))
				}),
				sections.length > 0 && /* @__PURE__ */ jsxs("div", {
					className: "field template-section-choice",
					children: [/* @__PURE__ */ jsx("label", {
						className: "label is-small",
						htmlFor: sectionId,
						children: sectionLabel
					}), /* @__PURE__ */ jsx("div", {
						className: "select is-small",
						children: /* @__PURE__ */ jsx("select", {
							id: sectionId,
							value: shownSection,
							onChange: (event) => setSection(event.target.value),
							children: sections.map((key) => /* @__PURE__ */ jsx("option", {
								value: key,
								children: String(content.schema.properties[key].title ?? key)
							}, key))
						})
					})]
				}),
				problems.length > 0 && /* @__PURE__ */ jsx(ProblemList, { problems }),
				view === "fields" ? problems.length ? /* @__PURE__ */ jsx("p", {
					className: "template-alert is-warning",
					children: TEMPLATE_TEXTS.fixJsonFirst
				}) : /* @__PURE__ */ jsx(FieldList, {
					content,
					section: shownSection,
					apply,
					internal: internalFields
				}) : DOCUMENTS.filter((document) => document === view).map((document) => /* @__PURE__ */ jsx(JsonEditor, {
					label: TEMPLATE_TEXTS.editorLabel[document],
					value: texts[document],
					problems: problemsOf[document],
					onChange: (text) => onType(document, text)
				}, document))
			]
		}), /* @__PURE__ */ jsxs("section", {
			className: "template-preview",
			"aria-label": TEMPLATE_TEXTS.preview,
			children: [/* @__PURE__ */ jsx("h3", {
				className: "title is-6",
				children: TEMPLATE_TEXTS.preview
			}), /* @__PURE__ */ jsx(PreviewBoundary, {
				draft: drawn,
				children: renderPreview ? renderPreview(drawn, shownSection) : /* @__PURE__ */ jsx(TemplatePreview, {
					content: drawn,
					section: shownSection,
					notApplicable
				}, shownSection)
			})]
		})]
	});
}
function ProblemList({ problems }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "template-alert template-problems",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: "has-text-weight-semibold",
			children: TEMPLATE_TEXTS.problemsTitle(problems.length)
		}), /* @__PURE__ */ jsx("ul", { children: problems.slice(0, 8).map((problem, i) => /* @__PURE__ */ jsxs("li", { children: [
			/* @__PURE__ */ jsxs("strong", { children: [
				TEMPLATE_TEXTS.documentName[problem.document],
				", ",
				TEMPLATE_TEXTS.problemLine(problem.line),
				":"
			] }),
			" ",
			problem.message
		] }, i)) })]
	});
}
// frontend/admin/templates/KindEditor.tsx
/** The editor of one kind of template: a form's field list, JSON and preview, or the rules' JSON and golden cases. */
function KindEditor({ kind, initial, published, onDraft, renderPreview, heldJson }) {
	if (kind === "interview") return /* @__PURE__ */ jsx(InterviewStepsEditor, {
		initial,
		onDraft,
		renderPreview,
		heldJson
	});
	if (kind === "rules") return /* @__PURE__ */ jsx(ScoringRulesEditor, {
		initial,
		published,
		onDraft
	});
	return /* @__PURE__ */ jsx(TemplateEditor, {
		initial,
		check: kind === "case" ? checkCaseDraft : checkFormContent,
		onDraft,
		notApplicable: kind === "case",
		renderPreview,
		heldJson
	});
}
var INTERNAL_FIELDS = {
	names: ["region"],
	note: TEMPLATE_TEXTS.regionNotListed
};
/** The seven steps edited as one form whose sections are the steps; each accepted change saved as the interview's content. */
function InterviewStepsEditor({ initial, onDraft, renderPreview, heldJson }) {
	const form = useMemo(() => interviewAsForm(initial), [initial]);
	const check = useMemo(() => interviewFormChecker(initial), [initial]);
	const change = useCallback((next) => onDraft(formAsInterview(next, initial)), [initial, onDraft]);
	return /* @__PURE__ */ jsx(TemplateEditor, {
		initial: form,
		check,
		onDraft: change,
		sectionLabel: TEMPLATE_TEXTS.step,
		renderPreview,
		internalFields: INTERNAL_FIELDS,
		heldJson
	});
}
/** The rules are checked against the latest published steps, read as the interview dialog reads them. */
function ScoringRulesEditor({ initial, published, onDraft }) {
	const latest = useQuery({
		queryKey: INTERVIEW_TEMPLATE_KEY,
		queryFn: ({ signal }) => interviewApi.template(signal)
	});
	if (latest.isError) return /* @__PURE__ */ jsx(ListLoadError, {
		error: latest.error,
		onRetry: () => latest.refetch()
	});
	if (!latest.data) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		role: "status",
		children: TEMPLATE_TEXTS.rules.loadingSteps
	});
	return /* @__PURE__ */ jsx(RulesEditor, {
		initial,
		published,
		steps: latest.data.steps,
		onDraft
	});
}
// frontend/admin/templates/recordKinds.ts
var R$1 = TEMPLATE_TEXTS.records;
var caseRecords = {
	texts: R$1.case,
	entry: (item) => ({
		id: item.consultationId,
		name: item.applicantName,
		lines: [R$1.case.consultation(item.consultationName, item.email), [item.appointmentDate && R$1.case.appointment(formatCalendarDay(item.appointmentDate)), R$1.case.savedWith(item.templateVersion)].filter(Boolean).join(" · ")]
	}),
	heading: (record) => [R$1.case.shown(record.name, record.templateVersion)]
};
var interviewRecords = {
	texts: R$1.interview,
	entry: (item) => ({
		id: item.id,
		name: item.clientName,
		lines: [`${regionLabel(item.region)} · ${item.status === "completed" ? R$1.interview.completed : R$1.interview.inProgress(item.currentStep, INTERVIEW_STEP_COUNT)}`, R$1.interview.savedOn(formatInstant(item.updatedAt), item.templateVersion)]
	}),
	heading: (record) => [R$1.interview.shown(record.name, record.templateVersion), R$1.interview.checkedAs(regionLabel(record.region ?? "usa"))]
};
var taskRecords = {
	texts: R$1.form,
	entry: (item) => ({
		id: item.id,
		name: item.title,
		lines: [R$1.form.sentOn(formatCalendarDay(item.sentOn), item.sentBy), R$1.form.sentWith(item.templateVersion)]
	}),
	heading: (record) => [R$1.form.shown(record.name, record.templateVersion), R$1.form.checkedAs(formatCalendarDay(record.sentOn))]
};
/** The records a template's preview can load: a case form's cases, the interview steps' interviews, the task form's tasks; none for the scoring rules. */
function recordKindOf(kind, key) {
	if (kind === "case") return caseRecords;
	if (kind === "interview") return interviewRecords;
	if (kind === "form" && key === "task") return taskRecords;
	return null;
}
// frontend/admin/templates/answerAt.ts
/** Longer answers are cut here (a description can run to thousands of characters). */
var SHOWN = 60;
/**
* The answer a record holds at an error's dotted path (`presentacion.motivo`, `children.0.name`), as a
* person reads it, when it is one value (text, a number, yes or no); null otherwise. A refused option is
* no longer among the draft's options, so the form cannot show it: the list of refused answers does.
*/
function answerAt(data, path, yes, no) {
	let value = data;
	for (const part of path.split(".").filter(Boolean)) {
		if (typeof value !== "object" || value === null) return null;
		value = value[part];
	}
	if (typeof value === "boolean") return value ? yes : no;
	if (typeof value === "number") return String(value);
	if (typeof value !== "string" || !value.trim()) return null;
	return value.length > SHOWN ? `${value.slice(0, 59).trimEnd()}…` : value;
}
// frontend/admin/templates/fieldPlace.ts
/**
* Where a case error lies, for a person: `identity.fullName` → 'Datos personales › Nombre completo',
* a list item's field (`children.0.name`) by the list's field, labels as the draft names them; a
* place the draft has no field for (a retired field still holding data) keeps its path.
*/
function fieldPlace(fields, path, join) {
	const parts = path.split(".").filter(Boolean);
	if (!parts.length) return path;
	const section = fields.get(parts[0])?.label ?? parts[0];
	if (parts.length === 1) return section;
	const fieldPath = parts.map((part) => /^\d+$/.test(part) ? "[]" : part).join(".").replace(/\.\[\]/g, "[]");
	const field = fields.get(fieldPath);
	return join(section, field ? field.label : parts.slice(1).join("."));
}
// frontend/admin/templates/RecordPicker.tsx
/** With more saved records than this, the picker offers a search. */
var SEARCH_FROM = 6;
/**
* Picks a saved record of the template for the preview (a case, an interview, a task): the most recently
* saved first, each named as `kind` names it, with a search once there are more than a handful. Choosing
* one reads it as it is saved now (GET …/records/:id), the data the preview draws.
*/
function RecordPicker({ templateUrl, kind, onLoad }) {
	const R = kind.texts;
	const [opened, setOpened] = useState(false);
	const [search, setSearch] = useState("");
	const query = useDebouncedValue(search.trim(), 300);
	const searchId = useId();
	const helpId = useId();
	const list = useQuery({
		queryKey: [
			"admin",
			"templates",
			"records",
			templateUrl,
			query
		],
		queryFn: ({ signal }) => adminRequest("GET", `${templateUrl}/records${query ? `?q=${encodeURIComponent(query)}` : ""}`, void 0, { signal }),
		placeholderData: keepPreviousData,
		enabled: opened
	});
	const [opening, setOpening] = useState(null);
	const [failure, setFailure] = useState(null);
	const open = async (entry) => {
		setOpening(entry.id);
		setFailure(null);
		try {
			onLoad(await adminRequest("GET", `${templateUrl}/records/${encodeURIComponent(entry.id)}`));
		} catch (error) {
			setFailure(errorMessage(error, R.openFailed));
		} finally {
			setOpening(null);
		}
	};
	const searching = search.trim() !== "";
	const entries = (list.data?.items ?? []).map((item) => kind.entry(item));
	return /* @__PURE__ */ jsxs("details", {
		className: "template-record-picker",
		"data-testid": "record-picker",
		onToggle: (event) => setOpened(event.currentTarget.open),
		children: [/* @__PURE__ */ jsx("summary", { children: R.title }), /* @__PURE__ */ jsxs("div", {
			className: "template-record-picker-body",
			children: [
				(searching || (list.data?.total ?? 0) >= SEARCH_FROM) && /* @__PURE__ */ jsxs("div", {
					className: "field",
					children: [
						/* @__PURE__ */ jsx("label", {
							className: "label is-small",
							htmlFor: searchId,
							children: R.search
						}),
						/* @__PURE__ */ jsx("input", {
							id: searchId,
							className: "input is-small",
							type: "search",
							value: search,
							maxLength: 100,
							"aria-describedby": helpId,
							onChange: (event) => setSearch(event.target.value)
						}),
						/* @__PURE__ */ jsx("p", {
							id: helpId,
							className: "help",
							children: R.searchHelp
						})
					]
				}),
				list.isError ? /* @__PURE__ */ jsx(ListLoadError, {
					error: list.error,
					onRetry: () => list.refetch()
				}) : !list.data ? /* @__PURE__ */ jsx("p", {
					className: "list-state",
					role: "status",
					children: R.loading
				}) : entries.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "list-state",
					role: "status",
					children: searching ? R.noMatch : R.none
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
					className: "template-record-list",
					"aria-busy": list.isFetching || void 0,
					children: entries.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "template-record",
						"data-testid": "template-record",
						disabled: opening !== null,
						onClick: () => void open(entry),
						children: [/* @__PURE__ */ jsx("strong", { children: entry.name }), entry.lines.map((line, i) => /* @__PURE__ */ jsx("span", { children: line }, i))]
					}) }, entry.id))
				}), list.data.total > entries.length && /* @__PURE__ */ jsx("p", {
					className: "help",
					children: R.more(entries.length, list.data.total)
				})] }),
				opening && /* @__PURE__ */ jsx("p", {
					className: "list-state",
					role: "status",
					children: R.opening
				}),
				failure && /* @__PURE__ */ jsx("p", {
					className: "template-alert",
					role: "alert",
					children: failure
				})
			]
		})]
	});
}
// frontend/admin/templates/useDraftFindings.ts
/** How long the draft or the case must stay unchanged before it is checked again. */
var CHECK_DELAY_MS = 300;
var lastOf = (state) => state.status === "checking" || state.status === "done" ? state.last : null;
/**
* `data` (a saved record loaded into the preview, with whatever was typed there since) checked against the
* draft's `schema` by the server (POST …/preview), as the record `recordId` (the server reads an
* interview's region and a task's sending day from it): the page may not compile a validator itself.
* Each change waits for a short pause, and an answer to an older draft or older data is dropped.
*/
function useDraftFindings(templateUrl, schema, data, recordId, failedText) {
	const [state, setState] = useState({ status: "idle" });
	useEffect(() => {
		if (!data) {
			setState({ status: "idle" });
			return;
		}
		const controller = new AbortController();
		setState((previous) => ({
			status: "checking",
			last: lastOf(previous)
		}));
		const timer = window.setTimeout(() => {
			adminRequest("POST", `${templateUrl}/preview`, {
				schema,
				data,
				...recordId ? { record: recordId } : {}
			}, { signal: controller.signal }).then((found) => !controller.signal.aborted && setState({
				status: "done",
				last: found
			}), (error) => {
				if (controller.signal.aborted) return;
				const details = error instanceof ApiError ? error.payload?.details ?? [] : [];
				setState({
					status: "failed",
					message: errorMessage(error, failedText),
					details,
					last: null
				});
			});
		}, CHECK_DELAY_MS);
		return () => {
			window.clearTimeout(timer);
			controller.abort();
		};
	}, [
		templateUrl,
		schema,
		data,
		recordId,
		failedText
	]);
	return state;
}
// frontend/admin/templates/RecordPreview.tsx
var R = TEMPLATE_TEXTS.records;
var NO_ERRORS = [];
/**
* What the form draws of a loaded record: a section's data (all of it for a form without sections).
* An interview's region is filled into each step, as the server fills it in when it checks the step;
* it is taken out again of what the form sends back, so it is never part of the answers.
*/
function drawn(record, section) {
	const data = section ? record.data[section] : record.data;
	return record.region && section ? {
		...data,
		region: record.region
	} : data;
}
/** The record holding what the form sent back for `section` (without the region filled in). */
function changed(record, section, next) {
	if (!section) return {
		...record,
		data: next
	};
	const { region: _region, ...answers } = next;
	return {
		...record,
		data: {
			...record.data,
			[section]: record.region ? answers : next
		}
	};
}
/**
* The preview of a form template's draft, empty or with a saved record loaded into it (a case, an
* interview, a task): its data drawn by the draft, each answer the draft's rules refuse marked at its
* field and listed for the whole record. What is typed into a loaded record is checked too, and never
* saved. Clearing goes back to an empty form.
*/
function RecordPreview({ templateUrl, kind, content, section, notApplicable }) {
	const [record, setRecord] = useState(null);
	const findings = useDraftFindings(templateUrl, content.schema, record?.data ?? null, record?.id ?? null, kind.texts.checkFailed);
	const onSectionChange = useCallback((next) => setRecord((current) => current && changed(current, section, next)), [section]);
	const wrong = findings.status === "checking" || findings.status === "done" ? findings.last?.wrong ?? NO_ERRORS : NO_ERRORS;
	const oneValue = Boolean(section) && !isObjectSchema(content.schema.properties?.[section] ?? {});
	const errors = useMemo(() => !wrong.length ? NO_ERRORS : section ? errorsOfSection(wrong, section, oneValue) : wrong, [
		wrong,
		section,
		oneValue
	]);
	const formData = useMemo(() => record && drawn(record, section), [record, section]);
	const texts = kind.texts;
	const mayOpenRecords = useCan("templates.records");
	if (!record) return /* @__PURE__ */ jsxs(Fragment, { children: [mayOpenRecords ? /* @__PURE__ */ jsx(RecordPicker, {
		templateUrl,
		kind,
		onLoad: setRecord
	}) : /* @__PURE__ */ jsx("p", {
		className: "help template-records-note",
		"data-testid": "records-administradores-only",
		children: R.administradoresOnly
	}), /* @__PURE__ */ jsx(TemplatePreview, {
		content,
		section,
		notApplicable
	}, section)] });
	const [heading, ...notes] = kind.heading(record);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: "template-record-shown",
		"data-testid": "preview-record",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "has-text-weight-semibold",
				children: heading
			}),
			notes.map((note, i) => /* @__PURE__ */ jsx("p", {
				className: "help",
				children: note
			}, i)),
			/* @__PURE__ */ jsx("p", {
				className: "help",
				children: texts.notSaved
			}),
			/* @__PURE__ */ jsx(FindingsSummary, {
				findings,
				content,
				data: record.data,
				texts
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small",
				onClick: () => setRecord(null),
				children: texts.clear
			})
		]
	}), /* @__PURE__ */ jsx(TemplatePreview, {
		content,
		section,
		formData,
		onChange: onSectionChange,
		errors,
		notApplicable
	}, `${record.id}:${section}`)] });
}
/**
* What the draft's rules say of the whole record: every refused answer by section (or step) and field,
* with the answer itself, and how many required ones are blank.
*/
function FindingsSummary({ findings, content, data, texts }) {
	const fields = useMemo(() => templateFields(content.schema), [content.schema]);
	if (findings.status === "idle") return null;
	if (findings.status === "failed") return /* @__PURE__ */ jsxs("div", {
		className: "template-alert",
		role: "alert",
		"data-testid": "preview-findings",
		children: [/* @__PURE__ */ jsx("p", { children: findings.message }), findings.details.length > 0 && /* @__PURE__ */ jsx("ul", { children: findings.details.map((d, i) => /* @__PURE__ */ jsxs("li", { children: [
			/* @__PURE__ */ jsxs("strong", { children: [d.path, ":"] }),
			" ",
			d.message
		] }, i)) })]
	});
	const { last } = findings;
	return /* @__PURE__ */ jsx("div", {
		className: "template-preview-findings",
		role: "status",
		"aria-busy": findings.status === "checking" || void 0,
		"data-testid": "preview-findings",
		children: !last ? /* @__PURE__ */ jsx("p", { children: texts.checking }) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("p", { children: last.wrong.length ? texts.wrong(last.wrong.length) : texts.allValid }),
			last.wrong.length > 0 && /* @__PURE__ */ jsx("ul", { children: last.wrong.map((error, i) => {
				const answer = answerAt(data, error.path, R.yes, R.no);
				return /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsxs("strong", { children: [fieldPlace(fields, error.path, R.inSection), ":"] }),
					" ",
					error.message,
					answer !== null && /* @__PURE__ */ jsxs("span", {
						className: "template-finding-answer",
						children: [" ", R.answer(answer)]
					})
				] }, i);
			}) }),
			texts.missing && last.missing.length > 0 && /* @__PURE__ */ jsx("p", {
				className: "help",
				children: texts.missing(last.missing.length)
			})
		] })
	});
}
// frontend/admin/templates/auditLine.ts
var A = TEMPLATE_TEXTS.versions.audit;
/**
* One audit entry as a sentence naming who did what to which template: 'consultora publicó la versión 3
* de las reglas de puntuación, que sustituye a la 2'; a case upgrade names the case.
*/
function auditLine(kind, entry) {
	const of = A.of[kind];
	if (entry.action === "publish") return A.publish(entry.by, of, entry.fromVersion, entry.toVersion);
	if (entry.action === "rollback") return A.rollback(entry.by, of, entry.fromVersion, entry.toVersion);
	return A.upgrade(entry.by, of, entry.consultationName, entry.fromVersion, entry.toVersion);
}
// frontend/admin/templates/AuditList.tsx
var V$3 = TEMPLATE_TEXTS.versions;
/**
* Every publish, rollback and case upgrade of the template, newest first: who, when, which versions,
* and the note. Read again whenever the latest version changes, and each time the panel opens (a case
* upgrade happens in the case dialog).
*/
function AuditList({ kind, templateUrl, latest }) {
	const audit = useQuery({
		queryKey: [
			"admin",
			"templates",
			"audit",
			templateUrl,
			latest
		],
		queryFn: ({ signal }) => adminRequest("GET", `${templateUrl}/audit`, void 0, { signal })
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "template-audit",
		"aria-label": V$3.auditTitle,
		children: [/* @__PURE__ */ jsx("h4", {
			className: "title is-6",
			children: V$3.auditTitle
		}), audit.isError ? /* @__PURE__ */ jsx(ListLoadError, {
			error: audit.error,
			onRetry: () => audit.refetch()
		}) : !audit.data ? /* @__PURE__ */ jsx("p", {
			className: "list-state",
			role: "status",
			children: V$3.auditLoading
		}) : audit.data.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "list-state",
			children: kind === "case" ? V$3.auditEmpty.case : V$3.auditEmpty.other
		}) : /* @__PURE__ */ jsx("ol", {
			className: "template-audit-list",
			children: audit.data.map((entry, i) => /* @__PURE__ */ jsxs("li", {
				"data-testid": "audit-entry",
				children: [
					/* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("span", {
							className: `template-badge is-${entry.action.replace("_", "-")}`,
							children: V$3.actions[entry.action]
						}),
						" ",
						auditLine(kind, entry)
					] }),
					/* @__PURE__ */ jsx("p", {
						className: "help",
						children: /* @__PURE__ */ jsx("time", {
							dateTime: entry.at,
							children: formatDateTime(entry.at)
						})
					}),
					entry.note && /* @__PURE__ */ jsx("p", {
						className: "template-audit-note",
						children: entry.note
					})
				]
			}, `${entry.at}-${i}`))
		})]
	});
}
// frontend/admin/templates/RestoreDialog.tsx
var V$2 = TEMPLATE_TEXTS.versions;
/** 'Restaurar esta versión', asked first: what will happen, and the note the new version is published with. */
function RestoreDialog({ version, next, hasDraft, busy, error, onConfirm, onClose }) {
	const [note, setNote] = useState("");
	const [noteMissing, setNoteMissing] = useState(false);
	const noteId = useId();
	const helpId = useId();
	const open = version !== null;
	useEffect(() => {
		if (!open) return;
		setNote("");
		setNoteMissing(false);
	}, [open, version]);
	const confirm = () => {
		if (busy) return;
		if (!note.trim()) return setNoteMissing(true);
		onConfirm(note.trim());
	};
	const problem = noteMissing ? V$2.restoreNoteRequired : error;
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title: version === null ? "" : V$2.restoreTitle(version),
		className: "template-restore-dialog",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: TEXTS.dialogs.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-link",
			"aria-disabled": busy || void 0,
			onClick: confirm,
			children: busy ? TEXTS.dialogs.working : V$2.restoreConfirm
		})] }),
		children: [
			version !== null && /* @__PURE__ */ jsx("p", { children: V$2.restoreQuestion(version, next) }),
			hasDraft && /* @__PURE__ */ jsx("p", {
				className: "help",
				children: V$2.restoreDraftKept
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field template-restore-note",
				children: [
					/* @__PURE__ */ jsx("label", {
						className: "label",
						htmlFor: noteId,
						children: V$2.restoreNote
					}),
					/* @__PURE__ */ jsx("input", {
						id: noteId,
						className: `input ${noteMissing ? "is-danger" : ""}`,
						value: note,
						maxLength: 2e3,
						"aria-describedby": helpId,
						"aria-invalid": noteMissing || void 0,
						onChange: (event) => {
							setNote(event.target.value);
							setNoteMissing(false);
						},
						onKeyDown: (event) => event.key === "Enter" && confirm()
					}),
					/* @__PURE__ */ jsx("p", {
						id: helpId,
						className: "help",
						children: V$2.restoreNoteHelp
					})
				]
			}),
			problem && /* @__PURE__ */ jsx("p", {
				className: "template-alert",
				role: "alert",
				"data-testid": "restore-error",
				children: problem
			})
		]
	});
}
// frontend/admin/templates/VersionDiff.tsx
var V$1 = TEMPLATE_TEXTS.versions;
/**
* Two versions of a template side by side: for a form (a case form, the interview's steps, the task
* form) the fields and options added, retired and changed between them, each change that touches saved
* records marked (docs/decisions.md, "What a diff marks as affecting saved data"); for the scoring rules,
* the places whose points or thresholds changed. Starts on the latest version against the one before it.
*/
function VersionDiff({ templateUrl, versions }) {
	const [chosen, setChosen] = useState({});
	const fromId = useId();
	const toId = useId();
	const from = chosen.from ?? versions.at(-2);
	const to = chosen.to ?? versions.at(-1);
	const comparable = from !== void 0 && to !== void 0 && from !== to;
	const diff = useQuery({
		queryKey: [
			"admin",
			"templates",
			"diff",
			templateUrl,
			from,
			to
		],
		queryFn: ({ signal }) => adminRequest("GET", `${templateUrl}/diff?from=${from}&to=${to}`, void 0, { signal }),
		enabled: comparable,
		staleTime: Infinity
	});
	if (versions.length < 2) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		children: V$1.onlyOne
	});
	const picker = (id, label, value, set) => /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [/* @__PURE__ */ jsx("label", {
			className: "label is-small",
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx("div", {
			className: "select is-small",
			children: /* @__PURE__ */ jsx("select", {
				id,
				value,
				onChange: (event) => set(Number(event.target.value)),
				children: [...versions].reverse().map((version) => /* @__PURE__ */ jsx("option", {
					value: version,
					children: V$1.version(version)
				}, version))
			})
		})]
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "template-diff",
		"aria-label": V$1.compareTitle,
		"data-testid": "version-diff",
		children: [
			/* @__PURE__ */ jsx("h4", {
				className: "title is-6",
				children: V$1.compareTitle
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "template-diff-choice",
				children: [picker(fromId, V$1.from, from, (version) => setChosen((c) => ({
					...c,
					from: version
				}))), picker(toId, V$1.to, to, (version) => setChosen((c) => ({
					...c,
					to: version
				})))]
			}),
			!comparable ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				children: V$1.same
			}) : diff.isError ? /* @__PURE__ */ jsx(ListLoadError, {
				error: diff.error,
				onRetry: () => diff.refetch()
			}) : !diff.data ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				role: "status",
				children: V$1.comparing
			}) : /* @__PURE__ */ jsx(DiffResult, { diff: diff.data })
		]
	});
}
function DiffResult({ diff }) {
	if ("ruleChanges" in diff) {
		if (!diff.ruleChanges.length) return /* @__PURE__ */ jsx("p", {
			className: "list-state",
			role: "status",
			children: V$1.noRuleChanges
		});
		return /* @__PURE__ */ jsxs("div", {
			className: "template-diff-result",
			children: [/* @__PURE__ */ jsx("p", {
				role: "status",
				"data-testid": "diff-summary",
				children: V$1.rulesSummary(diff.ruleChanges.length)
			}), /* @__PURE__ */ jsx(RuleChangeEntries, { changes: diff.ruleChanges })]
		});
	}
	const { changes, affecting } = diffCounts(diff);
	if (!changes) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		role: "status",
		children: V$1.noChanges
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "template-diff-result",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			"data-testid": "diff-summary",
			children: V$1.summary(changes, affecting)
		}), /* @__PURE__ */ jsx(TemplateDiffEntries, { diff })]
	});
}
// frontend/admin/templates/VersionsPanel.tsx
var V = TEMPLATE_TEXTS.versions;
/**
* A template's history: its published versions (number, who, when, note, fingerprint), the diff of any
* two, 'Restaurar esta versión' (the old content published again as a new version, after a confirmation
* with a note) and the audit of every publish, rollback and case upgrade.
*/
function VersionsPanel({ kind, templateUrl, versions, hasDraft, onRestored }) {
	const headingId = useId();
	const latest = versions.at(-1).version;
	const [restoring, setRestoring] = useState(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const [restored, setRestored] = useState(null);
	const restore = async (note) => {
		if (restoring === null) return;
		setBusy(true);
		setError(null);
		try {
			const published = await adminRequest("POST", `${templateUrl}/rollback`, {
				version: restoring,
				note
			});
			setRestored({
				message: V.restored(restoring, published.version),
				version: published.version
			});
			setRestoring(null);
			await onRestored();
		} catch (failure) {
			setError(errorMessage(failure, V.restoreFailed));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "template-versions-panel",
		"aria-labelledby": headingId,
		"data-testid": "versions-panel",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: headingId,
				className: "title is-6",
				children: V.title
			}),
			restored?.version === latest && /* @__PURE__ */ jsx("p", {
				className: "template-alert is-success",
				role: "status",
				"data-testid": "restore-outcome",
				children: restored.message
			}),
			/* @__PURE__ */ jsx("ol", {
				className: "template-version-list",
				children: [...versions].reverse().map((version) => /* @__PURE__ */ jsx(VersionEntry, {
					version,
					current: version.version === latest,
					onRestore: () => {
						setError(null);
						setRestored(null);
						setRestoring(version.version);
					}
				}, version.version))
			}),
			/* @__PURE__ */ jsx(VersionDiff, {
				templateUrl,
				versions: versions.map((v) => v.version)
			}),
			/* @__PURE__ */ jsx(AuditList, {
				kind,
				templateUrl,
				latest
			}),
			/* @__PURE__ */ jsx(RestoreDialog, {
				version: restoring,
				next: latest + 1,
				hasDraft: restoring !== null && hasDraft(),
				busy,
				error,
				onConfirm: (note) => void restore(note),
				onClose: () => !busy && setRestoring(null)
			})
		]
	});
}
function VersionEntry({ version, current, onRestore }) {
	const nameId = useId();
	return /* @__PURE__ */ jsxs("li", {
		className: "template-version",
		"data-testid": "template-version",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "template-version-head",
				children: [
					/* @__PURE__ */ jsx("strong", {
						id: nameId,
						children: V.version(version.version)
					}),
					" ",
					/* @__PURE__ */ jsx("span", { children: version.publishedBy ?? V.shipped }),
					version.publishedAt && /* @__PURE__ */ jsxs(Fragment, { children: [" · ", /* @__PURE__ */ jsx("time", {
						dateTime: version.publishedAt,
						children: formatDateTime(version.publishedAt)
					})] }),
					current && /* @__PURE__ */ jsxs(Fragment, { children: [" ", /* @__PURE__ */ jsx("span", {
						className: "template-badge is-current",
						children: V.current
					})] })
				]
			}),
			version.note && /* @__PURE__ */ jsx("p", {
				className: "template-version-note",
				children: version.note
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "template-version-meta",
				children: [version.rolledBackFrom !== null && /* @__PURE__ */ jsxs(Fragment, { children: [V.restoresVersion(version.rolledBackFrom), " · "] }), /* @__PURE__ */ jsxs("span", {
					title: `${V.fingerprintHelp} ${version.fingerprint}`,
					children: [
						V.fingerprint,
						": ",
						/* @__PURE__ */ jsx("code", { children: version.fingerprint.slice(0, 12) })
					]
				})]
			}),
			!current && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small",
				"aria-describedby": nameId,
				onClick: onRestore,
				children: V.restore
			})
		]
	});
}
// frontend/admin/templates/TemplateWorkspace.tsx
var T = TEMPLATE_TEXTS.server;
var detailKey = (kind, key) => [
	"admin",
	"templates",
	"detail",
	kind,
	key
];
/**
* A template from the server, whatever its kind: its saved draft (or its latest content), saved as it is
* edited, checked against the records saved with it, published with a note.
*/
function TemplateWorkspace({ kind, templateKey }) {
	const stillSaving = useLeavingSave(kind, templateKey);
	const detail = useQuery({
		queryKey: detailKey(kind, templateKey),
		queryFn: ({ signal }) => adminRequest("GET", templateUrl(kind, templateKey), void 0, { signal }),
		staleTime: Infinity
	});
	if (detail.isError) return /* @__PURE__ */ jsx(ListLoadError, {
		error: detail.error,
		onRetry: () => detail.refetch()
	});
	if (stillSaving) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		role: "status",
		children: T.savingLast
	});
	if (!detail.data) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		role: "status",
		children: TEMPLATE_TEXTS.loading
	});
	return /* @__PURE__ */ jsx(Workspace, {
		detail: detail.data,
		reload: () => detail.refetch()
	}, `${kind}/${templateKey}`);
}
function Workspace({ detail, reload }) {
	const queryClient = useQueryClient();
	const refreshList = () => void queryClient.invalidateQueries({ queryKey: TEMPLATE_LIST_KEY });
	const stored = (saved) => {
		queryClient.setQueryData(detailKey(detail.kind, detail.key), (old) => old && {
			...old,
			hasDraft: true,
			draft: saved
		});
		refreshList();
	};
	const draft = useServerDraft(detail.kind, detail.key, { revision: detail.draft?.revision ?? 0 }, stored);
	const { change } = draft;
	const edited = useCallback((content) => {
		setDiscarded(false);
		change(content);
	}, [change]);
	const [heldAtOpen] = useState(() => heldJsonOf(detail.kind, detail.key));
	const [held, setHeld] = useState(Boolean(heldAtOpen));
	const { hold } = draft;
	const onHeld = useCallback((texts) => {
		hold(texts);
		setHeld(texts !== null);
	}, [hold]);
	const [shown, setShown] = useState(() => ({
		content: draft.conflict?.mine ?? detail.draft?.content ?? detail.content,
		generation: 0
	}));
	const [note, setNote] = useState("");
	const [outcome, setOutcome] = useState(null);
	const noteId = useId();
	const noteInput = useRef(null);
	const url = templateUrl(detail.kind, detail.key);
	const useTheirs = async () => {
		const theirs = draft.conflict.theirs.content;
		await draft.resolve("theirs");
		setShown((s) => ({
			content: theirs,
			generation: s.generation + 1
		}));
	};
	const [discarding, setDiscarding] = useState(null);
	const [discarded, setDiscarded] = useState(false);
	const canDiscard = draft.revision.current > 0 || draft.state.status !== "idle" || Boolean(draft.conflict);
	const discard = async () => {
		setDiscarding({
			busy: true,
			error: null
		});
		if (!await draft.discard()) return setDiscarding({
			busy: false,
			error: TEMPLATE_TEXTS.discard.failed
		});
		setDiscarding(null);
		setDiscarded(true);
		setChecked(null);
		setOutcome(null);
		queryClient.setQueryData(detailKey(detail.kind, detail.key), (old) => old && {
			...old,
			hasDraft: false,
			draft: null
		});
		refreshList();
		setShown((s) => ({
			content: detail.content,
			generation: s.generation + 1
		}));
	};
	const [checked, setChecked] = useState(null);
	const runCheck = async () => {
		setChecked(null);
		setOutcome(null);
		if (!await draft.save()) return;
		try {
			if (!await draft.stillMine()) return;
			setChecked(await adminRequest("POST", `${url}/check`));
		} catch (error) {
			const payload = error instanceof ApiError ? error.payload : null;
			setOutcome({
				ok: false,
				message: payload?.error ?? T.checkFailed
			});
		}
	};
	const publish = async () => {
		setOutcome(null);
		if (!note.trim()) {
			noteInput.current?.focus();
			return setOutcome({
				ok: false,
				message: T.noteRequired
			});
		}
		if (!await draft.save()) return;
		try {
			const published = await adminRequest("POST", `${url}/publish`, {
				note: note.trim(),
				revision: draft.revision.current
			});
			setOutcome({
				ok: true,
				message: T.published(published.version)
			});
			setChecked(null);
			setNote("");
			draft.published();
			queryClient.setQueryData(detailKey(detail.kind, detail.key), (old) => old && {
				...old,
				hasDraft: false,
				draft: null
			});
			reload();
			refreshList();
			if (detail.kind === "interview" || detail.kind === "rules") queryClient.invalidateQueries({
				queryKey: INTERVIEW_TEMPLATE_KEY,
				exact: true
			});
		} catch (error) {
			if (error instanceof ApiError && error.status === 409 && error.body.includes("\"current\"")) {
				draft.staleFound(JSON.parse(error.body).current);
				return;
			}
			const payload = error instanceof ApiError ? error.payload : null;
			setOutcome({
				ok: false,
				message: payload?.error ?? T.publishFailed,
				details: payload?.details
			});
		}
	};
	const restored = async () => {
		await draft.save();
		const next = (await reload()).data;
		if (next && !next.draft && draft.revision.current === 0) setShown((s) => ({
			content: next.content,
			generation: s.generation + 1
		}));
	};
	const recordKind = recordKindOf(detail.kind, detail.key);
	const notApplicable = detail.kind !== "form";
	const previewOnRecords = useCallback((content, section) => /* @__PURE__ */ jsx(RecordPreview, {
		templateUrl: url,
		kind: recordKind,
		content,
		section,
		notApplicable
	}), [
		url,
		recordKind,
		notApplicable
	]);
	const renderPreview = recordKind ? previewOnRecords : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "template-workspace",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "template-save-line",
				children: [/* @__PURE__ */ jsx("p", {
					className: "template-save-state",
					role: "status",
					"data-testid": "draft-state",
					children: discarded ? TEMPLATE_TEXTS.discard.done(detail.publishedVersion) : saveStateText(draft.state, Boolean(draft.conflict), detail.draft, held)
				}), canDiscard && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-danger is-outlined",
					onClick: () => setDiscarding({
						busy: false,
						error: null
					}),
					children: TEMPLATE_TEXTS.discard.open
				})]
			}),
			/* @__PURE__ */ jsx(DiscardDraftDialog, {
				open: discarding !== null,
				label: detail.label,
				savedBy: detail.draft?.updatedBy ?? null,
				publishedVersion: detail.publishedVersion,
				busy: discarding?.busy ?? false,
				error: discarding?.error ?? null,
				onConfirm: () => void discard(),
				onClose: () => setDiscarding(null)
			}),
			draft.conflict && /* @__PURE__ */ jsx(DraftConflict, {
				kind: detail.kind,
				theirs: draft.conflict.theirs,
				mine: draft.conflict.mine,
				onUseTheirs: () => void useTheirs(),
				onKeepMine: () => void draft.resolve("mine")
			}),
			/* @__PURE__ */ jsx(KindEditor, {
				kind: detail.kind,
				initial: shown.content,
				published: detail.content,
				onDraft: edited,
				renderPreview,
				heldJson: {
					texts: shown.generation === 0 ? heldAtOpen : void 0,
					onHeld
				}
			}, shown.generation),
			/* @__PURE__ */ jsxs("section", {
				className: "template-publish",
				"aria-label": T.publishTitle,
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "title is-6",
						children: T.publishTitle
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "field",
						children: [/* @__PURE__ */ jsx("label", {
							className: "label is-small",
							htmlFor: noteId,
							children: T.note
						}), /* @__PURE__ */ jsx("input", {
							id: noteId,
							ref: noteInput,
							className: "input",
							value: note,
							maxLength: 500,
							"aria-invalid": outcome?.message === T.noteRequired,
							onChange: (event) => setNote(event.target.value)
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "buttons",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button",
							onClick: () => void runCheck(),
							disabled: Boolean(draft.conflict),
							children: T.check
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-primary",
							onClick: () => void publish(),
							disabled: Boolean(draft.conflict),
							children: T.publish
						})]
					}),
					checked && /* @__PURE__ */ jsx(CheckResult, {
						kind: detail.kind,
						result: checked
					}),
					outcome && /* @__PURE__ */ jsxs("div", {
						className: `template-alert ${outcome.ok ? "is-success" : ""}`,
						role: outcome.ok ? "status" : "alert",
						"data-testid": "publish-outcome",
						children: [/* @__PURE__ */ jsx("p", { children: outcome.message }), outcome.details && /* @__PURE__ */ jsx("ul", { children: outcome.details.map((d, i) => /* @__PURE__ */ jsxs("li", { children: [
							d.place && /* @__PURE__ */ jsxs("strong", { children: [d.place, ":"] }),
							" ",
							d.message
						] }, i)) })]
					})
				]
			}),
			/* @__PURE__ */ jsx(VersionsPanel, {
				kind: detail.kind,
				templateUrl: url,
				versions: detail.versions,
				hasDraft: () => draft.revision.current > 0,
				onRestored: restored
			})
		]
	});
}
/** What the status line says: whether the editor's work is stored, being stored, or waiting for a choice. */
function saveStateText(state, inConflict, serverDraft, held) {
	if (inConflict) return T.conflictState;
	if (held) return T.heldByProblems;
	switch (state.status) {
		case "pending": return T.pending;
		case "saving": return T.saving;
		case "saved": return T.saved;
		case "failed": return state.message ?? T.saveFailed;
		case "idle": return serverDraft ? T.draftFrom(serverDraft.updatedBy) : T.noDraft;
	}
}
// frontend/admin/templates/TemplatesTab.tsx
/** The choices of the select, grouped as people look for them: case forms, the interview (steps and rules), other forms. */
var GROUPS = [
	{
		label: TEMPLATE_TEXTS.caseGroup,
		kinds: ["case"]
	},
	{
		label: TEMPLATE_TEXTS.interviewGroup,
		kinds: ["interview", "rules"]
	},
	{
		label: TEMPLATE_TEXTS.formGroup,
		kinds: ["form"]
	}
];
/**
* 'Plantillas': every template the back-office edits, listed with its version and draft; opening one
* gives its editor (field list or JSON beside the form it draws, or the scoring rules' JSON), its draft
* kept on the server (TemplateWorkspace), 'Comprobar' and 'Publicar'.
*/
function TemplatesTab() {
	const list = useQuery({
		queryKey: TEMPLATE_LIST_KEY,
		queryFn: ({ signal }) => adminRequest("GET", "/api/admin/templates", void 0, { signal })
	});
	const [chosen, setChosen] = useState("");
	const selectId = useId();
	const workspace = useRef(null);
	const templates = list.data ?? [];
	const current = templates.find((t) => templateId(t) === chosen) ?? templates[0];
	const choose = (value) => setChosen(value.replace(/@\d+$/, ""));
	const open = (id) => {
		setChosen(id);
		requestAnimationFrame(() => workspace.current?.scrollIntoView({
			block: "start",
			behavior: "smooth"
		}));
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section template-tab",
		"aria-labelledby": "templates-heading",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "templates-heading",
			className: "admin-section-title",
			children: TEMPLATE_TEXTS.heading
		}), list.isPending ? /* @__PURE__ */ jsx("p", {
			className: "list-state",
			role: "status",
			children: TEMPLATE_TEXTS.loading
		}) : list.isError ? /* @__PURE__ */ jsx(ListLoadError, {
			error: list.error,
			onRetry: () => list.refetch()
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsxs("details", {
				className: "template-list-box",
				open: true,
				children: [/* @__PURE__ */ jsx("summary", {
					className: "title is-6",
					children: TEMPLATE_TEXTS.list.title
				}), /* @__PURE__ */ jsx(TemplateList, {
					templates,
					openId: current ? templateId(current) : "",
					onOpen: open
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				ref: workspace,
				className: "field template-choice",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: selectId,
					children: TEMPLATE_TEXTS.choose
				}), /* @__PURE__ */ jsx("div", {
					className: "select",
					children: /* @__PURE__ */ jsx("select", {
						id: selectId,
						value: current ? `${templateId(current)}@${current.publishedVersion}` : "",
						onChange: (event) => choose(event.target.value),
						children: GROUPS.map((group) => /* @__PURE__ */ jsx("optgroup", {
							label: group.label,
							children: templates.filter((t) => group.kinds.includes(t.kind)).map((t) => /* @__PURE__ */ jsx("option", {
								value: `${templateId(t)}@${t.publishedVersion}`,
								children: TEMPLATE_TEXTS.option(t.kind === "rules" ? TEMPLATE_TEXTS.kindName.rules : t.label, t.publishedVersion)
							}, templateId(t)))
						}, group.label))
					})
				})]
			}),
			current && /* @__PURE__ */ jsx(TemplateWorkspace, {
				kind: current.kind,
				templateKey: current.key
			}, templateId(current))
		] })]
	});
}
export { TemplatesTab as default };
