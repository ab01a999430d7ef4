import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TemplateError } from '../engine/templates/templateError.ts';
import { FORM_TEMPLATES, formTemplate } from './forms/formTemplates.ts';
import { templatesDir } from './loadCaseTemplates.ts';
import { loadFormTemplates } from './loadFormTemplates.ts';

const test = suite('loadFormTemplates');

/** A copy of templates/forms with `edit` applied to the task template. */
function refusal(edit: (content: any) => void): TemplateError {
  const dir = mkdtempSync(path.join(tmpdir(), 'form-template-'));
  try {
    cpSync(path.join(templatesDir, 'forms'), path.join(dir, 'forms'), { recursive: true });
    const file = path.join(dir, 'forms', 'task', 'template.json');
    const content = JSON.parse(readFileSync(file, 'utf8'));
    edit(content);
    writeFileSync(file, JSON.stringify(content));
    loadFormTemplates(dir);
  } catch (error) {
    assert.instance(error, TemplateError);
    return error as TemplateError;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.unreachable('the edit should be refused');
  throw new Error('unreachable');
}

test('the shipped task template loads from disk, the same as the bundled registry the page uses', () => {
  const task = loadFormTemplates().find((t) => t.key === 'task')!;
  assert.is(task.kind, 'form');
  assert.is(task.version, 1);
  assert.equal(Object.keys(task.schema.properties!), [
    'title',
    'description',
    'category',
    'priority',
    'assignedTo',
    'dueDate',
    'tags',
    'notes',
  ]);
  assert.equal(task.schema.required, ['title', 'description', 'category', 'priority']);
  assert.equal(formTemplate('task'), task);
  assert.equal(
    Object.keys(FORM_TEMPLATES),
    loadFormTemplates().map((t) => t.key),
  );
});

test("the options carry the product's Spanish names, in order", () => {
  const { schema, uiSchema } = formTemplate('task');
  const names = (field: string) => (uiSchema[field] as Record<string, unknown>)['ui:enumNames'];
  assert.equal(schema.properties!.category.enum, ['development', 'marketing', 'support', 'operations']);
  assert.equal(names('category'), ['Desarrollo', 'Marketing', 'Soporte', 'Operaciones']);
  assert.equal(schema.properties!.priority.enum, ['low', 'medium', 'high']);
  assert.equal(names('priority'), ['Baja', 'Media', 'Alta']);
  assert.is(schema.properties!.dueDate.notBeforeToday, true);
});

test('a broken template is refused naming the file and the place, in Spanish', () => {
  const file = 'forms/task/template.json';
  let error = refusal((c) => (c.kind = 'case'));
  assert.equal([error.file, error.field], [file, 'kind']);
  error = refusal((c) => (c.key = 'tarea'));
  assert.equal([error.field, error.message], ['key', `${file}: key: debe coincidir con la carpeta «task»`]);
  error = refusal((c) => (c.version = 0));
  assert.is(error.field, 'version');
  error = refusal((c) => (c.extra = 1));
  assert.match(error.message, /clave desconocida «extra»/);
  error = refusal((c) => (c.schema.properties.title.minLength = 'uno'));
  assert.is(error.field, 'schema.properties.title.minLength');
  assert.match(error.message, /draft-07/);
  error = refusal((c) => delete c.schema.properties.notes.title);
  assert.match(error.message, /no tiene etiqueta en español/);
  error = refusal((c) => (c.uiSchema.priority['ui:enumNames'] = ['Baja', 'Media']));
  assert.is(error.field, 'uiSchema.priority.ui:enumNames');
  assert.match(error.message, /necesitan su nombre en español/);
  error = refusal((c) => (c.schema.properties.dueDate.format = 'fecha'));
  assert.match(error.message, /El formato «fecha»/);
});

test('an unreadable file is named', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'form-template-'));
  try {
    cpSync(path.join(templatesDir, 'forms'), path.join(dir, 'forms'), { recursive: true });
    writeFileSync(path.join(dir, 'forms', 'task', 'template.json'), '{ no es json');
    assert.throws(
      () => loadFormTemplates(dir),
      (e: Error) => e instanceof TemplateError && e.file === 'forms/task/template.json' && /JSON no válido/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
