/**
 * The back-office on a laptop and a phone: every tab can be reached and pressed (on a phone along one
 * line that scrolls sideways), the list filters show their whole text, and a contact card shows only
 * the details the contact has.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation, seedContacts } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, screenshot, selectTab, TAB_NAMES, type TabId } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll } from './harness.ts';
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

/** Which ends of the tab strip show their fade (drawn, not only marked), once the fades have finished appearing. */
async function scrollHints(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return page.getByRole('tablist').evaluate((strip) => {
    const frame = strip.parentElement!;
    return {
      start: getComputedStyle(frame, '::before').opacity === '1' && frame.hasAttribute('data-more-start'),
      end: getComputedStyle(frame, '::after').opacity === '1' && frame.hasAttribute('data-more-end'),
    };
  });
}

test('on a laptop every tab shows on one line, with no fade at either end', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await openAdmin(site, page, 'contactos');
  for (const id of Object.keys(TAB_NAMES) as TabId[])
    assert.ok(await reachableWhereItIs(page, id), `'${TAB_NAMES[id]}' is seen and can be pressed`);
  assert.equal(await scrollHints(page), { start: false, end: false });
});

test('on a phone the tabs are one line that scrolls sideways: the open tab is in view, every tab is reached by scrolling the strip (never the page) and pressed', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openAdmin(site, page, 'actividad');
  assert.ok(await reachableWhereItIs(page, 'actividad'), 'the open tab is in view when the page opens on it, even the last one');
  await page.goto('/admin?tab=contactos');
  await tab(page, 'contactos').waitFor();
  const ids = Object.keys(TAB_NAMES) as TabId[];
  const tops = await Promise.all(ids.map(async (id) => Math.round((await boxOf(tab(page, id))).y)));
  assert.is(new Set(tops).size, 1, `one line of tabs (tops ${tops.join(', ')})`);
  assert.ok(
    await page.getByRole('tablist').evaluate((strip) => strip.scrollWidth > strip.clientWidth),
    "an administrador's tabs are wider than the screen: the line scrolls",
  );
  assert.not.ok(await hasHorizontalScroll(page), 'the page itself never scrolls sideways');
  assert.equal(await scrollHints(page), { start: false, end: true }, 'a fade with an arrow at the right edge says the strip goes on');
  await screenshot(page, 'tabs-phone-start', { fullPage: false });
  for (const id of ids) {
    // Scrolled to as a finger does: the strip moves, the page does not.
    await tab(page, id).evaluate((element: HTMLElement) => {
      const strip = element.parentElement!;
      strip.scrollLeft = element.offsetLeft - (strip.clientWidth - element.offsetWidth) / 2;
    });
    assert.ok(
      await reachableWhereItIs(page, id),
      `'${TAB_NAMES[id]}' is on screen once the strip is scrolled to it (${describeBox(await boxOf(tab(page, id)))}) and can be pressed`,
    );
    await tab(page, id).tap();
    assert.is(await tab(page, id).getAttribute('aria-selected'), 'true');
    assert.ok(await reachableWhereItIs(page, id), `'${TAB_NAMES[id]}' stays in view once open`);
  }
  await screenshot(page, 'tabs-phone-end', { fullPage: false });
  // The arrow keys move along the strip and the chosen tab is brought into view.
  await tab(page, 'carrusel').focus();
  await page.keyboard.press('Home');
  assert.is(await tab(page, 'contactos').getAttribute('aria-selected'), 'true');
  assert.ok(await reachableWhereItIs(page, 'contactos'));
  await page.keyboard.press('End');
  assert.is(await tab(page, 'actividad').getAttribute('aria-selected'), 'true');
  assert.ok(await reachableWhereItIs(page, 'actividad'));
  assert.equal(await scrollHints(page), { start: true, end: false }, 'at the end of the strip the fade is on the left');
});

test('the list filters show their whole text on a laptop and a phone', async ({ site }) => {
  await seedContacts(site.server.db.orm, [{ name: 'Rosa Peña' }]);
  await seedConsultation(site.server.db.orm, { name: 'Juan Peña' });
  for (const [label, viewport] of LAYOUT_VIEWPORTS) {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'contactos');
    for (const id of ['contactos', 'consultas', 'resultados', 'actividad'] as const) {
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
  assert.is(
    await page.locator('#admin-panel-contactos .list-toolbar select').first().locator('option:checked').textContent(),
    'Todos los mensajes',
  );
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
