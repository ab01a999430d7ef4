import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TemplateForm } from '../../../engine/rjsf/index.ts';
import { formTemplate } from '../formTemplates.ts';

const test = suite('task form: rendered by TemplateForm');

const render = (formData: unknown, errors: { path: string; message: string }[] = [], notApplicable = false) => {
  const { schema, uiSchema } = formTemplate('task');
  return renderToStaticMarkup(
    createElement(TemplateForm, {
      schema: schema as never,
      uiSchema,
      formData,
      onChange: () => {},
      errors,
      idPrefix: 'task',
      notApplicable,
    }),
  );
};

test('every field shows its Spanish label, and the options their Spanish names, never the stored values', () => {
  const html = render({});
  for (const label of ['Título', 'Descripción', 'Categoría', 'Prioridad', 'Asignado a', 'Fecha límite', 'Etiquetas', 'Notas'])
    assert.ok(html.includes(label), label);
  for (const name of ['Desarrollo', 'Marketing', 'Soporte', 'Operaciones', 'Baja', 'Media', 'Alta'])
    assert.ok(html.includes(`>${name}</option>`), name);
  assert.not.ok(/>(development|support|operations|low|medium|high)</.test(html));
  assert.ok(html.includes('type="date"'), 'the due date is a date input');
  assert.ok(/<textarea[^>]*id="task_description"/.test(html), 'the description is a text area');
  assert.ok(/<option value="1" selected="">Media<\/option>/.test(html), 'the form starts on Media');
});

test("with notApplicable false no choice, list or date offers 'No aplica' (the task check refuses NA); case forms still do", () => {
  assert.not.ok(/No aplica|"NA"/.test(render({})));
  const withNa = render({}, [], true);
  assert.ok(withNa.includes('>No aplica (NA)</option>'));
  assert.ok(withNa.includes('aria-label="Etiquetas: no aplica"'));
});

test('errors given to the form are shown beside their fields', () => {
  const html = render({}, [
    { path: 'title', message: 'Título es requerido' },
    { path: 'category', message: 'Categoría es requerida' },
  ]);
  assert.ok(html.includes('Título es requerido'));
  assert.ok(html.includes('Categoría es requerida'));
});

test.run();
