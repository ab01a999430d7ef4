import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';

test('the generated TypeScript types match the schemas (run npm run gen when this fails)', () => {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen/gen.ts', '--check'], { stdio: 'pipe' });
  } catch (error) {
    assert.unreachable(String((error as { stderr?: Buffer }).stderr ?? error));
  }
});

test.run();
