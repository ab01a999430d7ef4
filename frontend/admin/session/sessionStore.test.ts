import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSessionStore } from './sessionStore.ts';

const user = {
  id: 'u1',
  username: 'consultora',
  name: 'Consultora',
  role: 'consultor' as const,
  mfaEnabled: false,
  secondFactors: [] as ('totp' | 'passkey')[],
  stage: null,
};

test('calls refused together share one sign-in prompt and all go on once signed in again', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const first = store.reauthenticate();
  const second = store.reauthenticate();
  assert.equal(store.get(), { status: 'signedIn', user, expired: true, stepPostponed: false });
  store.signedIn(user);
  assert.equal(await Promise.all([first, second]), [true, true]);
  assert.equal(store.get(), { status: 'signedIn', user, expired: false, stepPostponed: false });
});

test('giving up fails the waiting calls but keeps the consultant in the panel; a later 401 prompts again', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const waiting = store.reauthenticate();
  store.abandonReauthentication();
  assert.is(await waiting, false);
  assert.equal(store.get(), { status: 'signedIn', user, expired: false, stepPostponed: false });
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

test('calls refused for a required step wait for it together and all go on once the session is a full one', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const first = store.stepRequired('mfa-enrol');
  const second = store.stepRequired('mfa-enrol');
  assert.is((store.get() as { user: typeof user }).user.stage, 'mfa-enrol', 'the prompt for the step comes up');
  store.signedIn({ ...user, mfaEnabled: true, secondFactors: ['totp'], stage: null });
  assert.equal(await Promise.all([first, second]), [true, true]);
});

test('a new password that leads to the two-factor set-up keeps the calls waiting until that is done too', async () => {
  const store = createSessionStore();
  store.signedIn({ ...user, stage: 'password' });
  let settled: boolean | null = null;
  const waiting = store.stepRequired('password').then((done) => (settled = done));
  store.signedIn({ ...user, stage: 'mfa-enrol' });
  await Promise.resolve();
  assert.is(settled, null);
  store.signedIn({ ...user, mfaEnabled: true, secondFactors: ['totp'], stage: null });
  await waiting;
  assert.is(settled, true);
});

test('postponing the step fails the waiting calls but keeps the page; the next refused call prompts again', async () => {
  const store = createSessionStore();
  store.signedIn(user);
  const waiting = store.stepRequired('mfa-enrol');
  store.postponeStep();
  assert.is(await waiting, false);
  assert.equal(store.get(), { status: 'signedIn', user: { ...user, stage: 'mfa-enrol' }, expired: false, stepPostponed: true });
  const again = store.stepRequired('mfa-enrol');
  assert.is((store.get() as { stepPostponed: boolean }).stepPostponed, false);
  store.signedOut();
  assert.is(await again, false, 'signing out fails the waiting calls');
});

test.run();
