import { u as isBeforeToday } from "../renderLanding.js";
import { n as formats, o as STRING_FORMATS } from "./standaloneRuntime-Tcwr6ZWs.js";
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import Form from "@rjsf/core";
import { ADDITIONAL_PROPERTY_FLAG, TranslatableString, ariaDescribedByIds, buttonId, canExpand, englishStringTranslator, enumOptionsDeselectValue, enumOptionsIndexForValue, enumOptionsIsSelected, enumOptionsSelectValue, enumOptionsValueForIndex, errorId, getInputProps, getTemplate, getUiOptions, optionId } from "@rjsf/utils";
import { dereference, format, validate } from "@cfworker/json-schema";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
/** The same rule as a JSON Schema `pattern`. */
var NOT_APPLICABLE_PATTERN = "^\\s*[nN][aA]\\s*$";
/** Whether `value` marks its field as not applicable: the text 'NA', trimmed, in any case. */
function isNotApplicable(value) {
	return typeof value === "string" && value.trim().toUpperCase() === "NA";
}
// engine/na/notApplicableConditions.ts
var isSchema$1 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** Holds when the object has at least one of `fields` answered NA. */
function anyNotApplicable(fields) {
	const one = (field) => ({
		properties: { [field]: {
			type: "string",
			pattern: NOT_APPLICABLE_PATTERN
		} },
		required: [field]
	});
	return fields.length === 1 ? {
		type: "object",
		...one(fields[0])
	} : {
		type: "object",
		anyOf: fields.map(one)
	};
}
var mapValues = (record, change) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, isSchema$1(value) ? change(value) : value]));
/**
* `schema` with every condition on a field suspended while that field is answered NA: the question
* does not apply, so neither its follow-ups (`then`) nor their alternative (`else`), nor the fields a
* schema dependency on it adds (`dependencies` with `oneOf` branches telling its values apart, none of
* which NA matches), are shown or asked for. `{if: I, then: T, else: E}` becomes
* `{if: <a field I tests is NA>, else: {if: I, then: T, else: E}}`, and a schema dependency `k: D`
* becomes `k: {if: <k is NA>, else: D}`. Plain draft-07, so the server's ajv, the browser's
* precompiled validators and RJSF (which decides what to show with the same schema) all agree.
* Conditions themselves are left as written. Property dependencies (lists of names) are unchanged.
*/
function notApplicableConditions(schema) {
	const out = { ...schema };
	for (const keyword of [
		"properties",
		"patternProperties",
		"definitions"
	]) if (isSchema$1(schema[keyword])) out[keyword] = mapValues(schema[keyword], notApplicableConditions);
	for (const keyword of [
		"additionalProperties",
		"then",
		"else",
		"not",
		"additionalItems",
		"contains"
	]) if (isSchema$1(schema[keyword])) out[keyword] = notApplicableConditions(schema[keyword]);
	if (isSchema$1(schema.items)) out.items = notApplicableConditions(schema.items);
	else if (Array.isArray(schema.items)) out.items = schema.items.map((item) => isSchema$1(item) ? notApplicableConditions(item) : item);
	for (const keyword of [
		"allOf",
		"anyOf",
		"oneOf"
	]) {
		const list = schema[keyword];
		if (Array.isArray(list)) out[keyword] = list.map((branch) => isSchema$1(branch) ? notApplicableConditions(branch) : branch);
	}
	if (isSchema$1(schema.dependencies)) out.dependencies = Object.fromEntries(Object.entries(schema.dependencies).map(([key, value]) => [key, isSchema$1(value) ? {
		if: anyNotApplicable([key]),
		else: notApplicableConditions(value)
	} : value]));
	const condition = schema.if;
	const tested = isSchema$1(condition) && isSchema$1(condition.properties) ? Object.keys(condition.properties) : [];
	if (!tested.length) return out;
	const { if: _if, then, else: otherwise, ...rest } = out;
	const original = { if: condition };
	if (then !== void 0) original.then = then;
	if (otherwise !== void 0) original.else = otherwise;
	return {
		...rest,
		if: anyNotApplicable(tested),
		else: original
	};
}
// engine/rjsf/templates/ArrayFieldItemTemplate.tsx
/** One row of a list, numbered, with its 'Quitar fila' button. */
function ArrayFieldItemTemplate({ children, index, buttonsProps, registry }) {
	const { translateString } = registry;
	return /* @__PURE__ */ jsxs("div", {
		className: "case-list-row",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "case-list-row-head",
			children: [/* @__PURE__ */ jsxs("span", {
				className: "case-list-row-number",
				children: [
					translateString(TranslatableString.ArrayItemTitle),
					" ",
					index + 1
				]
			}), buttonsProps.hasRemove && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small is-danger is-outlined",
				disabled: buttonsProps.disabled || buttonsProps.readonly,
				onClick: buttonsProps.onRemoveItem,
				children: translateString(TranslatableString.RemoveButton)
			})]
		}), children]
	});
}
// engine/rjsf/templates/ArrayFieldTemplate.tsx
/** A list of rows (children, trips, accounts) with an 'Añadir fila' button under it. */
function ArrayFieldTemplate({ items, canAdd, onAddClick, disabled, readonly, fieldPathId, registry }) {
	const { translateString } = registry;
	return /* @__PURE__ */ jsxs("div", {
		className: "case-list",
		id: fieldPathId.$id,
		children: [
			items.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "case-list-empty",
				children: translateString(TranslatableString.EmptyArray)
			}),
			items,
			canAdd && /* @__PURE__ */ jsx("button", {
				type: "button",
				id: buttonId(fieldPathId, "add"),
				className: "button is-small is-light case-list-add rjsf-array-item-add",
				disabled: disabled || readonly,
				onClick: onAddClick,
				children: translateString(TranslatableString.AddItemButton)
			})
		]
	});
}
var toText = (value) => value === void 0 || value === null ? "" : String(value);
/**
* The text of one input, kept by the input element itself (uncontrolled) while it is typed in and
* handed to the form (`commit`) after a pause, when the field is left, or on Enter/Escape. A keystroke
* then costs no React render at all; the form, its progress and its checks catch up once per pause.
* A value changed from outside (a restored version, the 'No aplica' switch) replaces the text, unless
* the person is typing in the field at that moment.
*/
function useBufferedText(value, commit) {
	const element = useRef(null);
	const initial = useRef(toText(value));
	const latest = useRef(initial.current);
	const timer = useRef(null);
	const commitRef = useRef(commit);
	commitRef.current = commit;
	useLayoutEffect(() => {
		const next = toText(value);
		if (timer.current !== null || next === latest.current) return;
		if (element.current && element.current === document.activeElement && element.current.value !== next && next !== "") return;
		latest.current = next;
		if (element.current && element.current.value !== next) element.current.value = next;
	}, [value]);
	const flush = useCallback(() => {
		if (timer.current === null) return;
		window.clearTimeout(timer.current);
		timer.current = null;
		commitRef.current(latest.current);
	}, []);
	const change = useCallback((next) => {
		latest.current = next;
		if (timer.current !== null) window.clearTimeout(timer.current);
		timer.current = window.setTimeout(flush, 150);
	}, [flush]);
	useEffect(() => flush, [flush]);
	return {
		ref: element,
		defaultValue: initial.current,
		change,
		flush
	};
}
// engine/rjsf/templates/BaseInputTemplate.tsx
/**
* Text, e-mail, date and number inputs. Numbers are typed as text (with a numeric keyboard) so that
* 'NA' can be written in them too; RJSF's number field turns digits into a number and keeps 'NA' as
* text. Typed text reaches the form after a pause or when the field is left (useBufferedText); a date
* picker changes the value at once.
*/
function BaseInputTemplate(props) {
	const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, rawErrors, placeholder } = props;
	const inputProps = getInputProps(schema, type, options);
	const numeric = inputProps.type === "number" || inputProps.type === "integer";
	const immediate = inputProps.type === "date" || Boolean(onChangeOverride);
	const commit = useCallback((text) => onChange(text === "" ? options.emptyValue : text), [onChange, options.emptyValue]);
	const buffer = useBufferedText(value, commit);
	const handleChange = ({ target }) => immediate ? commit(target.value) : buffer.change(target.value);
	const handleBlur = ({ target }) => {
		buffer.flush();
		onBlur(id, target.value);
	};
	const handleKeyDown = (event) => {
		if (event.key === "Enter" || event.key === "Escape") buffer.flush();
	};
	return /* @__PURE__ */ jsx("input", {
		id,
		name: htmlName || id,
		className: `input ${rawErrors?.length ? "is-danger" : ""}`,
		readOnly: readonly,
		disabled,
		autoFocus: autofocus,
		placeholder,
		...inputProps,
		type: numeric ? "text" : inputProps.type,
		inputMode: numeric ? "decimal" : void 0,
		step: void 0,
		...immediate ? { value: value === void 0 || value === null ? "" : String(value) } : {
			ref: buffer.ref,
			defaultValue: buffer.defaultValue
		},
		onChange: onChangeOverride || handleChange,
		onBlur: handleBlur,
		onFocus: ({ target }) => onFocus(id, target.value),
		onKeyDown: handleKeyDown,
		"aria-invalid": rawErrors?.length ? true : void 0,
		"aria-describedby": ariaDescribedByIds(id)
	});
}
// engine/rjsf/templates/buttons.tsx
function Button({ title, className = "", onClick, disabled, id }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		id,
		className: `button is-small ${className}`,
		onClick,
		disabled,
		children: title
	});
}
var labelled = (key, extra = "") => function LabelledButton(props) {
	return /* @__PURE__ */ jsx(Button, {
		...props,
		className: `${props.className ?? ""} ${extra}`,
		title: props.registry.translateString(key)
	});
};
/** Each section saves with the dialog's 'Guardar Cambios', never on its own. */
function NoSubmit(_) {
	return null;
}
var buttonTemplates = {
	AddButton: labelled(TranslatableString.AddItemButton, "is-light"),
	CopyButton: labelled(TranslatableString.CopyButton),
	MoveDownButton: labelled(TranslatableString.MoveDownButton),
	MoveUpButton: labelled(TranslatableString.MoveUpButton),
	RemoveButton: labelled(TranslatableString.RemoveButton, "is-danger is-outlined"),
	ClearButton: labelled(TranslatableString.ClearLabel),
	SubmitButton: NoSubmit
};
// engine/rjsf/templates/FieldErrorTemplate.tsx
/** Field errors are shown by FieldTemplate, under the widget, once the field was left or the case saved. */
function FieldErrorTemplate() {
	return null;
}
// engine/na/greyNotApplicable.ts
/** The CSS class the form gives a field holding NA (shown greyed). */
var NOT_APPLICABLE_CLASS = "is-not-applicable";
// engine/rjsf/caseFormContext.ts
/** Whether the form around a field offers 'No aplica' (it does unless told otherwise). */
var offersNotApplicable = (context) => context?.notApplicable !== false;
// engine/rjsf/templates/FieldTemplate.tsx
/** Widgets that cannot hold the text 'NA' get a 'No aplica' switch instead (a date picker, a list, a tick box). */
function needsNotApplicableSwitch(props) {
	const widget = getUiOptions(props.uiSchema).widget;
	return props.schema.type === "array" || props.schema.format === "date" || widget === "checkbox";
}
/**
* One field: label, widget, its error (shown only once the field was left or the case saved) and, for a
* field holding NA, the greyed look. Sections and the objects inside lists pass straight through.
*/
function FieldTemplate(props) {
	const field = useFieldContent(props);
	if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return field;
	const WrapIfAdditionalTemplate = getTemplate("WrapIfAdditionalTemplate", props.registry, getUiOptions(props.uiSchema));
	return /* @__PURE__ */ jsx(WrapIfAdditionalTemplate, {
		...props,
		children: field
	});
}
/** The field's markup; a hook (it holds the blur handler) called by FieldTemplate so no component layer is added per field. */
function useFieldContent(props) {
	const { id, label, children, rawErrors = [], rawHelp, hidden, required, displayLabel, schema, formData, classNames = "", fieldPathId, registry, disabled, readonly } = props;
	const context = registry.formContext;
	const path = fieldPathId.path;
	const onBlur = useCallback((event) => {
		if (event.currentTarget.contains(event.relatedTarget)) return;
		context?.onFieldBlur?.(path);
	}, [context, path]);
	if (hidden) return /* @__PURE__ */ jsx("div", {
		hidden: true,
		children
	});
	if (schema.type === "object") return /* @__PURE__ */ jsx("div", {
		className: classNames,
		children
	});
	const notApplicable = isNotApplicable(formData);
	const offered = offersNotApplicable(context);
	const withSwitch = offered && needsNotApplicableSwitch(props);
	const isCheckbox = getUiOptions(props.uiSchema).widget === "checkbox";
	const errors = rawErrors.filter(Boolean);
	const toggle = () => props.onChange(notApplicable ? void 0 : "NA", path);
	const wide = schema.type === "array" || typeof schema.maxLength === "number" && schema.maxLength >= 1e3;
	const naSwitch = /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `button is-small case-na-switch ${notApplicable ? "is-active" : ""}`,
		"aria-pressed": notApplicable,
		"aria-label": `${label}: no aplica`,
		disabled: disabled || readonly,
		onClick: toggle,
		children: "No aplica"
	});
	const naValue = /* @__PURE__ */ jsx("input", {
		id,
		className: "input",
		value: "NA",
		readOnly: true,
		"aria-describedby": errors.length ? errorId(fieldPathId) : void 0
	});
	return /* @__PURE__ */ jsxs("div", {
		className: `field case-field ${wide ? "is-wide" : ""} ${notApplicable ? NOT_APPLICABLE_CLASS : ""} ${errors.length ? "has-error" : ""}`,
		"data-path": path.join("."),
		onBlur,
		children: [
			!isCheckbox && (displayLabel || schema.type === "array") && /* @__PURE__ */ jsxs("div", {
				className: "case-field-head",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "label",
					htmlFor: id,
					children: [label, required && /* @__PURE__ */ jsx("span", {
						className: "required-mark",
						"aria-hidden": "true",
						children: " *"
					})]
				}), withSwitch && naSwitch]
			}),
			isCheckbox ? /* @__PURE__ */ jsxs("div", {
				className: "case-checkbox-row",
				children: [/* @__PURE__ */ jsx("div", {
					className: "case-checkbox-body",
					children: notApplicable ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("label", {
						className: "label",
						htmlFor: id,
						children: [label, required && /* @__PURE__ */ jsx("span", {
							className: "required-mark",
							"aria-hidden": "true",
							children: " *"
						})]
					}), naValue] }) : children
				}), offered && naSwitch]
			}) : notApplicable && withSwitch ? naValue : children,
			rawHelp && /* @__PURE__ */ jsx("p", {
				className: "help case-field-help",
				children: rawHelp
			}),
			errors.length > 0 && /* @__PURE__ */ jsx("p", {
				id: errorId(fieldPathId),
				className: "help is-danger",
				children: errors.join(" · ")
			})
		]
	});
}
// engine/rjsf/templates/ObjectFieldTemplate.tsx
/**
* A section (the root of each section's form) or one row of a list: its fields in a two-column grid,
* and, where the schema lets the person name keys (`additionalProperties`, `patternProperties`), a
* button to add one. The section title lives on the collapsible header around the form.
*/
function ObjectFieldTemplate({ properties, fieldPathId, schema, uiSchema, formData, onAddProperty, disabled, readonly, registry }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "case-grid",
		id: fieldPathId.$id,
		children: [properties.filter((property) => !property.hidden).map((property) => property.content), canExpand(schema, uiSchema, formData) && /* @__PURE__ */ jsx("button", {
			type: "button",
			id: buttonId(fieldPathId, "add"),
			className: "button is-small is-light rjsf-object-property-expand",
			disabled: disabled || readonly,
			onClick: onAddProperty,
			children: registry.translateString(TranslatableString.AddButton)
		})]
	});
}
// engine/rjsf/templates/WrapIfAdditionalTemplate.tsx
/**
* A value under a key the person chose (`additionalProperties`, `patternProperties`): the key, which can
* be renamed (taken in when the key field is left, as in stock RJSF), the value, and a button to remove
* both. Any other field passes straight through.
*/
function WrapIfAdditionalTemplate({ id, label, schema, children, disabled, readonly, onKeyRenameBlur, onRemoveProperty, registry, uiSchema }) {
	if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return /* @__PURE__ */ jsx(Fragment, { children });
	const { translateString } = registry;
	const { RemoveButton } = registry.templates.ButtonTemplates;
	return /* @__PURE__ */ jsxs("div", {
		className: "case-additional is-wide",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: `${id}-key`,
					children: translateString(TranslatableString.KeyLabel, [label])
				}), /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "text",
					id: `${id}-key`,
					defaultValue: label,
					disabled: disabled || readonly,
					onBlur: onKeyRenameBlur
				}, label)]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "case-additional-value",
				children
			}),
			/* @__PURE__ */ jsx(RemoveButton, {
				id: buttonId(id, "remove"),
				className: "rjsf-object-property-remove",
				disabled: disabled || readonly,
				onClick: onRemoveProperty,
				uiSchema,
				registry
			})
		]
	});
}
// engine/rjsf/widgets/CheckboxesWidget.tsx
/**
* Several options that can all apply (languages, documents): one tick box each. Values are compared by
* content (an option may be an object) and kept in the options' own order, whatever order they were ticked in.
*/
function CheckboxesWidget({ id, value, disabled, readonly, options, onChange, onBlur, onFocus, label }) {
	const selected = Array.isArray(value) ? value : [];
	const choices = options.enumOptions ?? [];
	return /* @__PURE__ */ jsx("div", {
		className: "case-checkboxes",
		role: "group",
		"aria-label": label,
		id,
		"aria-describedby": ariaDescribedByIds(id),
		children: choices.map((option, index) => /* @__PURE__ */ jsxs("label", {
			className: "checkbox",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					id: optionId(id, index),
					checked: enumOptionsIsSelected(option.value, selected),
					disabled: disabled || readonly,
					onChange: (event) => onChange(event.target.checked ? enumOptionsSelectValue(index, selected, choices) : enumOptionsDeselectValue(index, selected, choices)),
					onBlur: () => onBlur(id, value),
					onFocus: () => onFocus(id, value)
				}),
				" ",
				option.label
			]
		}, index))
	});
}
// engine/rjsf/widgets/CheckboxWidget.tsx
/** A single tick box (a check the consultant confirms). */
function CheckboxWidget({ id, htmlName, value, disabled, readonly, autofocus, label, onChange, onBlur, onFocus }) {
	return /* @__PURE__ */ jsxs("label", {
		className: "checkbox case-checkbox",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				id,
				name: htmlName || id,
				checked: value === true,
				disabled: disabled || readonly,
				autoFocus: autofocus,
				onChange: (event) => onChange(event.target.checked),
				onBlur: () => onBlur(id, value),
				onFocus: () => onFocus(id, value),
				"aria-describedby": ariaDescribedByIds(id)
			}),
			" ",
			label
		]
	});
}
// engine/rjsf/widgets/RadioWidget.tsx
/** Yes/no questions (and other short choices) as radio buttons in a row, plus 'No aplica'. */
function RadioWidget({ id, htmlName, value, disabled, readonly, options, onChange, onBlur, onFocus, label, registry }) {
	const offered = (options.enumOptions ?? []).filter((option) => option.value !== "NA");
	const choices = offersNotApplicable(registry.formContext) ? [...offered, {
		label: "No aplica",
		value: "NA"
	}] : offered;
	const name = htmlName || id;
	return /* @__PURE__ */ jsx("div", {
		className: "radios case-radios",
		role: "radiogroup",
		"aria-label": label,
		id,
		"aria-describedby": ariaDescribedByIds(id),
		children: choices.map((option, index) => {
			const checked = option.value === "NA" ? isNotApplicable(value) : enumOptionsIsSelected(option.value, value);
			return /* @__PURE__ */ jsxs("label", {
				className: "radio",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "radio",
						id: optionId(id, index),
						name,
						checked,
						disabled: disabled || readonly,
						onChange: () => onChange(option.value),
						onBlur: () => onBlur(id, value),
						onFocus: () => onFocus(id, value)
					}),
					" ",
					option.label
				]
			}, index);
		})
	});
}
// engine/rjsf/widgets/SelectWidget.tsx
var NONE = "";
/**
* A drop-down of the field's options (Spanish titles, stored values), plus 'No aplica (NA)'; for a list
* of choices (`multiple`) a multiple select, whose 'No aplica' is the field's switch. Options are told
* apart by position and values compared by content, so an option that is an object shows as chosen.
*/
function SelectWidget({ id, htmlName, value, disabled, readonly, autofocus, multiple, options, onChange, onBlur, onFocus, rawErrors, registry }) {
	const choices = (options.enumOptions ?? []).filter((option) => option.value !== "NA");
	if (multiple) {
		const selected = enumOptionsIndexForValue(value, choices, true) ?? [];
		const valuesOf = (select) => enumOptionsValueForIndex(Array.from(select.selectedOptions, (option) => option.value), choices, []);
		return /* @__PURE__ */ jsx("div", {
			className: `select is-multiple is-fullwidth ${rawErrors?.length ? "is-danger" : ""}`,
			children: /* @__PURE__ */ jsx("select", {
				id,
				name: htmlName || id,
				multiple: true,
				size: Math.min(Math.max(choices.length, 2), 8),
				value: selected,
				disabled: disabled || readonly,
				autoFocus: autofocus,
				onChange: (event) => onChange(valuesOf(event.target)),
				onBlur: (event) => onBlur(id, valuesOf(event.target)),
				onFocus: (event) => onFocus(id, valuesOf(event.target)),
				"aria-invalid": rawErrors?.length ? true : void 0,
				"aria-describedby": ariaDescribedByIds(id),
				children: choices.map((option, i) => /* @__PURE__ */ jsx("option", {
					value: String(i),
					children: option.label
				}, i))
			})
		});
	}
	const index = enumOptionsIndexForValue(value, choices);
	const selected = isNotApplicable(value) ? "NA" : index ?? NONE;
	const valueOf = (raw) => raw === NONE ? options.emptyValue : raw === "NA" ? "NA" : enumOptionsValueForIndex(raw, choices);
	return /* @__PURE__ */ jsx("div", {
		className: `select is-fullwidth ${rawErrors?.length ? "is-danger" : ""}`,
		children: /* @__PURE__ */ jsxs("select", {
			id,
			name: htmlName || id,
			value: selected,
			disabled: disabled || readonly,
			autoFocus: autofocus,
			onChange: (event) => onChange(valueOf(event.target.value)),
			onBlur: (event) => onBlur(id, valueOf(event.target.value)),
			onFocus: (event) => onFocus(id, valueOf(event.target.value)),
			"aria-invalid": rawErrors?.length ? true : void 0,
			"aria-describedby": ariaDescribedByIds(id),
			children: [
				/* @__PURE__ */ jsx("option", {
					value: NONE,
					children: "Seleccione…"
				}),
				choices.map((option, i) => /* @__PURE__ */ jsx("option", {
					value: String(i),
					children: option.label
				}, i)),
				offersNotApplicable(registry.formContext) && /* @__PURE__ */ jsx("option", {
					value: "NA",
					children: "No aplica (NA)"
				})
			]
		})
	});
}
// engine/rjsf/widgets/TextareaWidget.tsx
/** Free text over several lines (details, notes); typed text reaches the form after a pause or on leaving. */
function TextareaWidget({ id, htmlName, value, disabled, readonly, autofocus, options, onChange, onBlur, onFocus, rawErrors, placeholder, schema }) {
	const buffer = useBufferedText(value, useCallback((text) => onChange(text === "" ? options.emptyValue : text), [onChange, options.emptyValue]));
	return /* @__PURE__ */ jsx("textarea", {
		id,
		name: htmlName || id,
		className: `textarea ${rawErrors?.length ? "is-danger" : ""}`,
		ref: buffer.ref,
		defaultValue: buffer.defaultValue,
		rows: typeof options.rows === "number" ? options.rows : 3,
		maxLength: typeof schema.maxLength === "number" ? schema.maxLength : void 0,
		disabled,
		readOnly: readonly,
		autoFocus: autofocus,
		placeholder,
		onChange: ({ target }) => buffer.change(target.value),
		onBlur: ({ target }) => {
			buffer.flush();
			onBlur(id, target.value);
		},
		onKeyDown: (event) => event.key === "Escape" && buffer.flush(),
		onFocus: ({ target }) => onFocus(id, target.value),
		"aria-invalid": rawErrors?.length ? true : void 0,
		"aria-describedby": ariaDescribedByIds(id)
	});
}
// engine/rjsf/bulmaTheme.ts
/** The product's RJSF theme: Bulma markup, Spanish words, NA-aware widgets. */
var bulmaTemplates = {
	FieldTemplate,
	ObjectFieldTemplate,
	ArrayFieldTemplate,
	ArrayFieldItemTemplate,
	BaseInputTemplate,
	FieldErrorTemplate,
	WrapIfAdditionalTemplate,
	ButtonTemplates: buttonTemplates
};
var bulmaWidgets = {
	TextareaWidget,
	SelectWidget,
	RadioWidget,
	CheckboxWidget,
	CheckboxesWidget
};
// engine/rjsf/errorSchema.ts
/**
* Field errors of one section (paths relative to it: `birthDate`, `children.0.name`) as the error
* tree RJSF shows beside each field (`{birthDate: {__errors: [...]}}`).
*/
function toErrorSchema(errors) {
	const root = {};
	for (const { path, message } of errors) {
		let node = root;
		for (const part of path ? path.split(".") : []) {
			node[part] ??= {};
			node = node[part];
		}
		const list = node.__errors ?? [];
		if (!list.includes(message)) list.push(message);
		node.__errors = list;
	}
	return root;
}
// engine/validation/dataUrl.ts
/**
* Format `data-url`: a file embedded in the value (`data:image/png;base64,…`, optionally with
* `;name=<file name>` before `;base64`). The same pattern stock RJSF's validator uses, so a file field
* accepts and refuses what RJSF's file widget produces. ajv-formats has no such format.
*/
var DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
// engine/rjsf/matchesSchema.ts
function asTest(rule) {
	if (rule instanceof RegExp) return (text) => rule.test(text);
	if (typeof rule === "function") return rule;
	if (rule && typeof rule === "object" && typeof rule.validate === "function") return rule.validate;
}
var FORMATS = {
	...formats,
	uuid: fullFormats.uuid,
	"data-url": DATA_URL
};
for (const name of Object.keys(format)) delete format[name];
for (const [name, rule] of Object.entries(FORMATS)) {
	const test = asTest(rule);
	if (test) format[name] = test;
}
/**
* The library's table of every sub-schema of `root` by its address, which it reads only to follow a `$ref`:
* built on the first `$ref` met under that root, once (most templates have none, and a case dialog asks about
* fifteen roots as it opens). It is built on a copy: the library marks each schema it indexes with hidden
* properties, which a frozen template would refuse and which nothing else should see. Each address is also
* entered by its bare fragment (`#/definitions/code`), as the `$ref`s of schemas not indexed (the caller's
* own, and those RJSF copies out of the root: an option augmented with `required`, a merged `allOf`) are
* read as written.
*/
var lookups = /* @__PURE__ */ new WeakMap();
function buildLookup(root) {
	const lookup = dereference(structuredClone(root));
	for (const address of Object.keys(lookup)) {
		const hash = address.indexOf("#");
		if (hash >= 0) lookup[address.slice(hash)] ??= lookup[address];
	}
	lookup["#"] ??= lookup[Object.keys(lookup)[0]];
	return lookup;
}
function lookupOf(root) {
	let lookup = lookups.get(root);
	if (!lookup) {
		let built;
		lookup = new Proxy({}, { get: (_, address) => (built ??= buildLookup(root))[address] });
		lookups.set(root, lookup);
	}
	return lookup;
}
var ANNOTATIONS = /* @__PURE__ */ new Set([
	"const",
	"title",
	"description",
	"$comment"
]);
/**
* The answer for an option that names one primitive value (`{const: 'masculino', title: 'Masculino'}`)
* and constrains nothing else, by comparing; undefined for any other schema. RJSF asks about every option
* of every choice while it works out a form's defaults: compared here, opening a form runs none of the
* library's interpreter for them.
*/
function constantAnswer(schema, value) {
	if (!("const" in schema)) return void 0;
	const constant = schema.const;
	if (typeof constant === "object" && constant !== null) return void 0;
	for (const keyword in schema) if (!ANNOTATIONS.has(keyword)) return void 0;
	return value === constant;
}
/**
* Whether `value` satisfies the draft-07 `schema` (refs `#/…` read from `root`): the yes/no answer RJSF
* asks its validator to pick the `oneOf`/`anyOf` option a value matches and to decide `if`/`then`/`else`
* and schema dependencies while it renders. Answered by @cfworker/json-schema, which interprets the schema
* and compiles no code, so the admin page's Content-Security-Policy keeps no 'unsafe-eval'. It gives no
* messages: the errors a person sees come from the server's ajv compiled ahead of time
* (engine/validation/standaloneCode.ts). matchesSchema.test.ts holds it to ajv's answer on every
* sub-schema of engine/validation/corpus/ and of the case templates. The product's `notBeforeToday` is not
* read (the library ignores keywords it does not know): a form whose shape changed with the clock would be
* a surprise. A missing value (`undefined`, not JSON) matches only `true`, and a schema the library cannot
* read matches nothing, as stock RJSF's validator answers `false` when ajv throws.
*/
function matchesSchema(schema, value, root) {
	if (schema === true) return true;
	if (schema === false || value === void 0) return false;
	const constant = constantAnswer(schema, value);
	if (constant !== void 0) return constant;
	try {
		return validate(value, schema, "7", lookupOf(root), true).valid;
	} catch {
		return false;
	}
}
// engine/rjsf/formValidator.ts
/**
* The validator RJSF is given for its own schema questions (which `oneOf`/`anyOf` option a value
* matches, whether an `if` holds, which schema dependency applies), with no ajv: compiling schemas needs
* `eval`, which the admin page's Content-Security-Policy forbids. Those yes/no answers come from
* matchesSchema (@cfworker/json-schema, an interpreter that compiles no code), held to ajv's. The form's field errors come from the server's ajv compiled ahead of time
* (loadCaseCheck, engine/na) and reach RJSF as `extraErrors`, so `validateFormData` has nothing of its own to report.
*/
var caseFormValidator = {
	validateFormData() {
		return {
			errors: [],
			errorSchema: {}
		};
	},
	isValid(schema, formData, rootSchema) {
		return matchesSchema(schema, formData, rootSchema ?? schema);
	},
	rawValidation() {
		return { errors: [] };
	}
};
// engine/templates/declaredFields.ts
var LOCAL_REF = /^#\/definitions\/[^/]/;
var SCHEMA_LIST = [
	"allOf",
	"anyOf",
	"oneOf"
];
var isSchemaObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var join = (path, ...parts) => [path, ...parts.map(String)].filter(Boolean).join(".");
/** The schema a local `#/definitions/…` reference points at, or undefined. */
function resolveLocalRef(root, ref) {
	if (!LOCAL_REF.test(ref)) return void 0;
	let current = root;
	for (const raw of ref.slice(2).split("/")) {
		const part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
		current = isSchemaObject(current) ? current[part] : void 0;
	}
	return isSchemaObject(current) || typeof current === "boolean" ? current : void 0;
}
/** A schema with its `$ref` followed (once per step, guarding against cycles). */
function followRef(root, schema) {
	let current = schema;
	const seen = /* @__PURE__ */ new Set();
	while (typeof current.$ref === "string" && !seen.has(current.$ref)) {
		seen.add(current.$ref);
		const target = resolveLocalRef(root, current.$ref);
		if (!isSchemaObject(target)) break;
		current = target;
	}
	return current;
}
/**
* The fields an object schema may show: its own `properties` plus those its conditional branches add
* (`then`/`else`, `allOf`/`anyOf`/`oneOf`, schema `dependencies`), each with its schema and the dotted
* path of the branch that declares it ('' for its own). `root` is the schema `$ref`s resolve against.
* An `if` only tests fields: what it names is not shown.
*/
function declaredFields(root, schema, path = "", into = /* @__PURE__ */ new Map(), depth = 0) {
	const own = followRef(root, schema);
	if (depth > 20) return into;
	for (const [name, inner] of Object.entries(isSchemaObject(own.properties) ? own.properties : {})) if (!into.has(name)) into.set(name, {
		schema: inner,
		path
	});
	const branches = [[own.then, "then"], [own.else, "else"]];
	for (const keyword of SCHEMA_LIST) if (Array.isArray(own[keyword])) own[keyword].forEach((b, i) => branches.push([b, `${keyword}.${i}`]));
	if (isSchemaObject(own.dependencies)) for (const [key, b] of Object.entries(own.dependencies)) branches.push([b, `dependencies.${key}`]);
	for (const [branch, step] of branches) if (isSchemaObject(branch)) declaredFields(root, branch, join(path, step), into, depth + 1);
	return into;
}
/** The schema at a dotted path inside `schema` (`allOf.0.then`), or undefined. */
function schemaAt(schema, path) {
	let current = schema;
	for (const part of path.split(".").filter(Boolean)) current = Array.isArray(current) ? current[Number(part)] : isSchemaObject(current) ? current[part] : void 0;
	return isSchemaObject(current) ? current : void 0;
}
/**
* The order fields show in when the template does not give one: its own fields as written, each field a
* branch adds right after the field its condition tests (the `if`'s fields, the `dependencies` key),
* other branch fields at the end.
*/
function fieldOrder(schema) {
	const order = Object.keys(isSchemaObject(schema.properties) ? schema.properties : {});
	const lastInserted = /* @__PURE__ */ new Map();
	for (const [name, { path }] of declaredFields(schema, schema)) {
		if (!path || order.includes(name)) continue;
		let trigger;
		const dependency = /(?:^|\.)dependencies\.([^.]+)/.exec(path);
		const branch = /^(.*?)(?:^|\.)(?:then|else)$/.exec(path);
		if (dependency) trigger = dependency[1];
		else if (branch) {
			const test = schemaAt(schema, branch[1] ? `${branch[1]}.if` : "if");
			const tested = [...Object.keys(test?.properties ?? {}), ...Array.isArray(test?.required) ? test.required : []];
			trigger = order.filter((key) => tested.includes(key)).pop();
		}
		const after = trigger && order.includes(trigger) ? lastInserted.get(trigger) ?? trigger : void 0;
		if (after) {
			order.splice(order.indexOf(after) + 1, 0, name);
			lastInserted.set(trigger, name);
		} else order.push(name);
	}
	return order;
}
/** A select's options: `oneOf` of `{const, title}` (RJSF renders the titles, stores the consts). */
function isChoice(schema) {
	return Array.isArray(schema.oneOf) && schema.oneOf.length > 0 && schema.oneOf.every((option) => "const" in option);
}
function isObjectSchema(schema) {
	return schema.type === "object" && typeof schema.properties === "object";
}
/**
* The RJSF widget a field gets from its schema alone, so section files only spell out exceptions:
* yes/no radio for booleans, date picker, select, checkboxes for multiple choice, textarea for long
* text, and a list of sub-forms for arrays of objects.
*/
function deriveFieldUi(schema) {
	if (schema.type === "boolean") return {
		"ui:widget": "radio",
		"ui:enumNames": ["Sí", "No"],
		"ui:options": { inline: true }
	};
	if (schema.type === "string" && schema.format === "date") return { "ui:widget": "date" };
	if (isChoice(schema)) return { "ui:widget": "select" };
	if (schema.type === "string" && (schema.maxLength ?? 0) >= 1e3) return {
		"ui:widget": "textarea",
		"ui:options": { rows: 3 }
	};
	if (schema.type === "array" && schema.items) {
		if (isChoice(schema.items)) return { "ui:widget": "checkboxes" };
		if (isObjectSchema(schema.items)) return {
			"ui:options": { orderable: false },
			items: objectUi(schema.items, {})
		};
	}
	return {};
}
/**
* uiSchema of an object: its field order plus each field's derived widget, with explicit entries on
* top. Fields its conditional branches add (`then`, `dependencies`) are placed after the field they depend on.
*/
function objectUi(schema, explicit) {
	const ui = { "ui:order": fieldOrder(schema) };
	for (const [name, { schema: field }] of declaredFields(schema, schema)) {
		const own = explicit[name] ?? {};
		const merged = {
			...deriveFieldUi(field),
			...own
		};
		if (merged["ui:widget"] === "checkbox") {
			delete merged["ui:enumNames"];
			if (!own["ui:options"]) delete merged["ui:options"];
		}
		if (Object.keys(merged).length) ui[name] = merged;
	}
	for (const [key, value] of Object.entries(explicit)) if (key.startsWith("ui:")) ui[key] = value;
	return ui;
}
// engine/rjsf/notApplicableChoices.ts
var isSchema = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The option the form adds to every single choice; the select and radio widgets draw it themselves, last. */
var NOT_APPLICABLE_OPTION = Object.freeze({
	const: "NA",
	title: "No aplica (NA)"
});
function field(schema) {
	if (schema.type === "array") return isSchema(schema.items) && schema.items.type === "object" ? {
		...schema,
		items: fields(schema.items)
	} : schema;
	if (schema.type === "object") return fields(schema);
	if (isChoice(schema) && !schema.oneOf.some((option) => option.const === "NA")) return {
		...schema,
		oneOf: [...schema.oneOf, NOT_APPLICABLE_OPTION]
	};
	if (Array.isArray(schema.enum) && !schema.enum.includes("NA")) return {
		...schema,
		enum: [...schema.enum, "NA"]
	};
	return schema;
}
/** The fields of an object and of its branches; a branch restating a field of the object tests it, and stays as written. */
function fields(schema, own = /* @__PURE__ */ new Set()) {
	const out = { ...schema };
	const declared = new Set(own);
	if (isSchema(schema.properties)) {
		out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, own.has(key) || !isSchema(value) ? value : field(value)]));
		for (const key of Object.keys(schema.properties)) declared.add(key);
	}
	for (const keyword of ["then", "else"]) if (isSchema(schema[keyword])) out[keyword] = fields(schema[keyword], declared);
	for (const keyword of [
		"allOf",
		"anyOf",
		"oneOf"
	]) {
		const list = schema[keyword];
		if (Array.isArray(list) && !isChoice(schema)) out[keyword] = list.map((branch) => isSchema(branch) ? fields(branch, declared) : branch);
	}
	if (isSchema(schema.dependencies)) out.dependencies = Object.fromEntries(Object.entries(schema.dependencies).map(([key, value]) => [key, isSchema(value) ? fields(value, declared) : value]));
	return out;
}
/**
* The schema the form is drawn with: every single choice (a select, a radio group) also holds 'NA',
* which its widget offers as 'No aplica (NA)'. Validation accepts NA on every field (engine/na); RJSF
* must know it too, or it drops NA as "not one of the options" whenever a condition changes the form
* (RJSF's sanitizeDataForNewSchema clears values outside a select's options). Conditions (`if`, the
* branches restating a field to tell values apart) are left as written, so NA never makes one hold.
*/
function notApplicableChoices(schema) {
	const out = field(schema);
	if (isSchema(schema.definitions)) out.definitions = Object.fromEntries(Object.entries(schema.definitions).map(([key, value]) => [key, isSchema(value) ? field(value) : value]));
	return out;
}
// engine/rjsf/translateString.ts
/** RJSF's own words (buttons, empty lists), in Spanish. */
var SPANISH = {
	[TranslatableString.ArrayItemTitle]: "Elemento",
	[TranslatableString.EmptyArray]: "Sin filas todavía.",
	[TranslatableString.YesLabel]: "Sí",
	[TranslatableString.NoLabel]: "No",
	[TranslatableString.CloseLabel]: "Cerrar",
	[TranslatableString.ErrorsLabel]: "Errores",
	[TranslatableString.AddButton]: "Añadir",
	[TranslatableString.AddItemButton]: "Añadir fila",
	[TranslatableString.CopyButton]: "Copiar",
	[TranslatableString.MoveDownButton]: "Bajar",
	[TranslatableString.MoveUpButton]: "Subir",
	[TranslatableString.RemoveButton]: "Quitar fila",
	[TranslatableString.ClearLabel]: "Borrar",
	[TranslatableString.ClearButton]: "Borrar",
	[TranslatableString.AriaDateLabel]: "Seleccione una fecha",
	[TranslatableString.KeyLabel]: "Clave de %1",
	[TranslatableString.NewStringDefault]: "Nuevo valor"
};
function translateString(key, params) {
	return englishStringTranslator(SPANISH[key] ?? key, params);
}
// engine/rjsf/TemplateForm.tsx
/**
* What RJSF fills in before anything is typed. As in stock RJSF, a list with `minItems` starts with that
* many rows (an added inner list too); unlike it, a list without `minItems` is not stored as `[]`, no
* empty object is stored, and no select is pre-filled with its first option or its `const`: what is
* stored is what was typed, and opening a saved case changes nothing in it.
*/
var DEFAULTS = {
	arrayMinItems: {
		populate: "all",
		computeSkipPopulate: (_validator, schema) => !(typeof schema.minItems === "number" && schema.minItems > 0)
	},
	emptyObjectFields: "skipEmptyDefaults",
	constAsDefaults: "never"
};
var NO_ERRORS = [];
/**
* Any template (a case section, the interview, a task form) as a form in the product's Bulma theme:
* RJSF with Spanish words, the 'No aplica' controls, text handed to the form after a typing pause
* (useBufferedText), and RJSF's schema questions answered without `eval` (formValidator.ts).
* Keep `schema`, `uiSchema`, `onChange` and `onFieldBlur` stable between renders: then a form whose
* props did not change is skipped by React, and a keystroke re-renders one form only.
*/
function TemplateFormImpl({ schema, uiSchema, formData, onChange, errors = NO_ERRORS, onFieldBlur, disabled, readonly, idPrefix = "root", notApplicable = true }) {
	const formContext = useMemo(() => ({
		onFieldBlur,
		notApplicable
	}), [onFieldBlur, notApplicable]);
	const shownSchema = useMemo(() => notApplicable ? notApplicableChoices(notApplicableConditions(schema)) : schema, [schema, notApplicable]);
	const errorSchema = useMemo(() => Array.isArray(errors) ? errors.length ? toErrorSchema(errors) : void 0 : errors, [errors]);
	const emitted = useRef(null);
	const passed = useRef({
		formData,
		errorSchema
	});
	if (formData !== emitted.current || errorSchema !== passed.current.errorSchema) passed.current = {
		formData,
		errorSchema
	};
	const handleChange = useCallback((event) => {
		emitted.current = event.formData;
		onChange(emitted.current);
	}, [onChange]);
	return /* @__PURE__ */ jsx(Form, {
		schema: shownSchema,
		uiSchema,
		formData: passed.current.formData,
		validator: caseFormValidator,
		templates: bulmaTemplates,
		widgets: bulmaWidgets,
		translateString,
		formContext,
		extraErrors: passed.current.errorSchema,
		onChange: handleChange,
		idPrefix,
		tagName: "div",
		noHtml5Validate: true,
		showErrorList: false,
		disabled,
		readonly,
		experimental_defaultFormStateBehavior: DEFAULTS
	});
}
var TemplateForm = memo(TemplateFormImpl);
// engine/validation/createAjv.ts
var addFormats = addFormatsModule.default ?? addFormatsModule;
/**
* The one ajv set-up shared by the server and the browser: draft-07, all errors, formats, and the
* product's own keywords:
* - format `optional-date`: '' (no date) or a real YYYY-MM-DD day; format `time`: HH:MM or HH:MM:SS without
*   a zone (engine/validation/timeOfDay.ts); format `data-url` (engine/validation/dataUrl.ts);
* - `notBeforeToday: true` on a YYYY-MM-DD string: the date is today or later (business time zone);
* - `x-messages: {keyword: text}`: the Spanish message to show when that keyword fails on the field;
* - `x-label`, `x-section`: read by the template engine, ignored by validation;
* - `x-internal: true`: a staff-only field, left out of every copy for the client (the case PDF).
*/
function createAjv(context = {}, options = {}) {
	const now = context.now ?? (() => /* @__PURE__ */ new Date());
	const ajv = new Ajv({
		allErrors: true,
		strict: true,
		strictRequired: false,
		allowUnionTypes: true,
		verbose: true,
		...options
	});
	addFormats(ajv, [
		"date-time",
		"uri",
		"uuid"
	]);
	ajv.addFormat("data-url", DATA_URL);
	for (const [name, validate] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, {
		type: "string",
		validate
	});
	ajv.addKeyword({
		keyword: "notBeforeToday",
		type: "string",
		schemaType: "boolean",
		errors: true,
		validate: function notBeforeToday(enabled, value) {
			return !enabled || !isBeforeToday(value, now());
		}
	});
	ajv.addKeyword({
		keyword: "x-messages",
		schemaType: "object"
	});
	ajv.addKeyword({
		keyword: "x-label",
		schemaType: "string"
	});
	ajv.addKeyword({
		keyword: "x-section",
		schemaType: "string"
	});
	ajv.addKeyword({
		keyword: "x-internal",
		schemaType: "boolean"
	});
	return ajv;
}
export { isObjectSchema as a, followRef as c, toErrorSchema as d, bulmaWidgets as f, isNotApplicable as h, isChoice as i, resolveLocalRef as l, NOT_APPLICABLE_PATTERN as m, TemplateForm as n, LOCAL_REF as o, notApplicableConditions as p, deriveFieldUi as r, declaredFields as s, createAjv as t, schemaAt as u };
