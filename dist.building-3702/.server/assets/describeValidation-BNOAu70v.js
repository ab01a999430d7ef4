import localizeEs from "ajv-i18n/localize/es/index.js";
// engine/validation/describeErrors.ts
/** Limits read as people write them in the Dominican Republic ('30,000', '1.5'), like printed values. */
var number = new Intl.NumberFormat("es-DO", { maximumFractionDigits: 6 });
var limitOf = (e) => number.format(e.params.limit);
var DEFAULT_MESSAGES = {
	required: () => "Este campo es obligatorio",
	additionalProperties: (e) => `Campo no permitido: ${e.params.additionalProperty}`,
	format: (e) => {
		const format = e.params.format;
		if (format === "email") return "Correo electrónico no válido";
		if (format === "date") return "Fecha no válida (AAAA-MM-DD)";
		if (format === "time") return "Hora no válida (HH:MM)";
		return `Formato no válido (${format})`;
	},
	enum: () => "Seleccione una de las opciones disponibles",
	const: (e) => /\/oneOf\/\d+\/const$/.test(e.schemaPath) ? "Seleccione una de las opciones disponibles" : e.message ?? "Valor no válido",
	type: (e) => {
		const expected = e.params.type;
		return `Debe ser ${{
			string: "un texto",
			number: "un número",
			integer: "un número entero",
			boolean: "sí o no",
			object: "un objeto",
			array: "una lista",
			null: "vacío"
		}[expected] ?? expected}`;
	},
	notBeforeToday: () => "La fecha no puede ser anterior a hoy",
	minLength: (e) => {
		const limit = e.params.limit;
		return limit === 1 ? "Este campo es obligatorio" : `Debe tener al menos ${limit} caracteres`;
	},
	maxLength: (e) => `No debe tener más de ${e.params.limit} caracteres`,
	minimum: (e) => `Debe ser ${limitOf(e)} o más`,
	maximum: (e) => `Debe ser ${limitOf(e)} o menos`,
	exclusiveMinimum: (e) => `Debe ser mayor que ${limitOf(e)}`,
	exclusiveMaximum: (e) => `Debe ser menor que ${limitOf(e)}`,
	multipleOf: (e) => `Debe ser múltiplo de ${number.format(e.params.multipleOf)}`,
	minItems: (e) => {
		const limit = e.params.limit;
		return limit === 1 ? "Elija o añada al menos uno" : `Debe tener al menos ${limit} elementos`;
	},
	maxItems: (e) => {
		const limit = e.params.limit;
		return limit === 1 ? "No debe tener más de un elemento" : `No debe tener más de ${limit} elementos`;
	},
	uniqueItems: () => "No repita elementos en la lista"
};
function pathOf(error) {
	const segments = error.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
	if (error.keyword === "required") segments.push(error.params.missingProperty);
	if (error.keyword === "additionalProperties") segments.push(error.params.additionalProperty);
	return segments.join(".");
}
function ownMessages(error) {
	const parent = error.parentSchema;
	if (error.keyword === "required") return parent?.properties?.[error.params.missingProperty]?.["x-messages"];
	return parent?.["x-messages"];
}
/**
* Turns ajv errors into one Spanish message per field. A field's own `x-messages` win; then the
* product's wording for common keywords; then ajv-i18n's Spanish text. Combinator noise
* (`if`, `anyOf`, `oneOf`) is dropped when a more precise error names the same field.
*/
function describeErrors(errors) {
	if (!errors?.length) return [];
	const copies = errors.map((e) => ({ ...e }));
	localizeEs(copies);
	const byPath = /* @__PURE__ */ new Map();
	for (const error of copies) {
		if ([
			"if",
			"anyOf",
			"oneOf",
			"not"
		].includes(error.keyword) && copies.length > 1) continue;
		const path = pathOf(error);
		if (byPath.has(path)) continue;
		const message = ownMessages(error)?.[error.keyword] ?? DEFAULT_MESSAGES[error.keyword]?.(error) ?? error.message ?? "Valor no válido";
		byPath.set(path, {
			path,
			message
		});
	}
	return [...byPath.values()];
}
// engine/validation/describeValidation.ts
function schemaAt(root, pointer) {
	let node = root;
	for (const part of pointer) node = node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
	return node;
}
/**
* The error with what ajv's `verbose` mode would add, which describeErrors reads (the field's own
* `x-messages`), taken from `root`, the schema validated against. Validators compiled without
* `verbose` (faster to compile, and smaller when compiled ahead of time) need it.
*/
function withSchemas(error, root) {
	const pointer = error.schemaPath.replace(/^#\/?/, "").split("/").filter(Boolean);
	const parentSchema = schemaAt(root, pointer.slice(0, -1));
	return {
		...error,
		parentSchema,
		schema: schemaAt(root, pointer)
	};
}
/** describeErrors for errors of a validator compiled from `root` without `verbose`. */
function describeErrorsAgainst(root, errors) {
	return describeErrors((errors ?? []).map((error) => withSchemas(error, root)));
}
export { withSchemas as n, describeErrors as r, describeErrorsAgainst as t };
