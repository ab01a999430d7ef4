import { d as isCalendarDate } from "../renderLanding.js";
import { a as isObjectSchema, h as isNotApplicable, i as isChoice } from "./createAjv-CaVRL1Yl.js";
import { n as loadServedValidator, t as importServed } from "./servedValidator-zLLoJFii.js";
import { n as withSchemas, r as describeErrors } from "./describeValidation-BNOAu70v.js";
import { n as notApplicableSchema, t as NOT_APPLICABLE_BRANCH } from "./caseDetails-BsVFBS4Q.js";
import { startTransition, useEffect, useState } from "react";
// engine/readiness/dates.ts
/** `value` when it is a real YYYY-MM-DD day, otherwise undefined (blank, NA, malformed). */
function dayOf(value) {
	return typeof value === "string" && isCalendarDate(value) ? value : void 0;
}
/** Adds (or with a negative count, subtracts) calendar months; the 31st becomes the month's last day. */
function addMonths(day, months) {
	const [year, month, date] = day.split("-").map(Number);
	const index = year * 12 + (month - 1) + months;
	const targetYear = Math.floor(index / 12);
	const targetMonth = index - targetYear * 12;
	const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
	const pad = (n, width = 2) => String(n).padStart(width, "0");
	return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}
/** DD/MM/AAAA, as dates read in the Dominican Republic. */
function spanishDate(day) {
	const [year, month, date] = day.split("-");
	return `${date}/${month}/${year}`;
}
/** The value at a dotted path (`tripPlan.estimatedExitDate`). */
function valueAt(data, path) {
	let current = data;
	for (const part of path.split(".")) {
		if (typeof current !== "object" || current === null) return void 0;
		current = current[part];
	}
	return current;
}
// engine/sections/listSections.ts
function order(ui, keys) {
	const listed = Array.isArray(ui?.["ui:order"]) ? ui["ui:order"].filter((k) => keys.includes(k)) : [];
	return [...listed, ...keys.filter((k) => !listed.includes(k))];
}
/** The template's sections in the order the form shows them (uiSchema `ui:order`). */
function listSections(template) {
	const sections = template.schema.properties ?? {};
	return order(template.uiSchema, Object.keys(sections)).map((key) => ({
		key,
		title: sections[key].title ?? key,
		fieldKeys: order(template.uiSchema[key], Object.keys(sections[key].properties ?? {})),
		oneValue: !isObjectSchema(sections[key])
	}));
}
// engine/readiness/caseReadiness.ts
function declaredProperty(schema, key) {
	if (!schema || typeof schema !== "object") return void 0;
	const own = schema.properties?.[key];
	if (own) return own;
	const record = schema;
	const nested = [
		record.then,
		record.else,
		...[
			record.allOf,
			record.anyOf,
			record.oneOf
		].flatMap((list) => Array.isArray(list) ? list : [])
	];
	if (record.dependencies && typeof record.dependencies === "object") nested.push(...Object.values(record.dependencies).filter((d) => !Array.isArray(d)));
	for (const inner of nested) {
		const found = declaredProperty(inner, key);
		if (found) return found;
	}
}
function labelOf(section, segments) {
	const parts = [];
	let schema = section;
	for (const segment of segments) {
		if (/^\d+$/.test(segment) && schema?.type === "array") {
			parts.push(`n.º ${Number(segment) + 1}`);
			schema = Array.isArray(schema.items) ? void 0 : schema.items;
			continue;
		}
		schema = declaredProperty(schema, segment);
		const title = schema?.title;
		parts.push(typeof title === "string" && title.trim() ? title : segment);
	}
	return parts.join(" · ");
}
/** How a person reads the field at a dotted case path (`family.children.0.name` → `Hijos · n.º 1 · Nombre`). */
function caseFieldLabel(template, path) {
	const [section, ...rest] = path.split(".");
	const schema = template.schema.properties?.[section];
	if (!schema) return path;
	return rest.length ? labelOf(schema, rest) : schema.title ?? section;
}
/**
* The readiness of a case to be filed: the required fields still missing, by section. `missing` is what
* the case's validator reported as missing (CaseFindings.missing, from inspectCase on the server or the
* precompiled check in the browser), so conditional requirements (`if`/`then`, `dependencies`) count
* exactly when their condition holds, and NA answers a field. Pure.
*/
function caseReadiness(template, missing) {
	const sections = listSections(template).map(({ key, title }) => {
		const section = template.schema.properties[key];
		return {
			key,
			title,
			missing: missing.filter((path) => path === key || path.startsWith(`${key}.`)).map((path) => ({
				path,
				label: path === key ? section.title ?? key : labelOf(section, path.slice(key.length + 1).split("."))
			}))
		};
	});
	return {
		ready: sections.every((section) => section.missing.length === 0),
		sections
	};
}
// engine/readiness/fieldPaths.ts
/** Where the shared sections keep the values the readiness rules read. */
var FIELD_PATHS = {
	passportExpiryDate: "identity.passportExpiryDate",
	entryDate: "tripPlan.estimatedEntryDate",
	exitDate: "tripPlan.estimatedExitDate",
	insuranceCoverage: "insuranceHealth.insuranceCoverage",
	insuranceCurrency: "insuranceHealth.insuranceCurrency",
	insuranceStart: "insuranceHealth.travelInsuranceStartDate",
	insuranceEnd: "insuranceHealth.travelInsuranceEndDate"
};
/** Fields of each trip in a travel history list. */
var TRIP_FIELDS = {
	arrival: "arrivalDate",
	departure: "departureDate",
	country: "country"
};
// engine/readiness/insuranceCoverage.ts
var euros = (amount) => `${new Intl.NumberFormat("es-DO").format(amount)} EUR`;
/**
* Where the template sets a minimum (Schengen: 30,000 EUR, docs/product-rules.md), the travel insurance must cover
* at least that amount, in euros, from the planned entry to the planned exit.
*/
var insuranceCoverage = ({ template, data }) => {
	const minimum = template.readiness.minimumInsuranceEur;
	if (!minimum) return [];
	const warnings = [];
	const amount = valueAt(data, FIELD_PATHS.insuranceCoverage);
	const currency = valueAt(data, FIELD_PATHS.insuranceCurrency);
	if (typeof currency === "string" && currency && !isNotApplicable(currency) && currency !== "EUR") warnings.push({
		code: "insurance-currency",
		message: `La cobertura del seguro debe expresarse en euros: el mínimo exigido es ${euros(minimum)}.`,
		fieldPaths: [FIELD_PATHS.insuranceCurrency]
	});
	else if (typeof amount === "number" && amount < minimum) warnings.push({
		code: "insurance-coverage-too-low",
		message: `La cobertura del seguro (${euros(amount)}) es menor que el mínimo exigido de ${euros(minimum)}.`,
		fieldPaths: [FIELD_PATHS.insuranceCoverage]
	});
	const start = dayOf(valueAt(data, FIELD_PATHS.insuranceStart));
	const end = dayOf(valueAt(data, FIELD_PATHS.insuranceEnd));
	const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
	const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
	if (start && entry && start > entry) warnings.push({
		code: "insurance-starts-after-entry",
		message: `El seguro empieza el ${spanishDate(start)}, después de la entrada prevista (${spanishDate(entry)}): debe cubrir todo el viaje.`,
		fieldPaths: [FIELD_PATHS.insuranceStart, FIELD_PATHS.entryDate]
	});
	if (end && exit && end < exit) warnings.push({
		code: "insurance-ends-before-exit",
		message: `El seguro termina el ${spanishDate(end)}, antes de la salida prevista (${spanishDate(exit)}): debe cubrir todo el viaje.`,
		fieldPaths: [FIELD_PATHS.insuranceEnd, FIELD_PATHS.exitDate]
	});
	return warnings;
};
/**
* The passport must stay valid 6 months past the planned exit date. Without an exit date the entry
* date is used, and without either, today: a passport that is about to expire is worth a warning anyway.
*/
var passportValidity = ({ data, today }) => {
	const expiry = dayOf(valueAt(data, FIELD_PATHS.passportExpiryDate));
	if (!expiry) return [];
	const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
	const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
	const needed = addMonths(exit ?? entry ?? today, 6);
	if (expiry >= needed) return [];
	const after = exit ? "la fecha prevista de salida" : entry ? "la fecha prevista de entrada" : "hoy";
	return [{
		code: "passport-validity",
		message: `El pasaporte vence el ${spanishDate(expiry)}: debe tener al menos 6 meses de vigencia después de ${after} (hasta el ${spanishDate(needed)} como mínimo).`,
		fieldPaths: [FIELD_PATHS.passportExpiryDate, ...exit ? [FIELD_PATHS.exitDate] : entry ? [FIELD_PATHS.entryDate] : []]
	}];
};
// engine/readiness/travelHistoryWindow.ts
/**
* Trips listed in the travel history must fall in the window the form asks about (docs/product-rules.md: the last
* 10 years for the USA, 5 for the others): a trip that ended before it is not asked for and makes the
* application inconsistent; a trip that starts after today has not happened yet.
*/
var travelHistoryWindow = ({ template, data, today }) => {
	const { travelHistoryYears: years, travelHistoryLists: lists } = template.readiness;
	const windowStart = addMonths(today, -12 * years);
	const warnings = [];
	for (const list of lists) {
		const trips = valueAt(data, list);
		if (!Array.isArray(trips)) continue;
		trips.forEach((trip, index) => {
			const arrival = dayOf(valueAt(trip, TRIP_FIELDS.arrival));
			const departure = dayOf(valueAt(trip, TRIP_FIELDS.departure));
			const ended = departure ?? arrival;
			if (!ended) return;
			const country = valueAt(trip, TRIP_FIELDS.country);
			const which = typeof country === "string" && country.trim() ? `El viaje a ${country.trim()}` : `El viaje ${index + 1}`;
			const field = `${list}.${index}.${departure ? TRIP_FIELDS.departure : TRIP_FIELDS.arrival}`;
			if (ended < windowStart) warnings.push({
				code: "trip-outside-history-window",
				message: `${which} terminó el ${spanishDate(ended)}, antes de los últimos ${years} años (desde el ${spanishDate(windowStart)}) que pide este formulario.`,
				fieldPaths: [field]
			});
			else if (arrival && arrival > today) warnings.push({
				code: "trip-outside-history-window",
				message: `${which} tiene fecha de llegada futura (${spanishDate(arrival)}): el historial solo incluye viajes ya realizados.`,
				fieldPaths: [`${list}.${index}.${TRIP_FIELDS.arrival}`]
			});
		});
	}
	return warnings;
};
// engine/readiness/tripDates.ts
/** The planned exit cannot come before the planned entry (the same day is a valid day trip). */
var tripDates = ({ data }) => {
	const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
	const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
	if (!entry || !exit || exit >= entry) return [];
	return [{
		code: "exit-before-entry",
		message: `La fecha prevista de salida (${spanishDate(exit)}) es anterior a la de entrada (${spanishDate(entry)}).`,
		fieldPaths: [FIELD_PATHS.entryDate, FIELD_PATHS.exitDate]
	}];
};
// engine/readiness/readinessWarnings.ts
var RULES = [
	passportValidity,
	tripDates,
	travelHistoryWindow,
	insuranceCoverage
];
/**
* Warnings about the case's readiness (passport validity, trip dates, travel history window, insurance),
* computed from the data alone. They never make a case invalid; blank, malformed and NA values are
* skipped (validation reports the malformed ones). `today` is YYYY-MM-DD in the business time zone
* (`todayInBusinessZone()` from engine/calendar/calendarDate.ts).
*/
function readinessWarnings(template, data, today) {
	const record = typeof data === "object" && data !== null ? data : {};
	return RULES.flatMap((rule) => rule({
		template,
		data: record,
		today
	}));
}
// engine/na/printableValue.ts
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function optionTitle(schema, value) {
	if (!schema || !isChoice(schema)) return void 0;
	return schema.oneOf.find((option) => option.const === value)?.title;
}
/**
* How a single field's value reads in the PDF and read-only views: 'N/A' for NA, '' for no answer,
* Sí/No, the Spanish label of a select option, dates as DD/MM/AAAA, amounts with thousands separators,
* a multiple choice as its labels joined by commas. Lists of objects are laid out by the caller row by row.
*/
function printableValue(value, schema) {
	if (isNotApplicable(value)) return "N/A";
	if (value === void 0 || value === null) return "";
	if (typeof value === "boolean") return value ? "Sí" : "No";
	if (typeof value === "number") return new Intl.NumberFormat("es-DO", { maximumFractionDigits: 2 }).format(value);
	if (Array.isArray(value)) return value.map((item) => typeof item === "object" ? "" : printableValue(item, schema?.items)).filter(Boolean).join(", ");
	if (typeof value === "string") {
		const title = optionTitle(schema, value);
		if (title) return title;
		const day = schema?.format === "date" ? DAY.exec(value) : null;
		return day ? `${day[3]}/${day[2]}/${day[1]}` : value.trim();
	}
	return "";
}
// schemas/generated/validators/case/index.ts
/** Each case template version's precompiled validator, by `<key>@<version>`, loaded on demand. */
var caseValidatorModules = {
	"canada@1": () => import("./canada.v1-CIiTFJnu.js"),
	"canada@2": () => import("./canada.v2-DpA6UfP5.js"),
	"canada@3": () => import("./canada.v3-BZwNTIU8.js"),
	"colombia@1": () => import("./colombia.v1-CVqMnX1c.js"),
	"colombia@2": () => import("./colombia.v2-DhcVVdUE.js"),
	"colombia@3": () => import("./colombia.v3-D8Xory3u.js"),
	"curacao@1": () => import("./curacao.v1-pc8T5D-c.js"),
	"curacao@2": () => import("./curacao.v2-B8gOrgeJ.js"),
	"curacao@3": () => import("./curacao.v3-DwLFB6qx.js"),
	"europa@1": () => import("./europa.v1-Jrpiehql.js"),
	"europa@2": () => import("./europa.v2-vnIH987U.js"),
	"europa@3": () => import("./europa.v3-CRt_p8yi.js"),
	"peru@1": () => import("./peru.v1-BYosfNDp.js"),
	"peru@2": () => import("./peru.v2-B7Eb1bWb.js"),
	"peru@3": () => import("./peru.v3-CJSBZIvw.js"),
	"usa@1": () => import("./usa.v1-DWnb58C5.js"),
	"usa@2": () => import("./usa.v2-DLK7_be6.js"),
	"usa@3": () => import("./usa.v3-CUyBZUT7.js")
};
// engine/na/caseFindings.ts
function isNotApplicableNoise(error) {
	if (error.parentSchema === NOT_APPLICABLE_BRANCH) return true;
	if (error.keyword === "anyOf") {
		const branches = error.schema;
		return Array.isArray(branches) && branches[1] === NOT_APPLICABLE_BRANCH;
	}
	return false;
}
var isMissing = (error) => error.keyword === "required" || error.keyword === "dependencies";
var COMBINATORS = /* @__PURE__ */ new Set([
	"if",
	"anyOf",
	"oneOf"
]);
function isCombinatorNoise(error, all) {
	if (!COMBINATORS.has(error.keyword)) return false;
	if (error.keyword === "oneOf" && error.params.passingSchemas != null) return false;
	const base = error.keyword === "if" ? error.schemaPath.replace(/\/if$/, "/") : `${error.schemaPath}/`;
	return !all.some((other) => other !== error && !isMissing(other) && !COMBINATORS.has(other.keyword) && other.schemaPath.startsWith(base));
}
function pathOf(error) {
	const segments = error.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
	segments.push(error.params.missingProperty);
	return segments.join(".");
}
/**
* Splits ajv's errors on case data (validated against `validationSchema`, the NA-aware schema:
* notApplicableSchema) into wrong answers, worded by describeErrors, and missing required fields.
* Shared by the server (inspectCase) and the browser's precompiled validators (loadCaseCheck), so both
* draw the line in the same place. Needs no ajv.
*/
function caseFindings(validationSchema, errors) {
	const all = (errors ?? []).map((error) => withSchemas(error, validationSchema)).filter((error) => !isNotApplicableNoise(error));
	const missing = [...new Set(all.filter(isMissing).map(pathOf))];
	const wrong = all.filter((error) => !isMissing(error) && !isCombinatorNoise(error, all));
	return {
		wrong: describeErrors(wrong),
		missing
	};
}
// engine/na/normalizeCaseData.ts
var isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function dropBlanks(value) {
	if (Array.isArray(value)) return value.map(dropBlanks);
	if (!isPlainObject(value)) return value;
	const out = {};
	for (const [key, inner] of Object.entries(value)) {
		if (inner === null || inner === void 0 || typeof inner === "string" && inner.trim() === "") continue;
		out[key] = dropBlanks(inner);
	}
	return out;
}
/**
* The case data as validation sees it: every section of fields present (a new case is `{}`), blank
* answers removed. A section holding one value (a text, a list, a number) stays absent until answered,
* like any other field. Never changes `data`.
*/
function normalizeCaseData(schema, data) {
	if (!isPlainObject(data)) return data;
	const out = dropBlanks(data);
	for (const [section, sectionSchema] of Object.entries(schema.properties ?? {})) if (out[section] === void 0 && isObjectSchema(sectionSchema)) out[section] = {};
	return out;
}
// engine/na/loadCaseCheck.ts
/** Where the server serves a template version's validator (backend/caseDetails/caseTemplateRoutes.ts). */
var servedValidatorUrl = (key, version) => `/api/case-templates/${encodeURIComponent(key)}/${version}/validator.js`;
/**
* The browser's case check for one template version: loads that version's validator, compiled ahead
* of time from the very schema the server validates against (`npm run gen`, templates/caseValidatorModules.ts),
* so no code is compiled in the page (its Content-Security-Policy has no 'unsafe-eval'). The errors go
* through the server's split and wording (caseFindings). `context.now` is the clock of date rules.
* A version the build has no module for (published from the back-office after it) gets the same code
* compiled by the server (GET /api/case-templates/:key/:version/validator.js), so the same errors.
*/
async function loadCaseCheck(template, context = {}, modules = caseValidatorModules, loadServed = importServed) {
	const bundled = modules[`${template.key}@${template.version}`];
	const what = `la plantilla "${template.key}" versión ${template.version}`;
	const { validate } = await (bundled ? bundled() : loadServedValidator(servedValidatorUrl(template.key, template.version), what, loadServed));
	const validationSchema = notApplicableSchema(template.schema);
	return (data) => validate.call(context, normalizeCaseData(template.schema, data)) ? {
		wrong: [],
		missing: []
	} : caseFindings(validationSchema, validate.errors);
}
// frontend/caseDetails/caseCheck.ts
var loading = /* @__PURE__ */ new Map();
/**
* The case check of a template version, loaded once per page: its precompiled validator (about 20 kB
* gzip) arrives with the first case drawn with that version, never with the page.
*/
function caseCheckFor(template) {
	const key = `${template.key}@${template.version}`;
	let check = loading.get(key);
	if (!check) {
		check = loadCaseCheck(template).catch((error) => {
			loading.delete(key);
			throw error;
		});
		loading.set(key, check);
	}
	return check;
}
/**
* The check of `template` once loaded; null meanwhile (and if it could not load: the server still checks).
* Nothing is loaded until `wanted`: the dialog asks once its first fields are on screen, so loading and
* first running the validator never stand between the consultant and the first field.
*/
function useCaseCheck(template, wanted = true) {
	const [loaded, setLoaded] = useState(null);
	useEffect(() => {
		if (!wanted) return;
		let current = true;
		caseCheckFor(template).then((check) => current && startTransition(() => setLoaded({
			template,
			check
		})), () => current && setLoaded(null));
		return () => {
			current = false;
		};
	}, [template, wanted]);
	return loaded?.template === template ? loaded.check : null;
}
export { caseFieldLabel as a, spanishDate as c, readinessWarnings as i, useCaseCheck as n, caseReadiness as o, printableValue as r, listSections as s, caseCheckFor as t };
