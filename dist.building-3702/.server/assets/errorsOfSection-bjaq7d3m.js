import { c as followRef, s as declaredFields, u as schemaAt } from "./createAjv-CaVRL1Yl.js";
// engine/templates/editing/templateFields.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function typeOf(schema) {
	if (Array.isArray(schema.type)) return [...schema.type].sort().join("|");
	if (typeof schema.type === "string") return schema.type;
	if (schema.oneOf || schema.enum) return "string";
	return "any";
}
/**
* The option codes a field offers, with labels: `oneOf`/`anyOf` of `const`s, or `enum` (also inside
* `items`) labelled by the `ui:enumNames` of the field's uiSchema entry `ui` when it has them.
*/
function fieldOptions(root, field, ui = {}) {
	const options = /* @__PURE__ */ new Map();
	const own = followRef(root, field);
	const source = isObject(own.items) ? followRef(root, own.items) : own;
	for (const keyword of ["oneOf", "anyOf"]) for (const option of source[keyword] ?? []) if (isObject(option) && option.const !== void 0) options.set(String(option.const), String(option.title ?? option["x-label"] ?? option.const));
	const names = Array.isArray(ui["ui:enumNames"]) ? ui["ui:enumNames"] : [];
	(source.enum ?? []).forEach((value, index) => {
		if (!options.has(String(value))) options.set(String(value), typeof names[index] === "string" ? names[index] : String(value));
	});
	return options;
}
var uiOf = (ui, name) => isObject(ui?.[name]) ? ui[name] : {};
function collect(root, schema, ui, prefix, into, depth) {
	if (depth > 8) return;
	const own = followRef(root, schema);
	const required = new Set(Array.isArray(own.required) ? own.required : []);
	for (const [name, declared] of declaredFields(root, own, "")) {
		const field = followRef(root, declared.schema);
		const path = prefix ? `${prefix}.${name}` : name;
		const fieldUi = uiOf(ui, name);
		into.set(path, {
			path,
			label: String(field.title ?? field["x-label"] ?? declared.schema.title ?? name),
			type: typeOf(field),
			required: required.has(name) && declared.path === "",
			options: fieldOptions(root, field, fieldUi),
			schema: field,
			help: String(fieldUi["ui:help"] ?? field.description ?? ""),
			placeholder: String(fieldUi["ui:placeholder"] ?? ""),
			condition: conditionOf(own, declared.path)
		});
		if (isObject(field.properties)) collect(root, field, fieldUi, path, into, depth + 1);
		const items = isObject(field.items) ? followRef(root, field.items) : void 0;
		if (items && isObject(items.properties)) collect(root, items, uiOf(fieldUi, "items"), `${path}[]`, into, depth + 1);
	}
}
/**
* The condition a field declared in the branch at `branch` (`allOf.0.then`) is shown under, as JSON:
* the branch's `if` (negated for `else`), or the key of a schema dependency; '' for a field of its own.
*/
function conditionOf(schema, branch) {
	if (!branch) return "";
	const parts = branch.split(".");
	const last = parts.at(-1);
	if (parts.at(-2) === "dependencies") return JSON.stringify({ dependencies: last });
	if (last === "then" || last === "else") {
		const test = schemaAt(schema, parts.slice(0, -1).join("."))?.if;
		return JSON.stringify(last === "then" ? { if: test } : { not: test });
	}
	return JSON.stringify({ branch });
}
/**
* Every field of a template's schema (sections are fields too), by its path in the case data; with the
* template's uiSchema, options kept as `enum` are labelled by their `ui:enumNames`.
*/
function templateFields(schema, uiSchema) {
	const fields = /* @__PURE__ */ new Map();
	if (isObject(schema)) collect(schema, schema, isObject(uiSchema) ? uiSchema : {}, "", fields, 0);
	return fields;
}
/**
* Where a field sits, by the labels of the fields that hold it: `finances.bankAccounts[].bankName`
* reads `Finanzas › Cuentas bancarias › Banco`. A part the template does not name reads as its key.
*/
function fieldPlace(fields, path) {
	const parts = path.split(".");
	return parts.map((part, index) => fields.get(parts.slice(0, index + 1).join("."))?.label ?? part.replace(/\[\]$/, "")).join(" › ");
}
/** The path of the field holding a value at `dataPath`: `a.list.0.b` is held by the field `a.list[].b`. */
function fieldPathOf(dataPath) {
	return dataPath.replace(/\.\d+(?=\.|$)/g, "[]");
}
/**
* Fields of a section that a newer version has in another section, under the same key ('Mover a la
* sección' keeps the key, and keys are unique in a template): old path → new path. Only a field the
* newer version no longer has where it was, found in exactly one other section that did not have it,
* as the same kind of answer; anything less certain stays a retired field and an added one.
*/
function movedFields(before, after) {
	const sectionFields = (fields, other) => {
		const byKey = /* @__PURE__ */ new Map();
		for (const field of fields.values()) {
			const parts = field.path.split(".");
			if (parts.length !== 2 || parts[1].endsWith("[]") || other.has(field.path)) continue;
			byKey.set(parts[1], [...byKey.get(parts[1]) ?? [], field]);
		}
		return byKey;
	};
	const gone = sectionFields(before, after);
	const arrived = sectionFields(after, before);
	const moves = /* @__PURE__ */ new Map();
	for (const [key, [old, ...moreOld]] of gone) {
		const [found, ...moreNew] = arrived.get(key) ?? [];
		if (!found || moreOld.length || moreNew.length || found.type !== old.type) continue;
		moves.set(old.path, found.path);
	}
	return moves;
}
// engine/templates/editing/readDiff.ts
var DIFF_TITLES = {
	addedFields: "Campos nuevos",
	retiredFields: "Campos retirados",
	changedFields: "Campos modificados",
	addedOptions: "Opciones nuevas",
	retiredOptions: "Opciones retiradas",
	changedOptions: "Opciones con otro nombre"
};
/**
* A diff between two versions of a template (diffTemplates) in groups a person reads: fields added,
* retired and changed, options added, retired and relabelled, each placed by its labels (retired ones
* by those of `from`, the others by those of `to`) and marked when it affects saved data. Empty groups
* are left out.
*/
function readDiff(diff, from, to) {
	const before = templateFields(from.schema, from.uiSchema);
	const after = templateFields(to.schema, to.uiSchema);
	return [
		{
			title: DIFF_TITLES.addedFields,
			lines: diff.fields.added.map((field) => ({
				key: field.path,
				place: fieldPlace(after, field.path),
				detail: field.changes.join("; ") || void 0,
				affectsSavedData: field.affectsSavedData
			}))
		},
		{
			title: DIFF_TITLES.retiredFields,
			lines: diff.fields.retired.map((field) => ({
				key: field.path,
				place: fieldPlace(before, field.path),
				affectsSavedData: field.affectsSavedData
			}))
		},
		{
			title: DIFF_TITLES.changedFields,
			lines: diff.fields.changed.map((field) => ({
				key: field.path,
				place: fieldPlace(after, field.path),
				detail: field.changes.join("; "),
				affectsSavedData: field.affectsSavedData
			}))
		},
		{
			title: DIFF_TITLES.addedOptions,
			lines: diff.options.added.map((option) => ({
				key: `${option.path}=${option.value}`,
				place: fieldPlace(after, option.path),
				detail: `«${option.label}»`,
				affectsSavedData: option.affectsSavedData
			}))
		},
		{
			title: DIFF_TITLES.retiredOptions,
			lines: diff.options.retired.map((option) => ({
				key: `${option.path}=${option.value}`,
				place: fieldPlace(before, option.path),
				detail: `«${option.label}»`,
				affectsSavedData: option.affectsSavedData
			}))
		},
		{
			title: DIFF_TITLES.changedOptions,
			lines: diff.options.changed.map((option) => ({
				key: `${option.path}=${option.value}`,
				place: fieldPlace(after, option.path),
				detail: `«${option.previousLabel}» → «${option.label}»`,
				affectsSavedData: option.affectsSavedData
			}))
		}
	].filter((group) => group.lines.length > 0);
}
// engine/sections/errorsOfSection.ts
var within = (path, prefix) => path === prefix || path.startsWith(`${prefix}.`);
/**
* The errors of one case section as its form shows them: paths relative to the section
* (`identity.birthDate` → `birthDate`), one message per field. A section holding one value shows its
* own error (path ''); a section of fields shows those of its fields only.
*/
function errorsOfSection(errors, section, oneValue) {
	const seen = /* @__PURE__ */ new Set();
	return errors.filter((error) => within(error.path, section) && (oneValue || error.path !== section)).map((error) => ({
		...error,
		path: error.path.slice(section.length + 1)
	})).filter((error) => !seen.has(error.path) && Boolean(seen.add(error.path)));
}
export { movedFields as a, fieldPlace as i, readDiff as n, templateFields as o, fieldPathOf as r, errorsOfSection as t };
