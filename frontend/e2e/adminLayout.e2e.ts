/**
 * The back-office on a laptop and a phone: every tab can be seen and pressed, the list filters show
 * their whole text, and a contact card shows only the details the contact has.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation, seedContacts } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, selectTab, TAB_NAMES, type TabId } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { boxOf, describeBox, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('back-office layout');

const PHONE = LAYOUT_VIEWPORTS[1][1];
const tab = (page: Page, id: TabId) => page.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[id]}`) });

/** Whether the element is drawn inside the viewport and is what a tap at its centre reaches, without scrolling. */
const reachableWhereItIs = (page: Page, id: TabId) =>
  tab(page, id).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.left < 0 || rect.top < 0 || rect.right > window.innerWidth || rect.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test('on a phone every admin tab is on screen and can be pressed, whichever tab is open', async ({ site }) => {
  const page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openAdmin(site, page, 'carrusel');
  assert.ok(await reachableWhereItIs(page, 'carrusel'), 'the open tab is in view when the page opens on it');
  await page.goto('/admin?tab=contactos');
  await tab(page, 'contactos').waitFor();
  for (const id of Object.keys(TAB_NAMES) as TabId[]) {
    for (const other of Object.keys(TAB_NAMES) as TabId[]) {
      assert.ok(await reachableWhereItIs(page, other), `with '${TAB_NAMES[id]}' open, '${TAB_NAMES[other]}' is on screen (${describeBox(await boxOf(tab(page, other)))}) and can be pressed`);
    }
    await tab(page, id).tap();
    assert.is(await tab(page, id).getAttribute('aria-selected'), 'true');
  }
  // The arrow keys move along the strip and the chosen tab stays in view.
  await tab(page, 'carrusel').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  assert.is(await tab(page, 'plantillas').getAttribute('aria-selected'), 'true');
  assert.ok(await reachableWhereItIs(page, 'plantillas'));
});

test('the list filters show their whole text on a laptop and a phone', async ({ site }) => {
  await seedContacts(site.server.db.orm, [{ name: 'Rosa Peña' }]);
  await seedConsultation(site.server.db.orm, { name: 'Juan Peña' });
  for (const [label, viewport] of LAYOUT_VIEWPORTS) {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'contactos');
    for (const id of ['contactos', 'consultas', 'resultados'] as const) {
      await selectTab(page, id);
      const selects = page.locator(`#admin-panel-${id} .list-toolbar select`);
      assert.ok((await selects.count()) > 0);
      for (const select of await selects.all()) {
        const cut = await select.evaluate((element: HTMLSelectElement) => {
          const style = getComputedStyle(element);
          const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const probe = document.createElement('span');
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
          document.body.append(probe);
          const tooWide = [...element.options]
            .map((option) => {
              probe.textContent = option.text;
              return { text: option.text, width: probe.getBoundingClientRect().width };
            })
            .filter((option) => option.width > room)
            .map((option) => `'${option.text}' needs ${Math.ceil(option.width)} px, has ${Math.floor(room)}`);
          probe.remove();
          return tooWide;
        });
        assert.equal(cut, [], `${label}, ${id}: every option of the filter fits`);
      }
    }
  }
  const page = await site.newPage({ viewport: PHONE });
  await openAdmin(site, page, 'contactos');
  assert.is(await page.locator('#admin-panel-contactos .list-toolbar select').first().locator('option:checked').textContent(), 'Todos los mensajes');
});

test("a contact without a message shows no empty 'Mensaje'; one with a message shows it", async ({ site }) => {
  await seedContacts(site.server.db.orm, [
    { name: 'Sin Mensaje', message: '' },
    { name: 'Con Mensaje', message: 'Quisiera información sobre la visa de turismo.' },
  ]);
  for (const [label, viewport] of LAYOUT_VIEWPORTS) {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'contactos');
    const labels = async (name: string) => card(page, 'contact-card', name).locator('dt').allTextContents();
    assert.not.ok((await labels('Sin Mensaje')).includes('Mensaje'), `${label}: no message, no label`);
    assert.ok((await labels('Con Mensaje')).includes('Mensaje'), `${label}: a message keeps its label`);
    assert.ok(await card(page, 'contact-card', 'Con Mensaje').getByText('Quisiera información sobre la visa de turismo.').isVisible());
  }
});

test.run();
