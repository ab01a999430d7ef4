import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CASE_TEXTS } from '../texts.ts';
import { describeUploadFailure } from './uploadFailure.ts';

const E = CASE_TEXTS.images.errors;
const test = suite('upload failures in words a consultant understands');

test("the three kinds of docs/product-rules.md, Images: 'Request has expired' (403, timeout), 'Non 2xx', 'Unknown error'", () => {
  const network = 'This looks like a network error, the endpoint might be blocked by an internet provider or a firewall.';
  assert.is(describeUploadFailure({ message: network, request: { status: 403 } }), E.expired);
  assert.is(describeUploadFailure({ message: 'ProgressTimeout' }), E.expired);
  assert.is(describeUploadFailure({ message: network, request: { status: 500 } }), E.non2xx);
  assert.is(describeUploadFailure({ message: 'Companion request failed: Internal Server Error' }), E.non2xx);
  assert.is(describeUploadFailure({ message: 'Companion request failed: ' }), E.non2xx);
  assert.is(describeUploadFailure({ message: network, request: { status: 0 } }), E.unknown);
  assert.is(describeUploadFailure({}), E.unknown);
});

test("the server's refusals a person can act on are named", () => {
  assert.is(describeUploadFailure({ message: 'Companion request failed: Unsupported Media Type' }), E.notAnImage);
  assert.is(describeUploadFailure({ message: 'Companion request failed: Payload Too Large' }), E.tooLarge);
  assert.is(describeUploadFailure({ message: 'x', request: { status: 413 } }), E.tooLarge);
  assert.is(describeUploadFailure({ message: 'Companion request failed: Conflict' }), E.tooMany);
  assert.is(describeUploadFailure({ message: 'Companion request failed: Unauthorized' }), E.signedOut);
  assert.is(describeUploadFailure({ message: 'Companion request failed: Not Found' }), E.gone);
});

test('every text is Spanish', () => {
  for (const text of Object.values(E)) assert.not.match(text, /Request has expired|Non 2xx|Unknown error/);
});

test.run();
