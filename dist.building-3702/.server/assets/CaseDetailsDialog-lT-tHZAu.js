import { c as BUSINESS_NAME, f as todayInBusinessZone, i as apiRequest, m as useToast, p as Modal, r as ApiError } from "../renderLanding.js";
import { n as adminRequest, r as errorMessage } from "./texts-BiniizUB.js";
import { a as useCan, c as clearDraft, d as useAdminList, h as Pagination, l as readDraft, s as CASE_TEXTS, u as writeDraft } from "./AdminPage-BKDGU5H_.js";
import { a as caseFieldLabel, i as readinessWarnings, n as useCaseCheck, o as caseReadiness, r as printableValue, s as listSections, t as caseCheckFor } from "./caseCheck-CYWteRRQ.js";
import { t as ListLoadError } from "./ListLoadError-CerEoxT3.js";
import { n as ACTIVITY_TEXTS, t as ActivityLine } from "./activity-D5TDYP0S.js";
import { n as readDiff, o as templateFields, r as fieldPathOf, t as errorsOfSection } from "./errorsOfSection-bjaq7d3m.js";
import { a as isObjectSchema, d as toErrorSchema, h as isNotApplicable, n as TemplateForm } from "./createAjv-CaVRL1Yl.js";
import { d as ConfirmDialog, f as formatDateTime } from "./admin-C6eKQqp6.js";
import { r as listKey } from "./queryKeys-DhWXmTtl.js";
import { s as isEmailAddress } from "./standaloneRuntime-Tcwr6ZWs.js";
import "./caseDetails-BsVFBS4Q.js";
import { Activity, memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setup } from "xstate";
// frontend/caseDetails/caseApi.ts
var query = (consultationId) => `consultationId=${encodeURIComponent(consultationId)}`;
var caseQueryKeys = {
	record: (consultationId) => ["case-details", consultationId],
	versions: (consultationId) => [
		"case-details",
		consultationId,
		"versions"
	],
	templates: ["/api/case-templates"],
	template: (key, version) => [
		"/api/case-templates",
		key,
		version
	]
};
var fetchCaseDetails = (consultationId) => apiRequest("GET", `/api/consultation-details?${query(consultationId)}`);
var saveCaseDetails = (body) => apiRequest("POST", "/api/consultation-details", body);
var fetchCaseVersions = (consultationId) => apiRequest("GET", `/api/consultation-details/versions?${query(consultationId)}`);
var fetchCaseVersion = (id) => apiRequest("GET", `/api/consultation-details/versions/${encodeURIComponent(id)}`);
/** Through adminRequest: a session that ended meanwhile is renewed and the call sent again. */
var upgradeCase = (consultationId, body) => adminRequest("POST", `/api/admin/consultations/${encodeURIComponent(consultationId)}/case/upgrade`, body);
/**
* Tells the server a PDF of the case was downloaded: the activity record says who took a copy of whose
* case, and when. Kept alive, so it is still sent when the page is closed right after the download.
*/
var reportPdfDownload = (consultationId) => adminRequest("POST", `/api/admin/consultations/${encodeURIComponent(consultationId)}/pdf-downloads`, {}, { keepalive: true });
var fetchCaseTemplates = () => apiRequest("GET", "/api/case-templates");
var fetchCaseTemplate = (key, version) => apiRequest("GET", `/api/case-templates/${encodeURIComponent(key)}/${version}`);
/** The engine's functions take a CaseTemplate; a served one names itself where the file would be. */
function asCaseTemplate(served) {
	return {
		...served,
		file: `case/${served.key}@${served.version}`
	};
}
// engine/lifecycles/processStage.ts
/**
* The process stage of a case (docs/product-rules.md, Case details). Moves are free, any stage to any other (docs/decisions.md, Process stages), but a
* move to the stage the case is already in is not a change and is refused, so it is never recorded.
*/
var PROCESS_STAGES = [
	"pre-chequeo",
	"ds160-curso",
	"mrv-pagado",
	"cita-programada",
	"entrevista-realizada",
	"aprobado",
	"reaplicar"
];
var DEFAULT_PROCESS_STAGE = "pre-chequeo";
/** What the stage select shows. */
var PROCESS_STAGE_LABELS = Object.freeze({
	"pre-chequeo": "Pre-chequeo",
	"ds160-curso": "DS-160 en curso",
	"mrv-pagado": "MRV pagado",
	"cita-programada": "Cita programada",
	"entrevista-realizada": "Entrevista realizada",
	aprobado: "Aprobado",
	reaplicar: "Reaplicar"
});
function isProcessStage(value) {
	return PROCESS_STAGES.includes(value);
}
var moves = PROCESS_STAGES.map((stage) => ({
	target: `#processStage.${stage}`,
	guard: ({ event }) => event.to === stage
}));
setup({ types: { events: {} } }).createMachine({
	id: "processStage",
	initial: DEFAULT_PROCESS_STAGE,
	states: Object.fromEntries(PROCESS_STAGES.map((stage) => [stage, { on: { MOVE: moves.filter((move) => !move.target.endsWith(`.${stage}`)) } }]))
});
// frontend/admin/activity/CaseActivity.tsx
var PAGE_SIZE = 20;
/**
* 'Actividad del caso' in the case dialog (administradores): what staff did to this consultation, its
* case, images and copies, newest first. Closed at first; read when opened, and again at each opening.
*/
function CaseActivity({ consultationId }) {
	const [opened, setOpened] = useState(false);
	const [page, setPage] = useState(1);
	const params = useMemo(() => ({
		consultationId,
		page: String(page),
		pageSize: String(PAGE_SIZE)
	}), [consultationId, page]);
	const lines = useAdminList("audit", params, {
		enabled: opened,
		staleTime: 0
	});
	const data = lines.data;
	return /* @__PURE__ */ jsxs("details", {
		className: "case-activity",
		"data-testid": "case-activity",
		onToggle: (event) => setOpened(event.currentTarget.open),
		children: [/* @__PURE__ */ jsxs("summary", { children: [ACTIVITY_TEXTS.case.title, opened && data ? ` (${data.total})` : ""] }), !opened ? null : lines.isError && !data ? /* @__PURE__ */ jsx(ListLoadError, {
			error: lines.error,
			onRetry: () => lines.refetch()
		}) : !data ? /* @__PURE__ */ jsx("p", {
			className: "case-activity-state",
			role: "status",
			children: ACTIVITY_TEXTS.case.loading
		}) : data.items.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "case-activity-state",
			children: ACTIVITY_TEXTS.case.empty
		}) : /* @__PURE__ */ jsxs("div", {
			"aria-busy": lines.isFetching || void 0,
			children: [/* @__PURE__ */ jsx("ol", {
				className: "case-activity-list",
				children: data.items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ActivityLine, {
					item,
					who: item.actorName ?? ACTIVITY_TEXTS.nobody
				}) }, item.id))
			}), /* @__PURE__ */ jsx(Pagination, {
				page: data.page,
				pageSize: data.pageSize,
				total: data.total,
				onPage: setPage
			})]
		})]
	});
}
// frontend/components/useAfterFirstPaint.ts
/**
* False until the browser has painted what the component first rendered and `delayMs` more have
* passed, then true: for parts of a screen a person does not need in the first moment (lists below
* the fold that load their own data, work drawn ahead), so they do not delay what the person came to use.
*/
function useAfterFirstPaint(delayMs = 0) {
	const [painted, setPainted] = useState(false);
	useEffect(() => {
		let task;
		const frame = requestAnimationFrame(() => {
			task = setTimeout(() => startTransition(() => setPainted(true)), delayMs);
		});
		return () => {
			cancelAnimationFrame(frame);
			clearTimeout(task);
		};
	}, [delayMs]);
	return painted;
}
// frontend/components/useOnceTrue.ts
/**
* False until `value` is first true, then true for good: for parts drawn only once needed (a dialog
* first opened, a section first shown) that keep their state afterwards.
*/
function useOnceTrue(value) {
	const [seen, setSeen] = useState(value);
	if (value && !seen) setSeen(true);
	return seen || value;
}
// engine/cases/applicantOf.ts
/**
* The applicant as the case names them (passport name), else the name on the request. The case dialog's
* title and the template preview's list of saved cases name a case the same way.
*/
function applicantOf(data, fallback) {
	const identity = data?.identity;
	const fullName = typeof identity === "object" && identity !== null ? identity.fullName : void 0;
	return typeof fullName === "string" && fullName.trim() && fullName.trim().toUpperCase() !== "NA" ? fullName.trim() : fallback;
}
// engine/sections/initialOpenSections.ts
/**
* Keys of the sections that start open when a case is opened (or its destination changes): the
* personal section (`ui:options.collapsed: false` in the template); every other one starts collapsed.
* When a template marks none, its first section opens.
*/
function initialOpenSections(template) {
	const sections = listSections(template);
	const open = sections.filter(({ key }) => (template.uiSchema[key]?.["ui:options"])?.collapsed === false).map(({ key }) => key);
	return open.length || !sections.length ? open : [sections[0].key];
}
// frontend/caseDetails/caseChanges.ts
var isFields = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var fieldsOf = (value) => isFields(value) ? value : {};
/** Blank text, null, empty lists and empty rows are all "no answer": they never count as a change. */
function comparable(value) {
	if (value === void 0 || value === null) return void 0;
	if (typeof value === "string") return value.trim() === "" ? void 0 : value;
	if (Array.isArray(value)) {
		const items = value.map(comparable).filter((item) => item !== void 0);
		return items.length ? items : void 0;
	}
	if (typeof value === "object") {
		const entries = Object.entries(value).map(([key, inner]) => [key, comparable(inner)]).filter(([, inner]) => inner !== void 0).sort(([a], [b]) => a.localeCompare(b));
		return entries.length ? Object.fromEntries(entries) : void 0;
	}
	return value;
}
var JSON_TYPE = (value) => Array.isArray(value) ? "array" : value === null ? "null" : typeof value === "object" ? "object" : typeof value;
/** Whether `value` is of a type `schema` names (an integer is a number); NA fits every field. */
function fitsType(value, schema) {
	if (isNotApplicable(value)) return true;
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
	const type = JSON_TYPE(value);
	return types.length === 0 || types.some((t) => t === type || t === "integer" && Number.isInteger(value));
}
var same = (a, b) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
/** How a value reads in the comparison: lists of rows one row per line. */
function readableValue(value, schema) {
	if (Array.isArray(value) && schema?.items?.type === "object") {
		const fields = schema.items.properties ?? {};
		return value.map((row, index) => {
			const cells = Object.entries(row ?? {}).map(([key, inner]) => printableValue(inner, fields[key])).filter(Boolean);
			return `${index + 1}. ${cells.join(", ")}`;
		}).join("\n");
	}
	return printableValue(value, schema);
}
/** The fields of `template` whose answers differ between two versions of a case, in form order. */
function changedFields(template, mine, theirs) {
	const changes = [];
	for (const section of listSections(template)) {
		const schema = template.schema.properties?.[section.key];
		if (section.oneValue) {
			if (same(mine[section.key], theirs[section.key])) continue;
			changes.push({
				path: section.key,
				label: section.title,
				mine: readableValue(mine[section.key], schema),
				theirs: readableValue(theirs[section.key], schema)
			});
			continue;
		}
		const a = fieldsOf(mine[section.key]);
		const b = fieldsOf(theirs[section.key]);
		for (const field of section.fieldKeys) {
			if (same(a[field], b[field])) continue;
			const fieldSchema = schema?.properties?.[field];
			changes.push({
				path: `${section.key}.${field}`,
				label: `${section.title} › ${fieldSchema?.title ?? field}`,
				mine: readableValue(a[field], fieldSchema),
				theirs: readableValue(b[field], fieldSchema)
			});
		}
	}
	return changes;
}
/**
* The answers of `data` that fit `template` (a change of destination keeps what the forms share:
* identity, family, employment…), with one entry per section of the template.
*/
function carryOver(data, template) {
	const result = {};
	for (const section of listSections(template)) {
		const source = data[section.key];
		if (section.oneValue) {
			if (source !== void 0 && fitsType(source, template.schema.properties[section.key])) result[section.key] = source;
			continue;
		}
		result[section.key] = Object.fromEntries(Object.entries(fieldsOf(source)).filter(([field]) => section.fieldKeys.includes(field)));
	}
	return result;
}
/** The stored case data shaped as the form holds it: every section of fields an object; a section holding one value, that value (absent when unanswered). */
function toCaseData(data, template) {
	const record = fieldsOf(data);
	const result = {};
	for (const section of listSections(template)) {
		const value = record[section.key];
		if (!section.oneValue) result[section.key] = fieldsOf(value);
		else if (value !== void 0) result[section.key] = value;
	}
	return result;
}
// frontend/caseDetails/caseFormState.ts
function fromRecord(record, template, revision) {
	const data = toCaseData(record.data, template);
	return {
		base: record,
		template,
		formTemplate: template.key,
		templateVersion: template.version,
		currentStage: record.currentStage,
		documentsReviewStatus: record.documentsReviewStatus,
		data,
		savedData: data,
		openSections: initialOpenSections(template),
		revision,
		stash: {},
		visible: [],
		shownErrors: {},
		conflict: null,
		fromDraft: false
	};
}
/** Whether the case on screen differs from the saved record (blank answers count as no answer). */
function isDirty(state) {
	const { base } = state;
	if (state.formTemplate !== base.formTemplate || state.templateVersion !== base.templateVersion) return true;
	if (state.currentStage !== base.currentStage || state.documentsReviewStatus !== base.documentsReviewStatus) return true;
	if (state.data === state.savedData) return false;
	return changedFields(state.template, state.data, toCaseData(base.data, state.template)).length > 0;
}
/** The state a dialog opens with: the saved record, or the unsaved draft of this tab on top of it. */
function initialCaseFormState(record, template, draft) {
	const state = fromRecord(record, template, 0);
	if (!draft || draft.formTemplate !== template.key || draft.templateVersion !== template.version) return state;
	return {
		...state,
		base: {
			...record,
			version: draft.baseVersion
		},
		currentStage: draft.currentStage,
		documentsReviewStatus: draft.documentsReviewStatus,
		data: toCaseData(draft.data, template),
		fromDraft: true
	};
}
/** The unsaved case as a draft of this tab: what `initialCaseFormState` needs to reopen it, and the version it started from. */
function toDraft(state) {
	return {
		formTemplate: state.formTemplate,
		templateVersion: state.templateVersion,
		currentStage: state.currentStage,
		documentsReviewStatus: state.documentsReviewStatus,
		data: state.data,
		baseVersion: state.base.version
	};
}
var within = (path, prefix) => path === prefix || path.startsWith(`${prefix}.`);
/**
* The errors to show for `sections`: every wrong answer of the case that lies in a field already left.
* Missing fields are not errors (they never block a save): the readiness check lists them.
* `check` is the template version's validator, null while it loads.
*/
function errorsFor(state, check, sections, extra = []) {
	const all = [...check ? check(state.data).wrong : [], ...extra];
	const shown = { ...state.shownErrors };
	const visible = state.visible === "all" ? all : all.filter((error) => state.visible.some((path) => within(error.path, path)));
	for (const section of sections) {
		const oneValue = !isObjectSchema(state.template.schema.properties?.[section] ?? {});
		shown[section] = errorsOfSection(visible, section, oneValue);
	}
	return shown;
}
function caseFormReducer(state, action) {
	switch (action.type) {
		case "edit": return {
			...state,
			data: {
				...state.data,
				[action.section]: action.data
			}
		};
		case "blur": {
			const path = [action.section, ...action.path].join(".");
			const visible = state.visible === "all" || state.visible.includes(path) ? state.visible : [...state.visible, path];
			const next = {
				...state,
				visible
			};
			return {
				...next,
				shownErrors: errorsFor(next, action.check, [action.section])
			};
		}
		case "checkLoaded": {
			if (state.visible !== "all" && state.visible.length === 0) return state;
			const sections = state.visible === "all" ? Object.keys(state.template.schema.properties ?? {}) : [...new Set(state.visible.map((path) => path.split(".")[0]))];
			return {
				...state,
				shownErrors: errorsFor(state, action.check, sections)
			};
		}
		case "showAllErrors": {
			const next = {
				...state,
				visible: "all"
			};
			const sections = Object.keys(state.template.schema.properties ?? {});
			const shownErrors = errorsFor(next, action.check, sections, action.extra);
			const withErrors = sections.filter((section) => shownErrors[section]?.length);
			const openSections = [...state.openSections, ...withErrors.filter((section) => !state.openSections.includes(section))];
			return {
				...next,
				shownErrors,
				openSections
			};
		}
		case "toggleSection": {
			const open = state.openSections.includes(action.section);
			return {
				...state,
				openSections: open ? state.openSections.filter((s) => s !== action.section) : [...state.openSections, action.section]
			};
		}
		case "openSection": return state.openSections.includes(action.section) ? state : {
			...state,
			openSections: [...state.openSections, action.section]
		};
		case "setStage": return {
			...state,
			currentStage: action.stage
		};
		case "setReview": return {
			...state,
			documentsReviewStatus: action.status
		};
		case "switchTemplate": {
			const { template } = action;
			if (template.key === state.formTemplate && template.version === state.templateVersion) return state;
			const stash = {
				...state.stash,
				[state.formTemplate]: state.data
			};
			return {
				...state,
				stash,
				template,
				formTemplate: template.key,
				templateVersion: template.version,
				data: toCaseData(stash[template.key] ?? carryOver(state.data, template), template),
				openSections: initialOpenSections(template),
				revision: state.revision + 1,
				visible: [],
				shownErrors: {}
			};
		}
		case "restore": return {
			...state,
			stash: {
				...state.stash,
				[state.formTemplate]: state.data
			},
			template: action.template,
			formTemplate: action.template.key,
			templateVersion: action.template.version,
			data: toCaseData(action.data, action.template),
			openSections: initialOpenSections(action.template),
			revision: state.revision + 1,
			visible: [],
			shownErrors: {}
		};
		case "saved": return {
			...fromRecord(action.record, state.template, state.revision + 1),
			openSections: state.openSections
		};
		case "conflict": return {
			...state,
			conflict: action.current
		};
		case "rebase": return state.conflict ? {
			...state,
			base: state.conflict,
			savedData: toCaseData(state.conflict.data, state.template),
			conflict: null
		} : state;
		case "takeTheirs": return state.conflict ? {
			...fromRecord(state.conflict, action.template, state.revision + 1),
			openSections: state.openSections
		} : state;
		case "dismissConflict": return {
			...state,
			conflict: null
		};
		case "reset": return fromRecord(action.record, action.template, state.revision + 1);
	}
}
// frontend/caseDetails/CaseReadinessSummary.tsx
/** Whether the case can be filed: 'Listo para presentar', or the required fields still missing, each a link to its field. */
function CaseReadinessSummary({ readiness, onJump }) {
	if (!readiness) return null;
	if (readiness.ready) return /* @__PURE__ */ jsxs("p", {
		className: "case-ready",
		role: "status",
		"data-testid": "case-ready",
		children: [
			/* @__PURE__ */ jsx("strong", { children: CASE_TEXTS.readyToFile }),
			" ",
			/* @__PURE__ */ jsx("span", { children: CASE_TEXTS.readyToFileNote })
		]
	});
	const count = readiness.sections.reduce((sum, section) => sum + section.missing.length, 0);
	return /* @__PURE__ */ jsxs("section", {
		className: "case-missing",
		"aria-label": CASE_TEXTS.missingTitle(count),
		"data-testid": "case-missing",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "case-missing-title",
			children: [
				/* @__PURE__ */ jsx("strong", { children: CASE_TEXTS.missingTitle(count) }),
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "case-missing-note",
					children: CASE_TEXTS.missingNote
				})
			]
		}), /* @__PURE__ */ jsx("dl", {
			className: "case-missing-list",
			children: readiness.sections.filter((section) => section.missing.length).map((section) => /* @__PURE__ */ jsxs("div", {
				className: "case-missing-section",
				children: [/* @__PURE__ */ jsx("dt", { children: section.title }), section.missing.map((field) => /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "case-missing-field",
					onClick: () => onJump(field.path),
					children: field.label
				}) }, field.path))]
			}, section.key))
		})]
	});
}
// frontend/caseDetails/focusCaseField.ts
/**
* Moves focus to a case field by its dotted path (`identity.birthDate`, `family.children.0.name`): the
* section form names its inputs `caso_<section>_<path joined by _>` (engine/rjsf/SectionForm.tsx).
* A widget made of several controls (a date with its «No aplica») gets the first of them. Returns
* whether a control was found; the section must be open (rendered) already.
*/
function focusCaseField(root, path) {
	const [section, ...rest] = path.split(".");
	const id = [
		"caso",
		section,
		...rest
	].join("_");
	const controls = "input, select, textarea, button";
	const exact = root.querySelector(`[id="${CSS.escape(id)}"]`);
	const target = exact?.matches(controls) ? exact : exact?.querySelector(controls) ?? root.querySelector(`[id^="${CSS.escape(id)}"]:is(${controls})`);
	if (!target) return false;
	target.scrollIntoView({ block: "center" });
	target.focus();
	return true;
}
// frontend/caseDetails/copies/useCaseCopies.ts
/** While a copy waits or is being delivered, the list looks again this often. */
var WATCH_MS = 5e3;
/** The query key of a case's e-mailed copies: its segments joined are the GET path. */
var caseCopiesKey = (consultationId) => [
	"/api/admin/consultations",
	consultationId,
	"email-copies"
];
var unsettled = (copies) => copies?.some((copy) => copy.status === "pending" || copy.status === "sending") ?? false;
function useCaseCopies(consultationId) {
	return useQuery({
		queryKey: caseCopiesKey(consultationId),
		queryFn: ({ signal }) => adminRequest("GET", `/api/admin/consultations/${consultationId}/email-copies`, void 0, { signal }),
		refetchInterval: (query) => unsettled(query.state.data) ? WATCH_MS : false
	});
}
// frontend/caseDetails/CaseCopies.tsx
var T$12 = CASE_TEXTS.copies;
function statusOf(copy) {
	if (copy.status === "sent") return {
		label: T$12.status.sent,
		tone: "sent"
	};
	if (copy.status === "failed") return {
		label: T$12.status.failed,
		tone: "failed"
	};
	return copy.attempts > 0 ? {
		label: T$12.status.retrying,
		tone: "retrying"
	} : {
		label: T$12.status.queued,
		tone: "queued"
	};
}
/**
* The copies of the case sent by e-mail and what became of each: a copy the mail server refused on
* every attempt says so, so the consultant can send it again. Shown only once a copy exists; while
* one waits, the list looks again every few seconds.
*/
function CaseCopies({ consultationId }) {
	const copies = useCaseCopies(consultationId);
	const headingId = useId();
	if (!copies.data?.length) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "case-copies",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h3", {
			id: headingId,
			className: "title is-6",
			children: T$12.heading
		}), /* @__PURE__ */ jsx("ul", {
			className: "case-copies-list",
			children: copies.data.map((copy) => {
				const status = statusOf(copy);
				return /* @__PURE__ */ jsxs("li", {
					className: "case-copies-item",
					"data-testid": "case-copy",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "case-copies-line",
							children: [/* @__PURE__ */ jsx("span", {
								className: "case-copies-to",
								children: copy.to
							}), /* @__PURE__ */ jsx("span", {
								className: `case-copies-status is-${status.tone}`,
								children: status.label
							})]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "case-copies-when",
							children: copy.sentAt ? T$12.sent(formatDateTime(copy.sentAt)) : T$12.requested(formatDateTime(copy.createdAt))
						}),
						status.tone === "retrying" && /* @__PURE__ */ jsx("p", {
							className: "case-copies-note",
							children: T$12.failedAttempts(copy.attempts)
						}),
						status.tone === "failed" && /* @__PURE__ */ jsx("p", {
							className: "case-copies-note is-failed",
							children: T$12.failedHelp
						})
					]
				}, copy.id);
			})
		})]
	});
}
// frontend/caseDetails/images/formatBytes.ts
var oneDecimal = new Intl.NumberFormat("es", {
	minimumFractionDigits: 1,
	maximumFractionDigits: 1
});
var whole = new Intl.NumberFormat("es", { maximumFractionDigits: 0 });
/**
* '10,1 MB', '850 kB': sizes as a person reads them, the one format of every size on screen. Rounded
* up, so a file over the limit never reads as exactly the limit (10 MB + 1 byte is '10,1 MB').
*/
function formatBytes(bytes) {
	if (bytes >= 1048576) return `${oneDecimal.format(Math.ceil(bytes / 1048576 * 10) / 10)} MB`;
	if (bytes >= 1024) return `${whole.format(Math.ceil(bytes / 1024))} kB`;
	return `${bytes} B`;
}
// engine/files/detectImageType.ts
var ascii = (bytes, start, end) => String.fromCharCode(...bytes.subarray(start, end));
var startsWith = (bytes, signature) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
var HEIC_BRANDS = /* @__PURE__ */ new Set([
	"heic",
	"heix",
	"heim",
	"heis",
	"hevc",
	"hevx"
]);
var HEIF_BRANDS = /* @__PURE__ */ new Set(["mif1", "msf1"]);
/**
* HEIC/HEIF files are ISO media files: a `ftyp` box naming a major brand and compatible brands.
* A generic `mif1` major brand is also used by AVIF, so it only counts as HEIF when no AVIF brand is listed.
*/
function heifType(bytes) {
	if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
	const boxSize = (bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]) >>> 0;
	const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 12);
	const major = ascii(bytes, 8, 12);
	const compatible = [];
	for (let offset = 16; offset + 4 <= end; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
	if (HEIC_BRANDS.has(major)) return {
		mimeType: "image/heic",
		extension: "heic"
	};
	if (!HEIF_BRANDS.has(major) || compatible.some((brand) => brand.startsWith("avi"))) return null;
	return compatible.some((brand) => HEIC_BRANDS.has(brand)) ? {
		mimeType: "image/heic",
		extension: "heic"
	} : {
		mimeType: "image/heif",
		extension: "heif"
	};
}
/**
* The image type named by a file's first bytes, or null when they are not one of the accepted
* formats. Names and declared types are never trusted: a renamed text file stays a text file.
*/
function detectImageType(bytes) {
	if (startsWith(bytes, [
		255,
		216,
		255
	])) return {
		mimeType: "image/jpeg",
		extension: "jpg"
	};
	if (startsWith(bytes, [
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	])) return {
		mimeType: "image/png",
		extension: "png"
	};
	if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return {
		mimeType: "image/gif",
		extension: "gif"
	};
	if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return {
		mimeType: "image/webp",
		extension: "webp"
	};
	return heifType(bytes);
}
// frontend/caseDetails/images/readImageType.ts
/**
* The image type a file's first bytes name, or null: the file's name and the type the browser guessed
* from it are not trusted (a renamed text file is still text). The rule is the server's own, so the
* browser refuses exactly what the server would.
*/
async function readImageType(file) {
	return detectImageType(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
}
// frontend/caseDetails/images/checkImageSelection.ts
var R = CASE_TEXTS.images.refused;
/** Same file chosen twice: same name, size and modification time. */
var fileKey = (file) => `${file.name}|${file.size}|${file.lastModified}`;
/**
* Sorts the files a consultant chose into those that may be uploaded and those refused, with the
* reason: empty, over 10 MB, not an image by its bytes, already waiting, or past the 10 images a case
* may hold (counting those stored and those already waiting). Files are taken in the order chosen.
*/
async function checkImageSelection(files, context, readType = readImageType) {
	const accepted = [];
	const refused = [];
	const waiting = new Set(context.pending.map(fileKey));
	for (const file of files) {
		if (file.size === 0) {
			refused.push(R.empty(file.name));
			continue;
		}
		if (file.size > 10485760) {
			refused.push(R.tooLarge(file.name, formatBytes(file.size)));
			continue;
		}
		const type = await readType(file).catch(() => null);
		if (!type) {
			refused.push(R.notImage(file.name));
			continue;
		}
		if (waiting.has(fileKey(file))) {
			refused.push(R.duplicate(file.name));
			continue;
		}
		if (context.stored + context.pending.length + accepted.length >= 10) {
			refused.push(R.tooMany(file.name));
			continue;
		}
		waiting.add(fileKey(file));
		accepted.push({
			file,
			type
		});
	}
	return {
		accepted,
		refused
	};
}
// frontend/caseDetails/images/ImagePreviewDialog.tsx
var T$11 = CASE_TEXTS.images;
var downloadUrl = (image) => `${image.objectPath}?download=1`;
/** One image at full size, with download and delete. */
function ImagePreviewDialog({ image, onDelete, onClose }) {
	return /* @__PURE__ */ jsx(Modal, {
		open: image !== null,
		onClose,
		size: "large",
		title: image?.originalName ?? "",
		description: image ? formatBytes(image.fileSize) : void 0,
		footer: image && /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-light",
				onClick: onClose,
				children: T$11.close
			}),
			/* @__PURE__ */ jsx("a", {
				className: "button is-primary",
				href: downloadUrl(image),
				download: image.originalName,
				children: T$11.download
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-danger is-outlined",
				onClick: () => onDelete(image),
				children: T$11.delete
			})
		] }),
		children: image && /* @__PURE__ */ jsx("img", {
			className: "case-images-preview",
			src: image.objectPath,
			alt: image.originalName
		})
	});
}
// frontend/caseDetails/images/PendingUploads.tsx
var T$10 = CASE_TEXTS.images;
/** Files chosen but not yet stored: each with its size, then a progress bar once its upload starts. */
function PendingUploads({ items, uploading, onRemove }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "case-images-pending",
		"aria-label": T$10.pendingHeading,
		children: items.map((item) => /* @__PURE__ */ jsxs("li", {
			className: "case-images-pending-item",
			"data-testid": "pending-image",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "case-images-pending-line",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "case-images-pending-name",
							children: item.file.name
						}),
						/* @__PURE__ */ jsx("span", {
							className: "case-images-pending-size",
							children: formatBytes(item.file.size)
						}),
						!uploading && /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-small is-light",
							onClick: () => onRemove(item.key),
							"aria-label": `${T$10.discard} ${item.file.name}`,
							children: T$10.discard
						})
					]
				}),
				item.progress !== null && /* @__PURE__ */ jsxs("progress", {
					className: `case-images-progress ${item.error ? "is-failed" : ""}`,
					max: 100,
					value: item.progress,
					"aria-label": T$10.progress(item.file.name),
					children: [item.progress, "%"]
				}),
				item.error && /* @__PURE__ */ jsx("p", {
					className: "help is-danger",
					role: "alert",
					children: item.error
				})
			]
		}, item.key))
	});
}
// frontend/caseDetails/images/putWithProgress.ts
var E = CASE_TEXTS.images.errors;
/** A refused or failed upload, with the text the consultant is shown (the product's texts, docs/product-rules.md, or the server's Spanish message). */
var UploadError = class extends Error {
	status;
	constructor(message, status) {
		super(message);
		this.status = status;
		this.name = "UploadError";
	}
};
function serverMessage(body) {
	try {
		const parsed = JSON.parse(body);
		return typeof parsed.error === "string" ? parsed.error : null;
	} catch {
		return null;
	}
}
/**
* PUTs a file's bytes to a signed upload URL with XMLHttpRequest, the one browser API that reports
* upload progress. `onProgress` gets 0–100. An expired link (403) or timeout reads 'Request has
* expired'; another refusal, the server's message or 'Non 2xx'; a network failure, 'Unknown error'.
*/
function putWithProgress(url, file, onProgress, signal) {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open("PUT", url);
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round(event.loaded / event.total * 100)));
		};
		xhr.onload = () => {
			if (xhr.status >= 200 && xhr.status < 300) {
				onProgress(100);
				resolve();
			} else if (xhr.status === 403) reject(new UploadError(E.expired, xhr.status));
			else reject(new UploadError(serverMessage(xhr.responseText) ?? E.non2xx, xhr.status));
		};
		xhr.ontimeout = () => reject(new UploadError(E.expired, 0));
		xhr.onerror = () => reject(new UploadError(E.unknown, 0));
		xhr.onabort = () => reject(new UploadError(E.unknown, 0));
		signal?.addEventListener("abort", () => xhr.abort(), { once: true });
		xhr.send(file);
	});
}
// frontend/caseDetails/images/uploadCaseImage.ts
var NAME_LIMIT = 255;
/**
* One image onto a case, in the three steps of the images API: ask for a signed upload URL, PUT the
* bytes there (with progress), then register the stored object on the consultation.
*/
async function uploadCaseImage(consultationId, file, type, onProgress) {
	const ask = {
		fileSize: file.size,
		mimeType: type.mimeType
	};
	const { uploadURL, objectPath } = await adminRequest("POST", "/api/objects/upload", ask);
	await putWithProgress(uploadURL, file, onProgress);
	const name = file.name.slice(0, NAME_LIMIT) || `imagen.${type.extension}`;
	const register = {
		fileName: name,
		originalName: name,
		fileSize: file.size,
		mimeType: type.mimeType,
		objectPath
	};
	return adminRequest("POST", `/api/consultations/${consultationId}/images`, register);
}
// frontend/caseDetails/images/useCaseImages.ts
/** The query key of a case's images: its segments joined are the GET path (docs/product-rules.md, Talking to the server). */
var caseImagesKey = (consultationId) => [
	"/api/consultations",
	consultationId,
	"images"
];
function useCaseImages(consultationId) {
	return useQuery({
		queryKey: caseImagesKey(consultationId),
		queryFn: ({ signal }) => adminRequest("GET", `/api/consultations/${consultationId}/images`, void 0, { signal })
	});
}
// frontend/caseDetails/CaseImages.tsx
var T$9 = CASE_TEXTS.images;
/**
* The images section of the case dialog. Chosen files are checked at once (images by their bytes,
* at most 10 MB, at most 10 per case) and wait in a list; nothing is sent until the consultant
* presses 'Subir'. A file whose upload fails stays in the list with the reason, ready to try again.
*/
function CaseImages({ consultationId }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const images = useCaseImages(consultationId);
	const [pending, setPending] = useState([]);
	const [refused, setRefused] = useState([]);
	const [uploading, setUploading] = useState(false);
	const [previewing, setPreviewing] = useState(null);
	const [deleting, setDeleting] = useState(null);
	const input = useRef(null);
	const inputId = useId();
	const headingId = useId();
	const stored = images.data?.length ?? 0;
	const refreshList = () => queryClient.invalidateQueries({ queryKey: caseImagesKey(consultationId) });
	const update = (key, change) => setPending((items) => items.map((item) => item.key === key ? {
		...item,
		...change
	} : item));
	const choose = async (event) => {
		const files = [...event.target.files ?? []];
		event.target.value = "";
		if (!files.length) return;
		const selection = await checkImageSelection(files, {
			stored,
			pending: pending.map((p) => p.file)
		});
		setRefused(selection.refused);
		setPending((items) => [...items, ...selection.accepted.map(({ file, type }) => ({
			key: fileKey(file),
			file,
			type,
			progress: null,
			error: null
		}))]);
	};
	const uploadAll = async () => {
		if (uploading || !pending.length) return;
		setUploading(true);
		setRefused([]);
		let uploaded = 0;
		let firstError = null;
		for (const item of pending) {
			update(item.key, {
				progress: 0,
				error: null
			});
			try {
				await uploadCaseImage(consultationId, item.file, item.type, (progress) => update(item.key, { progress }));
				uploaded += 1;
				setPending((items) => items.filter((p) => p.key !== item.key));
			} catch (error) {
				const message = errorMessage(error, error instanceof Error ? error.message : T$9.errors.unknown);
				firstError ??= message;
				update(item.key, { error: message });
			}
			await refreshList();
		}
		setUploading(false);
		if (firstError) toast({
			...T$9.uploadError,
			description: firstError,
			variant: "destructive"
		});
		else toast(T$9.uploaded(uploaded));
	};
	const remove = useMutation({
		mutationFn: (image) => adminRequest("DELETE", `/api/consultations/images/${image.id}`),
		onSuccess: async () => {
			toast(T$9.deleted);
			setDeleting(null);
			setPreviewing(null);
			await refreshList();
		},
		onError: async (error) => {
			toast({
				...T$9.deleteError,
				description: errorMessage(error, CASE_TEXTS.emailCopy.network),
				variant: "destructive"
			});
			if (error instanceof ApiError && error.status === 404) {
				setDeleting(null);
				await refreshList();
			}
		}
	});
	const full = stored + pending.length >= 10;
	return /* @__PURE__ */ jsxs("section", {
		className: "case-images",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "case-images-head",
				children: [/* @__PURE__ */ jsx("h3", {
					id: headingId,
					className: "title is-6",
					children: T$9.heading
				}), images.data && /* @__PURE__ */ jsx("span", {
					className: "case-images-count",
					children: T$9.count(stored)
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "help",
				children: T$9.rules
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "case-images-choose",
				children: [/* @__PURE__ */ jsx("input", {
					ref: input,
					id: inputId,
					className: "case-images-input",
					type: "file",
					accept: "image/*,.heic,.heif",
					multiple: true,
					disabled: uploading || !images.data,
					onChange: choose
				}), /* @__PURE__ */ jsx("label", {
					htmlFor: inputId,
					className: `button is-light ${uploading || !images.data || full ? "is-static" : ""}`,
					children: T$9.choose
				})]
			}),
			refused.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "case-images-refused",
				role: "alert",
				children: refused.map((message) => /* @__PURE__ */ jsx("li", { children: message }, message))
			}),
			pending.length > 0 && /* @__PURE__ */ jsxs("div", {
				className: "case-images-upload",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "has-text-weight-semibold",
						children: T$9.pendingHeading
					}),
					/* @__PURE__ */ jsx(PendingUploads, {
						items: pending,
						uploading,
						onRemove: (key) => setPending((items) => items.filter((p) => p.key !== key))
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "buttons",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-primary",
							"aria-disabled": uploading || void 0,
							onClick: uploadAll,
							children: uploading ? T$9.uploading : T$9.upload(pending.length)
						}), !uploading && /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-light",
							onClick: () => setPending([]),
							children: T$9.discardAll
						})]
					})
				]
			}),
			images.isPending && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "has-text-grey",
				children: T$9.loading
			}),
			images.isError && /* @__PURE__ */ jsxs("div", {
				className: "case-images-load-error",
				children: [/* @__PURE__ */ jsx("p", { children: T$9.loadError }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small",
					onClick: () => images.refetch(),
					children: T$9.retry
				})]
			}),
			images.data && images.data.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "has-text-grey",
				children: T$9.empty
			}),
			images.data && images.data.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "case-images-grid",
				children: images.data.map((image) => /* @__PURE__ */ jsxs("li", {
					className: "case-images-item",
					"data-testid": "case-image",
					"aria-label": image.originalName,
					children: [
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "case-images-thumb",
							onClick: () => setPreviewing(image),
							"aria-label": `${T$9.preview}: ${image.originalName}`,
							children: /* @__PURE__ */ jsx("img", {
								src: image.objectPath,
								alt: "",
								loading: "lazy"
							})
						}),
						/* @__PURE__ */ jsx("p", {
							className: "case-images-name",
							title: image.originalName,
							children: image.originalName
						}),
						/* @__PURE__ */ jsx("p", {
							className: "case-images-size",
							children: formatBytes(image.fileSize)
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "case-images-actions",
							children: [/* @__PURE__ */ jsx("a", {
								className: "button is-small is-light",
								href: downloadUrl(image),
								download: image.originalName,
								"aria-label": `${T$9.download} ${image.originalName}`,
								children: T$9.download
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "button is-small is-danger is-outlined",
								onClick: () => setDeleting(image),
								"aria-label": `${T$9.delete} ${image.originalName}`,
								children: T$9.delete
							})]
						})
					]
				}, image.id))
			}),
			/* @__PURE__ */ jsx(ImagePreviewDialog, {
				image: previewing,
				onDelete: setDeleting,
				onClose: () => setPreviewing(null)
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: deleting !== null,
				title: T$9.deleteTitle,
				question: deleting ? T$9.deleteQuestion(deleting.originalName) : "",
				confirmLabel: T$9.delete,
				busy: remove.isPending,
				onConfirm: () => deleting && remove.mutate(deleting),
				onClose: () => setDeleting(null)
			})
		]
	});
}
// engine/cases/caseReference.ts
/**
* The short reference a client and the staff quote for a consultation and its case: the first eight
* characters of its id, uppercased ('3F2A9C1B'). E-mails, the case file and its PDF all print this one.
*/
function caseReference(consultationId) {
	return consultationId.slice(0, 8).toUpperCase();
}
// engine/na/isAnswered.ts
/**
* Whether a field holds an answer: NA counts (the consultant decided it does not apply); blank text,
* null and empty lists do not. `false` is an answer (a "No").
*/
function isAnswered(value) {
	if (value === void 0 || value === null) return false;
	if (typeof value === "string") return value.trim() !== "" || isNotApplicable(value);
	if (Array.isArray(value)) return value.length > 0;
	if (typeof value === "number") return Number.isFinite(value);
	return true;
}
// engine/sections/sectionProgress.ts
/** How many of a section's fields `values` answers (NA counts as answered; a list counts once, when it has a row or is NA). */
function countAnswered(fieldKeys, values) {
	return fieldKeys.filter((field) => isAnswered(values[field])).length;
}
// engine/rjsf/SectionForm.tsx
/**
* One section of a case: TemplateForm on the section's own schema, its changes and blurs tagged with
* the section's key. Each section is a separate form so a keystroke re-renders only the section being
* typed in. Callers must keep `schema`, `uiSchema`, `onChange` and `onFieldBlur` stable between renders.
*/
var SectionForm = memo(function SectionForm({ sectionKey, schema, uiSchema, formData, errors, onChange, onFieldBlur, disabled }) {
	const handleChange = useCallback((data) => onChange(sectionKey, data ?? (schema.type === "object" ? {} : void 0)), [
		onChange,
		sectionKey,
		schema
	]);
	const handleBlur = useCallback((path) => onFieldBlur(sectionKey, path), [onFieldBlur, sectionKey]);
	return /* @__PURE__ */ jsx(TemplateForm, {
		schema,
		uiSchema,
		formData,
		errors,
		onChange: handleChange,
		onFieldBlur: handleBlur,
		idPrefix: `caso_${sectionKey}`,
		disabled
	});
});
// frontend/caseDetails/SectionPanel.tsx
/**
* One collapsible section: a header with its progress, and its form. A closed section's form is drawn
* ahead in React's idle time once `drawAhead`, hidden (`Activity`), so opening it only shows what is
* ready. Closing it keeps its state; its effects run only while it is open (closing flushes the text
* being typed, as unmounting did).
*/
var SectionPanel = memo(function SectionPanel(props) {
	const { sectionKey, title, open, drawAhead, filled, total, errorCount, missingCount, onToggle } = props;
	const bodyId = useId();
	const drawn = useOnceTrue(open || drawAhead);
	return /* @__PURE__ */ jsxs("section", {
		className: `case-section ${open ? "is-open" : ""} ${errorCount ? "has-errors" : ""}`,
		"data-section": sectionKey,
		children: [/* @__PURE__ */ jsx("h3", {
			className: "case-section-title",
			children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "case-section-toggle",
				"aria-expanded": open,
				"aria-controls": bodyId,
				onClick: () => onToggle(sectionKey),
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "case-section-chevron",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "case-section-name",
						children: title
					}),
					errorCount > 0 && /* @__PURE__ */ jsx("span", {
						className: "case-section-errors",
						children: CASE_TEXTS.fixFields(errorCount)
					}),
					missingCount > 0 && /* @__PURE__ */ jsx("span", {
						className: "case-section-missing",
						title: CASE_TEXTS.missingInSectionLabel(missingCount),
						children: CASE_TEXTS.missingInSection(missingCount)
					}),
					/* @__PURE__ */ jsx("span", {
						className: "case-section-progress",
						"aria-label": CASE_TEXTS.sectionProgressLabel(filled, total),
						title: CASE_TEXTS.sectionProgressLabel(filled, total),
						children: CASE_TEXTS.sectionProgress(filled, total)
					})
				]
			})
		}), /* @__PURE__ */ jsx("div", {
			id: bodyId,
			className: "case-section-body",
			hidden: !open,
			children: drawn && /* @__PURE__ */ jsx(Activity, {
				mode: open ? "visible" : "hidden",
				children: /* @__PURE__ */ jsx(SectionForm, {
					sectionKey,
					schema: props.schema,
					uiSchema: props.uiSchema,
					formData: props.data,
					errors: props.errors,
					onChange: props.onChange,
					onFieldBlur: props.onFieldBlur
				})
			})
		})]
	});
});
// frontend/caseDetails/CaseSections.tsx
var EMPTY_ERRORS = [];
var NO_VALUES = {};
/**
* The collapsible sections of a case. Everything a section receives is stable unless that section
* changed (its data, its errors, its open state), so typing or opening a section re-renders that section
* only, and a section's progress is counted again only when its answers changed. The list itself is
* skipped when none of its props changed (the dialog's deferred render after each change).
*/
var CaseSections = memo(function CaseSections({ template, data, openSections, drawAhead = true, shownErrors, missingCounts, onToggle, onChange, onFieldBlur }) {
	const sections = useMemo(() => listSections(template).map(({ key, title, fieldKeys, oneValue }) => {
		const { "ui:options": _collapsed, ...uiSchema } = template.uiSchema[key] ?? {};
		const schema = template.schema.properties[key];
		const definitions = template.schema.definitions;
		return {
			key,
			title,
			fieldKeys,
			schema: definitions ? {
				...schema,
				definitions
			} : schema,
			uiSchema,
			oneValue
		};
	}), [template]);
	const errorTrees = useMemo(() => /* @__PURE__ */ new WeakMap(), []);
	const treeOf = (errors) => {
		let tree = errorTrees.get(errors);
		if (!tree) errorTrees.set(errors, tree = toErrorSchema(errors));
		return tree;
	};
	const filledCounts = useMemo(() => /* @__PURE__ */ new WeakMap(), [template]);
	const filledOf = (section, values) => {
		if (section.oneValue) return isAnswered(values) ? 1 : 0;
		let filled = filledCounts.get(values);
		if (filled === void 0) filledCounts.set(values, filled = countAnswered(section.fieldKeys, values));
		return filled;
	};
	return /* @__PURE__ */ jsx("div", {
		className: "case-sections",
		children: sections.map((section) => {
			const values = section.oneValue ? data[section.key] : data[section.key] ?? NO_VALUES;
			const errors = shownErrors[section.key] ?? EMPTY_ERRORS;
			return /* @__PURE__ */ jsx(SectionPanel, {
				sectionKey: section.key,
				title: section.title,
				open: openSections.includes(section.key),
				drawAhead,
				filled: filledOf(section, values),
				total: section.oneValue ? 1 : section.fieldKeys.length,
				errorCount: errors.length,
				missingCount: missingCounts[section.key] ?? 0,
				schema: section.schema,
				uiSchema: section.uiSchema,
				data: values,
				errors: errors.length ? treeOf(errors) : void 0,
				onToggle,
				onChange,
				onFieldBlur
			}, section.key);
		})
	});
});
// frontend/caseDetails/CaseSummaryFields.tsx
var REVIEW_STATUSES = [
	"pending",
	"verified",
	"incomplete"
];
/** The case summary: destination (which form), process stage and documents review. */
function CaseSummaryFields(props) {
	const { templates, formTemplate, currentStage, documentsReviewStatus, disabled } = props;
	const known = templates.some((t) => t.key === formTemplate);
	return /* @__PURE__ */ jsxs("div", {
		className: "case-summary",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: "case-destination",
					children: CASE_TEXTS.destination
				}), /* @__PURE__ */ jsx("div", {
					className: "select is-fullwidth",
					children: /* @__PURE__ */ jsxs("select", {
						id: "case-destination",
						value: formTemplate,
						disabled,
						onChange: (event) => props.onTemplate(event.target.value),
						children: [!known && /* @__PURE__ */ jsx("option", {
							value: formTemplate,
							children: formTemplate
						}), templates.map((template) => /* @__PURE__ */ jsx("option", {
							value: template.key,
							children: template.label
						}, template.key))]
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: "case-stage",
					children: CASE_TEXTS.stage
				}), /* @__PURE__ */ jsx("div", {
					className: "select is-fullwidth",
					children: /* @__PURE__ */ jsx("select", {
						id: "case-stage",
						value: currentStage,
						disabled,
						onChange: (event) => props.onStage(event.target.value),
						children: PROCESS_STAGES.map((stage) => /* @__PURE__ */ jsx("option", {
							value: stage,
							children: PROCESS_STAGE_LABELS[stage]
						}, stage))
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: "case-review",
					children: CASE_TEXTS.documentsReview
				}), /* @__PURE__ */ jsx("div", {
					className: "select is-fullwidth",
					children: /* @__PURE__ */ jsx("select", {
						id: "case-review",
						value: documentsReviewStatus,
						disabled,
						onChange: (event) => props.onReview(event.target.value),
						children: REVIEW_STATUSES.map((status) => /* @__PURE__ */ jsx("option", {
							value: status,
							children: CASE_TEXTS.documentsReviewStatus[status]
						}, status))
					})
				})]
			})
		]
	});
}
// frontend/caseDetails/ClosePrompt.tsx
var T$8 = CASE_TEXTS.closePrompt;
/** Asked before the case dialog closes over unsaved changes; keeping on editing is the default. */
function ClosePrompt({ open, onKeepEditing, onDiscard }) {
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: onKeepEditing,
		title: T$8.title,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-primary",
			"data-autofocus": true,
			onClick: onKeepEditing,
			children: T$8.keepEditing
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-danger is-outlined",
			onClick: onDiscard,
			children: T$8.discard
		})] }),
		children: /* @__PURE__ */ jsx("p", { children: T$8.question })
	});
}
// frontend/caseDetails/ConflictView.tsx
var T$7 = CASE_TEXTS.conflict;
function summaryChanges(props) {
	const { mine, theirs, templateLabel } = props;
	const review = CASE_TEXTS.documentsReviewStatus;
	return [
		[
			"formTemplate",
			templateLabel(mine.formTemplate),
			templateLabel(theirs.formTemplate)
		],
		[
			"currentStage",
			PROCESS_STAGE_LABELS[mine.currentStage] ?? mine.currentStage,
			PROCESS_STAGE_LABELS[theirs.currentStage]
		],
		[
			"documentsReviewStatus",
			review[mine.documentsReviewStatus] ?? mine.documentsReviewStatus,
			review[theirs.documentsReviewStatus]
		]
	].filter(([, a, b]) => a !== b).map(([key, a, b]) => ({
		path: key,
		label: CASE_TEXTS.summaryFields[key],
		mine: a,
		theirs: b
	}));
}
/**
* A save refused because someone else saved first: both versions side by side, field by field, and
* the choice of which to keep. Nothing is overwritten until the consultant decides.
*/
function ConflictView(props) {
	const { template, mine, theirs, busy } = props;
	const changes = [...summaryChanges(props), ...changedFields(template, mine.data, toCaseData(theirs.data, template))];
	const title = useRef(null);
	useEffect(() => {
		title.current?.focus();
		title.current?.scrollIntoView({ block: "start" });
	}, [theirs]);
	return /* @__PURE__ */ jsxs("section", {
		className: "case-conflict",
		"aria-labelledby": "case-conflict-title",
		"data-testid": "case-conflict",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: "case-conflict-title",
				className: "case-conflict-title",
				ref: title,
				tabIndex: -1,
				children: T$7.title
			}),
			/* @__PURE__ */ jsx("p", { children: T$7.description(theirs.updatedBy ?? T$7.someone, formatDateTime(theirs.updatedAt)) }),
			changes.length === 0 ? /* @__PURE__ */ jsx("p", { children: T$7.none }) : /* @__PURE__ */ jsx("div", {
				className: "case-conflict-table-wrap",
				children: /* @__PURE__ */ jsxs("table", {
					className: "case-conflict-table",
					children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: T$7.field
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: T$7.mine
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: T$7.theirs
						})
					] }) }), /* @__PURE__ */ jsx("tbody", { children: changes.map((change) => /* @__PURE__ */ jsxs("tr", {
						"data-path": change.path,
						children: [
							/* @__PURE__ */ jsx("th", {
								scope: "row",
								children: change.label
							}),
							/* @__PURE__ */ jsx("td", {
								className: "is-mine",
								children: change.mine || T$7.empty
							}),
							/* @__PURE__ */ jsx("td", {
								className: "is-theirs",
								children: change.theirs || T$7.empty
							})
						]
					}, change.path)) })]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "case-conflict-actions",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-primary",
						"aria-disabled": busy || void 0,
						onClick: () => !busy && props.onKeepMine(),
						children: T$7.keepMine
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-light",
						disabled: busy,
						onClick: props.onTakeTheirs,
						children: T$7.takeTheirs
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-white",
						disabled: busy,
						onClick: props.onBack,
						children: T$7.back
					})
				]
			})
		]
	});
}
// frontend/caseDetails/EmailCopyDialog.tsx
var T$6 = CASE_TEXTS.emailCopy;
/** Asks where to send the copy; what was typed survives a failed send and closing the dialog. */
function EmailCopyDialog({ open, defaultTo, sending, serverError, onSend, onClose }) {
	const [to, setTo] = useState(defaultTo);
	const [touched, setTouched] = useState(false);
	const inputId = useId();
	const errorId = useId();
	useEffect(() => {
		setTo(defaultTo);
		setTouched(false);
	}, [defaultTo]);
	const invalid = !isEmailAddress(to.trim());
	const message = touched && invalid ? T$6.invalid : serverError ?? null;
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (invalid || sending) return;
		onSend(to.trim());
	};
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		title: T$6.title,
		description: T$6.description,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: T$6.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			form: `${inputId}-form`,
			className: "button is-primary",
			"aria-disabled": sending || void 0,
			children: sending ? T$6.sending : T$6.send
		})] }),
		children: /* @__PURE__ */ jsx("form", {
			id: `${inputId}-form`,
			noValidate: true,
			onSubmit: submit,
			children: /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [
					/* @__PURE__ */ jsx("label", {
						className: "label",
						htmlFor: inputId,
						children: T$6.to
					}),
					/* @__PURE__ */ jsx("div", {
						className: "control",
						children: /* @__PURE__ */ jsx("input", {
							id: inputId,
							className: `input ${message ? "is-danger" : ""}`,
							type: "email",
							autoComplete: "email",
							value: to,
							"data-autofocus": true,
							"aria-invalid": message ? true : void 0,
							"aria-describedby": message ? errorId : void 0,
							onChange: (event) => setTo(event.target.value),
							onBlur: () => setTouched(true)
						})
					}),
					message && /* @__PURE__ */ jsx("p", {
						id: errorId,
						className: "help is-danger",
						role: "alert",
						children: message
					})
				]
			})
		})
	});
}
// frontend/caseDetails/useDismiss.ts
/** Calls `onDismiss` on Escape or on a pointer press outside `ref`, while `active`. */
function useDismiss(ref, active, onDismiss) {
	useEffect(() => {
		if (!active) return;
		const onPointer = (event) => {
			if (ref.current && !ref.current.contains(event.target)) onDismiss();
		};
		const onKey = (event) => {
			if (event.key !== "Escape") return;
			event.preventDefault();
			onDismiss();
		};
		document.addEventListener("pointerdown", onPointer);
		document.addEventListener("keydown", onKey, true);
		return () => {
			document.removeEventListener("pointerdown", onPointer);
			document.removeEventListener("keydown", onKey, true);
		};
	}, [
		ref,
		active,
		onDismiss
	]);
}
// frontend/caseDetails/DownloadMenu.tsx
var T$5 = CASE_TEXTS.download;
/** The dialog footer's 'Descargar' menu: the case as PDF, or a copy of it by e-mail. */
function DownloadMenu(props) {
	const { consultationId, template, formData, retired, caseId, applicantName, destinationLabel, stage, clientEmail } = props;
	const { toast } = useToast();
	const queryClient = useQueryClient();
	const [menuOpen, setMenuOpen] = useState(false);
	const [emailOpen, setEmailOpen] = useState(false);
	const emailAsked = useOnceTrue(emailOpen);
	const [generating, setGenerating] = useState(false);
	const [addressError, setAddressError] = useState(null);
	const root = useRef(null);
	const menuId = useId();
	useDismiss(root, menuOpen, useCallback(() => setMenuOpen(false), []));
	const downloadPdf = async () => {
		setMenuOpen(false);
		if (generating) return;
		setGenerating(true);
		try {
			const { downloadCasePdf } = await import("./casePdf-HWlwFmaI.js").then((n) => n.t);
			const fileName = await downloadCasePdf(template, formData, {
				businessName: BUSINESS_NAME,
				caseId,
				applicantName,
				destinationLabel,
				stageLabel: PROCESS_STAGE_LABELS[stage],
				date: /* @__PURE__ */ new Date(),
				retired
			});
			toast(T$5.pdfDone(fileName));
			reportPdfDownload(consultationId).then(() => queryClient.invalidateQueries({ queryKey: listKey("audit") }), () => void 0);
		} catch {
			toast({
				...T$5.pdfError,
				variant: "destructive"
			});
		} finally {
			setGenerating(false);
		}
	};
	const sendCopy = useMutation({
		mutationFn: (to) => {
			const body = {
				template: {
					key: template.key,
					version: template.version
				},
				formData,
				countryLabel: destinationLabel,
				applicantName,
				caseId,
				to,
				stage
			};
			return adminRequest("POST", `/api/admin/consultations/${consultationId}/email-copy`, body);
		},
		onSuccess: (_response, to) => {
			setEmailOpen(false);
			setAddressError(null);
			toast(CASE_TEXTS.emailCopy.sent(to));
			queryClient.invalidateQueries({ queryKey: caseCopiesKey(consultationId) });
		},
		onError: (error) => {
			const message = errorMessage(error, CASE_TEXTS.emailCopy.network);
			const aboutAddress = error instanceof ApiError && error.payload?.details?.find((d) => d.path === "to");
			setAddressError(aboutAddress ? aboutAddress.message : null);
			toast({
				...CASE_TEXTS.emailCopy.error,
				description: message,
				variant: "destructive"
			});
		}
	});
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		className: "case-download",
		children: [
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "button",
				"aria-haspopup": "menu",
				"aria-expanded": menuOpen,
				"aria-controls": menuId,
				"aria-busy": generating || void 0,
				onClick: () => setMenuOpen((open) => !open),
				children: [/* @__PURE__ */ jsx("span", { children: generating ? T$5.generating : T$5.menu }), /* @__PURE__ */ jsx("span", {
					className: "case-download-caret",
					"aria-hidden": "true",
					children: "▾"
				})]
			}) }),
			/* @__PURE__ */ jsx("div", {
				className: "case-download-menu",
				id: menuId,
				role: "menu",
				hidden: !menuOpen,
				children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					role: "menuitem",
					className: "case-download-item",
					onClick: downloadPdf,
					children: T$5.pdf
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "menuitem",
					className: "case-download-item",
					onClick: () => {
						setMenuOpen(false);
						setEmailOpen(true);
					},
					children: T$5.email
				})] })
			}),
			emailAsked && /* @__PURE__ */ jsx(EmailCopyDialog, {
				open: emailOpen,
				defaultTo: clientEmail,
				sending: sendCopy.isPending,
				serverError: addressError,
				onSend: (to) => sendCopy.mutate(to),
				onClose: () => setEmailOpen(false)
			})
		]
	});
}
// frontend/caseDetails/ReadinessWarnings.tsx
/** What to look at before filing the case. Advice only: saving is never blocked by it. */
function ReadinessWarnings({ warnings }) {
	if (!warnings.length) return null;
	return /* @__PURE__ */ jsxs("aside", {
		className: "case-readiness",
		"aria-label": CASE_TEXTS.readinessTitle,
		children: [/* @__PURE__ */ jsxs("p", {
			className: "case-readiness-title",
			children: [
				CASE_TEXTS.readinessTitle,
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "case-readiness-note",
					children: CASE_TEXTS.readinessNote
				})
			]
		}), /* @__PURE__ */ jsx("ul", { children: warnings.map((warning, index) => /* @__PURE__ */ jsx("li", { children: warning.message }, `${warning.code}-${index}`)) })]
	});
}
// frontend/caseDetails/RetiredValues.tsx
var T$4 = CASE_TEXTS.retired;
/**
* 'Campos retirados': what the case kept from fields an older version of its form had, or from
* values the current version no longer accepts (engine/cases/retiredValues.ts). Read-only: the values
* live on the server with the case, and a save leaves them as they are. Nothing shows without any.
*/
function RetiredValues({ values, template }) {
	const headingId = useId();
	const any = values.length > 0;
	const fields = useMemo(() => any ? templateFields(template.schema) : null, [any, template]);
	if (!any) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "case-retired",
		"aria-labelledby": headingId,
		"data-testid": "case-retired",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: headingId,
				className: "case-retired-title",
				children: T$4.title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "case-retired-note",
				children: T$4.note
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "case-retired-list",
				children: values.map((value, index) => /* @__PURE__ */ jsxs("li", {
					className: "case-retired-item",
					"data-path": value.path,
					children: [
						/* @__PURE__ */ jsx("dl", { children: value.lines.map((line) => /* @__PURE__ */ jsxs("div", {
							className: "case-retired-line",
							children: [/* @__PURE__ */ jsx("dt", { children: line.label }), /* @__PURE__ */ jsx("dd", { children: line.text })]
						}, line.label)) }),
						/* @__PURE__ */ jsx("p", {
							className: "case-retired-origin",
							children: value.reason === "refused" && value.message ? T$4.refused(value.toVersion, value.message) : T$4.origin(value.fromVersion, value.toVersion)
						}),
						fields?.has(fieldPathOf(value.path)) && /* @__PURE__ */ jsx("p", {
							className: "case-retired-origin",
							children: T$4.fieldIsBack
						}),
						value.lines.some((line) => line.internal) && /* @__PURE__ */ jsx("p", {
							className: "case-retired-origin",
							children: T$4.internal
						})
					]
				}, `${value.path}:${index}`))
			})
		]
	});
}
// frontend/caseDetails/upgrade/CaseUpgradeDialog.tsx
var T$3 = CASE_TEXTS.upgrade;
function AffectsTag() {
	return /* @__PURE__ */ jsx("span", {
		className: "case-upgrade-affects",
		children: T$3.affects
	});
}
/** Values of the case as they read on the form they were written on. */
function ValueLines({ values }) {
	return /* @__PURE__ */ jsx("dl", { children: values.flatMap((value, index) => value.lines.map((line) => /* @__PURE__ */ jsxs("div", {
		className: "case-retired-line",
		children: [/* @__PURE__ */ jsx("dt", { children: line.label }), /* @__PURE__ */ jsx("dd", { children: line.text })]
	}, `${index}:${line.label}`))) });
}
/** What the move does: the values of this case set apart, then every change of the form, marked where it touches saved data. */
function PreviewBody({ preview }) {
	const { answer, from, to } = preview;
	const groups = useMemo(() => readDiff(answer.diff, from, to), [
		answer.diff,
		from,
		to
	]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", { children: T$3.description(answer.fromVersion, answer.toVersion, to.label) }),
		answer.retired.length > 0 && /* @__PURE__ */ jsxs("section", {
			className: "case-upgrade-set-apart",
			"data-testid": "case-upgrade-set-apart",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "case-upgrade-heading",
					children: T$3.setApartTitle
				}),
				/* @__PURE__ */ jsx("p", {
					className: "case-upgrade-note",
					children: T$3.setApartNote
				}),
				/* @__PURE__ */ jsx(ValueLines, { values: answer.retired })
			]
		}),
		answer.returned.length > 0 && /* @__PURE__ */ jsxs("section", {
			className: "case-upgrade-returned",
			"data-testid": "case-upgrade-returned",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "case-upgrade-heading",
					children: T$3.returnedTitle
				}),
				/* @__PURE__ */ jsx("p", {
					className: "case-upgrade-note",
					children: T$3.returnedNote
				}),
				/* @__PURE__ */ jsx(ValueLines, { values: answer.returned })
			]
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "case-upgrade-changes",
			"data-testid": "case-upgrade-changes",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "case-upgrade-heading",
					children: T$3.changesTitle
				}),
				groups.length === 0 && /* @__PURE__ */ jsx("p", {
					className: "case-upgrade-note",
					children: T$3.noChanges
				}),
				groups.map((group) => /* @__PURE__ */ jsxs("div", {
					className: "case-upgrade-group",
					"data-group": group.title,
					children: [/* @__PURE__ */ jsx("h4", { children: group.title }), /* @__PURE__ */ jsx("ul", { children: group.lines.map((line) => /* @__PURE__ */ jsxs("li", {
						"data-affects": line.affectsSavedData || void 0,
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "case-upgrade-place",
								children: line.place
							}),
							line.detail && /* @__PURE__ */ jsx("span", {
								className: "case-upgrade-detail",
								children: line.detail
							}),
							line.affectsSavedData && /* @__PURE__ */ jsx(AffectsTag, {})
						]
					}, line.key)) })]
				}, group.title))
			]
		})
	] });
}
/**
* The confirmation of 'Actualizar a la versión N': the server's preview of the move, then the move.
* It cannot be closed half-way through a move; a failure is told here and changes nothing.
*/
function CaseUpgradeDialog({ state, onConfirm, onRetry, onClose }) {
	const open = state.step !== "closed";
	const toVersion = open ? state.toVersion : 0;
	const preview = state.step === "ready" || state.step === "moving" ? state.preview : state.step === "failed" ? state.preview : void 0;
	const moving = state.step === "moving";
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title: T$3.action(toVersion),
		size: "large",
		className: "case-upgrade-dialog",
		closeOnBackdrop: !moving,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [preview ? /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-primary",
			"data-autofocus": true,
			"aria-disabled": moving || void 0,
			onClick: () => !moving && onConfirm(),
			children: moving ? T$3.moving : T$3.action(toVersion)
		}) : state.step === "failed" && /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-primary",
			onClick: onRetry,
			children: T$3.retry
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			disabled: moving,
			onClick: onClose,
			children: T$3.cancel
		})] }),
		children: [
			state.step === "failed" && /* @__PURE__ */ jsx("p", {
				className: "case-upgrade-failed",
				role: "alert",
				children: state.message
			}),
			state.step === "loading" && /* @__PURE__ */ jsx("p", {
				role: "status",
				children: T$3.loading
			}),
			preview && /* @__PURE__ */ jsx(PreviewBody, { preview })
		]
	});
}
// frontend/caseDetails/saveFailure.ts
var DATA_PREFIX = "data.";
/** Reads a failed save: a 409 carrying the current record is a conflict, a 400 with details names fields. */
function saveFailureOf(error) {
	if (!(error instanceof ApiError)) return { kind: "failed" };
	const payload = error.payload;
	if (error.status === 409 && payload?.current) return {
		kind: "conflict",
		current: payload.current
	};
	if (error.status === 400 && payload?.details) return {
		kind: "invalid",
		errors: payload.details.filter((d) => d.path.startsWith(DATA_PREFIX)).map((d) => ({
			...d,
			path: d.path.slice(5)
		}))
	};
	return { kind: "failed" };
}
/**
* What the footer says about a save that failed for another reason: 'Error {status}: {message}' when
* the server answered (its Spanish message, when it sent one), null when it could not be reached.
*/
function failedSaveReason(error) {
	if (!(error instanceof ApiError)) return null;
	const message = error.payload?.error;
	return typeof message === "string" && message.trim() ? `Error ${error.status}: ${message.trim()}` : `Error ${error.status}`;
}
// frontend/caseDetails/useCaseTemplateLoader.ts
/** Fetches a template version once per page (a key and version never change), ready to draw a case with. */
function useCaseTemplateLoader() {
	const queryClient = useQueryClient();
	return useCallback(async (key, version) => asCaseTemplate(await queryClient.fetchQuery({
		queryKey: caseQueryKeys.template(key, version),
		queryFn: () => fetchCaseTemplate(key, version)
	})), [queryClient]);
}
// frontend/caseDetails/upgrade/useCaseUpgrade.ts
var T$2 = CASE_TEXTS.upgrade;
/**
* 'Actualizar a la versión N' (docs/decisions.md, "Moving a case to a newer version"): first the
* server's preview of the move for the saved case, then, confirmed, the move itself, conditional on the
* case version the preview was read from. A failure changes nothing and says why in Spanish.
*/
function useCaseUpgrade({ consultationId, onMoved, onConflict }) {
	const loadTemplate = useCaseTemplateLoader();
	const queryClient = useQueryClient();
	const [state, setState] = useState({ step: "closed" });
	const wanted = useRef(0);
	/** A 409 hands over to the conflict view; anything else stays in the step with its reason. */
	const fail = (error, toVersion, preview) => {
		const failure = saveFailureOf(error);
		if (failure.kind === "conflict") {
			setState({ step: "closed" });
			onConflict(failure.current);
			queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });
			return;
		}
		const reason = error instanceof ApiError ? failedSaveReason(error) : null;
		setState({
			step: "failed",
			toVersion,
			message: T$2.failed(reason),
			preview
		});
	};
	const open = async (base, toVersion) => {
		const ticket = ++wanted.current;
		setState({
			step: "loading",
			toVersion
		});
		try {
			const [answer, from, to] = await Promise.all([
				upgradeCase(consultationId, {
					toVersion,
					version: base.version,
					preview: true
				}),
				loadTemplate(base.formTemplate, base.templateVersion),
				loadTemplate(base.formTemplate, toVersion)
			]);
			if (ticket === wanted.current) setState({
				step: "ready",
				toVersion,
				preview: {
					answer,
					from,
					to
				}
			});
		} catch (error) {
			if (ticket === wanted.current) fail(error, toVersion);
		}
	};
	const confirm = async () => {
		if (state.step !== "ready" && !(state.step === "failed" && state.preview)) return;
		const preview = state.preview;
		setState({
			step: "moving",
			toVersion: state.toVersion,
			preview
		});
		try {
			const moved = await upgradeCase(consultationId, {
				toVersion: preview.answer.toVersion,
				version: preview.answer.case.version
			});
			setState({ step: "closed" });
			onMoved(moved.case, preview.to, moved.retired.length, moved.returned.length);
			queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });
		} catch (error) {
			fail(error, state.toVersion, preview);
		}
	};
	const close = () => {
		if (state.step === "moving") return;
		wanted.current++;
		setState({ step: "closed" });
	};
	return {
		state,
		open,
		confirm,
		close
	};
}
// frontend/caseDetails/upgrade/CaseUpgrade.tsx
var T$1 = CASE_TEXTS.upgrade;
/** Whether 'Actualizar a la versión N' applies: a saved case whose form has a newer published version. */
function newerVersion(base, latestVersion) {
	return base.version > 0 && latestVersion !== null && latestVersion > base.templateVersion ? latestVersion : null;
}
/**
* The version of the form the case is drawn with and, when a newer one is published, the action to
* move the case to it. Unsaved changes are never lost by a move: with any on screen the action refuses
* and says to save or discard them first (docs/decisions.md, "Moving a case from the case dialog").
*/
function CaseUpgrade({ base, shownVersion, latestVersion, hasUnsavedChanges, locked, ...options }) {
	const upgrade = useCaseUpgrade(options);
	const [refused, setRefused] = useState(false);
	const target = newerVersion(base, latestVersion);
	if (target === null) return /* @__PURE__ */ jsx("p", {
		className: "case-template-version",
		children: T$1.current(shownVersion)
	});
	const start = () => {
		if (locked) return;
		if (hasUnsavedChanges()) {
			setRefused(true);
			return;
		}
		setRefused(false);
		upgrade.open(base, target);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "case-notice case-upgrade",
		"data-testid": "case-upgrade",
		children: [
			/* @__PURE__ */ jsx("span", { children: T$1.available(base.templateVersion, target) }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small is-primary",
				"aria-disabled": locked || void 0,
				onClick: start,
				children: T$1.action(target)
			}),
			refused && hasUnsavedChanges() && /* @__PURE__ */ jsx("p", {
				className: "case-upgrade-refused",
				role: "alert",
				children: T$1.unsavedFirst
			}),
			/* @__PURE__ */ jsx(CaseUpgradeDialog, {
				state: upgrade.state,
				onConfirm: () => void upgrade.confirm(),
				onRetry: start,
				onClose: upgrade.close
			})
		]
	});
}
// frontend/caseDetails/wrongToName.ts
var answerAt = (data, path) => JSON.stringify(path.split(".").reduce((value, key) => value && typeof value === "object" ? value[key] : void 0, data));
/**
* The wrong answers the footer names after a refused save. It follows the browser's check as answers
* are corrected (`checked`, null while that check loads); an answer only the server refused stays
* named until it is changed (`data` is the case on screen).
*/
function wrongToName(refusal, checked, data) {
	if (!refusal.errors.length || !checked) return refusal.errors;
	const serverOnly = refusal.errors.filter((error) => !checked.some((own) => own.path === error.path) && answerAt(refusal.data, error.path) === answerAt(data, error.path));
	return [...checked, ...serverOnly];
}
// frontend/caseDetails/useBusyTask.ts
/**
* The form's background loads (a template, a saved version, the other consultant's version): `busy` is
* true while one runs, so the controls lock; a failure calls the task's own `onError`.
*/
function useBusyTask() {
	const [busy, setBusy] = useState(false);
	return {
		busy,
		run: useCallback(async (task, onError) => {
			setBusy(true);
			try {
				await task();
			} catch {
				onError();
			} finally {
				setBusy(false);
			}
		}, [])
	};
}
// frontend/caseDetails/useCaseDraft.ts
/** How long typing must pause before the draft is written (docs/decisions.md, 'Saving a case'). */
var DRAFT_DELAY_MS = 500;
/**
* Keeps the case on screen in this browser tab while it differs from the saved one, so a reload loses
* nothing; forgets it once the case is back to what is saved. Returns `discard`, to forget it at once
* (after a save, or when the consultant throws the changes away).
*/
function useCaseDraft(consultationId, state, dirty) {
	useEffect(() => {
		const timer = window.setTimeout(() => dirty ? writeDraft(consultationId, toDraft(state)) : clearDraft(consultationId), DRAFT_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [
		dirty,
		state,
		consultationId
	]);
	return useCallback(() => clearDraft(consultationId), [consultationId]);
}
// frontend/caseDetails/useCaseRestore.ts
/**
* 'Restaurar' on a saved version: loads it, with the template it was saved under, into the form; nothing
* is saved until the consultant saves. `restoring` is the id of the version being loaded.
*/
function useCaseRestore(dispatch, run) {
	const toast = useToast();
	const loadTemplate = useCaseTemplateLoader();
	const [restoring, setRestoring] = useState(null);
	const restore = (version) => {
		setRestoring(version.id);
		run(async () => {
			const saved = await fetchCaseVersion(version.id);
			dispatch({
				type: "restore",
				template: await loadTemplate(saved.template, saved.templateVersion),
				data: saved.formData
			});
			toast.toast(CASE_TEXTS.versions.restored);
		}, () => toast.toast({
			...CASE_TEXTS.versions.restoreError,
			variant: "destructive"
		})).finally(() => setRestoring(null));
	};
	return {
		restoring,
		restore
	};
}
// frontend/caseDetails/useCaseSave.ts
/**
* Saving the case as a new version. Missing answers never block it (a case is filled over weeks);
* wrong answers do: the browser checks them first with the server's own validator, shows every one
* and names them in the footer; a stale save (409) opens the comparison with the version saved
* meanwhile; answers the server refuses (400) are shown the same way.
*/
function useCaseSave({ consultationId, dispatch, discardDraft, onFailed, onWrong }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const [saving, setSaving] = useState(false);
	const [wrong, setWrong] = useState({
		errors: [],
		data: {}
	});
	const [failure, setFailure] = useState(null);
	const refreshVersions = () => void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });
	function refuse(errors, data) {
		setWrong({
			errors,
			data
		});
		onWrong(errors);
		onFailed();
	}
	async function save(from) {
		if (saving) return;
		setSaving(true);
		setFailure(null);
		try {
			const check = await caseCheckFor(from.template).catch(() => null);
			const errors = check ? check(from.data).wrong : [];
			if (errors.length) {
				dispatch({
					type: "showAllErrors",
					check
				});
				refuse(errors, from.data);
				return;
			}
			const saved = await saveCaseDetails({
				consultationId,
				formTemplate: from.formTemplate,
				templateVersion: from.templateVersion,
				currentStage: from.currentStage,
				documentsReviewStatus: from.documentsReviewStatus,
				data: from.data,
				version: from.base.version
			});
			setWrong({
				errors: [],
				data: {}
			});
			discardDraft();
			dispatch({
				type: "saved",
				record: saved
			});
			refreshVersions();
			toast.toast(CASE_TEXTS.saved);
		} catch (error) {
			const failure = saveFailureOf(error);
			if (failure.kind === "conflict") {
				dispatch({
					type: "conflict",
					current: failure.current
				});
				refreshVersions();
				return;
			}
			if (failure.kind === "invalid" && failure.errors.length) {
				dispatch({
					type: "showAllErrors",
					check: await caseCheckFor(from.template).catch(() => null),
					extra: failure.errors
				});
				refuse(failure.errors, from.data);
				return;
			}
			setFailure(CASE_TEXTS.notSaved(failedSaveReason(error)));
			onFailed();
		} finally {
			setSaving(false);
		}
	}
	/**
	* The wrong answers that stopped the last save, with the answers sent (none once a save went through), and the footer's text
	* for a save that failed otherwise (null when the last one did not).
	*/
	return {
		saving,
		save,
		wrong,
		failure
	};
}
// frontend/caseDetails/useCloseGuard.ts
/**
* Closing the case dialog: at once when nothing is unsaved, otherwise only after the consultant
* confirms in the prompt (`prompting`) that the changes may be lost.
*/
function useCloseGuard({ hasUnsavedChanges, onClose, registerClose, discard }) {
	const [prompting, setPrompting] = useState(false);
	const unsaved = useRef(hasUnsavedChanges);
	unsaved.current = hasUnsavedChanges;
	const requestClose = useCallback(() => unsaved.current() ? setPrompting(true) : onClose(), [onClose]);
	useEffect(() => {
		registerClose(requestClose);
	}, [registerClose, requestClose]);
	const keepEditing = useCallback(() => setPrompting(false), []);
	const discardAndClose = () => {
		discard();
		setPrompting(false);
		onClose();
	};
	return {
		prompting,
		requestClose,
		keepEditing,
		discardAndClose
	};
}
// frontend/caseDetails/VersionHistory.tsx
var T = CASE_TEXTS.versions;
/**
* Every saved version of the case, newest first, with who saved it and when, on which version of its
* form, each one restorable. A move to a newer form version is a version too, and says so.
*/
function VersionHistory({ consultationId, templateLabel, restoring, onRestore }) {
	const versions = useQuery({
		queryKey: caseQueryKeys.versions(consultationId),
		queryFn: () => fetchCaseVersions(consultationId),
		staleTime: 0
	});
	return /* @__PURE__ */ jsxs("details", {
		className: "case-versions",
		"data-testid": "case-versions",
		children: [
			/* @__PURE__ */ jsxs("summary", { children: [T.title, versions.data ? ` (${versions.data.length})` : ""] }),
			versions.isError && /* @__PURE__ */ jsx("p", {
				className: "help is-danger",
				children: T.loadError
			}),
			versions.data?.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "case-versions-empty",
				children: T.empty
			}),
			versions.data && versions.data.length > 0 && /* @__PURE__ */ jsx("ol", {
				className: "case-versions-list",
				children: versions.data.map((version) => /* @__PURE__ */ jsxs("li", {
					"data-version-id": version.id,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "case-versions-when",
							children: formatDateTime(version.createdAt)
						}),
						/* @__PURE__ */ jsx("span", {
							className: "case-versions-who",
							children: T.by(version.updatedBy ?? "—")
						}),
						/* @__PURE__ */ jsx("span", {
							className: "case-versions-template",
							children: T.template(templateLabel(version.template), version.templateVersion)
						}),
						version.upgradedFrom !== null && /* @__PURE__ */ jsx("span", {
							className: "case-versions-upgrade",
							children: T.upgraded(version.upgradedFrom, version.templateVersion)
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-small is-light",
							"aria-disabled": restoring !== null || void 0,
							onClick: () => restoring === null && onRestore(version),
							children: restoring === version.id ? T.restoring : T.restore
						})
					]
				}, version.id))
			})
		]
	});
}
// frontend/caseDetails/CaseEditor.tsx
var NO_WARNINGS = [];
/** How long a dialog takes to open (its `modal-in` animation, frontend/styles/_modal.scss). */
var DIALOG_OPENING_MS = 200;
/** The body and footer of the case dialog once the case and its template are loaded. */
function CaseEditor({ consultation, record, initialTemplate, templates, draft, onClose, registerClose }) {
	const id = consultation.id;
	const toast = useToast();
	const loadTemplate = useCaseTemplateLoader();
	const [state, dispatch] = useReducer(caseFormReducer, void 0, () => initialCaseFormState(record, initialTemplate, draft));
	const deferred = useDeferredValue(state);
	const dirty = useMemo(() => isDirty(deferred), [
		deferred.base,
		deferred.template,
		deferred.data,
		deferred.formTemplate,
		deferred.templateVersion,
		deferred.currentStage,
		deferred.documentsReviewStatus
	]);
	const painted = useAfterFirstPaint(DIALOG_OPENING_MS);
	const warnings = useMemo(() => painted ? readinessWarnings(deferred.template, deferred.data, todayInBusinessZone()) : NO_WARNINGS, [
		painted,
		deferred.template,
		deferred.data
	]);
	const check = useCaseCheck(state.template, painted);
	const findings = useMemo(() => check && deferred.template === state.template ? check(deferred.data) : null, [
		check,
		deferred.template,
		deferred.data,
		state.template
	]);
	const readiness = useMemo(() => findings ? caseReadiness(deferred.template, findings.missing) : null, [findings, deferred.template]);
	const missingCounts = useMemo(() => Object.fromEntries((readiness?.sections ?? []).map((section) => [section.key, section.missing.length])), [readiness]);
	const editorRef = useRef(null);
	const [focusTarget, setFocusTarget] = useState(null);
	const jumpTo = useCallback((path) => {
		dispatch({
			type: "openSection",
			section: path.split(".")[0]
		});
		setFocusTarget({ path });
	}, []);
	useEffect(() => {
		if (focusTarget && editorRef.current) focusCaseField(editorRef.current, focusTarget.path);
	}, [focusTarget]);
	const discardDraft = useCaseDraft(id, deferred, dirty);
	const failed = useCallback(() => toast.toast({
		...CASE_TEXTS.saveError,
		variant: "destructive"
	}), [toast]);
	const { saving, save, wrong, failure } = useCaseSave({
		consultationId: id,
		dispatch,
		discardDraft,
		onFailed: failed,
		onWrong: useCallback((errors) => errors[0] && setFocusTarget({ path: errors[0].path }), [])
	});
	const wrongNow = useMemo(() => wrongToName(wrong, findings?.wrong ?? null, deferred.data), [
		wrong,
		findings,
		deferred.data
	]);
	const { busy, run } = useBusyTask();
	const { restoring, restore } = useCaseRestore(dispatch, run);
	const restoreRef = useRef(restore);
	restoreRef.current = restore;
	const onRestore = useCallback((version) => restoreRef.current(version), []);
	const closeGuard = useCloseGuard({
		hasUnsavedChanges: () => isDirty(state),
		onClose,
		registerClose,
		discard: discardDraft
	});
	const promptAsked = useOnceTrue(closeGuard.prompting);
	const labelOf = useCallback((key) => templates.find((t) => t.key === key)?.label ?? key, [templates]);
	const checkRef = useRef(check);
	checkRef.current = check;
	useEffect(() => {
		if (check) dispatch({
			type: "checkLoaded",
			check
		});
	}, [check]);
	const onSectionChange = useCallback((section, data) => dispatch({
		type: "edit",
		section,
		data
	}), []);
	const onFieldBlur = useCallback((section, path) => {
		window.setTimeout(() => dispatch({
			type: "blur",
			section,
			path,
			check: checkRef.current
		}), 0);
	}, []);
	const onToggle = useCallback((section) => dispatch({
		type: "toggleSection",
		section
	}), []);
	const switchDestination = (key) => {
		const latest = templates.find((t) => t.key === key);
		if (!latest) return;
		run(async () => dispatch({
			type: "switchTemplate",
			template: await loadTemplate(key, latest.version)
		}), failed);
	};
	const keepMine = () => {
		const rebased = caseFormReducer(state, { type: "rebase" });
		dispatch({ type: "rebase" });
		save(rebased);
	};
	const takeTheirs = () => {
		const theirs = state.conflict;
		if (!theirs) return;
		run(async () => {
			const template = await loadTemplate(theirs.formTemplate, theirs.templateVersion);
			dispatch({
				type: "takeTheirs",
				template
			});
			discardDraft();
		}, failed);
	};
	const discardRecovered = () => {
		discardDraft();
		run(async () => dispatch({
			type: "reset",
			record,
			template: await loadTemplate(record.formTemplate, record.templateVersion)
		}), failed);
	};
	const onUpgraded = useCallback((record, template, kept, returned) => {
		dispatch({
			type: "reset",
			record,
			template
		});
		discardDraft();
		toast.toast(CASE_TEXTS.upgrade.done(template.version, kept, returned));
	}, [discardDraft, toast]);
	const onUpgradeConflict = useCallback((current) => {
		run(async () => dispatch({
			type: "reset",
			record: current,
			template: await loadTemplate(current.formTemplate, current.templateVersion)
		}), failed);
		toast.toast({
			...CASE_TEXTS.upgrade.stale,
			variant: "destructive"
		});
	}, [
		run,
		loadTemplate,
		failed,
		toast
	]);
	const locked = saving || busy;
	const mayReadActivity = useCan("activity");
	const attachments = useMemo(() => painted && /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(CaseImages, { consultationId: id }),
		/* @__PURE__ */ jsx(CaseCopies, { consultationId: id }),
		/* @__PURE__ */ jsx(VersionHistory, {
			consultationId: id,
			templateLabel: labelOf,
			restoring,
			onRestore
		}),
		mayReadActivity && /* @__PURE__ */ jsx(CaseActivity, { consultationId: id })
	] }), [
		painted,
		id,
		labelOf,
		restoring,
		onRestore,
		mayReadActivity
	]);
	return /* @__PURE__ */ jsxs("div", {
		className: "case-editor",
		"data-testid": "case-editor",
		"data-version": state.base.version,
		ref: editorRef,
		children: [
			state.conflict && /* @__PURE__ */ jsx(ConflictView, {
				template: state.template,
				mine: state,
				theirs: state.conflict,
				templateLabel: labelOf,
				busy: locked,
				onKeepMine: keepMine,
				onTakeTheirs: takeTheirs,
				onBack: () => dispatch({ type: "dismissConflict" })
			}),
			state.fromDraft && /* @__PURE__ */ jsxs("div", {
				className: "case-notice",
				role: "status",
				children: [/* @__PURE__ */ jsx("span", { children: CASE_TEXTS.draftRestored }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-light",
					disabled: locked,
					onClick: discardRecovered,
					children: CASE_TEXTS.discardDraft
				})]
			}),
			/* @__PURE__ */ jsx(CaseUpgrade, {
				consultationId: id,
				base: state.base,
				shownVersion: state.templateVersion,
				latestVersion: state.formTemplate === state.base.formTemplate ? templates.find((t) => t.key === state.base.formTemplate)?.version ?? null : null,
				hasUnsavedChanges: () => isDirty(state),
				locked,
				onMoved: onUpgraded,
				onConflict: onUpgradeConflict
			}),
			/* @__PURE__ */ jsx(CaseSummaryFields, {
				templates,
				formTemplate: state.formTemplate,
				currentStage: state.currentStage,
				documentsReviewStatus: state.documentsReviewStatus,
				disabled: locked,
				onTemplate: switchDestination,
				onStage: (stage) => dispatch({
					type: "setStage",
					stage
				}),
				onReview: (status) => dispatch({
					type: "setReview",
					status
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "case-instructions",
				children: [
					/* @__PURE__ */ jsx("strong", { children: CASE_TEXTS.instructionsTitle }),
					" ",
					/* @__PURE__ */ jsx("span", { children: CASE_TEXTS.instructions })
				]
			}),
			/* @__PURE__ */ jsx(CaseReadinessSummary, {
				readiness,
				onJump: jumpTo
			}),
			/* @__PURE__ */ jsx(ReadinessWarnings, { warnings }),
			/* @__PURE__ */ jsx(CaseSections, {
				template: state.template,
				data: state.data,
				openSections: state.openSections,
				drawAhead: painted,
				shownErrors: state.shownErrors,
				missingCounts,
				onToggle,
				onChange: onSectionChange,
				onFieldBlur
			}, state.revision),
			/* @__PURE__ */ jsx(RetiredValues, {
				values: state.base.retiredValues,
				template: state.template
			}),
			attachments,
			/* @__PURE__ */ jsxs("footer", {
				className: "case-footer",
				children: [
					wrongNow.length > 0 ? /* @__PURE__ */ jsx("span", {
						className: "case-wrong",
						role: "alert",
						children: /* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: () => jumpTo(wrongNow[0].path),
							children: CASE_TEXTS.wrongValues(wrongNow.length, caseFieldLabel(state.template, wrongNow[0].path))
						})
					}) : failure ? /* @__PURE__ */ jsx("span", {
						className: "case-save-failed",
						role: "alert",
						children: failure
					}) : dirty && /* @__PURE__ */ jsx("span", {
						className: "case-unsaved",
						role: "status",
						children: CASE_TEXTS.unsaved
					}),
					/* @__PURE__ */ jsx(DownloadMenu, {
						consultationId: id,
						template: state.template,
						formData: state.data,
						retired: state.base.retiredValues,
						caseId: caseReference(id),
						applicantName: applicantOf(state.data, consultation.name),
						destinationLabel: state.template.label,
						stage: isProcessStage(state.currentStage) ? state.currentStage : DEFAULT_PROCESS_STAGE,
						clientEmail: consultation.email ?? ""
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-light",
						onClick: closeGuard.requestClose,
						children: CASE_TEXTS.cancel
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-primary",
						"aria-disabled": locked || void 0,
						onClick: () => !locked && void save(state),
						children: saving ? CASE_TEXTS.saving : CASE_TEXTS.save
					})
				]
			}),
			promptAsked && /* @__PURE__ */ jsx(ClosePrompt, {
				open: closeGuard.prompting,
				onKeepEditing: closeGuard.keepEditing,
				onDiscard: closeGuard.discardAndClose
			})
		]
	});
}
// frontend/caseDetails/CaseDetailsDialog.tsx
/** How long the case may take to load before the dialog opens on its loading text. */
var LOADING_SHOWN_AFTER_MS = 300;
/**
* The case details dialog of a consultation (docs/product-rules.md, Case details). Loads the saved case (always fresh: someone
* else may have saved it since) and the template version it was saved under, then opens on the editor;
* meanwhile 'Cargando el caso...' shows where the dialog was asked for, and in the dialog once the
* case takes longer than LOADING_SHOWN_AFTER_MS. Unsaved changes of this browser tab are picked up
* from sessionStorage.
*/
function CaseDetailsDialog({ consultation, onClose }) {
	const id = consultation.id;
	const draft = useMemo(() => readDraft(id), [id]);
	const client = useQueryClient();
	const templateQuery = (key, version) => ({
		queryKey: caseQueryKeys.template(key, version),
		queryFn: () => fetchCaseTemplate(key, version)
	});
	const record = useQuery({
		queryKey: caseQueryKeys.record(id),
		queryFn: async () => {
			const saved = await fetchCaseDetails(id);
			if (!draft) await client.prefetchQuery(templateQuery(saved.formTemplate, saved.templateVersion));
			return saved;
		},
		staleTime: 0,
		gcTime: 0
	});
	const templates = useQuery({
		queryKey: caseQueryKeys.templates,
		queryFn: fetchCaseTemplates
	});
	const wanted = draft ?? record.data;
	const template = useQuery({
		...templateQuery(wanted?.formTemplate ?? "", wanted?.templateVersion ?? 0),
		enabled: Boolean(wanted)
	});
	const failed = record.isError || templates.isError || template.isError;
	const closeHandler = useRef(onClose);
	const registerClose = useCallback((handler) => {
		closeHandler.current = handler;
	}, []);
	const ready = record.data && templates.data && template.data;
	const [slow, setSlow] = useState(false);
	useEffect(() => {
		const timer = window.setTimeout(() => setSlow(true), LOADING_SHOWN_AFTER_MS);
		return () => window.clearTimeout(timer);
	}, []);
	const open = Boolean(ready) || failed || slow;
	return /* @__PURE__ */ jsxs(Fragment, { children: [!open && /* @__PURE__ */ jsx("span", {
		className: "card-action-note case-details-loading",
		role: "status",
		children: CASE_TEXTS.loading
	}), /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: () => closeHandler.current(),
		title: CASE_TEXTS.title(consultation.name),
		size: "large",
		className: "case-dialog",
		closeOnBackdrop: false,
		children: ready ? /* @__PURE__ */ jsx(CaseEditor, {
			consultation,
			record: record.data,
			initialTemplate: asCaseTemplate(template.data),
			templates: templates.data,
			draft,
			onClose,
			registerClose
		}) : failed ? /* @__PURE__ */ jsxs("div", {
			className: "case-load-error",
			role: "alert",
			children: [/* @__PURE__ */ jsx("p", { children: CASE_TEXTS.loadError }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-light",
				onClick: () => {
					if (record.isError) record.refetch();
					if (templates.isError) templates.refetch();
					if (template.isError) template.refetch();
				},
				children: CASE_TEXTS.retry
			})]
		}) : /* @__PURE__ */ jsx("p", {
			role: "status",
			children: CASE_TEXTS.loading
		})
	})] });
}
export { CaseDetailsDialog as default };
