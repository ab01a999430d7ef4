import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { requestConsultation } from '../consultations/requestConsultation.ts';
import { receiveContactMessage } from '../contacts/receiveContactMessage.ts';
import type { Database } from '../db/orm.ts';
import { TooManyRequests, createRateLimiter } from '../http/rateLimit.ts';
import { submitForm } from '../testing/submitForm.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { NOTHING, rowCounts } from '../testing/submissionFixtures.ts';
import { TEXTS } from './texts.ts';

/** The rules both public forms share, proved on each form's use case. */
const test = suite<{ db: Database }>('public forms: shared rules');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const NOW = new Date('2026-11-20T15:30:00Z');
const FORMS = [
  { name: 'contact message', form: receiveContactMessage, accepted: TEXTS.contactAccepted, stored: { contacts: 1, owed: 1 } },
  {
    name: 'appointment request',
    form: requestConsultation,
    accepted: TEXTS.consultationAccepted,
    stored: { clients: 1, consultations: 1, owed: 1 },
  },
];

for (const { name, form, accepted, stored } of FORMS) {
  test(`${name}: a filled honeypot gets an answer like a success, but nothing is stored and no mail is owed`, async ({ db }) => {
    const result = await submitForm(db.orm.em, form, { website: 'http://spam.example' });
    const id = (result.answer.body as { id: string }).id;
    assert.equal(result.answer, { status: 201, body: { success: true, message: accepted, id } });
    assert.is(result.mailOwed, false);
    assert.equal(await rowCounts(db), NOTHING);
  });

  test(`${name}: over the address limit it refuses with TooManyRequests and its Retry-After, storing nothing more`, async ({ db }) => {
    let now = NOW;
    const limiter = createRateLimiter(db.orm.em, `submit:${name}`, { max: 1, windowMs: 60_000 }, () => now);
    await submitForm(db.orm.em, form, {}, { limiter });
    now = new Date(NOW.getTime() + 45_000);
    try {
      await submitForm(db.orm.em, form, {}, { limiter });
      assert.unreachable('the second submission should be refused');
    } catch (error) {
      assert.instance(error, TooManyRequests);
      assert.is((error as TooManyRequests).status, 429);
      assert.is((error as TooManyRequests).userMessage, TEXTS.tooMany);
      assert.is((error as TooManyRequests).retryAfter, 15);
    }
    assert.equal(await rowCounts(db), { ...NOTHING, ...stored });
  });

  test(`${name}: when the Idempotency-Key's answer cannot be stored, nothing of the submission is`, async ({ db }) => {
    // A key longer than the column holds: the statement's last step fails.
    try {
      await submitForm(db.orm.em, form, {}, { idempotencyKey: 'k'.repeat(400) });
      assert.unreachable('the statement should fail');
    } catch (error) {
      assert.not.instance(error, assert.Assertion);
    }
    assert.equal(await rowCounts(db), NOTHING);
  });
}

test.run();
