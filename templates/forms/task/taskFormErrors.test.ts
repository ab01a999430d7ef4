import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../../engine/validation/createAjv.ts';
import { describeErrors } from '../../../engine/validation/describeErrors.ts';
import { formTemplate } from '../formTemplates.ts';
import { taskFormErrors } from './taskFormErrors.ts';

const test = suite('taskFormErrors');

const TODAY = '2026-11-25';
const valid = {
  title: 'Preparar la guía de visados',
  description: 'Reunir los requisitos de cada país en un documento.',
  category: 'development',
  priority: 'medium',
};
const full = { ...valid, assignedTo: 'Ana Pérez', dueDate: '2026-12-01', tags: ['guía', 'visados'], notes: 'Revisar con el equipo.' };

const errors = (data: unknown, today = TODAY) => Object.fromEntries(taskFormErrors(data, today).map((e) => [e.path, e.message]));

test('a task with the required fields only, and one with every field, are valid', () => {
  assert.equal(taskFormErrors(valid, TODAY), []);
  assert.equal(taskFormErrors(full, TODAY), []);
});

test('title: missing, empty or blank → «Título es requerido»', () => {
  const { title: _, ...untitled } = valid;
  for (const data of [untitled, { ...valid, title: '' }, { ...valid, title: '   ' }, { ...valid, title: 7 }]) {
    assert.equal(errors(data), { title: 'Título es requerido' }, JSON.stringify(data));
  }
  assert.equal(errors({ ...valid, title: 'x'.repeat(201) }), { title: 'No debe tener más de 200 caracteres' });
});

test('description: missing or under 10 characters → «Descripción debe tener al menos 10 caracteres»; 10 is enough', () => {
  const { description: _, ...bare } = valid;
  for (const data of [bare, { ...valid, description: '' }, { ...valid, description: '123456789' }]) {
    assert.equal(errors(data), { description: 'Descripción debe tener al menos 10 caracteres' }, JSON.stringify(data));
  }
  assert.equal(errors({ ...valid, description: '1234567890' }), {});
});

test('category: missing or not one of the four → «Categoría es requerida»; each of the four is accepted', () => {
  const { category: _, ...bare } = valid;
  for (const data of [bare, { ...valid, category: '' }, { ...valid, category: 'sales' }, { ...valid, category: 'Desarrollo' }]) {
    assert.equal(errors(data), { category: 'Categoría es requerida' }, JSON.stringify(data));
  }
  for (const category of ['development', 'marketing', 'support', 'operations']) assert.equal(errors({ ...valid, category }), {});
});

test('priority: low, medium or high; anything else or none is refused in Spanish', () => {
  for (const priority of ['low', 'medium', 'high']) assert.equal(errors({ ...valid, priority }), {});
  const { priority: _, ...bare } = valid;
  for (const data of [bare, { ...valid, priority: 'urgent' }, { ...valid, priority: 'Alta' }]) {
    assert.equal(errors(data), { priority: 'La prioridad debe ser Baja, Media o Alta' }, JSON.stringify(data));
  }
});

test('due date: today or later is accepted, yesterday is refused, by the `today` given and not by the clock', () => {
  assert.equal(errors({ ...valid, dueDate: '2026-11-25' }), {});
  assert.equal(errors({ ...valid, dueDate: '2026-11-24' }), { dueDate: 'La fecha límite no puede ser anterior a hoy' });
  // The same date, another "today": the answer follows the parameter.
  assert.equal(errors({ ...valid, dueDate: '2026-11-24' }, '2026-11-24'), {});
  assert.equal(errors({ ...valid, dueDate: '2030-01-01' }, '2030-01-02'), { dueDate: 'La fecha límite no puede ser anterior a hoy' });
  assert.equal(errors({ ...valid, dueDate: '' }), {}, 'no date is no date');
  assert.equal(errors({ ...valid, dueDate: '2026-02-30' }), { dueDate: 'Fecha no válida (AAAA-MM-DD)' });
  assert.equal(errors({ ...valid, dueDate: '25/12/2026' }), { dueDate: 'Fecha no válida (AAAA-MM-DD)' });
});

test('`today` must itself be a date: a caller cannot silently skip the rule', () => {
  assert.throws(() => taskFormErrors(valid, ''), /AAAA-MM-DD/);
  assert.throws(() => taskFormErrors(valid, '2026-13-01'), /AAAA-MM-DD/);
});

test('optional fields: assignedTo, tags and notes are checked for type and length', () => {
  assert.equal(errors({ ...valid, assignedTo: 'x'.repeat(121) }), { assignedTo: 'No debe tener más de 120 caracteres' });
  assert.equal(errors({ ...valid, notes: 'x'.repeat(5001) }), { notes: 'No debe tener más de 5000 caracteres' });
  assert.equal(errors({ ...valid, tags: 'urgente' }), { tags: 'Debe ser una lista' });
  assert.equal(errors({ ...valid, tags: ['a', ' '] }), { 'tags.1': 'Escriba la etiqueta o quítela' });
  assert.equal(errors({ ...valid, tags: ['a', 'a'] }), { tags: 'No repita elementos en la lista' });
  assert.equal(errors({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), { tags: 'No debe tener más de 20 elementos' });
  assert.equal(errors({ ...valid, owner: 'x' }), { owner: 'Campo no permitido: owner' });
});

test('several errors at once: one Spanish message per field', () => {
  assert.equal(errors({ title: '', description: 'corta', priority: 'x', dueDate: '2020-01-01' }), {
    title: 'Título es requerido',
    description: 'Descripción debe tener al menos 10 caracteres',
    category: 'Categoría es requerida',
    priority: 'La prioridad debe ser Baja, Media o Alta',
    dueDate: 'La fecha límite no puede ser anterior a hoy',
  });
});

test('the precompiled validator and the server ajv compiling the template agree (same messages)', () => {
  const { schema } = formTemplate('task');
  const samples = [valid, full, {}, { title: ' ', description: 'x', category: 'x', priority: 'x', dueDate: '2026-11-24', tags: ['', ''] }];
  // 2026-11-25 12:00 in Santo Domingo (UTC-4).
  const ajv = createAjv({ now: () => new Date('2026-11-25T16:00:00Z') }).compile(schema);
  for (const sample of samples) {
    ajv(sample);
    assert.equal(taskFormErrors(sample, TODAY), describeErrors(ajv.errors), JSON.stringify(sample));
  }
});

test.run();
