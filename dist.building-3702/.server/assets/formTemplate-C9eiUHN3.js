import { c as followRef, f as bulmaWidgets, l as resolveLocalRef, o as LOCAL_REF, s as declaredFields } from "./createAjv-CaVRL1Yl.js";
import { getDefaultRegistry } from "@rjsf/core";
import { hasWidget } from "@rjsf/utils";
import { Ajv } from "ajv";
import localizeEs from "ajv-i18n/localize/es/index.js";
// engine/rjsf/usableWidget.ts
/** The widgets TemplateForm draws with: RJSF's own, with the theme's over them (as RJSF merges them). */
var FORM_WIDGETS = {
	...getDefaultRegistry().widgets,
	...bulmaWidgets
};
/**
* Whether TemplateForm can draw a field of `schema` with `ui:widget` `name` (a short name such as
* 'radio' for the field's type, or a widget's full name). RJSF throws while drawing the form for one it
* cannot, which takes the whole form down: a template naming one is refused before it is used.
*/
function usableWidget(schema, name) {
	return typeof name === "string" && hasWidget(schema, name, FORM_WIDGETS);
}
// engine/templates/ajvSpanish.ts
var KINDS = {
	string: "un texto entre comillas",
	number: "un número",
	integer: "un número entero",
	boolean: "true o false",
	array: "una lista entre corchetes",
	object: "un objeto entre llaves",
	null: "null"
};
/**
* The message of an ajv error already localized by ajv-i18n, where its Spanish falls short for someone
* writing a template: a wrong kind of value names it in words ('debe ser un número entero', not 'debe ser
* integer'), and a value outside a list names the values allowed (ajv-i18n says only 'deber ser igual a
* uno de los valores predefinidos').
*/
function templateErrorMessage(error) {
	if (error.keyword === "type") return `debe ser ${String(error.params.type ?? "").split(",").map((kind) => KINDS[kind] ?? kind).join(" o ")}`;
	if (error.keyword === "enum") return `debe ser uno de estos valores: ${(error.params.allowedValues ?? []).map((value) => `«${typeof value === "string" ? value : JSON.stringify(value)}»`).join(", ")}`;
	return error.message ?? "valor no válido";
}
// engine/templates/fieldTitles.ts
/** A label a person reads: not empty, and not the property's identifier left in place of a label. */
function isSpanishLabel(title, key) {
	if (typeof title !== "string" || !title.trim()) return false;
	if (title === key) return false;
	return !/^[a-z]+[A-Z]\w*$/.test(title);
}
/** Whether a field (or option) has a Spanish label: its `title` or its `x-label`. */
function hasSpanishLabel(schema, key) {
	return isSpanishLabel(schema.title, key) || isSpanishLabel(schema["x-label"], key);
}
/**
* Dotted paths of the fields under `schema` that lack a Spanish `title` (or `x-label`), array items included
* (`children.name`). RJSF shows it, the PDF prints it, and error lists name the field by it.
*/
function fieldsWithoutTitle(schema, prefix = "") {
	const missing = [];
	for (const [key, field] of Object.entries(schema.properties ?? {})) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (!hasSpanishLabel(field, key)) missing.push(path);
		if (field.type === "object") missing.push(...fieldsWithoutTitle(field, path));
		if (field.type === "array" && field.items?.type === "object") missing.push(...fieldsWithoutTitle(field.items, path));
	}
	return missing;
}
// engine/templates/checkTemplateSchema.ts
var DRAFT_07_META = "http://json-schema.org/draft-07/schema";
/** The formats validation knows (engine/validation/createAjv.ts); any other would be refused by ajv or ignored. */
var KNOWN_FORMATS = [
	"date",
	"optional-date",
	"date-time",
	"time",
	"email",
	"uri",
	"uuid",
	"data-url"
];
var ONE_SCHEMA = [
	"additionalItems",
	"additionalProperties",
	"contains",
	"propertyNames",
	"if",
	"then",
	"else",
	"not"
];
var SCHEMA_MAP = [
	"properties",
	"patternProperties",
	"definitions"
];
var SCHEMA_LIST = [
	"allOf",
	"anyOf",
	"oneOf"
];
/** Every draft-07 keyword the form renders or validation enforces, plus the product's own. */
var KNOWN_KEYWORDS = /* @__PURE__ */ new Set([
	"$schema",
	"$ref",
	"$comment",
	"title",
	"description",
	"default",
	"readOnly",
	"writeOnly",
	"examples",
	"type",
	"enum",
	"const",
	"format",
	"contentMediaType",
	"contentEncoding",
	"multipleOf",
	"maximum",
	"exclusiveMaximum",
	"minimum",
	"exclusiveMinimum",
	"maxLength",
	"minLength",
	"pattern",
	"items",
	"additionalItems",
	"maxItems",
	"minItems",
	"uniqueItems",
	"contains",
	"properties",
	"patternProperties",
	"additionalProperties",
	"propertyNames",
	"required",
	"dependencies",
	"maxProperties",
	"minProperties",
	"definitions",
	"if",
	"then",
	"else",
	"allOf",
	"anyOf",
	"oneOf",
	"not",
	"x-label",
	"x-messages",
	"x-section",
	"x-internal",
	"notBeforeToday"
]);
/** Keywords of JSON Schema 2019-09 / 2020-12, with what draft-07 offers instead. */
var NEWER_KEYWORDS = {
	$defs: "«definitions»",
	$anchor: "«$ref» a #/definitions/…",
	$dynamicRef: "«$ref» a #/definitions/…",
	$dynamicAnchor: "«definitions»",
	$recursiveRef: "«$ref» a #/definitions/…",
	$recursiveAnchor: "«definitions»",
	$vocabulary: "nada (quítela)",
	unevaluatedProperties: "«additionalProperties»",
	unevaluatedItems: "«additionalItems»",
	prefixItems: "«items» con una lista de esquemas",
	dependentSchemas: "«dependencies»",
	dependentRequired: "«dependencies» con una lista de campos",
	minContains: "«contains»",
	maxContains: "«contains»",
	contentSchema: "nada (quítela)",
	deprecated: "«description»"
};
var MESSAGE_KEYWORDS = /* @__PURE__ */ new Set([
	"type",
	"enum",
	"const",
	"format",
	"multipleOf",
	"maximum",
	"exclusiveMaximum",
	"minimum",
	"exclusiveMinimum",
	"maxLength",
	"minLength",
	"pattern",
	"additionalItems",
	"maxItems",
	"minItems",
	"uniqueItems",
	"contains",
	"additionalProperties",
	"propertyNames",
	"required",
	"dependencies",
	"maxProperties",
	"minProperties",
	"if",
	"anyOf",
	"oneOf",
	"not",
	"notBeforeToday"
]);
var isSchemaObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var join = (path, ...parts) => [path, ...parts.map(String)].filter(Boolean).join(".");
var where = (path) => path ? `en ${path}` : "en la raíz del esquema";
/**
* Calls `visit(schema, path)` for `schema` and every schema inside it (properties, items, branches,
* definitions…), never inside values (`const`, `enum`, `default`, `x-messages`). Paths are dotted:
* `properties.identity.properties.fullName`, `items.0`, `oneOf.1`.
*/
function forEachSchema(schema, visit, path = "") {
	if (!isSchemaObject(schema)) return;
	visit(schema, path);
	for (const keyword of ONE_SCHEMA) forEachSchema(schema[keyword], visit, join(path, keyword));
	for (const keyword of SCHEMA_MAP) {
		const map = schema[keyword];
		if (isSchemaObject(map)) for (const [key, inner] of Object.entries(map)) forEachSchema(inner, visit, join(path, keyword, key));
	}
	for (const keyword of SCHEMA_LIST) {
		const list = schema[keyword];
		if (Array.isArray(list)) list.forEach((inner, index) => forEachSchema(inner, visit, join(path, keyword, index)));
	}
	if (Array.isArray(schema.items)) schema.items.forEach((inner, index) => forEachSchema(inner, visit, join(path, "items", index)));
	else forEachSchema(schema.items, visit, join(path, "items"));
	if (isSchemaObject(schema.dependencies)) for (const [key, inner] of Object.entries(schema.dependencies)) forEachSchema(inner, visit, join(path, "dependencies", key));
}
/** How the meta-schema is compiled, here and ahead of time for the page (schemas/metaSchemaValidatorModule.ts). */
var META_SCHEMA_OPTIONS = {
	allErrors: true,
	strict: false,
	logger: false
};
var compiledMetaValidator;
function metaSchemaProblems(schema, validator) {
	const metaValidator = validator === true ? compiledMetaValidator ??= new Ajv(META_SCHEMA_OPTIONS).getSchema(DRAFT_07_META) : validator;
	if (metaValidator(schema)) return [];
	const errors = structuredClone(metaValidator.errors ?? []);
	localizeEs(errors);
	const seen = /* @__PURE__ */ new Set();
	const problems = [];
	for (const error of errors) {
		const path = error.instancePath.split("/").slice(1).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")).join(".");
		if (seen.has(path)) continue;
		seen.add(path);
		problems.push({
			path,
			message: `El esquema no es JSON Schema draft-07 válido ${where(path)}: ${templateErrorMessage(error)}`
		});
	}
	return problems;
}
function keywordProblems(root, schema, path, labels) {
	const problems = [];
	const add = (at, message) => problems.push({
		path: at,
		message
	});
	for (const keyword of Object.keys(schema)) if (keyword in NEWER_KEYWORDS) add(join(path, keyword), `La plantilla usa la palabra clave «${keyword}» ${where(path)}, que es de JSON Schema 2019-09/2020-12 y el formulario no sabe mostrar; en draft-07 use ${NEWER_KEYWORDS[keyword]}`);
	else if (keyword === "$id" || keyword === "id") {
		if (path) add(join(path, keyword), `La plantilla usa la palabra clave «${keyword}» ${where(path)}: cambia la base de las referencias y el formulario no la sigue; quítela`);
	} else if (!KNOWN_KEYWORDS.has(keyword)) add(join(path, keyword), `La plantilla usa la palabra clave «${keyword}» ${where(path)}, que el formulario no sabe mostrar`);
	if ("$schema" in schema) {
		const declared = String(schema.$schema).replace(/#$/, "");
		if (path) add(join(path, "$schema"), `«$schema» solo puede ir en la raíz de la plantilla, no ${where(path)}`);
		else if (declared !== "http://json-schema.org/draft-07/schema") add("$schema", `La plantilla declara «$schema»: ${String(schema.$schema)}; el formulario solo admite draft-07 (${DRAFT_07_META}#)`);
	}
	if (typeof schema.$ref === "string") {
		if (!LOCAL_REF.test(schema.$ref)) add(join(path, "$ref"), `La referencia «${schema.$ref}» ${where(path)} no es local: solo se admiten referencias a #/definitions/…`);
		else if (resolveLocalRef(root, schema.$ref) === void 0) add(join(path, "$ref"), `La referencia «${schema.$ref}» ${where(path)} no apunta a ninguna definición de la plantilla`);
	}
	if (typeof schema.format === "string" && !KNOWN_FORMATS.includes(schema.format)) add(join(path, "format"), `El formato «${schema.format}» ${where(path)} no existe en el formulario (se admiten: ${KNOWN_FORMATS.join(", ")})`);
	if (isSchemaObject(schema["x-messages"])) {
		for (const key of Object.keys(schema["x-messages"])) if (!MESSAGE_KEYWORDS.has(key)) add(join(path, "x-messages", key), `«x-messages» ${where(path)} da un mensaje para «${key}», que no es una regla que pueda fallar`);
	}
	if (labels) {
		const fields = isBranchPath(path) || typeof schema.$ref === "string" ? [] : [...declaredFields(root, schema)];
		for (const [name, { schema: field, path: declaredIn }] of fields) {
			if (!isSchemaObject(field)) continue;
			const at = join(path, declaredIn, "properties", name);
			if (!hasSpanishLabel(field, name) && !hasSpanishLabel(followRef(root, field), name)) add(at, `El campo ${at} no tiene etiqueta en español («title» o «x-label»)`);
		}
		for (const keyword of ["oneOf", "anyOf"]) {
			const options = schema[keyword];
			if (!Array.isArray(options) || !options.length || !options.every((o) => isSchemaObject(o) && "const" in o)) continue;
			options.forEach((option, index) => {
				if (!hasSpanishLabel(option, String(option.const))) add(join(path, keyword, index), `La opción ${JSON.stringify(option.const)} ${where(path)} no tiene etiqueta en español («title»)`);
			});
		}
	}
	if (!isBranchPath(path) && !isSchemaObject(schema.additionalProperties) && schema.additionalProperties !== true && !schema.patternProperties) {
		const known = declaredFields(root, schema, path);
		for (const { name, at, trigger } of requiredNames(root, schema, path)) {
			if (known.has(name)) continue;
			if (trigger === void 0) add(join(at, "required"), `«required» ${where(at)} nombra el campo «${name}», que no existe`);
			else add(join(at, "dependencies", trigger), `«dependencies» ${where(at)} pide, con «${trigger}», el campo «${name}», que no existe`);
		}
	}
	if (schema.additionalProperties === false) {
		const own = isSchemaObject(schema.properties) ? schema.properties : {};
		const patterns = isSchemaObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
		for (const [name, declared] of declaredFields(root, schema, path)) {
			if (name in own || patterns.some((pattern) => safeTest(pattern, name))) continue;
			add(join(declared.path, "properties", name), `El campo «${name}» solo está declarado en ${declared.path}, pero ${path || "la raíz"} no admite campos adicionales (additionalProperties: false): nunca se podría guardar; declárelo también en ${join(path, "properties")}`);
		}
	}
	return problems;
}
/**
* The names `required` lists in a schema and in its conditional branches, and those a property
* dependency asks for (with its `trigger`), each with the place of the schema holding the list.
*/
function requiredNames(root, schema, path, depth = 0) {
	if (depth > 20) return [];
	const names = (Array.isArray(schema.required) ? schema.required : []).filter((n) => typeof n === "string").map((name) => ({
		name,
		at: path
	}));
	const own = followRef(root, schema);
	const branches = [
		[own.if, "if"],
		[own.then, "then"],
		[own.else, "else"]
	];
	for (const keyword of SCHEMA_LIST) if (Array.isArray(own[keyword])) own[keyword].forEach((b, i) => branches.push([b, `${keyword}.${i}`]));
	if (isSchemaObject(own.dependencies)) for (const [key, b] of Object.entries(own.dependencies)) if (Array.isArray(b)) names.push(...b.filter((n) => typeof n === "string").map((name) => ({
		name,
		at: path,
		trigger: key
	})));
	else branches.push([b, `dependencies.${key}`]);
	for (const [branch, step] of branches) if (isSchemaObject(branch)) names.push(...requiredNames(root, branch, join(path, step), depth + 1));
	return names;
}
function isBranchPath(path) {
	return /(^|\.)(if|then|else|not|allOf\.\d+|anyOf\.\d+|oneOf\.\d+|dependencies\.[^.]+)$/.test(path);
}
function safeTest(pattern, value) {
	try {
		return new RegExp(pattern, "u").test(value);
	} catch {
		return false;
	}
}
function uiProblems(root, schema, ui, uiPath) {
	if (!isSchemaObject(ui)) return [];
	const problems = [];
	const own = schema ? followRef(root, schema) : {};
	const fields = declaredFields(root, own, "");
	const widget = ui["ui:widget"];
	if (widget !== void 0 && schema && !usableWidget(own, widget)) problems.push({
		path: join(uiPath, "ui:widget"),
		message: `«ui:widget» en ${uiPath} nombra «${String(widget)}», que el formulario no puede usar para este campo`
	});
	const order = ui["ui:order"];
	if (order !== void 0) {
		if (!Array.isArray(order)) problems.push({
			path: join(uiPath, "ui:order"),
			message: `«ui:order» en ${uiPath} debe ser una lista de campos`
		});
		else {
			for (const name of order) if (name !== "*" && !fields.has(String(name))) problems.push({
				path: join(uiPath, "ui:order"),
				message: `«ui:order» en ${uiPath} nombra «${String(name)}», que el esquema no tiene`
			});
			if (!order.includes("*")) {
				for (const name of fields.keys()) if (!order.includes(name)) problems.push({
					path: join(uiPath, "ui:order"),
					message: `«ui:order» en ${uiPath} no incluye el campo «${name}» (añádalo o ponga «*»)`
				});
			}
		}
	}
	for (const [key, inner] of Object.entries(ui)) {
		if (key.startsWith("ui:")) continue;
		const at = join(uiPath, key);
		if (key === "items" && (own.type === "array" || own.items !== void 0)) {
			if (Array.isArray(own.items)) (Array.isArray(inner) ? inner : own.items.map(() => inner)).forEach((entry, index) => problems.push(...uiProblems(root, own.items[index], entry, Array.isArray(inner) ? join(at, index) : at)));
			else problems.push(...uiProblems(root, isSchemaObject(own.items) ? own.items : void 0, inner, at));
		} else if (key === "additionalItems" && isSchemaObject(own.additionalItems)) problems.push(...uiProblems(root, own.additionalItems, inner, at));
		else if (key === "additionalProperties" && isSchemaObject(own.additionalProperties)) problems.push(...uiProblems(root, own.additionalProperties, inner, at));
		else if (fields.has(key)) problems.push(...uiProblems(root, fields.get(key).schema, inner, at));
		else problems.push({
			path: at,
			message: `El uiSchema tiene una entrada «${key}» en ${uiPath}, pero el esquema no tiene ese campo`
		});
	}
	return problems;
}
/**
* Every reason `schema` (draft-07) and its RJSF `uiSchema` cannot be used as a form, each with its
* place in the template: not valid draft-07 (the meta-schema), keywords the form does not render
* (unknown ones, draft 2019-09/2020-12 ones), `$ref`s that are not local `#/definitions/…` or point
* nowhere, unknown formats, `required` naming fields the form cannot show, fields only a branch declares
* inside a closed object, fields and options without a Spanish label, uiSchema entries or `ui:order`
* names with no field behind them, and widgets the form cannot draw the field with. Empty when the template is fine. Pure: the loader
* (checkTemplate) and a template editor call it alike.
*/
function checkTemplateSchema(schema, uiSchema = {}, options = {}) {
	if (!isSchemaObject(schema)) return [{
		path: "",
		message: "El esquema de la plantilla debe ser un objeto JSON"
	}];
	const problems = options.metaSchema === false ? [] : metaSchemaProblems(schema, options.metaSchema ?? true);
	const labels = options.labels !== false;
	forEachSchema(schema, (inner, path) => {
		problems.push(...keywordProblems(schema, inner, path, labels));
	});
	problems.push(...uiProblems(schema, schema, uiSchema, "uiSchema"));
	const seen = /* @__PURE__ */ new Set();
	return problems.filter((problem) => {
		const key = `${problem.path}\n${problem.message}`;
		return seen.has(key) ? false : (seen.add(key), true);
	});
}
// engine/templates/templateError.ts
/**
* A template file that cannot be used, naming the file and the field (or section) at fault. When the
* schema check found several problems, `problems` lists them all, each with its place in the template.
*/
var TemplateError = class extends Error {
	file;
	field;
	problems;
	constructor(file, field, problem, problems) {
		super(field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`);
		this.name = "TemplateError";
		this.file = file;
		this.field = field;
		this.problems = problems ?? [{
			path: field,
			message: problem
		}];
	}
};
// engine/forms/formTemplate.ts
var KEYS = [
	"kind",
	"key",
	"version",
	"label",
	"schema",
	"uiSchema",
	"retired"
];
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The uiSchema node of the field at a schema path (`properties.category`), if any. */
function uiAt(uiSchema, path) {
	let node = uiSchema;
	for (const [i, part] of path.split(".").entries()) {
		if (i % 2 === 0 && part !== "properties") return void 0;
		if (i % 2 === 1) node = isObject(node) ? node[part] : void 0;
	}
	return isObject(node) ? node : void 0;
}
/**
* A list of options written as `enum` is shown with the Spanish names of its `ui:enumNames`: one per
* option, or people would read the stored English values.
*/
function enumLabelProblems(schema, uiSchema) {
	const problems = [];
	forEachSchema(schema, (inner, path) => {
		if (!Array.isArray(inner.enum) || !/^(properties\.[^.]+\.?)+$/.test(`${path}.`)) return;
		const names = uiAt(uiSchema, path)?.["ui:enumNames"];
		if (!Array.isArray(names) || names.length !== inner.enum.length || names.some((n) => typeof n !== "string" || !n.trim())) problems.push({
			path: `uiSchema.${path.replace(/properties\./g, "")}.ui:enumNames`,
			message: `las ${inner.enum.length} opciones de ${path} necesitan su nombre en español, en orden, en «ui:enumNames»`
		});
	});
	return problems;
}
/**
* Every reason `content` cannot be a form template, each with its dotted place (`kind`,
* `schema.properties.category`, `uiSchema.category.ui:enumNames`) and a Spanish message; empty when it can.
* The loader and a draft of the form in the back-office both check with it. The schema is checked like a
* case template's (checkTemplateSchema); in the browser pass `{ metaSchema: false }` (the meta-schema
* check compiles code).
*/
function formTemplateProblems(content, options = {}) {
	if (!isObject(content)) return [{
		path: "",
		message: "la plantilla debe ser un objeto JSON"
	}];
	const problems = [];
	for (const extra of Object.keys(content)) if (!KEYS.includes(extra)) problems.push({
		path: extra,
		message: `clave desconocida «${extra}» (se admiten ${KEYS.join(", ")})`
	});
	if (content.kind !== "form") problems.push({
		path: "kind",
		message: "debe ser «form»"
	});
	if (typeof content.key !== "string" || !/^[a-z][a-z0-9-]*$/.test(content.key)) problems.push({
		path: "key",
		message: "falta la clave de la plantilla (minúsculas, cifras y guiones)"
	});
	if (!Number.isInteger(content.version) || content.version < 1) problems.push({
		path: "version",
		message: "debe ser un entero desde 1"
	});
	if (typeof content.label !== "string" || !content.label.trim()) problems.push({
		path: "label",
		message: "falta el nombre en español"
	});
	if (content.retired !== void 0 && !Array.isArray(content.retired)) problems.push({
		path: "retired",
		message: "debe ser la lista de campos retirados"
	});
	if (!isObject(content.schema)) return [...problems, {
		path: "schema",
		message: "falta el esquema (JSON Schema draft-07) del formulario"
	}];
	if (content.schema.type !== "object") return [...problems, {
		path: "schema.type",
		message: "el formulario debe ser un objeto («type»: «object»)"
	}];
	const uiSchema = content.uiSchema === void 0 ? {} : content.uiSchema;
	if (!isObject(uiSchema)) return [...problems, {
		path: "uiSchema",
		message: "debe ser un objeto (el uiSchema de RJSF)"
	}];
	const schema = content.schema;
	problems.push(...checkTemplateSchema(schema, uiSchema, options).map((p) => ({
		path: p.path.startsWith("uiSchema") ? p.path : `schema.${p.path}`.replace(/\.$/, ""),
		message: p.message
	})), ...enumLabelProblems(schema, uiSchema));
	return problems;
}
/**
* `content` (the parsed `file`) as a FormTemplate, or a TemplateError naming the file and the place in
* Spanish (formTemplateProblems).
*/
function checkFormTemplate(file, content, options = {}) {
	const problems = formTemplateProblems(content, options);
	if (problems.length) throw new TemplateError(file, problems[0].path, problems[0].message, problems);
	const template = content;
	return {
		kind: "form",
		key: template.key,
		version: template.version,
		label: template.label,
		schema: template.schema,
		uiSchema: template.uiSchema ?? {},
		...Array.isArray(template.retired) ? { retired: template.retired } : {}
	};
}
export { fieldsWithoutTitle as a, checkTemplateSchema as i, formTemplateProblems as n, templateErrorMessage as o, TemplateError as r, checkFormTemplate as t };
