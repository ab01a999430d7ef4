// Kept apart from testServer.ts: scripts/runTests.ts imports that file before uvu is set to run
// the queued suites, and importing uvu then would start it too early.
import { suite } from 'uvu';
import { startTestServer, type TestClient, type TestServer } from './testServer.ts';

/**
 * A uvu suite over one test server, emptied before each test, with `staff` signed in afresh:
 * the usual frame of a staff API test file.
 */
export function staffApiSuite(name: string) {
  const test = suite<{ server: TestServer; staff: TestClient }>(name);
  test.before(async (context) => {
    context.server = await startTestServer();
  });
  test.before.each(async (context) => {
    await context.server.reset();
    context.staff = await context.server.staff();
  });
  test.after(async ({ server }) => server.close());
  return test;
}
