import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryStorage } from '../offline/testDoubles.ts';
import { clearDraft, hasDraft, readDraft, writeDraft, type CaseDraft } from './caseDraft.ts';

// The tab's sessionStorage, as the case dialog sees it; `window` only while each test runs, so other test
// files of the same run (PGlite checks for a window) never see it.
const sessionStorage = memoryStorage();
const global = globalThis as { window?: unknown };
test.before.each(() => {
  global.window = { sessionStorage };
});
test.after.each(() => {
  delete global.window;
});

const draft: CaseDraft = {
  formTemplate: 'usa',
  templateVersion: 3,
  currentStage: 'pre-chequeo',
  documentsReviewStatus: 'pending',
  data: { identidad: { nombre: 'SIN GUARDAR' } },
  baseVersion: 2,
};

test('a case draft is kept by the offline draft store under caso-borrador:<id> in sessionStorage, read back and cleared', () => {
  writeDraft('c1', draft);
  const stored = JSON.parse(sessionStorage.getItem('caso-borrador:c1')!);
  assert.equal(stored.data, draft);
  assert.is(stored.formId, 'c1');
  assert.type(stored.timestamp, 'number');
  assert.equal(readDraft('c1'), draft);
  assert.ok(hasDraft('c1'));
  assert.not.ok(hasDraft('c2'));
  clearDraft('c1');
  assert.is(sessionStorage.getItem('caso-borrador:c1'), null);
  assert.is(readDraft('c1'), null);
});

test('a draft written in the earlier bare form is still read', () => {
  sessionStorage.setItem('caso-borrador:c3', JSON.stringify(draft));
  assert.equal(readDraft('c3'), draft);
});

test('an unreadable or foreign draft is ignored', () => {
  sessionStorage.setItem('caso-borrador:c4', '{roto');
  assert.is(readDraft('c4'), null);
  sessionStorage.setItem('caso-borrador:c5', JSON.stringify({ data: draft, timestamp: 1, formId: 'otro' }));
  assert.is(readDraft('c5'), null);
});

test('a full storage loses only the safety net: writing does not throw', () => {
  sessionStorage.failWrites = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  writeDraft('c6', draft);
  sessionStorage.failWrites = null;
  assert.is(readDraft('c6'), null);
});

test.run();
