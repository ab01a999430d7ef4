import { suite, type Callback, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StartOptions } from '../../backend/startServer.ts';
import { startSite, type Site } from './harness.ts';

type Context = { site: Site };

/**
 * A uvu suite over one site (server and Chromium): the database emptied before each test, the test's
 * pages closed after it. A test also fails when any page it opened logged an uncaught exception or a
 * console error, unless the test excused it with `page.allowErrors(pattern)`.
 * `env` and `options` go to startSite (e.g. `{ WHATSAPP_NUMBER: '…' }`).
 */
export function browserSuite(name: string, env: Record<string, string> = {}, options: StartOptions = {}): Test<Context> {
  const base = suite<Context>(name);
  base.before(async (context) => {
    context.site = await startSite(env, options);
  });
  base.before.each(({ site }) => site.reset());
  base.after.each(({ site }) => site.closePages());
  base.after(({ site }) => site.close());
  // Checked inside the test itself: uvu's after.each hooks may not fail a test (a throw there ends the suite).
  const checked =
    (handler: Callback<Context>): Callback<Context> =>
    async (context) => {
      await handler(context);
      assert.equal(context.site.unexpectedErrors(), [], 'no script or console errors in the browser');
    };
  const test = ((title: string, handler: Callback<Context>) => base(title, checked(handler))) as Test<Context>;
  test.only = (title, handler) => base.only(title, checked(handler));
  test.skip = base.skip;
  test.before = base.before;
  test.after = base.after;
  test.run = base.run;
  return test;
}
