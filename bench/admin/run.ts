/**
 * How long each back-office tab takes to draw its first page with 10 rows and with 10,000
 * consultations + 10,000 contacts, in the same run, in Chromium. Target: large / small < 1.5.
 *
 *   node --import tsx bench/admin/run.ts
 *
 * A measurement: the panel is loaded on another tab (fresh page, empty data cache), then the tab is
 * clicked; the time runs from the click to the frame after its first card is in the document.
 */
import type { Page } from 'playwright-core';
import { closeTestDatabase } from '../../backend/testing/testServer.ts';
import { startSite, type Site } from '../../frontend/e2e/harness.ts';
import { seedBulk } from './seedBulk.ts';

const ROUNDS = 9;
const TABS = [
  { id: 'contactos', name: 'Contactos', card: 'contact-card', from: 'carrusel' },
  { id: 'consultas', name: 'Consultas', card: 'consultation-card', from: 'carrusel' },
] as const;

async function timeTab(site: Site, page: Page, tab: (typeof TABS)[number]): Promise<number> {
  await page.goto(`${site.url}/admin?tab=${tab.from}`);
  await page.locator(`#admin-panel-${tab.from} [data-testid]`).first().waitFor();
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const selector = '#admin-panel-${tab.id} [data-testid="${tab.card}"]';
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.getElementById('admin-tab-${tab.id}').click();
  })`) as Promise<number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(site: Site, label: string): Promise<Record<string, number>> {
  const page = await site.newPage();
  await site.signInAsStaff(page);
  const result: Record<string, number> = {};
  for (const tab of TABS) {
    await timeTab(site, page, tab); // warm-up: code and connections
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await timeTab(site, page, tab));
    result[tab.name] = median(times);
    console.log(
      `${label.padEnd(24)} ${tab.name.padEnd(10)} median ${median(times).toFixed(1)} ms  (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
    );
  }
  await site.closePages();
  return result;
}

const site = await startSite();
try {
  await site.reset();
  await seedBulk(site.server.db, 10);
  const small = await measure(site, '10 rows each');
  await site.reset();
  const seeding = performance.now();
  await seedBulk(site.server.db, 10_000);
  console.log(`seeded 10,000 consultations + 10,000 contacts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const large = await measure(site, '10,000 rows each');
  console.log('\ntab         10 rows    10,000 rows   ratio (target < 1.5)');
  for (const tab of TABS) {
    const ratio = large[tab.name] / small[tab.name];
    console.log(
      `${tab.name.padEnd(10)} ${small[tab.name].toFixed(1).padStart(7)} ms ${large[tab.name].toFixed(1).padStart(9)} ms   ${ratio.toFixed(2)}${ratio < 1.5 ? '' : '  ← over target'}`,
    );
  }
} finally {
  await site.close();
  await closeTestDatabase();
}
