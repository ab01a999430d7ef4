import { d as ConfirmDialog, t as StaffOnly, y as QueryRoot } from "./admin-C6eKQqp6.js";
import { c as BUSINESS_NAME, d as isCalendarDate, f as todayInBusinessZone, m as useToast } from "../renderLanding.js";
import { c as QueueStorageError, d as debounced, l as OFFLINE_TEXTS, n as formatInstant, o as roleCan, p as systemClock, s as browserOffline, t as formatCalendarDay } from "./formatDate-ByEWfN6t.js";
import "./rjsf-DtBVX07A.js";
import { n as TemplateForm } from "./createAjv-CaVRL1Yl.js";
import { i as session, n as adminRequest } from "./texts-BiniizUB.js";
import { t as describeErrorsAgainst } from "./describeValidation-BNOAu70v.js";
import { n as loadServedValidator } from "./servedValidator-zLLoJFii.js";
import { t as checkFormTemplate } from "./formTemplate-C9eiUHN3.js";
import { a as ucs2length, i as today, n as formats } from "./standaloneRuntime-Tcwr6ZWs.js";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useQuery, useQueryClient } from "@tanstack/react-query";
// frontend/offline/useFormDraft.ts
/**
* A form's local draft: the draft found when the page opened (to restore), a `changed` to call on
* every edit (saved 500 ms after typing stops, and at once when the tab is hidden), `clear` once the
* data is safely elsewhere, and the storage problem to show when the browser refuses to save.
*/
function useFormDraft(drafts, formId) {
	const [restored] = useState(() => drafts.load(formId));
	const [storageProblem, setStorageProblem] = useState(null);
	const saver = useMemo(() => debounced(systemClock, 500, (data) => {
		try {
			drafts.save(formId, data);
			setStorageProblem(null);
		} catch (error) {
			setStorageProblem(new QueueStorageError(error instanceof DOMException && error.name === "QuotaExceededError" ? "full" : "unavailable").message);
		}
	}), [drafts, formId]);
	const saverRef = useRef(saver);
	saverRef.current = saver;
	useEffect(() => {
		const onHide = () => document.visibilityState === "hidden" && saverRef.current.flushNow();
		document.addEventListener("visibilitychange", onHide);
		window.addEventListener("pagehide", onHide);
		return () => {
			document.removeEventListener("visibilitychange", onHide);
			window.removeEventListener("pagehide", onHide);
			saverRef.current.flushNow();
		};
	}, []);
	const clear = useCallback(() => {
		saver.cancel();
		drafts.clear(formId);
	}, [
		saver,
		drafts,
		formId
	]);
	const saveNow = useCallback((data) => {
		saver.changed(data);
		saver.flushNow();
	}, [saver]);
	return {
		restored,
		changed: saver.changed,
		saveNow,
		clear,
		storageProblem
	};
}
// frontend/offline/useOfflineQueue.ts
/**
* What the queue holds for one form, kept current as this tab or another changes it; `onEvent` hears
* this tab's sends and failures (toasts, refreshing lists).
*/
function useOfflineQueue(formId, onEvent) {
	const offline = browserOffline();
	const { queue } = offline;
	const handler = useRef(onEvent);
	handler.current = onEvent;
	useEffect(() => queue.subscribe((event) => handler.current?.(event)), [queue]);
	const snapshot = useSyncExternalStore((notify) => queue.subscribe((event) => event.type === "changed" && notify()), () => JSON.stringify([queue.pending(), queue.failed()]));
	const view = useMemo(() => {
		const [pending, failed] = JSON.parse(snapshot);
		return {
			pending: pending.filter((item) => item.formId === formId),
			failed: failed.filter((item) => item.formId === formId)
		};
	}, [snapshot, formId]);
	return {
		...offline,
		...view
	};
}
// frontend/formDemo/texts.ts
/** Every text of the form demonstration, together for review. */
var FORM_DEMO_TEXTS = {
	title: "Demostración de formulario",
	intro: "Formulario de tareas que se guarda en este navegador mientras escribe y se envía aunque no haya conexión: los envíos esperan en cola y salen solos al volver la conexión.",
	notForRole: "Su cuenta no envía tareas: esta página es para administradores y consultores.",
	backToPanel: "Volver al panel",
	formHeading: "Nueva tarea",
	formLoading: "Cargando el formulario...",
	submit: "Enviar tarea",
	clearForm: "Vaciar formulario",
	offlineNotice: "Sin conexión: los envíos quedan en cola y se enviarán al volver la conexión.",
	fixErrors: "Revise los campos marcados.",
	draftRestored: "Borrador restaurado",
	draftRestoredAt: (when) => `Guardado el ${when}`,
	discardDraft: "Descartar",
	queuedToast: "Tarea en cola",
	queuedToastDescription: "Se enviará en cuanto sea posible.",
	sentToast: "Tarea guardada",
	pendingHeading: (count) => count === 1 ? "1 envío pendiente" : `${count} envíos pendientes`,
	pendingState: {
		queued: "En cola",
		sending: "Enviando...",
		waiting: (attempt, at) => `Reintento ${attempt} de 3 a las ${at}`
	},
	lastError: "Último error:",
	failedHeading: "Envíos fallidos",
	failedRefused: "El servidor lo rechazó:",
	failedExhausted: "No se pudo enviar tras 3 intentos:",
	recover: "Recuperar",
	discard: "Descartar",
	autoSendFailed: "Error en envío automático",
	autoSendFailedDescription: (title) => `No se pudo enviar «${title}» tras varios intentos. Sus datos se conservan: use «Recuperar».`,
	sendRefused: "Error al enviar",
	untitled: "(sin título)",
	replaceTitle: "Reemplazar el formulario",
	replaceQuestion: "El formulario tiene datos escritos. ¿Reemplazarlos por los del envío recuperado?",
	replaceConfirm: "Reemplazar",
	tasksHeading: "Tareas guardadas",
	tasksLoading: "Cargando tareas...",
	tasksEmpty: "Aún no hay tareas guardadas.",
	tasksError: "No se pudieron cargar las tareas.",
	retry: "Reintentar",
	category: {
		development: "Desarrollo",
		marketing: "Marketing",
		support: "Soporte",
		operations: "Operaciones"
	},
	priority: {
		low: "Baja",
		medium: "Media",
		high: "Alta"
	},
	dueDate: "Vence",
	assignedTo: "Asignada a"
};
// frontend/formDemo/QueuedSubmissions.tsx
var titleOf = (data) => {
	const title = data?.title;
	return typeof title === "string" && title.trim() ? title : FORM_DEMO_TEXTS.untitled;
};
var clockTime = (at) => new Date(at).toLocaleTimeString("es-DO", {
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit"
});
function stateText(item) {
	if (item.state === "sending") return FORM_DEMO_TEXTS.pendingState.sending;
	if (item.state === "waiting" && item.nextAttemptAt) return FORM_DEMO_TEXTS.pendingState.waiting(item.retryCount + 1, clockTime(item.nextAttemptAt));
	return FORM_DEMO_TEXTS.pendingState.queued;
}
/** '2 envíos pendientes' and each one's state, from this tab or any other. */
function PendingSubmissions({ items }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "form-demo-card form-demo-pending",
		"aria-labelledby": "form-demo-pending-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "form-demo-pending-title",
			className: "title is-6",
			role: "status",
			children: FORM_DEMO_TEXTS.pendingHeading(items.length)
		}), /* @__PURE__ */ jsx("ul", { children: items.map((item) => /* @__PURE__ */ jsxs("li", {
			className: "form-demo-item",
			"data-state": item.state,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "form-demo-item-title",
					children: titleOf(item.data)
				}),
				/* @__PURE__ */ jsx("span", {
					className: "form-demo-tag",
					"data-state": item.state,
					children: stateText(item)
				}),
				item.lastError && /* @__PURE__ */ jsxs("p", {
					className: "form-demo-last-error",
					children: [
						FORM_DEMO_TEXTS.lastError,
						" ",
						item.lastError
					]
				})
			]
		}, item.id)) })]
	});
}
/** Submissions that left the queue unsent: their data stays here until recovered into the form or discarded. */
function FailedSubmissions({ items, onRecover, onDiscard }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "form-demo-card form-demo-failed",
		"aria-labelledby": "form-demo-failed-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "form-demo-failed-title",
			className: "title is-6",
			children: FORM_DEMO_TEXTS.failedHeading
		}), /* @__PURE__ */ jsx("ul", { children: items.map((item) => /* @__PURE__ */ jsxs("li", {
			className: "form-demo-item",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "form-demo-item-title",
					children: titleOf(item.data)
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "form-demo-failure",
					children: [
						item.reason === "refused" ? FORM_DEMO_TEXTS.failedRefused : FORM_DEMO_TEXTS.failedExhausted,
						" ",
						item.message
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "form-demo-actions",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-primary",
						onClick: () => onRecover(item),
						children: FORM_DEMO_TEXTS.recover
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small",
						onClick: () => onDiscard(item),
						children: FORM_DEMO_TEXTS.discard
					})]
				})
			]
		}, item.id)) })]
	});
}
// frontend/formDemo/TaskList.tsx
/** An option's Spanish name in the form drawn (a version may add options), else the shipped names. */
function optionName(template, field, code) {
	const options = template?.schema.properties?.[field]?.enum;
	const names = (template?.uiSchema[field])?.["ui:enumNames"];
	const at = Array.isArray(options) ? options.indexOf(code) : -1;
	return (at >= 0 ? names?.[at] : void 0) ?? FORM_DEMO_TEXTS[field][code] ?? code;
}
/** An added field's answer, by its label in the form drawn, as one line. */
function extraLine(template, key, value) {
	return `${template?.schema.properties?.[key]?.title ?? key}: ${Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? value ? "Sí" : "No" : String(value)}`;
}
var TASKS_QUERY_KEY = ["admin", "tasks"];
async function loadTasks(signal) {
	const answer = await adminRequest("GET", "/api/admin/tasks", void 0, { signal });
	return [...Array.isArray(answer) ? answer : answer.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
/** The tasks the server stored, newest first. */
function TaskList({ template }) {
	const tasks = useQuery({
		queryKey: TASKS_QUERY_KEY,
		queryFn: ({ signal }) => loadTasks(signal)
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "form-demo-card form-demo-tasks",
		"aria-labelledby": "form-demo-tasks-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "form-demo-tasks-title",
				className: "title is-5",
				children: FORM_DEMO_TEXTS.tasksHeading
			}),
			tasks.isPending && /* @__PURE__ */ jsx("p", {
				role: "status",
				children: FORM_DEMO_TEXTS.tasksLoading
			}),
			tasks.isError && /* @__PURE__ */ jsxs("p", {
				className: "form-demo-failure",
				children: [
					FORM_DEMO_TEXTS.tasksError,
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => void tasks.refetch(),
						children: FORM_DEMO_TEXTS.retry
					})
				]
			}),
			tasks.data?.length === 0 && /* @__PURE__ */ jsx("p", { children: FORM_DEMO_TEXTS.tasksEmpty }),
			tasks.data && tasks.data.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "form-demo-task-list",
				children: tasks.data.map((task) => /* @__PURE__ */ jsxs("li", {
					className: "form-demo-task",
					"data-task-id": task.id,
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "form-demo-task-title",
							children: task.title
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "form-demo-task-meta",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "form-demo-tag",
									children: optionName(template, "category", task.category)
								}),
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "form-demo-tag",
									children: optionName(template, "priority", task.priority)
								}),
								" ",
								formatInstant(task.createdAt),
								task.dueDate && ` · ${FORM_DEMO_TEXTS.dueDate} ${formatCalendarDay(task.dueDate)}`,
								task.assignedTo && ` · ${FORM_DEMO_TEXTS.assignedTo} ${task.assignedTo}`
							]
						}),
						task.extra && Object.keys(task.extra).length > 0 && /* @__PURE__ */ jsx("p", {
							className: "form-demo-task-meta",
							children: Object.entries(task.extra).map(([key, value]) => extraLine(template, key, value)).join(" · ")
						})
					]
				}, task.id))
			})
		]
	});
}
var FORM_TEMPLATES = Object.freeze(Object.fromEntries(Object.entries({ "forms/task/template.json": {
	kind: "form",
	key: "task",
	version: 1,
	label: "Tarea",
	schema: {
		"$schema": "http://json-schema.org/draft-07/schema#",
		"title": "TaskForm",
		"description": "Una tarea del formulario de demostración.",
		"type": "object",
		"additionalProperties": false,
		"required": [
			"title",
			"description",
			"category",
			"priority"
		],
		"properties": {
			"title": {
				"type": "string",
				"title": "Título",
				"minLength": 1,
				"maxLength": 200,
				"pattern": "\\S",
				"x-messages": {
					"required": "Título es requerido",
					"minLength": "Título es requerido",
					"pattern": "Título es requerido",
					"type": "Título es requerido"
				}
			},
			"description": {
				"type": "string",
				"title": "Descripción",
				"minLength": 10,
				"maxLength": 5e3,
				"x-messages": {
					"required": "Descripción debe tener al menos 10 caracteres",
					"minLength": "Descripción debe tener al menos 10 caracteres",
					"type": "Descripción debe tener al menos 10 caracteres"
				}
			},
			"category": {
				"type": "string",
				"title": "Categoría",
				"enum": [
					"development",
					"marketing",
					"support",
					"operations"
				],
				"x-messages": {
					"required": "Categoría es requerida",
					"enum": "Categoría es requerida",
					"type": "Categoría es requerida"
				}
			},
			"priority": {
				"type": "string",
				"title": "Prioridad",
				"enum": [
					"low",
					"medium",
					"high"
				],
				"default": "medium",
				"x-messages": {
					"required": "La prioridad debe ser Baja, Media o Alta",
					"enum": "La prioridad debe ser Baja, Media o Alta",
					"type": "La prioridad debe ser Baja, Media o Alta"
				}
			},
			"assignedTo": {
				"type": "string",
				"title": "Asignado a",
				"maxLength": 120
			},
			"dueDate": {
				"type": "string",
				"title": "Fecha límite",
				"format": "optional-date",
				"notBeforeToday": true,
				"x-messages": {
					"notBeforeToday": "La fecha límite no puede ser anterior a hoy",
					"format": "Fecha no válida (AAAA-MM-DD)"
				}
			},
			"tags": {
				"type": "array",
				"title": "Etiquetas",
				"maxItems": 20,
				"uniqueItems": true,
				"items": {
					"type": "string",
					"title": "Etiqueta",
					"minLength": 1,
					"maxLength": 40,
					"pattern": "\\S",
					"x-messages": {
						"minLength": "Escriba la etiqueta o quítela",
						"pattern": "Escriba la etiqueta o quítela"
					}
				}
			},
			"notes": {
				"type": "string",
				"title": "Notas",
				"maxLength": 5e3
			}
		}
	},
	uiSchema: {
		"ui:order": [
			"title",
			"description",
			"category",
			"priority",
			"assignedTo",
			"dueDate",
			"tags",
			"notes"
		],
		"description": {
			"ui:widget": "textarea",
			"ui:options": { "rows": 4 }
		},
		"category": {
			"ui:placeholder": "Seleccione una categoría",
			"ui:enumNames": [
				"Desarrollo",
				"Marketing",
				"Soporte",
				"Operaciones"
			]
		},
		"priority": { "ui:enumNames": [
			"Baja",
			"Media",
			"Alta"
		] },
		"dueDate": { "ui:widget": "date" },
		"tags": { "ui:options": { "orderable": false } },
		"notes": {
			"ui:widget": "textarea",
			"ui:options": { "rows": 3 }
		}
	}
} }).map(([file, content]) => {
	const template = Object.freeze(checkFormTemplate(file, content, { metaSchema: false }));
	return [template.key, template];
})));
/** The form template `key`; throws when unknown. */
function formTemplate(key) {
	const template = FORM_TEMPLATES[key];
	if (!template) throw new Error(`Plantilla de formulario desconocida: ${key}`);
	return template;
}
// schemas/generated/validators/forms/task.v1.js
var validate = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"type": "object",
	"additionalProperties": false,
	"required": [
		"title",
		"description",
		"category",
		"priority"
	],
	"properties": {
		"title": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200,
			"pattern": "\\S"
		},
		"description": {
			"type": "string",
			"minLength": 10,
			"maxLength": 5e3
		},
		"category": {
			"type": "string",
			"enum": [
				"development",
				"marketing",
				"support",
				"operations"
			]
		},
		"priority": {
			"type": "string",
			"enum": [
				"low",
				"medium",
				"high"
			]
		},
		"assignedTo": {
			"type": "string",
			"maxLength": 120
		},
		"dueDate": {
			"type": "string",
			"format": "optional-date",
			"notBeforeToday": true
		},
		"tags": {
			"type": "array",
			"maxItems": 20,
			"uniqueItems": true,
			"items": {
				"type": "string",
				"minLength": 1,
				"maxLength": 40,
				"pattern": "\\S"
			}
		},
		"notes": {
			"type": "string",
			"maxLength": 5e3
		}
	}
};
var func2 = ucs2length;
var func7 = today;
var pattern0 = /* @__PURE__ */ new RegExp("\\S", "u");
var formats0 = formats["optional-date"];
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.title === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "title" },
				message: "must have required property 'title'"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.description === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "description" },
				message: "must have required property 'description'"
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.category === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "category" },
				message: "must have required property 'category'"
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.priority === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "priority" },
				message: "must have required property 'priority'"
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "title" || key0 === "description" || key0 === "category" || key0 === "priority" || key0 === "assignedTo" || key0 === "dueDate" || key0 === "tags" || key0 === "notes")) {
			const err4 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.title !== void 0) {
			let data0 = data.title;
			if (typeof data0 === "string") {
				if (func2(data0) > 200) {
					const err5 = {
						instancePath: instancePath + "/title",
						schemaPath: "#/properties/title/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						message: "must NOT have more than 200 characters"
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (func2(data0) < 1) {
					const err6 = {
						instancePath: instancePath + "/title",
						schemaPath: "#/properties/title/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						message: "must NOT have fewer than 1 characters"
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (!pattern0.test(data0)) {
					const err7 = {
						instancePath: instancePath + "/title",
						schemaPath: "#/properties/title/pattern",
						keyword: "pattern",
						params: { pattern: "\\S" },
						message: "must match pattern \"\\S\""
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			} else {
				const err8 = {
					instancePath: instancePath + "/title",
					schemaPath: "#/properties/title/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.description !== void 0) {
			let data1 = data.description;
			if (typeof data1 === "string") {
				if (func2(data1) > 5e3) {
					const err9 = {
						instancePath: instancePath + "/description",
						schemaPath: "#/properties/description/maxLength",
						keyword: "maxLength",
						params: { limit: 5e3 },
						message: "must NOT have more than 5000 characters"
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (func2(data1) < 10) {
					const err10 = {
						instancePath: instancePath + "/description",
						schemaPath: "#/properties/description/minLength",
						keyword: "minLength",
						params: { limit: 10 },
						message: "must NOT have fewer than 10 characters"
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			} else {
				const err11 = {
					instancePath: instancePath + "/description",
					schemaPath: "#/properties/description/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.category !== void 0) {
			let data2 = data.category;
			if (typeof data2 !== "string") {
				const err12 = {
					instancePath: instancePath + "/category",
					schemaPath: "#/properties/category/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			if (!(data2 === "development" || data2 === "marketing" || data2 === "support" || data2 === "operations")) {
				const err13 = {
					instancePath: instancePath + "/category",
					schemaPath: "#/properties/category/enum",
					keyword: "enum",
					params: { allowedValues: schema11.properties.category.enum },
					message: "must be equal to one of the allowed values"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
		}
		if (data.priority !== void 0) {
			let data3 = data.priority;
			if (typeof data3 !== "string") {
				const err14 = {
					instancePath: instancePath + "/priority",
					schemaPath: "#/properties/priority/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
			if (!(data3 === "low" || data3 === "medium" || data3 === "high")) {
				const err15 = {
					instancePath: instancePath + "/priority",
					schemaPath: "#/properties/priority/enum",
					keyword: "enum",
					params: { allowedValues: schema11.properties.priority.enum },
					message: "must be equal to one of the allowed values"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
		}
		if (data.assignedTo !== void 0) {
			let data4 = data.assignedTo;
			if (typeof data4 === "string") {
				if (func2(data4) > 120) {
					const err16 = {
						instancePath: instancePath + "/assignedTo",
						schemaPath: "#/properties/assignedTo/maxLength",
						keyword: "maxLength",
						params: { limit: 120 },
						message: "must NOT have more than 120 characters"
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			} else {
				const err17 = {
					instancePath: instancePath + "/assignedTo",
					schemaPath: "#/properties/assignedTo/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
		}
		if (data.dueDate !== void 0) {
			let data5 = data.dueDate;
			if (typeof data5 === "string") {
				if (!formats0.validate(data5)) {
					const err18 = {
						instancePath: instancePath + "/dueDate",
						schemaPath: "#/properties/dueDate/format",
						keyword: "format",
						params: { format: "optional-date" },
						message: "must match format \"optional-date\""
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				if (data5 !== "" && /^\d{4}-\d{2}-\d{2}$/.test(data5) && data5 < func7(this)) {
					const err19 = {
						instancePath: instancePath + "/dueDate",
						schemaPath: "#/properties/dueDate/notBeforeToday",
						keyword: "notBeforeToday",
						params: {},
						message: "must pass \"notBeforeToday\" keyword validation"
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
			} else {
				const err20 = {
					instancePath: instancePath + "/dueDate",
					schemaPath: "#/properties/dueDate/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
		}
		if (data.tags !== void 0) {
			let data6 = data.tags;
			if (Array.isArray(data6)) {
				if (data6.length > 20) {
					const err21 = {
						instancePath: instancePath + "/tags",
						schemaPath: "#/properties/tags/maxItems",
						keyword: "maxItems",
						params: { limit: 20 },
						message: "must NOT have more than 20 items"
					};
					if (vErrors === null) vErrors = [err21];
					else vErrors.push(err21);
					errors++;
				}
				const len0 = data6.length;
				for (let i0 = 0; i0 < len0; i0++) {
					let data7 = data6[i0];
					if (typeof data7 === "string") {
						if (func2(data7) > 40) {
							const err22 = {
								instancePath: instancePath + "/tags/" + i0,
								schemaPath: "#/properties/tags/items/maxLength",
								keyword: "maxLength",
								params: { limit: 40 },
								message: "must NOT have more than 40 characters"
							};
							if (vErrors === null) vErrors = [err22];
							else vErrors.push(err22);
							errors++;
						}
						if (func2(data7) < 1) {
							const err23 = {
								instancePath: instancePath + "/tags/" + i0,
								schemaPath: "#/properties/tags/items/minLength",
								keyword: "minLength",
								params: { limit: 1 },
								message: "must NOT have fewer than 1 characters"
							};
							if (vErrors === null) vErrors = [err23];
							else vErrors.push(err23);
							errors++;
						}
						if (!pattern0.test(data7)) {
							const err24 = {
								instancePath: instancePath + "/tags/" + i0,
								schemaPath: "#/properties/tags/items/pattern",
								keyword: "pattern",
								params: { pattern: "\\S" },
								message: "must match pattern \"\\S\""
							};
							if (vErrors === null) vErrors = [err24];
							else vErrors.push(err24);
							errors++;
						}
					} else {
						const err25 = {
							instancePath: instancePath + "/tags/" + i0,
							schemaPath: "#/properties/tags/items/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err25];
						else vErrors.push(err25);
						errors++;
					}
				}
				let i1 = data6.length;
				let j0;
				if (i1 > 1) {
					const indices0 = {};
					for (; i1--;) {
						let item0 = data6[i1];
						if (typeof item0 !== "string") continue;
						if (typeof indices0[item0] == "number") {
							j0 = indices0[item0];
							const err26 = {
								instancePath: instancePath + "/tags",
								schemaPath: "#/properties/tags/uniqueItems",
								keyword: "uniqueItems",
								params: {
									i: i1,
									j: j0
								},
								message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)"
							};
							if (vErrors === null) vErrors = [err26];
							else vErrors.push(err26);
							errors++;
							break;
						}
						indices0[item0] = i1;
					}
				}
			} else {
				const err27 = {
					instancePath: instancePath + "/tags",
					schemaPath: "#/properties/tags/type",
					keyword: "type",
					params: { type: "array" },
					message: "must be array"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
		}
		if (data.notes !== void 0) {
			let data8 = data.notes;
			if (typeof data8 === "string") {
				if (func2(data8) > 5e3) {
					const err28 = {
						instancePath: instancePath + "/notes",
						schemaPath: "#/properties/notes/maxLength",
						keyword: "maxLength",
						params: { limit: 5e3 },
						message: "must NOT have more than 5000 characters"
					};
					if (vErrors === null) vErrors = [err28];
					else vErrors.push(err28);
					errors++;
				}
			} else {
				const err29 = {
					instancePath: instancePath + "/notes",
					schemaPath: "#/properties/notes/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
		}
	} else {
		const err30 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err30];
		else vErrors.push(err30);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
// templates/forms/task/taskFormErrors.ts
var template = formTemplate("task");
/** The task form's errors for `data`, one Spanish message per field ([] when valid), due dates checked against `today`. */
function taskFormErrors(data, today) {
	if (!isCalendarDate(today)) throw new Error(`taskFormErrors: «today» debe ser una fecha AAAA-MM-DD, no ${JSON.stringify(today)}`);
	if (validate.call({ today }, data)) return [];
	return describeErrorsAgainst(template.schema, validate.errors);
}
// frontend/formDemo/useTaskForm.ts
var bundled = formTemplate("task");
/** Before a version's validator is loaded, or when it cannot be: the server alone checks. */
var serverChecks = () => [];
var TASK_FORM_KEY = ["form-templates", "task"];
/**
* The task form /form-demo draws and checks: the latest version from the server (one published from the
* 'Plantillas' tab included), as POST /api/admin/tasks checks it. The version the build bundles is checked
* by its precompiled validator; a later one by the same code compiled by the server
* (GET /api/form-templates/task/:version/validator.js). The bundled form is drawn until the server
* answers, and stays when it cannot be reached, so typing is never blocked (the queue sends it later,
* and the server checks it).
*/
function useTaskForm() {
	const latest = useQuery({
		queryKey: TASK_FORM_KEY,
		queryFn: ({ signal }) => adminRequest("GET", "/api/form-templates/task", void 0, { signal }),
		staleTime: Infinity,
		retry: 1,
		placeholderData: bundled
	});
	const template = latest.data ?? (latest.isError ? bundled : void 0);
	const [served, setServed] = useState(null);
	const version = template?.version;
	useEffect(() => {
		if (!template || template.version === bundled.version) return;
		let current = true;
		loadServedValidator(`/api/form-templates/task/${template.version}/validator.js`, `el formulario de tareas versión ${template.version}`).then(({ validate }) => {
			const check = (data, today) => validate.call({ today }, data) ? [] : describeErrorsAgainst(template.schema, validate.errors);
			if (current) setServed({
				version: template.version,
				check
			});
		}, () => void 0);
		return () => {
			current = false;
		};
	}, [version]);
	if (!template) return {
		template,
		check: serverChecks
	};
	if (template.version === bundled.version) return {
		template,
		check: taskFormErrors
	};
	return {
		template,
		check: served?.version === template.version ? served.check : serverChecks
	};
}
// frontend/formDemo/TaskDemo.tsx
var FORM_ID = "task";
var TASKS_ENDPOINT = "/api/admin/tasks";
/** Anything a person typed (the priority's preset 'Media' does not count). */
var hasTypedData = (data) => Object.entries(data).some(([key, value]) => key !== "priority" && value !== void 0 && value !== "" && !(Array.isArray(value) && value.length === 0));
function subscribeOnline(notify) {
	window.addEventListener("online", notify);
	window.addEventListener("offline", notify);
	return () => {
		window.removeEventListener("online", notify);
		window.removeEventListener("offline", notify);
	};
}
/** The task form, its draft, its queued and failed submissions, and the tasks stored. */
function TaskDemo() {
	const toast = useToast();
	const { template, check } = useTaskForm();
	const checkRef = useRef(check);
	checkRef.current = check;
	const queryClient = useQueryClient();
	const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
	const [storageProblem, setStorageProblem] = useState(null);
	const recoverRef = useRef(() => {});
	const { queue, drafts, storageAvailable, pending, failed } = useOfflineQueue(FORM_ID, useCallback((event) => {
		if (event.type === "sent") toast.toast({ title: FORM_DEMO_TEXTS.sentToast });
		else if (event.type === "failed") {
			const { failure } = event;
			const title = failure.data.title || FORM_DEMO_TEXTS.untitled;
			toast.toast({
				variant: "destructive",
				title: failure.reason === "exhausted" ? FORM_DEMO_TEXTS.autoSendFailed : FORM_DEMO_TEXTS.sendRefused,
				description: failure.reason === "exhausted" ? FORM_DEMO_TEXTS.autoSendFailedDescription(title) : failure.message,
				action: {
					label: FORM_DEMO_TEXTS.recover,
					onClick: () => recoverRef.current(failure)
				}
			});
		} else if (event.type === "unauthorized") session.reauthenticate().then((signedIn) => {
			if (signedIn) browserOffline().queue.resumeAfterSignIn();
		});
		else if (event.type === "storageError") setStorageProblem(event.error.message);
	}, [queryClient, toast]));
	const pendingIds = pending.map((item) => item.id).join(" ");
	const lastPendingIds = useRef(pendingIds);
	useEffect(() => {
		const now = new Set(pendingIds.split(" "));
		const left = lastPendingIds.current.split(" ").some((id) => id && !now.has(id));
		lastPendingIds.current = pendingIds;
		if (left) queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
	}, [pendingIds, queryClient]);
	const draft = useFormDraft(drafts, FORM_ID);
	const { changed: saveDraftLater, clear: clearDraft } = draft;
	const [formData, setFormData] = useState(() => draft.restored?.data ?? {});
	const [restoredNotice, setRestoredNotice] = useState(draft.restored !== null);
	const [errors, setErrors] = useState([]);
	const [replacing, setReplacing] = useState(null);
	const [formKey, setFormKey] = useState(0);
	const formDataRef = useRef(formData);
	formDataRef.current = formData;
	const onChange = useCallback((data) => {
		setFormData(data);
		if (hasTypedData(data)) saveDraftLater(data);
		else clearDraft();
		setErrors((shown) => shown.length ? checkRef.current(data, todayInBusinessZone()) : shown);
	}, [saveDraftLater, clearDraft]);
	const replaceForm = (data) => {
		setFormData(data);
		setErrors([]);
		setFormKey((key) => key + 1);
	};
	const recover = async (item) => {
		const data = item.data;
		replaceForm(data);
		draft.saveNow(data);
		setReplacing(null);
		await queue.discardFailed(item.id);
		document.getElementById("form-demo-form")?.scrollIntoView({ block: "start" });
	};
	const askRecover = (item) => {
		if (hasTypedData(formDataRef.current)) setReplacing(item);
		else recover(item);
	};
	recoverRef.current = askRecover;
	const discardDraft = () => {
		draft.clear();
		replaceForm({});
		setRestoredNotice(false);
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const found = check(formData, todayInBusinessZone());
		setErrors(found);
		if (found.length) {
			document.querySelector("#form-demo-form [aria-invalid=\"true\"], #form-demo-form .has-error input")?.focus();
			return;
		}
		try {
			await queue.enqueue({
				endpoint: TASKS_ENDPOINT,
				method: "POST",
				data: formData,
				formId: FORM_ID
			});
		} catch (error) {
			if (error instanceof QueueStorageError) return setStorageProblem(error.message);
			throw error;
		}
		draft.clear();
		replaceForm({});
		setRestoredNotice(false);
		if (!navigator.onLine) toast.toast({
			title: FORM_DEMO_TEXTS.queuedToast,
			description: FORM_DEMO_TEXTS.queuedToastDescription
		});
	};
	const problem = storageProblem ?? draft.storageProblem ?? (storageAvailable ? null : OFFLINE_TEXTS.storageUnavailable);
	return /* @__PURE__ */ jsxs("div", {
		className: "form-demo-layout",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "form-demo-main",
				children: /* @__PURE__ */ jsxs("form", {
					id: "form-demo-form",
					className: "form-demo-card",
					noValidate: true,
					onSubmit,
					"aria-labelledby": "form-demo-form-title",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "form-demo-form-title",
							className: "title is-5",
							children: FORM_DEMO_TEXTS.formHeading
						}),
						!online && /* @__PURE__ */ jsx("p", {
							className: "form-demo-note is-warning",
							role: "status",
							children: FORM_DEMO_TEXTS.offlineNotice
						}),
						problem && /* @__PURE__ */ jsx("p", {
							className: "form-demo-note is-danger",
							role: "alert",
							children: problem
						}),
						restoredNotice && draft.restored && /* @__PURE__ */ jsxs("div", {
							className: "form-demo-note is-info form-demo-restored",
							role: "status",
							children: [/* @__PURE__ */ jsxs("p", { children: [
								/* @__PURE__ */ jsx("strong", { children: FORM_DEMO_TEXTS.draftRestored }),
								" ",
								FORM_DEMO_TEXTS.draftRestoredAt(`${formatInstant(new Date(draft.restored.timestamp).toISOString())} ${new Date(draft.restored.timestamp).toLocaleTimeString("es-DO", {
									hour: "2-digit",
									minute: "2-digit"
								})}`)
							] }), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "button is-small is-light",
								onClick: discardDraft,
								children: FORM_DEMO_TEXTS.discardDraft
							})]
						}),
						template ? /* @__PURE__ */ jsx(TemplateForm, {
							schema: template.schema,
							uiSchema: template.uiSchema,
							formData,
							onChange,
							errors,
							idPrefix: "task",
							notApplicable: false
						}, formKey) : /* @__PURE__ */ jsx("p", {
							role: "status",
							children: FORM_DEMO_TEXTS.formLoading
						}),
						errors.length > 0 && /* @__PURE__ */ jsx("p", {
							className: "form-demo-failure",
							role: "alert",
							children: FORM_DEMO_TEXTS.fixErrors
						}),
						/* @__PURE__ */ jsx("div", {
							className: "buttons mt-4",
							children: /* @__PURE__ */ jsx("button", {
								type: "submit",
								className: "button is-primary",
								disabled: !template,
								children: FORM_DEMO_TEXTS.submit
							})
						})
					]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "form-demo-side",
				children: [
					/* @__PURE__ */ jsx(PendingSubmissions, { items: pending }),
					/* @__PURE__ */ jsx(FailedSubmissions, {
						items: failed,
						onRecover: askRecover,
						onDiscard: (item) => void queue.discardFailed(item.id)
					}),
					/* @__PURE__ */ jsx(TaskList, { template })
				]
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: replacing !== null,
				title: FORM_DEMO_TEXTS.replaceTitle,
				question: FORM_DEMO_TEXTS.replaceQuestion,
				confirmLabel: FORM_DEMO_TEXTS.replaceConfirm,
				busy: false,
				onConfirm: () => replacing && void recover(replacing),
				onClose: () => setReplacing(null)
			})
		]
	});
}
// frontend/formDemo/FormDemoPage.tsx
/**
* /form-demo: staff only. Without a session it shows the back-office's own sign-in, and once signed in
* it stays here: the task form with local drafts and the offline submission queue.
*/
function FormDemoPage() {
	useEffect(() => {
		document.title = `${FORM_DEMO_TEXTS.title} · ${BUSINESS_NAME}`;
	}, []);
	return /* @__PURE__ */ jsx(QueryRoot, { children: /* @__PURE__ */ jsx(StaffOnly, { children: (user) => /* @__PURE__ */ jsx("main", {
		className: "section form-demo",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "title",
				children: FORM_DEMO_TEXTS.title
			}), roleCan(user.role, "tasks") ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "subtitle is-6",
				children: FORM_DEMO_TEXTS.intro
			}), /* @__PURE__ */ jsx(TaskDemo, {})] }) : /* @__PURE__ */ jsxs("p", {
				className: "notification is-warning is-light",
				role: "status",
				children: [
					FORM_DEMO_TEXTS.notForRole,
					" ",
					/* @__PURE__ */ jsx("a", {
						href: "/admin",
						children: FORM_DEMO_TEXTS.backToPanel
					})
				]
			})]
		})
	}) }) });
}
export { FormDemoPage as default };
