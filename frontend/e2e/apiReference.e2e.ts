import * as assert from 'uvu/assert';
import { browserSuite } from './browserSuite.ts';
import { MOBILE } from './harness.ts';
import { fillSignIn, screenshot, TEST_USER } from './adminHelpers.ts';
import { isHitAtCentre } from './layoutChecks.ts';

const test = browserSuite('api reference');
const DESKTOP = { width: 1366, height: 900 };

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`/admin/api draws the API's reference for staff from /api/openapi.json (${name})`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    const bundles: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bundles.push(new URL(response.url()).pathname);
    });
    await site.signInAsStaff(page);
    await page.goto('/admin/api');
    // An operation the document holds, by the summary its route declared, with its permission.
    await page.getByRole('heading', { name: 'Rumbo Migratorio API' }).waitFor();
    await screenshot(page, `api-reference-${name}`, { fullPage: false });
    const operation = page.getByRole('heading', { name: "Save a step's answers or note" });
    assert.ok(await isHitAtCentre(operation), 'an operation is visible and on top');
    assert.ok((await page.getByText(/Staff: permission/).count()) > 0, 'each staff route says the permission it needs');
    await screenshot(page, `api-reference-${name}-operation`, { fullPage: false });
    // Redoc came in chunks of its own, not in the panel's.
    assert.ok(
      bundles.some((file) => file.includes('Reference')),
      bundles.join(),
    );
  });
}

test('/admin/api asks for the staff sign-in first, and stays on the reference after it', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await page.goto('/admin/api');
  await fillSignIn(page, TEST_USER.username, TEST_USER.password);
  await page.getByRole('heading', { name: 'Every interview, newest first' }).waitFor();
  assert.is(new URL(page.url()).pathname, '/admin/api');
});

test.run();
