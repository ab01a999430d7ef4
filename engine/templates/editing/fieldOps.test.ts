/**
 * Field edits on the real templates: each result is a new content the engine still accepts
 * (checkTemplate for a case template, checkTemplateSchema for an interview step), the given one untouched.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { validateCase } from '../../cases/validation/validateCase.ts';
import { checkTemplate } from '../checkTemplate.ts';
import { checkTemplateSchema } from '../checkTemplateSchema.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from '../types.ts';
import {
  addField,
  addOption,
  fieldOptions,
  fieldShowWhen,
  isFieldRequired,
  moveFieldInOrder,
  moveFieldToSection,
  moveOption,
  relabelOption,
  retireField,
  setFieldHelp,
  setFieldLabel,
  setFieldPlaceholder,
  setFieldRequired,
  setFieldShowWhen,
} from './fieldOps.ts';
import { fieldKeyFromLabel, optionCodeFromLabel } from './fieldKey.ts';
import type { EditResult, FormContent, RetiredField } from './types.ts';

type Draft = CaseTemplate & { retired?: RetiredField[] };

const registry = loadCaseTemplates();
const usa: Draft = registry.get('usa');
const usaSample = loadCaseSamples().get('usa') as Record<string, Record<string, unknown>>;
const interview = loadInterviewTemplate();
const step = (key: string) => interview.steps.find((s) => s.key === key)!;

const original = JSON.stringify(usa);

function ok<T extends FormContent>(result: EditResult<T>): T {
  if (!result.ok) assert.unreachable(`refused: ${result.error}`);
  return (result as { content: T }).content;
}

function refused(result: EditResult<FormContent>, fragment: string) {
  assert.not.ok(result.ok, 'the edit should be refused');
  if (!result.ok) assert.match(result.error, fragment);
}

/** The engine accepts the edited case template, and the given one was left as it was. */
function accepted(content: Draft): Draft {
  checkTemplate(content);
  assert.is(JSON.stringify(usa), original, 'the original template is unchanged');
  return content;
}

const thenOf = (branch: JsonSchema) => branch.then as JsonSchema | undefined;
const section = (content: FormContent, key: string) => content.schema.properties![key];
const sectionUi = (content: FormContent, key: string) => content.uiSchema[key] as UiSchema;

const test = suite('template field edits');

test('relabelling a field changes its title only', () => {
  const edited = accepted(ok(setFieldLabel(usa, 'family.fatherFullName', '  Nombre y apellidos del padre ')));
  assert.is(section(edited, 'family').properties!.fatherFullName.title, 'Nombre y apellidos del padre');
  assert.equal(
    { ...section(edited, 'family').properties!.fatherFullName, title: 'x' },
    { ...section(usa, 'family').properties!.fatherFullName, title: 'x' },
  );
});

test('a field inside a condition is relabelled where it is declared', () => {
  const edited = accepted(ok(setFieldLabel(usa, 'family.spouseFullName', 'Nombre del cónyuge')));
  const then = (section(edited, 'family').allOf as JsonSchema[]).find((b) => thenOf(b)?.properties?.spouseFullName)!.then as JsonSchema;
  assert.is(then.properties!.spouseFullName.title, 'Nombre del cónyuge');
});

test('an empty label, an unknown field or section are refused in Spanish', () => {
  refused(setFieldLabel(usa, 'family.fatherFullName', '   '), 'no puede quedar vacía');
  refused(setFieldLabel(usa, 'family.noExiste', 'X'), 'no tiene el campo «family.noExiste»');
  refused(setFieldLabel(usa, 'noHay.campo', 'X'), 'no tiene la sección «noHay»');
});

test('help text and placeholder go to the field uiSchema; empty text removes them', () => {
  let edited = accepted(ok(setFieldHelp(usa, 'family.fatherFullName', 'Como figura en su documento')));
  edited = accepted(ok(setFieldPlaceholder(edited, 'family.fatherFullName', 'Juan Pérez')));
  const ui = sectionUi(edited, 'family').fatherFullName as UiSchema;
  assert.is(ui['ui:help'], 'Como figura en su documento');
  assert.is(ui['ui:placeholder'], 'Juan Pérez');
  edited = ok(setFieldHelp(edited, 'family.fatherFullName', ''));
  assert.not.ok('ui:help' in (sectionUi(edited, 'family').fatherFullName as UiSchema));
});

test('an option is added with a code made from its label, at the end', () => {
  const edited = accepted(ok(addOption(usa, 'family.maritalStatus', 'Separado/a')));
  const options = fieldOptions(edited, 'family.maritalStatus') as { code: string; label: string }[];
  assert.equal(options.at(-1), { code: 'separado-a', label: 'Separado/a' });
  assert.is(options.length, (fieldOptions(usa, 'family.maritalStatus') as unknown[]).length + 1);
  refused(addOption(edited, 'family.maritalStatus', 'separado/A'), 'Ya hay una opción');
});

test('relabelling an option keeps its stored code, so saved answers keep their meaning', () => {
  const edited = accepted(ok(relabelOption(usa, 'family.maritalStatus', 'casado', 'Casado/a legalmente')));
  const options = fieldOptions(edited, 'family.maritalStatus') as { code: string; label: string }[];
  assert.equal(
    options.find((o) => o.code === 'casado'),
    { code: 'casado', label: 'Casado/a legalmente' },
  );
  assert.equal(
    options.map((o) => o.code),
    (fieldOptions(usa, 'family.maritalStatus') as { code: string }[]).map((o) => o.code),
  );
  const data = { ...usaSample, family: { ...usaSample.family, maritalStatus: 'casado' } };
  assert.equal(validateCase(edited, data), []);
  refused(relabelOption(usa, 'family.maritalStatus', 'nope', 'X'), 'no tiene la opción «nope»');
});

test('an option moves to another position; out-of-range positions are clamped', () => {
  const first = ok(moveOption(usa, 'family.maritalStatus', 'viudo', 0));
  assert.is((fieldOptions(first, 'family.maritalStatus') as { code: string }[])[0].code, 'viudo');
  const last = accepted(ok(moveOption(usa, 'family.maritalStatus', 'soltero', 99)));
  assert.is((fieldOptions(last, 'family.maritalStatus') as { code: string }[]).at(-1)!.code, 'soltero');
});

test('a yes/no field or a text field has no options to edit', () => {
  refused(addOption(usa, 'family.hasChildren', 'Tal vez'), 'sí o no');
  refused(addOption(usa, 'family.fatherFullName', 'X'), 'no es de opciones');
});

test('options written as enum with ui:enumNames are edited there', () => {
  const form: FormContent = {
    schema: { type: 'object', properties: { color: { type: 'string', title: 'Color', enum: ['rojo', 'azul'] } } },
    uiSchema: { 'ui:order': ['color'], color: { 'ui:enumNames': ['Rojo', 'Azul'] } },
  };
  const edited = ok(relabelOption(ok(addOption(form, 'color', 'Verde')), 'color', 'rojo', 'Rojo vivo'));
  assert.equal(edited.schema.properties!.color.enum, ['rojo', 'azul', 'verde']);
  assert.equal((edited.uiSchema.color as UiSchema)['ui:enumNames'], ['Rojo vivo', 'Azul', 'Verde']);
});

test('required is set and cleared, for a field and for one shown under a condition', () => {
  let edited = accepted(ok(setFieldRequired(usa, 'family.fatherFullName', true)));
  assert.ok(isFieldRequired(edited, 'family.fatherFullName'));
  assert.ok(section(edited, 'family').required!.includes('fatherFullName'));
  edited = accepted(ok(setFieldRequired(edited, 'family.fatherFullName', false)));
  assert.not.ok(isFieldRequired(edited, 'family.fatherFullName'));
  edited = accepted(ok(setFieldRequired(usa, 'family.marriageDate', true)));
  const then = (section(edited, 'family').allOf as JsonSchema[]).find((b) => thenOf(b)?.properties?.marriageDate)!.then as JsonSchema;
  assert.ok(then.required!.includes('marriageDate'));
});

test('a field moves within its section order', () => {
  const edited = accepted(ok(moveFieldInOrder(usa, 'family.fatherFullName', 0)));
  const order = sectionUi(edited, 'family')['ui:order'] as string[];
  assert.is(order[0], 'fatherFullName');
  assert.equal([...order].sort(), [...(sectionUi(usa, 'family')['ui:order'] as string[])].sort());
});

test('a field moves to another section with its label, required flag and widget', () => {
  const start = ok(setFieldRequired(usa, 'family.dependentsCount', true));
  const edited = accepted(ok(moveFieldToSection(start, 'family.dependentsCount', 'finances')));
  assert.not.ok('dependentsCount' in section(edited, 'family').properties!);
  assert.equal(section(edited, 'finances').properties!.dependentsCount, section(usa, 'family').properties!.dependentsCount);
  assert.ok(section(edited, 'finances').required!.includes('dependentsCount'));
  assert.is((sectionUi(edited, 'finances')['ui:order'] as string[]).at(-1), 'dependentsCount');
  assert.not.ok((sectionUi(edited, 'family')['ui:order'] as string[]).includes('dependentsCount'));
});

test('a field a condition tests, or one shown under a condition, does not move to another section', () => {
  refused(moveFieldToSection(usa, 'family.hasChildren', 'finances'), 'Otros campos se muestran según «¿Tiene hijos?»');
  refused(moveFieldToSection(usa, 'family.marriageDate', 'finances'), 'solo bajo una condición');
  refused(moveFieldToSection(usa, 'family.fatherFullName', 'nada'), 'no tiene la sección «nada»');
  refused(moveFieldToSection(usa, 'family.fatherFullName', 'family'), 'ya está en esa sección');
});

test("'show only when' adds a draft-07 if/then, and removing it puts the field back", () => {
  const shown = accepted(
    ok(setFieldShowWhen(usa, 'family.previousMarriageDetails', { field: 'maritalStatus', values: ['divorciado', 'viudo'] })),
  );
  const family = section(shown, 'family');
  assert.not.ok('previousMarriageDetails' in family.properties!);
  const entry = (family.allOf as JsonSchema[]).at(-1)!;
  assert.equal(entry.if, { properties: { maritalStatus: { enum: ['divorciado', 'viudo'] } }, required: ['maritalStatus'] });
  assert.ok(thenOf(entry)!.properties!.previousMarriageDetails);
  assert.equal(fieldShowWhen(shown, 'family.previousMarriageDetails'), { field: 'maritalStatus', values: ['divorciado', 'viudo'] });
  // Saved answers still validate: the field is allowed whenever it shows.
  const data = {
    ...usaSample,
    family: { ...usaSample.family, maritalStatus: 'divorciado', previousMarriageDetails: 'Ana, 2001-2010, divorcio' },
  };
  assert.equal(validateCase(shown, data), []);
  const back = accepted(ok(setFieldShowWhen(shown, 'family.previousMarriageDetails', null)));
  // The same schema; only the list of allowed names may come in another order.
  const names = (schema: JsonSchema) => ({
    ...schema,
    propertyNames: { ...(schema.propertyNames as JsonSchema), enum: [...((schema.propertyNames as JsonSchema).enum as string[])].sort() },
  });
  assert.equal(names(section(back, 'family')), names(section(usa, 'family')));
  assert.is(fieldShowWhen(back, 'family.previousMarriageDetails'), undefined);
});

test("'show only when' with a condition the section already has joins that branch; yes/no triggers use const", () => {
  const joined = accepted(
    ok(setFieldShowWhen(usa, 'family.previousMarriageDetails', { field: 'maritalStatus', values: ['casado', 'union-libre'] })),
  );
  assert.is((section(joined, 'family').allOf as JsonSchema[]).length, (section(usa, 'family').allOf as JsonSchema[]).length);
  const yesNo = accepted(ok(setFieldShowWhen(usa, 'family.dependentsCount', { field: 'hasChildren', values: [true] })));
  assert.equal(fieldShowWhen(yesNo, 'family.dependentsCount'), { field: 'hasChildren', values: [true] });
});

test("'show only when' refuses a text trigger, an unknown answer, itself, and a trigger of other fields", () => {
  refused(setFieldShowWhen(usa, 'family.dependentsCount', { field: 'fatherFullName', values: ['x'] }), 'no puede decidir');
  refused(setFieldShowWhen(usa, 'family.dependentsCount', { field: 'maritalStatus', values: ['bigamo'] }), '«bigamo» no es una respuesta');
  refused(setFieldShowWhen(usa, 'family.dependentsCount', { field: 'maritalStatus', values: [] }), 'al menos una respuesta');
  refused(setFieldShowWhen(usa, 'family.maritalStatus', { field: 'maritalStatus', values: ['casado'] }), 'sí mismo');
  refused(setFieldShowWhen(usa, 'family.hasChildren', { field: 'maritalStatus', values: ['casado'] }), 'Otros campos se muestran');
  refused(setFieldShowWhen(usa, 'family.dependentsCount', { field: 'marriageDate', values: ['x'] }), 'no es un campo de sí o no');
});

test('a new field gets an ASCII camelCase key from its Spanish label, unique in the template', () => {
  const first = addField(usa, 'family', { label: 'Número de matrícula', kind: 'texto' });
  const edited = accepted(ok(first));
  assert.is(first.key, 'numeroDeMatricula');
  assert.equal(section(edited, 'family').properties!.numeroDeMatricula, { type: 'string', title: 'Número de matrícula', maxLength: 200 });
  assert.is((sectionUi(edited, 'family')['ui:order'] as string[]).at(-1), 'numeroDeMatricula');
  const second = addField(edited, 'finances', { label: 'Número de matrícula', kind: 'fecha' });
  assert.is(second.key, 'numeroDeMatricula2');
  // A key used in another section is taken too.
  assert.is(addField(usa, 'finances', { label: 'Full name', kind: 'texto' }).key, 'fullName2');
  accepted(ok(second));
});

test('a new choice field has its options as oneOf const/title, and a select', () => {
  const result = addField(usa, 'family', { label: '¿Cómo se enteró?', kind: 'opcion', options: ['Redes sociales', 'Un amigo'] });
  const edited = accepted(ok(result));
  assert.is(result.key, 'comoSeEntero');
  assert.equal(section(edited, 'family').properties!.comoSeEntero.oneOf, [
    { const: 'redes-sociales', title: 'Redes sociales' },
    { const: 'un-amigo', title: 'Un amigo' },
  ]);
  assert.is((sectionUi(edited, 'family').comoSeEntero as UiSchema)['ui:widget'], 'select');
  for (const kind of ['textoLargo', 'numero', 'siNo', 'variasOpciones'] as const)
    accepted(ok(addField(usa, 'family', { label: 'Otro dato', kind, options: ['A', 'B'] })));
  refused(addField(usa, 'family', { label: 'Sin opciones', kind: 'opcion' }), 'al menos una opción');
  refused(addField(usa, 'family', { label: ' ', kind: 'texto' }), 'necesita una etiqueta');
  refused(addField(usa, '', { label: 'Suelto', kind: 'texto' }), 'Elija la sección');
});

test('a retired field leaves the form, is listed, keeps saved values valid, and its key is not reused', () => {
  const edited = accepted(ok(retireField(usa, 'family.fatherResidence')));
  assert.not.ok('fatherResidence' in section(edited, 'family').properties!);
  assert.not.ok((sectionUi(edited, 'family')['ui:order'] as string[]).includes('fatherResidence'));
  assert.equal(edited.retired, [{ path: 'family.fatherResidence', title: 'País y ciudad de residencia del padre' }]);
  const data = { ...usaSample, family: { ...usaSample.family, fatherResidence: 'Santo Domingo' } };
  assert.equal(validateCase(edited, data), []);
  assert.is(addField(edited, 'family', { label: 'Father residence', kind: 'texto' }).key, 'fatherResidence2');
});

test('a retired field shown under a condition takes its emptied branch with it', () => {
  const edited = accepted(ok(retireField(usa, 'family.children')));
  const allOf = (section(edited, 'family').allOf ?? []) as JsonSchema[];
  assert.not.ok(allOf.some((b) => JSON.stringify(b.if).includes('hasChildren')));
});

test('a field other fields depend on, or one the readiness checks use, is not retired', () => {
  refused(retireField(usa, 'family.maritalStatus'), 'quite antes esa condición para retirar');
  refused(retireField(usa, 'travelHistory.visitedCountries'), 'comprobaciones de viajes');
});

test('the same edits work on an interview step (fields at its root)', () => {
  const plan = step('presentacion');
  const content: FormContent = { schema: plan.schema, uiSchema: plan.uiSchema };
  const before = JSON.stringify(content);
  let edited = ok(setFieldLabel(content, 'motivo', 'Motivo principal del viaje'));
  edited = ok(addOption(edited, 'motivo', 'Congreso'));
  edited = ok(moveOption(edited, 'motivo', 'congreso', 1));
  edited = ok(setFieldShowWhen(edited, 'acompanantes', { field: 'region', values: ['europa'] }));
  const added = addField(edited, '', { label: 'Número de viajeros', kind: 'numero' });
  edited = ok(retireField(ok(added), 'duracion'));
  assert.equal(checkTemplateSchema(edited.schema, edited.uiSchema), []);
  assert.is(edited.schema.properties!.motivo.title, 'Motivo principal del viaje');
  assert.equal(edited.schema.propertyNames, {
    enum: ['region', 'motivo', 'numeroDeViajeros', 'acompanantes', 'duracion'],
    'x-messages': { enum: 'Campo no permitido' },
  });
  refused(moveFieldToSection(edited, 'motivo', 'otra'), 'no tiene secciones');
  assert.is(JSON.stringify(content), before);
});

test('keys and codes from Spanish labels', () => {
  const none = () => false;
  assert.is(fieldKeyFromLabel('¿Tiene hijos?', none), 'tieneHijos');
  assert.is(fieldKeyFromLabel('Año de graduación', none), 'anoDeGraduacion');
  assert.is(fieldKeyFromLabel('2º pasaporte', none), 'campo2Pasaporte');
  assert.is(fieldKeyFromLabel('¿?', none), 'campo');
  assert.is(optionCodeFromLabel('Unión libre', none), 'union-libre');
  assert.is(
    optionCodeFromLabel('Sí', (c) => c === 'si'),
    'si2',
  );
});

test.run();
