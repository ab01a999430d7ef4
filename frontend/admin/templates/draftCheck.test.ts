import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { interviewAsForm } from '../../../engine/interview/interviewForm.ts';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { formTemplate } from '../../../templates/forms/formTemplates.ts';
import { checkCaseDraft, checkFormContent, interviewFormChecker, warnStrict } from './checkers.ts';
import {
  checkParsedDraft,
  draftTexts,
  parseDraft,
  placeProblems,
  placeWarnings,
  type DraftCheck,
  type DraftTexts,
  type TemplateChecker,
  type TemplateWarner,
} from './draftCheck.ts';
import { jsonLocations, lineAt } from './jsonLocations.ts';

/**
 * The draft checked as the editor checks it (TemplateEditor.tsx): JSON syntax first (each document), then
 * the template itself; `base` gives everything else the content carries (key, version, retired…).
 */
function checkDraft<T extends FormContent>(texts: DraftTexts, base: T, check: TemplateChecker<T>, warn?: TemplateWarner<T>): DraftCheck<T> {
  const parsed = parseDraft(texts, base);
  return parsed.content ? checkParsedDraft(texts, parsed.content, check, warn) : parsed;
}

const usa: CaseTemplate = loadCaseTemplates().get('usa');
const texts = draftTexts(usa);
const lineOf = (text: string, fragment: string) => lineAt(text, text.indexOf(fragment));

test('an unchanged template passes and comes back as content', () => {
  const result = checkDraft(texts, usa, checkCaseDraft);
  assert.equal(result.problems, []);
  assert.equal(result.content!.schema, usa.schema);
});

test('invalid JSON is reported in Spanish at its line, per document', () => {
  const broken = texts.schema.replace('"title": "Familia",', '"title": "Familia"');
  const result = checkDraft({ ...texts, schema: broken }, usa, checkCaseDraft);
  assert.is(result.content, undefined);
  assert.is(result.problems.length, 1);
  const [problem] = result.problems;
  assert.is(problem.document, 'schema');
  assert.match(problem.message, /^JSON no válido: falta una coma/);
  // V8 points at the next property, a line below: the mark goes to the value missing its comma.
  assert.is(problem.line, lineOf(broken, '"title": "Familia"'));
});

test('a trailing comma and an unclosed document are explained', () => {
  const trailing = checkDraft({ ...texts, uiSchema: '{\n  "ui:order": [],\n}' }, usa, checkCaseDraft).problems[0];
  assert.equal([trailing.document, trailing.line], ['uiSchema', 3]);
  // The mark of a missing comma is on the line that needs it.
  const [comma] = checkDraft({ ...texts, uiSchema: '{\n  "a": 1\n  "b": 2\n}' }, usa, checkCaseDraft).problems;
  assert.equal([comma.line, comma.from], [2, 10]);
  assert.match(trailing.message, /sobra una coma/);
  const open = checkDraft({ ...texts, schema: '{\n  "type": "object"\n' }, usa, checkCaseDraft).problems[0];
  assert.match(open.message, /termina antes de cerrar/);
});

test('a template problem is marked at the line of the field it names', () => {
  const untitled = texts.schema.replace('"title": "Nombre completo del padre",', '');
  const [problem] = checkDraft({ ...texts, schema: untitled }, usa, checkCaseDraft).problems;
  assert.match(problem.message, /título en español/);
  assert.is(problem.line, lineOf(untitled, '"fatherFullName"'));
  const badFormat = texts.schema.replace('"format": "date"', '"format": "fecha"');
  const [format] = checkDraft({ ...texts, schema: badFormat }, usa, checkCaseDraft).problems;
  assert.match(format.message, /formato «fecha»/);
  assert.is(format.line, lineOf(badFormat, '"format": "fecha"'));
});

test('reading a draft finds its syntax problems; the template problems come from the check, at their line', () => {
  const broken = texts.schema.replace('"title": "Familia",', '"title": "Familia"');
  const unreadable = parseDraft({ ...texts, schema: broken }, usa);
  assert.is(unreadable.content, undefined);
  assert.match(unreadable.problems[0].message, /^JSON no válido: falta una coma/);
  const badFormat = texts.schema.replace('"format": "date"', '"format": "fecha"');
  const read = parseDraft({ ...texts, schema: badFormat }, usa);
  assert.equal(read.problems, [], 'reading does not run the engine');
  assert.is(read.content!.schema.properties!.identity.properties!.birthDate.format, 'fecha');
  const checked = checkParsedDraft({ ...texts, schema: badFormat }, read.content!, checkCaseDraft);
  assert.is(checked.content, undefined);
  assert.match(checked.problems[0].message, /formato «fecha»/);
  assert.is(checked.problems[0].line, lineOf(badFormat, '"format": "fecha"'));
});

test("a draft read keeps the objects of the parts equal to its base's", () => {
  const retitled = parseDraft(
    { ...texts, schema: texts.schema.replace('"title": "Familia",', '"title": "Familia directa",') },
    usa,
  ).content!;
  assert.is(retitled.uiSchema, usa.uiSchema);
  assert.is(retitled.schema.properties!.identity, usa.schema.properties!.identity);
  assert.is.not(retitled.schema.properties!.family, usa.schema.properties!.family);
  assert.is(retitled.schema.properties!.family.title, 'Familia directa');
});

test('JSON too far from a template for the checks to walk is refused in Spanish, not thrown', () => {
  const nullField = texts.schema.replace(/"fullName": \{[^}]*\}/, '"fullName": null');
  const result = checkDraft({ ...texts, schema: nullField }, usa, checkCaseDraft);
  assert.is(result.content, undefined);
  assert.equal(
    result.problems.map((p) => [p.document, p.line]),
    [['schema', 1]],
  );
  assert.match(result.problems[0].message, /no tiene la forma de una plantilla/);
});

test("valid draft-07 that ajv's strict mode refuses is accepted, with a warning at its line", () => {
  const draft = structuredClone(usa);
  draft.schema.properties!.identity.properties!.emergencyContact = {
    type: 'array',
    title: 'Contacto de emergencia',
    items: [
      { type: 'string', title: 'Nombre' },
      { type: 'string', title: 'Teléfono' },
    ] as never,
  };
  (draft.uiSchema.identity as { 'ui:order': string[] })['ui:order'].push('emergencyContact');
  const edited = draftTexts(draft);
  const result = checkDraft(edited, usa, checkCaseDraft, warnStrict);
  assert.equal(result.problems, []);
  assert.ok(result.content, 'accepted');
  assert.equal(
    result.warnings!.map((w) => [w.document, w.line]),
    [['schema', lineOf(edited.schema, '"items": [\n')]],
  );
  assert.match(
    result.warnings![0].message,
    /^«items» en properties\.identity\.properties\.emergencyContact describe una lista de 2 posiciones/,
  );
  // The same warning as the editor opens such a template, or after a field-list edit.
  assert.equal(placeWarnings(draft, warnStrict), result.warnings);
  assert.equal(checkDraft(texts, usa, checkCaseDraft, warnStrict).warnings, [], 'the shipped template has none');
});

test('a JSON root that is not an object is refused', () => {
  assert.match(checkDraft({ ...texts, uiSchema: '[]' }, usa, checkCaseDraft).problems[0].message, /objeto JSON/);
});

test('locations of nested keys and list items', () => {
  const text = '{\n  "a": {\n    "b": [1, {"c": true}]\n  }\n}';
  const at = jsonLocations(text);
  assert.is(lineAt(text, at.get('a.b.1.c')!), 3);
  assert.is(lineAt(text, at.get('a')!), 2);
});

test("an interview step's problem is marked in its step's section of the steps edited as one form", () => {
  const { rules: _rules, ...interview } = loadInterviewTemplate();
  const form = interviewAsForm(interview);
  const check = interviewFormChecker(interview);
  const stepTexts = draftTexts(form);
  assert.equal(checkDraft(stepTexts, form, check).problems, []);
  const untitled = stepTexts.schema.replace('"title": "Duración prevista de la estadía",', '');
  const [problem] = checkDraft({ ...stepTexts, schema: untitled }, form, check).problems;
  assert.is(problem.document, 'schema');
  assert.match(problem.message, /^Presentación: .*etiqueta en español/);
  assert.is(problem.line, lineOf(untitled, '"duracion": {'));
});

test('the task form: an option without its Spanish name is marked at the uiSchema entry', () => {
  const task = formTemplate('task');
  const taskTexts = draftTexts(task);
  assert.equal(checkDraft(taskTexts, task, checkFormContent).problems, []);
  const widened = JSON.parse(taskTexts.schema);
  widened.properties.priority.enum.push('urgent');
  const [problem] = checkDraft({ ...taskTexts, schema: JSON.stringify(widened, null, 2) }, task, checkFormContent).problems;
  assert.is(problem.document, 'uiSchema');
  assert.match(problem.message, /nombre en español/);
  // The names listed for the priority, the line below its entry.
  assert.is(problem.line, lineOf(taskTexts.uiSchema, '"priority": {') + 1);
  assert.match(taskTexts.uiSchema.split('\n')[problem.line - 1], /"ui:enumNames"/);
});

test('a one-document draft (the scoring rules) has each problem placed at its line, or its nearest enclosing value', () => {
  const text = '{\n  "ratings": [\n    {\n      "minPercent": "x"\n    }\n  ]\n}';
  const placed = placeProblems('rules', text, [
    { path: 'ratings.0.minPercent', message: 'debe ser un número' },
    { path: 'ratings.0.name', message: 'falta el nombre' },
  ]);
  assert.equal(
    placed.map((p) => [p.document, p.line]),
    [
      ['rules', 4],
      ['rules', 3],
    ],
  );
});

test.run();
