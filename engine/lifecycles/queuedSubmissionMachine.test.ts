import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_SUBMISSION_TRIES, nextSubmissionState } from './queuedSubmissionMachine.ts';

const test = suite('queuedSubmissionMachine');

test('a queued submission is sent and leaves as sent on success', () => {
  const sending = nextSubmissionState({ state: 'queued', retryCount: 0 }, { type: 'SEND' });
  assert.equal(sending, { state: 'sending', retryCount: 0 });
  assert.equal(nextSubmissionState(sending, { type: 'SUCCEEDED' }), { state: 'sent', retryCount: 0 });
});

test('a failed try waits for another while tries are left, and fails on the third', () => {
  assert.is(MAX_SUBMISSION_TRIES, 3);
  let current = { state: 'sending' as const, retryCount: 0 };
  const first = nextSubmissionState(current, { type: 'TRY_FAILED' });
  assert.equal(first, { state: 'waiting', retryCount: 1 });
  const second = nextSubmissionState(nextSubmissionState(first, { type: 'SEND' }), { type: 'TRY_FAILED' });
  assert.equal(second, { state: 'waiting', retryCount: 2 });
  const third = nextSubmissionState(nextSubmissionState(second, { type: 'SEND' }), { type: 'TRY_FAILED' });
  assert.equal(third, { state: 'failed', retryCount: 3 });
  current = { state: 'sending', retryCount: 0 };
  assert.equal(nextSubmissionState(current, { type: 'REFUSED' }), { state: 'failed', retryCount: 0 });
});

test('an interrupted try goes back to the queue without counting', () => {
  assert.equal(nextSubmissionState({ state: 'sending', retryCount: 1 }, { type: 'INTERRUPTED' }), { state: 'queued', retryCount: 1 });
});

test('a submission in flight may be taken again by a new sender; finished ones never move', () => {
  assert.equal(nextSubmissionState({ state: 'sending', retryCount: 2 }, { type: 'SEND' }), { state: 'sending', retryCount: 2 });
  assert.equal(nextSubmissionState({ state: 'sent', retryCount: 0 }, { type: 'SEND' }), { state: 'sent', retryCount: 0 });
  assert.equal(nextSubmissionState({ state: 'failed', retryCount: 3 }, { type: 'SEND' }), { state: 'failed', retryCount: 3 });
  assert.equal(nextSubmissionState({ state: 'queued', retryCount: 0 }, { type: 'SUCCEEDED' }), { state: 'queued', retryCount: 0 });
});

test.run();
