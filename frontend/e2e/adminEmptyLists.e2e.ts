/**
 * An empty list says what to do next, on a laptop and a phone: under each tab's empty text a line on
 * where its records come from or how to make the first, and the button for the next step where there
 * is one, seen and pressable.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openAdmin, selectTab } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('empty back-office lists');

/** The empty state of the open tab: the list's own text, then the next step. */
const emptyState = (page: Page, tab: string) => page.locator(`#admin-panel-${tab} .list-state`);

async function seen(page: Page, tab: string, texts: string[]) {
  const state = emptyState(page, tab);
  for (const text of texts) assert.ok(await shownOnceScrolledTo(state.getByText(text, { exact: true })), `'${text}' is seen in ${tab}`);
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  test(`${label}: each empty list says what comes next, with a button where there is one`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'contactos');
    await seen(page, 'contactos', [
      'No hay contactos aún.',
      'Los mensajes que los clientes envíen desde el formulario de contacto del sitio aparecerán aquí.',
    ]);

    await selectTab(page, 'consultas');
    await seen(page, 'consultas', [
      'No hay consultas en curso.',
      'Las citas que los clientes agenden desde el sitio aparecerán aquí. Las completadas pasan a Resultados.',
    ]);
    assert.ok(await shownOnceScrolledTo(emptyState(page, 'consultas').getByRole('button', { name: 'Ver también las completadas' })));

    await selectTab(page, 'resultados');
    await seen(page, 'resultados', [
      'No hay resultados en Éxitos aún.',
      'Aparecerán aquí las consultas completadas con el resultado Éxito: en Consultas, use «Marcar Completada» en la consulta.',
    ]);
    await page
      .locator('#admin-panel-resultados')
      .getByRole('button', { name: /^Reaplicar/ })
      .click();
    await seen(page, 'resultados', [
      'No hay resultados en Reaplicar aún.',
      'Aparecerán aquí las consultas completadas con el resultado Reaplicar: en Consultas, use «Marcar Completada» en la consulta.',
    ]);

    await selectTab(page, 'entrevistas');
    await seen(page, 'entrevistas', [
      'No hay entrevistas aún.',
      'Cree la primera con «Nueva Entrevista»: el nombre del cliente y su destino bastan para empezar.',
    ]);
    const createFirst = emptyState(page, 'entrevistas').getByRole('button', { name: 'Crear la primera entrevista' });
    assert.ok(await shownOnceScrolledTo(createFirst), 'the button for the first interview is seen and on top');
    await createFirst.click();
    await page.getByRole('dialog', { name: 'Nueva Entrevista' }).getByLabel('Nombre del cliente').waitFor();
  });
}

test.run();
