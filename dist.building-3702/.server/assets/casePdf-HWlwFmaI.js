import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { c as spanishDate, i as readinessWarnings, o as caseReadiness, r as printableValue, s as listSections, t as caseCheckFor } from "./caseCheck-CYWteRRQ.js";
import { f as todayInBusinessZone } from "../renderLanding.js";
import { a as isObjectSchema, h as isNotApplicable, s as declaredFields } from "./createAjv-CaVRL1Yl.js";
// engine/pdf/caseDocumentStyle.ts
/** Brand colours (navy and gold, as the site) and the grey that marks what does not apply. */
var COLORS = {
	navy: "#14213d",
	gold: "#c9a227",
	text: "#1a2340",
	muted: "#5b6275",
	notApplicable: "#8a8f9c",
	warning: "#8a5a00",
	missing: "#b42318",
	warningFill: "#fff6dd",
	rule: "#d5d8e0",
	labelFill: "#f4f5f8"
};
/**
* One font face (Roboto Regular) throughout: every extra face (bold, italics) is embedded in each PDF
* and costs render time, so hierarchy comes from size and colour instead.
*/
var STYLES = {
	businessName: {
		fontSize: 20,
		color: COLORS.navy
	},
	documentTitle: {
		fontSize: 11,
		color: COLORS.muted,
		margin: [
			0,
			2,
			0,
			10
		]
	},
	metaLabel: { color: COLORS.muted },
	sectionTitle: {
		fontSize: 13,
		color: COLORS.navy,
		margin: [
			-5,
			12,
			0,
			1
		]
	},
	warningsTitle: {
		fontSize: 11.5,
		color: COLORS.warning,
		margin: [
			0,
			0,
			0,
			4
		]
	},
	warning: { color: COLORS.warning },
	noWarnings: { color: COLORS.muted },
	label: { color: COLORS.muted },
	listHeader: {
		fontSize: 8.5,
		color: COLORS.navy
	},
	notApplicable: { color: COLORS.notApplicable },
	empty: { color: COLORS.notApplicable },
	missing: {
		color: COLORS.missing,
		bold: true
	},
	retiredNote: {
		fontSize: 8.5,
		color: COLORS.muted
	},
	missingTitle: {
		fontSize: 11.5,
		color: COLORS.missing,
		margin: [
			0,
			0,
			0,
			4
		]
	},
	pageHeader: {
		fontSize: 8,
		color: COLORS.muted
	},
	pageFooter: {
		fontSize: 8,
		color: COLORS.muted,
		alignment: "center"
	}
};
/** Thin horizontal rules only, with the label column shaded: reads like a form, prints cheaply. */
var FIELD_TABLE_LAYOUT = {
	hLineWidth: () => .5,
	vLineWidth: () => 0,
	hLineColor: () => COLORS.rule,
	fillColor: (_row, _node, column) => column === 0 ? COLORS.labelFill : null,
	paddingLeft: () => 5,
	paddingRight: () => 5,
	paddingTop: () => 3,
	paddingBottom: () => 3
};
/** A section: its title row (gold rule under it), then label/value rows as FIELD_TABLE_LAYOUT. */
var SECTION_TABLE_LAYOUT = {
	...FIELD_TABLE_LAYOUT,
	hLineWidth: (i) => i === 0 ? 0 : i === 1 ? 1 : .5,
	hLineColor: (i) => i === 1 ? COLORS.gold : COLORS.rule,
	fillColor: (row, _node, column) => row > 0 && column === 0 ? COLORS.labelFill : null
};
var LIST_TABLE_LAYOUT = {
	hLineWidth: () => .5,
	vLineWidth: () => .5,
	hLineColor: () => COLORS.rule,
	vLineColor: () => COLORS.rule,
	fillColor: (row) => row === 0 ? COLORS.labelFill : null,
	paddingLeft: () => 3,
	paddingRight: () => 3,
	paddingTop: () => 2,
	paddingBottom: () => 2
};
var WARNING_BOX_LAYOUT = {
	hLineWidth: () => .8,
	vLineWidth: () => .8,
	hLineColor: () => COLORS.gold,
	vLineColor: () => COLORS.gold,
	fillColor: () => COLORS.warningFill,
	paddingLeft: () => 8,
	paddingRight: () => 8,
	paddingTop: () => 6,
	paddingBottom: () => 6
};
/** What an unanswered required field prints: the case cannot be filed without it. */
var MISSING_VALUE = "— falta —";
var NOWHERE = {
	path: "",
	missing: /* @__PURE__ */ new Set()
};
var join = (path, key) => path ? `${path}.${key}` : String(key);
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function fieldLabel(schema, key) {
	const label = schema.title ?? schema["x-label"];
	return typeof label === "string" && label.trim() ? label : key;
}
/** Keys of an object schema in the order its uiSchema gives, then any others. */
function orderedKeys(schema, ui) {
	const keys = Object.keys(schema.properties ?? {});
	const listed = Array.isArray(ui?.["ui:order"]) ? ui["ui:order"].filter((key) => keys.includes(key)) : [];
	return [...listed, ...keys.filter((key) => !listed.includes(key))];
}
/** One value as a cell: 'N/A' in grey, '—' when unanswered ('— falta —' when required), otherwise its printable text. */
function valueCell(value, schema, missing = false) {
	if (isNotApplicable(value)) return {
		text: "N/A",
		style: "notApplicable"
	};
	const text = printableValue(value, schema);
	if (text) return { text };
	return missing ? {
		text: MISSING_VALUE,
		style: "missing"
	} : {
		text: "—",
		style: "empty"
	};
}
/** A field marked `"x-internal": true` in its template is for staff eyes only. */
function isInternal(schema) {
	return schema["x-internal"] === true;
}
function isListOfObjects(schema) {
	return schema.type === "array" && Boolean(schema.items) && isObjectSchema(schema.items);
}
/** A list of sub-forms (children, trips, bank accounts) as a table: one column per field, one row per entry. */
function listTable(rows, items, ui, at) {
	const keys = orderedKeys(items, ui).filter((key) => !isInternal(items.properties[key]));
	const body = [keys.map((key) => ({
		text: fieldLabel(items.properties[key], key),
		style: "listHeader"
	}))];
	rows.forEach((row, index) => {
		const record = isRecord(row) ? row : {};
		body.push(keys.map((key) => valueCell(record[key], items.properties[key], at.missing.has(join(join(at.path, index), key)))));
	});
	return {
		table: {
			headerRows: 1,
			widths: keys.map(() => "*"),
			body,
			dontBreakRows: true
		},
		layout: LIST_TABLE_LAYOUT,
		fontSize: 8.5
	};
}
/**
* The label/value rows of an object's fields (a section, or an object nested in one): lists of
* sub-forms take a full-width row of their own under their label; nested objects are flattened with
* their parent's label in front, so every answer has exactly one row.
*/
function fieldRows(schema, data, ui, labelPrefix = "", at = NOWHERE) {
	const record = isRecord(data) ? data : {};
	const rows = [];
	const fields = declaredFields(schema, schema);
	const keys = [...fields.keys()];
	const listed = Array.isArray(ui?.["ui:order"]) ? ui["ui:order"].filter((key) => fields.has(key)) : [];
	for (const key of [...listed, ...keys.filter((key) => !listed.includes(key))]) {
		const { schema: field, path: branch } = fields.get(key);
		if (isInternal(field)) continue;
		const value = record[key];
		const label = labelPrefix + fieldLabel(field, key);
		const fieldUi = ui?.[key];
		const path = join(at.path, key);
		if (branch && (value === void 0 || value === null || value === "") && !at.missing.has(path)) continue;
		rows.push(...valueRows(field, value, label, fieldUi, {
			...at,
			path
		}));
	}
	return rows;
}
/**
* The rows of one answer labelled `label`, found at `at.path`: 'N/A' in grey, an object's fields one
* row each, a list of sub-forms as a table under its label, anything else one label/value row. Also
* what a section holding one value (a text, a list) prints.
*/
function valueRows(field, value, label, ui, at) {
	if (isNotApplicable(value)) return [[{
		text: label,
		style: "notApplicable"
	}, valueCell(value, field)]];
	if (isObjectSchema(field)) return fieldRows(field, value, ui, `${label} · `, at);
	if (isListOfObjects(field) && Array.isArray(value) && value.length > 0) return [[{
		text: label,
		style: "label",
		colSpan: 2
	}, {}], [{
		...listTable(value, field.items, ui?.items, at),
		colSpan: 2
	}, {}]];
	return [[{
		text: label,
		style: "label"
	}, valueCell(value, field, at.missing.has(at.path))]];
}
// engine/pdf/buildCaseDocument.ts
var PAGE_LABEL = (page, pages) => `Página ${page} de ${pages}`;
function headerBlock(meta, day) {
	const row = (label, value) => [{
		text: label,
		style: "metaLabel"
	}, { text: value || "—" }];
	return [
		{
			text: meta.businessName,
			style: "businessName"
		},
		{
			text: "Expediente del caso",
			style: "documentTitle"
		},
		{
			table: {
				widths: [110, "*"],
				body: [
					row("Caso", meta.caseId),
					row("Solicitante", meta.applicantName),
					row("Destino", meta.destinationLabel),
					row("Etapa del proceso", meta.stageLabel),
					row("Fecha", spanishDate(day))
				]
			},
			layout: FIELD_TABLE_LAYOUT,
			margin: [
				0,
				0,
				0,
				12
			]
		}
	];
}
function warningsBlock(messages) {
	return {
		table: {
			widths: ["*"],
			body: [[{ stack: messages.length ? [{
				text: "Advertencias antes de presentar el caso",
				style: "warningsTitle"
			}, { ul: messages.map((text) => ({
				text,
				style: "warning"
			})) }] : [{
				text: "Sin advertencias sobre las fechas del viaje, el pasaporte, el historial de viajes ni el seguro.",
				style: "noWarnings"
			}] }]]
		},
		layout: WARNING_BOX_LAYOUT,
		margin: [
			0,
			0,
			0,
			4
		]
	};
}
function missingBlock(readiness) {
	const fields = readiness.sections.flatMap((section) => section.missing.map((field) => `${section.title}: ${field.label}`));
	if (!fields.length) return [];
	return [{
		stack: [{
			text: fields.length === 1 ? "Falta 1 campo obligatorio para presentar el caso" : `Faltan ${fields.length} campos obligatorios para presentar el caso`,
			style: "missingTitle"
		}, { ul: fields.map((text) => ({
			text,
			style: "missing"
		})) }],
		margin: [
			0,
			0,
			0,
			8
		]
	}];
}
/**
* A titled block of label/value rows. The title is the table's header row: it repeats on every page
* the block runs onto and is never left alone at the foot of a page.
*/
function sectionTable(title, rows) {
	return {
		table: {
			headerRows: 1,
			keepWithHeaderRows: 1,
			dontBreakRows: true,
			widths: ["38%", "*"],
			body: [[{
				text: title,
				style: "sectionTitle",
				colSpan: 2
			}, {}], ...rows]
		},
		layout: SECTION_TABLE_LAYOUT
	};
}
var RETIRED_TITLE = "Campos retirados";
var RETIRED_NOTE = "Respuestas que una actualización del formulario apartó (campos que la versión nueva no tenía o valores que no admitía): se conservan tal como se escribieron.";
/** The retired values a document may show (staff-only ones never leave the office), as one block. */
function retiredBlock(values) {
	const lines = values.flatMap((value) => value.lines.filter((line) => !line.internal));
	if (!lines.length) return [];
	return [sectionTable(RETIRED_TITLE, [[{
		text: RETIRED_NOTE,
		style: "retiredNote",
		colSpan: 2
	}, {}], ...lines.map((line) => [{
		text: line.label,
		style: "label"
	}, { text: line.text }])])];
}
/**
* The PDF of a case as a pdfmake document: header (business, case, applicant, destination, stage,
* date), the required fields still missing, the readiness warnings, then one titled block per section with a label/value row per field,
* and last the values kept from retired fields ('Campos retirados').
* NA prints as 'N/A' in grey, unanswered fields as '—', yes/no as Sí/No, options by their Spanish
* titles, lists of sub-forms as tables. Pure: the browser's download and the e-mailed copy are made
* from the same call, so they are the same document.
*/
function buildCaseDocument(template, data, meta) {
	const record = typeof data === "object" && data !== null ? data : {};
	const day = todayInBusinessZone(meta.date);
	const warnings = readinessWarnings(template, record, day).map((warning) => warning.message);
	const missing = new Set(meta.missing ?? []);
	const sections = listSections(template).map(({ key, title }) => {
		const schema = template.schema.properties[key];
		const ui = template.uiSchema[key];
		return sectionTable(title, isObjectSchema(schema) ? fieldRows(schema, record[key], ui, "", {
			path: key,
			missing
		}) : valueRows(schema, record[key], title, ui, {
			path: key,
			missing
		}));
	});
	return {
		pageSize: "LETTER",
		pageMargins: [
			40,
			48,
			40,
			44
		],
		info: {
			title: `Caso ${meta.caseId}: ${meta.applicantName} (${meta.destinationLabel})`,
			author: meta.businessName,
			subject: `Expediente del caso, ${template.label}`,
			creator: meta.businessName,
			producer: meta.businessName,
			creationDate: meta.date
		},
		language: "es-DO",
		header: (page) => page === 1 ? null : {
			columns: [{
				text: meta.businessName,
				color: COLORS.navy
			}, {
				text: `Caso ${meta.caseId} · ${meta.applicantName}`,
				alignment: "right"
			}],
			style: "pageHeader",
			margin: [
				40,
				20,
				40,
				0
			]
		},
		footer: (page, pages) => ({
			text: PAGE_LABEL(page, pages),
			style: "pageFooter",
			margin: [
				40,
				16,
				40,
				0
			]
		}),
		content: [
			...headerBlock(meta, day),
			...missingBlock(caseReadiness(template, [...missing])),
			warningsBlock(warnings),
			...sections,
			...retiredBlock(meta.retired ?? [])
		],
		styles: STYLES,
		defaultStyle: {
			font: "Roboto",
			fontSize: 9.5,
			color: COLORS.text,
			lineHeight: 1.15
		}
	};
}
// engine/pdf/caseFileName.ts
/** 'María Pérez' → 'maria-perez': lower case, accents dropped, anything else a single dash. */
function slugify(text) {
	return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/**
* The name a case's PDF is saved and attached under: 'caso-maria-perez-estados-unidos.pdf'. Plain
* ASCII, so it survives every file system and mail client; parts that are blank are left out.
*/
function caseFileName(applicantName, destinationLabel) {
	return `${[
		"caso",
		slugify(applicantName).slice(0, 60),
		slugify(destinationLabel).slice(0, 40)
	].filter(Boolean).join("-").replace(/-+$/, "")}.pdf`;
}
// frontend/components/saveBlob.ts
/** Saves `blob` as a download named `fileName`. */
function saveBlob(blob, fileName) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.rel = "noopener";
	link.click();
	window.setTimeout(() => URL.revokeObjectURL(url), 6e4);
}
// frontend/caseDetails/pdf/casePdf.ts
var casePdf_exports = /* @__PURE__ */ __exportAll({ downloadCasePdf: () => downloadCasePdf });
var pdfMakeLoading = null;
/**
* pdfmake and its fonts (about 800 kB gzip) load the first time someone asks for a PDF, never with
* the page. Roboto comes from pdfmake's own font bundle, the same files the server embeds, so the
* downloaded file and the e-mailed copy are the same document.
*/
function loadPdfMake() {
	pdfMakeLoading ??= Promise.all([import("pdfmake/build/pdfmake.js"), import("pdfmake/build/vfs_fonts.js")]).then(([{ default: pdfMake }, { default: fonts }]) => {
		pdfMake.addVirtualFileSystem(fonts);
		pdfMake.setUrlAccessPolicy(() => false);
		return pdfMake;
	}).catch((error) => {
		pdfMakeLoading = null;
		throw error;
	});
	return pdfMakeLoading;
}
/** The case's PDF as a Blob, its missing required fields marked as the server's copy marks them. */
async function casePdfBlob(template, data, meta) {
	const [pdfMake, check] = await Promise.all([loadPdfMake(), caseCheckFor(template)]);
	return pdfMake.createPdf(buildCaseDocument(template, data, {
		...meta,
		missing: check(data).missing
	})).getBlob();
}
/** Builds the case's PDF and saves it as 'caso-<applicant>-<destination>.pdf'; resolves to that name. */
async function downloadCasePdf(template, data, meta) {
	const blob = await casePdfBlob(template, data, meta);
	const fileName = caseFileName(meta.applicantName, meta.destinationLabel);
	saveBlob(blob, fileName);
	return fileName;
}
export { PAGE_LABEL as a, STYLES as c, slugify as i, loadPdfMake as n, COLORS as o, saveBlob as r, FIELD_TABLE_LAYOUT as s, casePdf_exports as t };
