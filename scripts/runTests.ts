/**
 * Runs the uvu suites in one process and closes the shared test database afterwards.
 *   npm test              unit and integration tests (*.test.ts)
 *   npm run test:e2e      browser tests (frontend/e2e/*.e2e.ts)
 */
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';
import { closeTestDatabase } from '../backend/testing/testServer.ts';
import { ensureFrontendBuild } from '../backend/frontendBuild.ts';

const e2e = process.argv.includes('--e2e');
const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
// Browser tests run against dist/: rebuild it first when the front end changed.
if (e2e) await ensureFrontendBuild();
const pattern = e2e ? '\\.e2e\\.ts$' : '\\.test\\.ts$';
const { suites } = await parse('.', pattern, { ignore: ['^data', '^dist', '^\\.tmp', '^bench'] });
const selected = filter ? suites.filter((s) => s.name.includes(filter)) : suites;
await run(selected, { bail: false });
await closeTestDatabase();
process.exit(process.exitCode ?? 0);
