import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import type { CaseTemplate, JsonSchema } from '../types.ts';
import { rulesFitSteps } from '../../interview/rulesFitSteps.ts';
import { caseKind } from '../kinds/caseKind.ts';
import { formKind } from '../kinds/formKind.ts';
import { interviewKind } from '../kinds/interviewKind.ts';
import { rulesKind } from '../kinds/rulesKind.ts';
import { diffTemplates } from './diffTemplates.ts';
import { readDiff } from './readDiff.ts';
import { templateFingerprint } from './fingerprint.ts';
import { upgradeCaseData } from './upgradeCaseData.ts';
import { readFileSync } from 'node:fs';

const test = suite('template editing');
const usa = loadCaseTemplates().get('usa');
const draftOf = (template: CaseTemplate) => {
  const { file: _file, ...content } = structuredClone(template);
  return content as Omit<CaseTemplate, 'file'>;
};
const identity = (draft: { schema: JsonSchema }) =>
  draft.schema.properties!.identity as JsonSchema & { properties: Record<string, JsonSchema> };

test('the fingerprint is the same whatever the key order, and differs with the content', () => {
  assert.is(templateFingerprint({ a: 1, b: { c: [1, 2] } }), templateFingerprint({ b: { c: [1, 2] }, a: 1 }));
  assert.is.not(templateFingerprint({ a: 1 }), templateFingerprint({ a: 2 }));
  assert.match(templateFingerprint(draftOf(usa)), /^[0-9a-f]{64}$/);
});

test('a shipped template passes as a draft', () => {
  assert.equal(caseKind.checkDraft(draftOf(usa)), []);
});

test('a field without a Spanish label is refused at its place', () => {
  const draft = draftOf(usa);
  delete identity(draft).properties.gender.title;
  const problems = caseKind.checkDraft(draft);
  assert.ok(problems.length > 0);
  const problem = problems.find((p) => p.pointer === '/schema/properties/identity/properties/gender');
  assert.ok(problem, JSON.stringify(problems));
  assert.match(problem!.message, /etiqueta en español|título en español/);
});

test('an option without a label, a repeated option code, a uiSchema entry with no field and a non-draft-07 schema are each named', () => {
  const draft = draftOf(usa);
  const gender = identity(draft).properties.gender;
  gender.oneOf = [{ const: 'femenino', title: 'Femenino' }, { const: 'femenino', title: 'Mujer' }, { const: 'otro' }];
  (draft.uiSchema.identity as Record<string, unknown>).fantasma = { 'ui:widget': 'textarea' };
  identity(draft).properties.fullName.maxLength = -3 as number;
  const problems = caseKind.checkDraft(draft);
  const at = (pointer: string) => problems.filter((p) => p.pointer.startsWith(pointer));
  assert.ok(
    at('/schema/properties/identity/properties/gender/oneOf').some((p) => /«femenino» aparece más de una vez/.test(p.message)),
    JSON.stringify(problems),
  );
  assert.ok(at('/schema/properties/identity/properties/gender/oneOf/2').length > 0, 'the unlabelled option');
  assert.ok(at('/uiSchema/identity/fantasma').length > 0, 'the uiSchema entry');
  assert.ok(
    at('/schema/properties/identity/properties/fullName/maxLength').some((p) => /draft-07/.test(p.message)),
    'the meta-schema',
  );
});

test('a section missing from ui:order is refused by the loader check, naming the section', () => {
  const draft = draftOf(usa);
  draft.uiSchema['ui:order'] = (draft.uiSchema['ui:order'] as string[]).filter((k) => k !== 'family');
  const problems = caseKind.checkDraft(draft);
  assert.ok(
    problems.some((p) => p.pointer.includes('family') || /family/.test(p.message)),
    JSON.stringify(problems),
  );
});

test('a malformed draft is refused with problems, never an exception', () => {
  const drafts: unknown[] = [
    null,
    [],
    'texto',
    {},
    { schema: 5 },
    { schema: { type: 'object', properties: { a: 5 } } },
    { ...draftOf(usa), uiSchema: 'x' },
    { ...draftOf(usa), readiness: null },
    { ...draftOf(usa), schema: { type: 'object', properties: { identity: { type: 'object', title: 'Identidad', properties: null } } } },
    {
      ...draftOf(usa),
      schema: {
        ...usa.schema,
        properties: { ...usa.schema.properties, identity: { ...usa.schema.properties!.identity, required: 'fullName' } },
      },
    },
  ];
  for (const draft of drafts) {
    const problems = caseKind.checkDraft(draft);
    assert.ok(problems.length > 0, JSON.stringify(draft)?.slice(0, 80));
    for (const p of problems) assert.type(p.message, 'string');
  }
  const rulesSchema = JSON.parse(readFileSync('templates/interview/rules.schema.json', 'utf8'));
  const { steps } = loadInterviewTemplate();
  for (const draft of [{}, { steps: 5 }, { version: 'x', ratings: {} }])
    assert.ok(rulesKind.checkDraft(draft, { steps, rulesShape: rulesSchema }).length > 0);
});

test('an interview rules draft is checked against the steps', () => {
  const { steps } = loadInterviewTemplate();
  const rulesSchema = JSON.parse(readFileSync('templates/interview/rules.schema.json', 'utf8'));
  const rules = JSON.parse(readFileSync('templates/interview/rules.json', 'utf8'));
  assert.equal(rulesKind.checkDraft(rules, { steps, rulesShape: rulesSchema }), []);
  rules.steps.presentacion.rules[0].field = 'inexistente';
  const problems = rulesKind.checkDraft(rules, { steps, rulesShape: rulesSchema });
  assert.ok(
    problems.some((p) => p.pointer === '/steps/presentacion/rules/0/field'),
    JSON.stringify(problems),
  );
});

/** The interview as its kind's drafts hold it: the template's name, regions and steps, without the rules. */
function interviewDraft() {
  const { kind, key, version, label, regions, steps } = structuredClone(loadInterviewTemplate());
  return { kind, key, version, label, regions, steps } as {
    kind: string;
    key: string;
    version: number;
    label: string;
    regions: Record<string, string>;
    steps: any[];
  };
}

test('an interview draft: the shipped steps pass; a step without title, a field without label and a lost region are each named at their step', () => {
  assert.equal(interviewKind.checkDraft(interviewDraft()), []);
  const draft = interviewDraft();
  draft.steps[1].title = ' ';
  delete draft.steps[4].schema.properties.itinerario.title;
  draft.steps[6].schema.properties.region.oneOf.pop();
  draft.steps[0].uiSchema.fantasma = { 'ui:widget': 'textarea' };
  const problems = interviewKind.checkDraft(draft);
  const at = (pointer: string) => problems.filter((p) => p.pointer === pointer);
  assert.match(at('/steps/1/title')[0]?.message ?? '', /título en español/, JSON.stringify(problems));
  assert.match(at('/steps/4/schema/properties/itinerario')[0]?.message ?? '', /^Plan: .*etiqueta en español/);
  assert.match(at('/steps/6/schema/properties/region')[0]?.message ?? '', /region/);
  assert.ok(at('/steps/0/uiSchema/fantasma').length > 0, JSON.stringify(problems));
  for (const broken of [
    { ...interviewDraft(), steps: [] },
    { ...interviewDraft(), regions: { usa: 'EE. UU.' } },
    { ...interviewDraft(), extra: 1 },
  ]) {
    assert.ok(interviewKind.checkDraft(broken).length > 0);
  }
});

test('an interview draft must keep what the published rules score: a retired or retyped scored field is refused, a dropped option is not', () => {
  const rules = { version: 1, content: JSON.parse(readFileSync('templates/interview/rules.json', 'utf8')) };
  const draft = interviewDraft();
  assert.equal(interviewKind.checkDraft(draft, { rules }), []);
  const motivo = draft.steps[0].schema.properties.motivo;
  motivo.oneOf = motivo.oneOf.filter((o: { const: string }) => o.const !== 'transito');
  assert.equal(interviewKind.checkDraft(draft, { rules }), [], 'an option the rules no longer meet is only unused');
  draft.steps[0].schema.properties.duracion = { type: 'integer', title: 'Días de estadía' };
  delete draft.steps[4].schema.properties.itinerario;
  delete draft.steps[4].uiSchema.itinerario;
  draft.steps[4].uiSchema['ui:order'] = draft.steps[4].uiSchema['ui:order'].filter((k: string) => k !== 'itinerario');
  const problems = interviewKind.checkDraft(draft, { rules });
  const at = (pointer: string) => problems.find((p) => p.pointer === pointer)?.message ?? '';
  assert.match(
    at('/steps/0/schema/properties/duracion'),
    /reglas de puntuación publicadas \(versión 1\) puntúan «Presentación › Días de estadía» como de opciones/,
    JSON.stringify(problems),
  );
  assert.match(at('/steps/4/schema/properties/itinerario'), /puntúan «Plan › itinerario»: el campo no se puede retirar/);
});

test('a new option of a scored field is named as scoring 0 until the rules give it points', () => {
  const rules = JSON.parse(readFileSync('templates/interview/rules.json', 'utf8'));
  const draft = interviewDraft();
  assert.equal(rulesFitSteps(rules, 1, draft.steps), { problems: [], unscored: [] });
  draft.steps[0].schema.properties.acompanantes.oneOf.push({ const: 'con-amigos', title: 'Con amigos' });
  assert.equal(rulesFitSteps(rules, 1, draft.steps).unscored, [
    {
      field: 'presentacion.acompanantes',
      fieldLabel: '¿Con quién viaja?',
      place: 'Presentación › ¿Con quién viaja?',
      value: 'con-amigos',
      label: 'Con amigos',
    },
  ]);
});

test('a form draft: the task form passes; an option without its Spanish name and an unknown key are named', () => {
  const task = JSON.parse(readFileSync('templates/forms/task/template.json', 'utf8'));
  assert.equal(formKind.checkDraft(task), []);
  task.schema.properties.category.enum.push('ventas');
  task.colour = 'azul';
  const problems = formKind.checkDraft(task);
  assert.ok(
    problems.some((p) => p.pointer === '/uiSchema/category/ui:enumNames'),
    JSON.stringify(problems),
  );
  assert.ok(
    problems.some((p) => p.pointer === '/colour'),
    JSON.stringify(problems),
  );
});

/** usa with: gender retired, fullName's type changed, a new required field, and an option of maritalStatus retired. */
function changedUsa(): CaseTemplate {
  const next = structuredClone(usa) as CaseTemplate;
  const fields = identity(next).properties;
  delete fields.gender;
  fields.nickname = { type: 'string', title: 'Apodo' };
  identity(next).required = [...(identity(next).required ?? []), 'nickname'];
  (next.uiSchema.identity as { 'ui:order': string[] })['ui:order'] = ['*'];
  const family = next.schema.properties!.family.properties!;
  family.maritalStatus = { ...family.maritalStatus, oneOf: (family.maritalStatus.oneOf ?? []).filter((o) => o.const !== 'soltero') };
  fields.birthPlace = { type: 'number', title: 'Lugar de nacimiento (código)' };
  next.version = usa.version + 1;
  return next;
}

test('diff lists added, retired and changed fields and options, marking what affects saved data', () => {
  const diff = diffTemplates(usa, changedUsa());
  assert.equal(
    diff.fields.retired.map((f) => [f.path, f.affectsSavedData]),
    [['identity.gender', true]],
  );
  assert.equal(
    diff.fields.added.map((f) => [f.path, f.affectsSavedData]),
    [['identity.nickname', true]],
  );
  const birthPlace = diff.fields.changed.find((f) => f.path === 'identity.birthPlace')!;
  assert.ok(birthPlace.affectsSavedData);
  assert.ok(birthPlace.changes.some((c) => c.startsWith('Tipo: texto → número')));
  assert.ok(birthPlace.changes.some((c) => c.startsWith('Etiqueta')));
  assert.ok(diff.options.retired.some((o) => o.path === 'family.maritalStatus' && o.value === 'soltero' && o.affectsSavedData));
  assert.ok(diff.affectsSavedData);
  const none = diffTemplates(usa, usa);
  assert.equal(
    [none.fields, none.options, none.affectsSavedData],
    [{ added: [], retired: [], changed: [] }, { added: [], retired: [], changed: [] }, false],
  );
});

test('a diff reads in groups placed by the labels of each version, each change marked when it affects saved data', () => {
  const next = changedUsa();
  const family = next.schema.properties!.family.properties!;
  family.maritalStatus = {
    ...family.maritalStatus,
    oneOf: [
      ...family.maritalStatus.oneOf!.map((o) => (o.const === 'casado' ? { ...o, title: 'Casado o casada' } : o)),
      { const: 'separado', title: 'Separado/a' },
    ],
  };
  const groups = readDiff(diffTemplates(usa, next), usa, next);
  const read = Object.fromEntries(groups.map((g) => [g.title, g.lines.map((l) => [l.place, l.detail, l.affectsSavedData])]));
  assert.equal(read['Campos nuevos'], [['Datos personales e identidad › Apodo', 'Campo nuevo obligatorio', true]]);
  assert.equal(read['Campos retirados'], [['Datos personales e identidad › Sexo', undefined, true]]);
  assert.equal(read['Campos modificados'], [
    [
      'Datos personales e identidad › Lugar de nacimiento (código)',
      'Tipo: texto → número; Etiqueta: «Lugar de nacimiento (ciudad y provincia)» → «Lugar de nacimiento (código)»; Longitud máxima: 200 → —',
      true,
    ],
  ]);
  assert.equal(read['Opciones nuevas'], [['Familia › Estado civil', '«Separado/a»', false]]);
  assert.equal(read['Opciones retiradas'], [['Familia › Estado civil', '«Soltero/a»', true]]);
  assert.equal(read['Opciones con otro nombre'][0][1], '«Casado/a» → «Casado o casada»');
  assert.equal(readDiff(diffTemplates(usa, usa), usa, usa), [], 'no change, no group');
});

test('upgrading a case keeps every value: retired fields and refused values come back apart', () => {
  const next = changedUsa();
  const data = {
    identity: { fullName: 'Ana Pérez', gender: 'femenino', birthPlace: 'Santiago' },
    family: { maritalStatus: 'soltero' },
  };
  const { data: moved, retired } = upgradeCaseData(usa, next, data);
  assert.equal(moved, { identity: { fullName: 'Ana Pérez' }, family: {} });
  const byPath = Object.fromEntries(retired.map((r) => [r.path, r]));
  assert.equal(
    [byPath['identity.gender'].value, byPath['identity.gender'].reason, byPath['identity.gender'].label],
    ['femenino', 'retired', 'Sexo'],
  );
  assert.equal([byPath['identity.birthPlace'].value, byPath['identity.birthPlace'].reason], ['Santiago', 'refused']);
  assert.equal([byPath['family.maritalStatus'].value, byPath['family.maritalStatus'].reason], ['soltero', 'refused']);
  assert.equal(data.identity.gender, 'femenino', 'the input is not changed');
});

test.run();
