/**
 * The 'Plantillas' tab's diffs beyond the case forms: the interview's steps, the task form and the scoring
 * rules compared in the Versions panel by their labels, the audit naming the kind of template, and
 * 'Comprobar' listing what a draft changes (what touches saved data first) with each place by its label;
 * on a desktop and on a 390-px phone.
 */
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { addOption, addField, relabelOption, retireField, setFieldRequired } from '../../engine/templates/editing/fieldOps.ts';
import type { FormContent } from '../../engine/templates/editing/types.ts';
import {
  interviewEdited,
  INTERVIEW_TEMPLATE,
  publishTemplate,
  RULES_TEMPLATE,
  saveTemplateDraft,
  TASK_FORM_TEMPLATE,
  unwrap,
} from '../../backend/testing/templateFixtures.ts';
import type { TestClient } from '../../backend/testing/testServer.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin } from './adminHelpers.ts';
import { hasHorizontalScroll, MOBILE } from './harness.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('Plantillas: diffs of the interview, the task form and the rules (browser)');

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: MOBILE.width, height: MOBILE.height }],
] as const;

const versionDiff = (page: Page) => page.getByTestId('version-diff');
const entryIn = (scope: Locator, group: string, text: string) =>
  scope.getByRole('region', { name: group }).getByTestId('diff-entry').filter({ hasText: text });

async function screenshotOf(locator: Locator, name: string) {
  await locator.screenshot({ path: path.resolve('.tmp/admin-screens', `${name}.png`) });
}

async function marked(scope: Locator, group: string, text: string, affects: boolean) {
  const entry = entryIn(scope, group, text);
  await entry.waitFor();
  assert.is(await entry.getAttribute('data-affects'), String(affects), `${text}: ${affects ? 'marked' : 'not marked'}`);
  return entry;
}

/** Version 2 of the steps (a required 'Hotel reservado', 'Solo' renamed), of the task form (no notes, 'Alta' renamed) and of the rules (more points for tourism). */
async function publishSecondVersions(staff: TestClient) {
  const steps = await interviewEdited(staff, (form) => {
    const added = addField(form, 'plan', { label: 'Hotel reservado', kind: 'texto' });
    return unwrap(
      relabelOption(
        unwrap(setFieldRequired(unwrap(added), `plan.${added.key}`, true)),
        'presentacion.acompanantes',
        'solo',
        'Sin compañía',
      ),
    );
  });
  await publishTemplate(staff, INTERVIEW_TEMPLATE, steps, 'Hotel reservado');
  const task = (await staff.get(TASK_FORM_TEMPLATE)).body.content as FormContent;
  await publishTemplate(
    staff,
    TASK_FORM_TEMPLATE,
    unwrap(relabelOption(unwrap(retireField(task, 'notes')), 'priority', 'high', 'Urgente')),
    'Sin notas',
  );
  const rules = structuredClone((await staff.get(RULES_TEMPLATE)).body.content);
  rules.steps.presentacion.rules.find((r: { field: string }) => r.field === 'motivo').points.turismo = 12;
  await publishTemplate(staff, RULES_TEMPLATE, rules, 'Más puntos al turismo');
}

async function open(page: Page, template: string) {
  await page.getByLabel('Plantilla', { exact: true }).selectOption(template);
  await versionDiff(page).getByTestId('diff-summary').waitFor();
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: the steps, the task form and the rules compare their versions by label, and the audit names the kind of template`, async ({
    site,
  }) => {
    await publishSecondVersions(await site.staffApi());
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    const audit = page.getByTestId('audit-entry');

    await open(page, 'interview:standard@2');
    const diff = versionDiff(page);
    await marked(diff, 'Campos añadidos', 'Plan › Hotel reservado', true);
    const relabelled = await marked(diff, 'Opciones con otra etiqueta', '«Solo» → «Sin compañía»', false);
    assert.match(await relabelled.innerText(), /en Presentación › ¿Con quién viaja\?/);
    assert.not.match(await diff.innerText(), /hotelReservado|acompanantes|plan\./, 'no codes where a label exists');
    await audit.first().getByText('consultora publicó la versión 2 de los pasos de la entrevista, que sustituye a la 1').waitFor();
    assert.ok(await shownOnceScrolledTo(diff.getByTestId('diff-summary')), 'the diff is seen');
    assert.is(await hasHorizontalScroll(page), false, 'nothing wider than the screen');
    await screenshotOf(page.getByTestId('versions-panel'), `template-diff-interview-${device}`);

    await open(page, 'form:task@2');
    await marked(diff, 'Campos retirados', 'Notas', true);
    assert.match(await (await marked(diff, 'Opciones con otra etiqueta', '«Alta» → «Urgente»', false)).innerText(), /en Prioridad/);
    assert.not.match(await diff.innerText(), /notes|high|priority/);
    await audit.first().getByText('consultora publicó la versión 2 del formulario de tareas, que sustituye a la 1').waitFor();
    assert.is(await hasHorizontalScroll(page), false);
    await screenshotOf(page.getByTestId('versions-panel'), `template-diff-task-${device}`);

    await open(page, 'rules:standard@2');
    const points = await marked(diff, 'Cambios en las reglas', 'Presentación › Motivo del viaje › «Turismo»', false);
    assert.match(await points.innerText(), /puntos: 10 → 12/);
    await diff.getByTestId('diff-summary').getByText('1 cambio en las reglas de puntuación.').waitFor();
    await audit.first().getByText('consultora publicó la versión 2 de las reglas de puntuación, que sustituye a la 1').waitFor();
    assert.is(await hasHorizontalScroll(page), false);
    await screenshotOf(page.getByTestId('versions-panel'), `template-diff-rules-${device}`);
  });

  test(`${device}: Comprobar lists what the draft changes, what touches saved tasks first, and names the refused answer by its label`, async ({
    site,
  }) => {
    const staff = await site.staffApi();
    const task = await staff.post('/api/admin/tasks', {
      title: 'Preparar la guía',
      description: 'Requisitos de cada país.',
      category: 'support',
      priority: 'low',
      notes: 'Con el equipo',
    });
    assert.is(task.status, 201);
    const content = (await staff.get(TASK_FORM_TEMPLATE)).body.content as FormContent;
    const draft = unwrap(addOption(unwrap(retireField(content, 'notes')), 'priority', 'Urgente'));
    draft.schema.properties!.description.minLength = 40;
    await saveTemplateDraft(staff, TASK_FORM_TEMPLATE, draft);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('form:task@1');
    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    const result = page.getByTestId('check-result');
    const changes = result.getByTestId('check-changes');
    await changes.getByText('Respecto a la versión publicada, el borrador hace 3 cambios; 2 afectan a datos guardados:').waitFor();
    await marked(changes, 'Campos retirados', 'Notas', true);
    // A stricter rule may refuse descriptions already saved: said with both values.
    assert.match(await (await marked(changes, 'Campos modificados', 'Descripción', true)).innerText(), /Longitud mínima: 10 → 40/);
    await marked(changes, 'Opciones añadidas', '«Urgente»', false);
    assert.is(await changes.getByTestId('diff-entry').first().getAttribute('data-affects'), 'true', 'what touches saved data first');
    const text = await result.innerText();
    assert.match(text, /Tarea de Preparar la guía \(versión 1\): Descripción:/);
    assert.match(text, /El campo retirado «Notas» conserva datos en 1 tarea\./);
    assert.not.match(text, /description|notes|priority/, 'no codes where a label exists');
    assert.ok(await shownOnceScrolledTo(changes), 'the changes are seen');
    assert.is(await hasHorizontalScroll(page), false);
    await screenshotOf(result, `template-check-changes-${device}`);

    // The rules: the places the draft changes, beside the ratings it moves.
    const rules = structuredClone((await staff.get(RULES_TEMPLATE)).body.content);
    rules.steps.solvencia.weight = 3;
    await saveTemplateDraft(staff, RULES_TEMPLATE, rules);
    await page.getByLabel('Plantilla', { exact: true }).selectOption('rules:standard@1');
    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    const ruleChanges = result.getByTestId('check-changes');
    await ruleChanges.getByText('Respecto a la versión publicada, el borrador hace 1 cambio en las reglas:').waitFor();
    assert.match(await (await marked(ruleChanges, 'Cambios en las reglas', 'Paso «Solvencia»', false)).innerText(), /peso: 2 → 3/);
    assert.is(await hasHorizontalScroll(page), false);
    await screenshotOf(result, `template-check-rules-${device}`);
  });
}

test.run();
