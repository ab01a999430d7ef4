import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSessionStore } from './sessionStore.ts';

const user = { id: 'u1', username: 'consultora', name: 'Consultora', role: 'consultor' as const, mfaEnabled: false, stage: null };

test('calls refused together share one sign-in prompt and all go on once signed in again', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const first = store.reauthenticate();
  const second = store.reauthenticate();
  assert.equal(store.get(), { status: 'signedIn', user, expired: true });
  store.signedIn(user);
  assert.equal(await Promise.all([first, second]), [true, true]);
  assert.equal(store.get(), { status: 'signedIn', user, expired: false });
});

test('giving up fails the waiting calls but keeps the consultant in the panel; a later 401 prompts again', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const waiting = store.reauthenticate();
  store.abandonReauthentication();
  assert.is(await waiting, false);
  assert.equal(store.get(), { status: 'signedIn', user, expired: false });
  const again = store.reauthenticate();
  assert.is((store.get() as { expired: boolean }).expired, true);
  store.signedIn(user);
  assert.is(await again, true);
});

test('without a session a 401 is not retried (the sign-in screen is already showing)', async () => {
  const store = createSessionStore();
  store.signedOut();
  assert.is(await store.reauthenticate(), false);
  assert.equal(store.get(), { status: 'signedOut' });
});

test('signing out while calls wait fails them', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const waiting = store.reauthenticate();
  store.signedOut();
  assert.is(await waiting, false);
});

test.run();
