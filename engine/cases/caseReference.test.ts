import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caseReference } from './caseReference.ts';

test('the first eight characters of the id, uppercased', () => {
  assert.is(caseReference('3f2a9c1b-0d4e-4c8a-9b1f-2e3d4c5b6a7f'), '3F2A9C1B');
});

test.run();
