import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  AUTOSAVE_DELAY_MS,
  draftSaveState,
  hasUnsavedWork,
  OFFLINE_RETRY_DELAYS_MS,
  templateDraftMachine,
  type DraftConflict,
  type DraftDiscardOutcome,
  type DraftSaveInput,
  type DraftSaveOutcome,
  type StoredDraft,
  type TemplateContent,
  type TemplateDraftInput,
} from './templateDraftMachine.ts';

const test = suite('templateDraftMachine');

const content = (label: string): TemplateContent => ({ schema: { title: label } });
const stored = (revision: number, of: TemplateContent, by = 'consultora'): StoredDraft => ({
  content: of,
  revision,
  baseVersion: 3,
  updatedBy: by,
  updatedAt: '2026-11-29T10:00:00Z',
});

/** The machine with saves and discards the test answers, on a simulated clock. */
function editor(input: TemplateDraftInput = { revision: 0 }) {
  const saves: { input: DraftSaveInput; answer: (outcome: DraftSaveOutcome) => void }[] = [];
  const discards: ((outcome: DraftDiscardOutcome) => void)[] = [];
  const announced: StoredDraft[] = [];
  const clock = new SimulatedClock();
  const machine = templateDraftMachine.provide({
    actors: {
      saveDraft: fromPromise<DraftSaveOutcome, DraftSaveInput>(
        ({ input }) => new Promise((resolve) => saves.push({ input, answer: resolve })),
      ),
      discardDraft: fromPromise<DraftDiscardOutcome, void>(() => new Promise((resolve) => discards.push(resolve))),
    },
    actions: { announceSaved: (_, { draft }) => void announced.push(draft) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const state = () => draftSaveState(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  /** Answers an invoked call and waits until the machine has taken the answer. */
  const answer = async <T>(reply: (outcome: T) => void, outcome: T) => {
    const before = actor.getSnapshot();
    reply(outcome);
    await waitFor(actor, (snapshot) => snapshot !== before, { timeout: 1000 });
  };
  const type = (label: string) => actor.send({ type: 'CHANGE', content: content(label) });
  return { actor, clock, saves, discards, announced, state, context, answer, type };
}

test('an editor starts idle on the revision it read, or in the conflict a closed editor of the template left', () => {
  const fresh = editor({ revision: 4 });
  assert.is(fresh.state(), 'idle');
  assert.is(fresh.context().revision, 4);
  assert.not.ok(hasUnsavedWork(fresh.actor.getSnapshot()));
  const left: DraftConflict = { theirs: stored(5, content('theirs')), mine: content('mine') };
  const reopened = editor({ revision: 4, conflict: left });
  assert.is(reopened.state(), 'conflict');
  assert.equal(reopened.context().conflict, left);
  assert.ok(hasUnsavedWork(reopened.actor.getSnapshot()));
});

test('a change is saved once typing pauses 800 ms, each change starting the pause again, with the revision read', async () => {
  const e = editor({ revision: 2 });
  e.type('a');
  assert.is(e.state(), 'pending');
  assert.ok(hasUnsavedWork(e.actor.getSnapshot()));
  e.clock.increment(AUTOSAVE_DELAY_MS - 1);
  e.type('ab');
  e.clock.increment(AUTOSAVE_DELAY_MS - 1);
  assert.is(e.saves.length, 0, 'no save while typing goes on');
  e.clock.increment(1);
  assert.is(e.state(), 'saving');
  assert.equal(
    e.saves.map((s) => s.input),
    [{ content: content('ab'), revision: 2, keepalive: false }],
  );
  assert.ok(hasUnsavedWork(e.actor.getSnapshot()), 'a save in flight is not stored yet');
  await e.answer(e.saves[0].answer, { kind: 'saved', draft: stored(3, content('ab')) });
  assert.is(e.state(), 'saved');
  assert.is(e.context().revision, 3);
  assert.equal(
    e.announced.map((d) => d.revision),
    [3],
    'the page hears of each stored draft',
  );
  assert.not.ok(hasUnsavedWork(e.actor.getSnapshot()));
});

test('a change typed during a save is kept and sent after it, with the revision that save returned', async () => {
  const e = editor({ revision: 0 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  e.type('ab');
  assert.is(e.state(), 'saving');
  assert.equal(e.context().pending, content('ab'));
  e.clock.increment(AUTOSAVE_DELAY_MS * 5);
  assert.is(e.saves.length, 1, 'one save at a time');
  await e.answer(e.saves[0].answer, { kind: 'saved', draft: stored(1, content('a')) });
  assert.is(e.state(), 'pending', 'the change typed meanwhile waits its pause');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.equal(e.saves[1].input, { content: content('ab'), revision: 1, keepalive: false });
  await e.answer(e.saves[1].answer, { kind: 'saved', draft: stored(2, content('ab')) });
  assert.is(e.state(), 'saved');
  assert.is(e.context().revision, 2);
});

test('saving now sends a waiting change at once, and one typed during a save as soon as it is answered', async () => {
  const e = editor({ revision: 1 });
  e.type('a');
  e.actor.send({ type: 'SAVE_NOW', keepalive: true });
  assert.equal(e.saves[0].input, { content: content('a'), revision: 1, keepalive: true }, 'the tab closing sends it with keepalive');
  e.type('ab');
  e.actor.send({ type: 'SAVE_NOW' });
  await e.answer(e.saves[0].answer, { kind: 'saved', draft: stored(2, content('a')) });
  assert.is(e.state(), 'saving', 'no pause before the change typed meanwhile');
  assert.equal(e.saves[1].input.content, content('ab'));
  assert.is(e.saves[1].input.revision, 2);
  await e.answer(e.saves[1].answer, { kind: 'saved', draft: stored(3, content('ab')) });
  assert.is(e.state(), 'saved');
  e.actor.send({ type: 'SAVE_NOW' });
  assert.is(e.state(), 'saved', 'nothing to send');
  assert.is(e.saves.length, 2);
});

test('a save that never reaches the server keeps the change and tries again after growing pauses, until it is stored', async () => {
  const e = editor({ revision: 1 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'offline' });
  assert.is(e.state(), 'offline');
  assert.equal(e.context().pending, content('a'), 'the change is kept');
  assert.equal(e.context().failure, { kind: 'offline' });
  assert.ok(hasUnsavedWork(e.actor.getSnapshot()));
  e.clock.increment(OFFLINE_RETRY_DELAYS_MS[0] - 1);
  assert.is(e.saves.length, 1);
  e.clock.increment(1);
  assert.is(e.state(), 'saving');
  assert.equal(e.saves[1].input, { content: content('a'), revision: 1, keepalive: false });
  await e.answer(e.saves[1].answer, { kind: 'offline', message: '503: Service Unavailable' });
  e.clock.increment(OFFLINE_RETRY_DELAYS_MS[0]);
  assert.is(e.saves.length, 2, 'the second pause is longer');
  e.clock.increment(OFFLINE_RETRY_DELAYS_MS[1] - OFFLINE_RETRY_DELAYS_MS[0]);
  assert.is(e.saves.length, 3);
  await e.answer(e.saves[2].answer, { kind: 'saved', draft: stored(2, content('a')) });
  assert.is(e.state(), 'saved');
  assert.is(e.context().offlineTries, 0);
  assert.is(e.context().failure, null);
});

test('offline, a new change is saved after its pause and saving now tries at once; the pauses stop growing at the last', async () => {
  const e = editor({ revision: 0 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'offline' });
  e.type('ab');
  assert.is(e.state(), 'pending');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.equal(e.saves[1].input.content, content('ab'));
  await e.answer(e.saves[1].answer, { kind: 'offline' });
  e.actor.send({ type: 'SAVE_NOW' });
  assert.equal(e.saves[2].input.content, content('ab'));
  // The third failure in a row, and those after it: 10 s, then 30 s, then 30 s again.
  for (let failures = 3; failures <= OFFLINE_RETRY_DELAYS_MS.length + 2; failures++) {
    await e.answer(e.saves[failures - 1].answer, { kind: 'offline' });
    const pause = OFFLINE_RETRY_DELAYS_MS[Math.min(failures, OFFLINE_RETRY_DELAYS_MS.length) - 1];
    e.clock.increment(pause - 1);
    assert.is(e.saves.length, failures, `no try before the pause after failure ${failures}`);
    e.clock.increment(1);
    assert.is(e.saves.length, failures + 1, `a try ${pause} ms after failure ${failures}`);
  }
  assert.is(e.context().offlineTries, OFFLINE_RETRY_DELAYS_MS.length + 2);
  assert.equal(e.saves.at(-1)!.input.content, content('ab'));
});

test('a save the server refuses keeps the change, says why, and is sent again only with the next change or save', async () => {
  const e = editor({ revision: 1 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'refused', message: 'El borrador es demasiado grande.' });
  assert.is(e.state(), 'failed');
  assert.equal(e.context().failure, { kind: 'refused', message: 'El borrador es demasiado grande.' });
  assert.equal(e.context().pending, content('a'));
  e.clock.increment(60_000);
  assert.is(e.saves.length, 1, 'not retried by the clock');
  e.actor.send({ type: 'SAVE_NOW' });
  assert.equal(e.saves[1].input.content, content('a'));
  await e.answer(e.saves[1].answer, { kind: 'refused' });
  e.type('b');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.equal(e.saves[2].input.content, content('b'));
});

test("someone else's save opens the conflict with my newest change; nothing is sent until I choose, and keeping mine saves it over theirs", async () => {
  const e = editor({ revision: 1 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  e.type('ab');
  const theirs = stored(2, content('theirs'), 'otra');
  await e.answer(e.saves[0].answer, { kind: 'conflict', current: theirs });
  assert.is(e.state(), 'conflict');
  assert.equal(e.context().conflict, { theirs, mine: content('ab') }, 'what was typed during the save is mine');
  assert.is(e.context().pending, null);
  e.type('abc');
  assert.equal(e.context().conflict!.mine, content('abc'), 'what is typed meanwhile becomes my side');
  e.clock.increment(60_000);
  e.actor.send({ type: 'SAVE_NOW' });
  assert.is(e.saves.length, 1, 'nothing is sent during the conflict');
  assert.ok(hasUnsavedWork(e.actor.getSnapshot()));
  e.actor.send({ type: 'RESOLVE', choice: 'mine' });
  assert.is(e.state(), 'saving');
  assert.equal(e.saves[1].input, { content: content('abc'), revision: 2, keepalive: false });
  assert.is(e.context().conflict, null);
  await e.answer(e.saves[1].answer, { kind: 'saved', draft: stored(3, content('abc')) });
  assert.is(e.state(), 'saved');
});

test('keeping theirs takes their revision and sends nothing', async () => {
  const e = editor({ revision: 1 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'conflict', current: stored(4, content('theirs')) });
  e.actor.send({ type: 'RESOLVE', choice: 'theirs' });
  assert.is(e.state(), 'idle');
  assert.is(e.context().revision, 4);
  assert.is(e.context().conflict, null);
  assert.is(e.context().pending, null);
  e.clock.increment(60_000);
  assert.is(e.saves.length, 1);
  e.type('b');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.is(e.saves[1].input.revision, 4);
});

test('a draft someone else discarded keeps my change, says so, and the next change starts a new draft', async () => {
  const e = editor({ revision: 3 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'gone' });
  assert.is(e.state(), 'failed');
  assert.equal(e.context().failure, { kind: 'gone' });
  assert.is(e.context().revision, 0);
  assert.equal(e.context().pending, content('a'));
  e.type('ab');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.equal(e.saves[1].input, { content: content('ab'), revision: 0, keepalive: false });
});

test('a publish or a check finding the draft saved over opens the conflict with my newest content; one discarded says so', () => {
  const e = editor({ revision: 2 });
  e.type('a');
  e.actor.send({ type: 'STALE_FOUND', current: stored(5, content('theirs')) });
  assert.is(e.state(), 'conflict');
  assert.equal(e.context().conflict!.mine, content('a'));
  assert.is(e.context().revision, 5);
  const other = editor({ revision: 2 });
  other.type('b');
  other.actor.send({ type: 'STALE_FOUND', current: null });
  assert.is(other.state(), 'failed');
  assert.equal(other.context().failure, { kind: 'gone' });
  assert.equal(other.context().pending, content('b'));
  assert.is(other.context().revision, 0);
  const untouched = editor({ revision: 2 });
  untouched.actor.send({ type: 'STALE_FOUND', current: stored(3, content('theirs')) });
  assert.equal(untouched.context().conflict!.mine, content('theirs'), 'nothing typed here: both sides are theirs');
});

test('a publish forgets the draft it deleted; a change typed meanwhile still waits to be saved, as a new draft', async () => {
  const e = editor({ revision: 0 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  await e.answer(e.saves[0].answer, { kind: 'saved', draft: stored(1, content('a')) });
  e.actor.send({ type: 'PUBLISHED' });
  assert.is(e.state(), 'idle');
  assert.is(e.context().revision, 0);
  e.type('b');
  e.actor.send({ type: 'PUBLISHED' });
  assert.is(e.state(), 'pending');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  assert.equal(e.saves[1].input, { content: content('b'), revision: 0, keepalive: false });
});

test('discarding deletes the draft and drops what was not sent; the editor is back on no draft', async () => {
  const e = editor({ revision: 3 });
  e.type('a');
  e.actor.send({ type: 'DISCARD' });
  assert.is(e.state(), 'discarding');
  assert.is(e.context().pending, null);
  e.clock.increment(60_000);
  assert.is(e.saves.length, 0, 'the waiting change is not sent');
  await e.answer(e.discards[0], { kind: 'discarded' });
  assert.is(e.state(), 'idle');
  assert.is(e.context().revision, 0);
  assert.not.ok(hasUnsavedWork(e.actor.getSnapshot()));
});

test('discarding during a save waits for its answer before the delete', async () => {
  const e = editor({ revision: 3 });
  e.type('a');
  e.clock.increment(AUTOSAVE_DELAY_MS);
  e.type('ab');
  e.actor.send({ type: 'DISCARD' });
  assert.is(e.state(), 'saving');
  assert.is(e.discards.length, 0);
  await e.answer(e.saves[0].answer, { kind: 'saved', draft: stored(4, content('a')) });
  assert.is(e.state(), 'discarding');
  assert.is(e.saves.length, 1, 'the change typed before discarding is dropped, not sent');
  await e.answer(e.discards[0], { kind: 'discarded' });
  assert.is(e.state(), 'idle');
  assert.is(e.context().revision, 0);
});

test('a discard that fails says why; during a conflict the conflict stays to be resolved, and discarding it ends it', async () => {
  const e = editor({ revision: 3 });
  e.actor.send({ type: 'DISCARD' });
  await e.answer(e.discards[0], { kind: 'failed', message: 'Sin permiso.' });
  assert.is(e.state(), 'failed');
  assert.equal(e.context().failure, { kind: 'refused', message: 'Sin permiso.' });
  assert.is(e.context().revision, 3);
  e.actor.send({ type: 'SAVE_NOW' });
  assert.is(e.saves.length, 0, 'nothing was left to send');

  const torn = editor({ revision: 1, conflict: { theirs: stored(2, content('theirs')), mine: content('mine') } });
  torn.actor.send({ type: 'DISCARD' });
  await torn.answer(torn.discards[0], { kind: 'failed' });
  assert.is(torn.state(), 'conflict');
  torn.actor.send({ type: 'DISCARD' });
  await torn.answer(torn.discards[1], { kind: 'discarded' });
  assert.is(torn.state(), 'idle');
  assert.is(torn.context().conflict, null);
});

test('JSON with problems is held: unsaved work until the problems are gone, whatever the save says', async () => {
  const e = editor({ revision: 0 });
  e.actor.send({ type: 'HOLD', held: true });
  assert.ok(e.actor.getSnapshot().matches({ json: 'held' }));
  assert.is(e.state(), 'idle', 'the last accepted draft stays as it was');
  assert.ok(hasUnsavedWork(e.actor.getSnapshot()));
  e.actor.send({ type: 'HOLD', held: false });
  assert.ok(e.actor.getSnapshot().matches({ json: 'clean' }));
  assert.not.ok(hasUnsavedWork(e.actor.getSnapshot()));
});

/** A small deterministic generator, so the walk below is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

test('no typed change is ever dropped: over long random walks the newest change is stored, on its way, waiting, or my side of the conflict', async () => {
  for (const seed of [1, 7, 42, 2026]) {
    const next = random(seed);
    const e = editor({ revision: 0 });
    const server = { revision: 0, content: null as TemplateContent | null };
    let typed: TemplateContent | null = null;
    for (let step = 0; step < 300; step++) {
      const roll = next();
      const open = e.saves.at(-1);
      const inFlight = e.state() === 'saving' && open;
      if (roll < 0.35) {
        typed = content(`v${step}`);
        e.actor.send({ type: 'CHANGE', content: typed });
      } else if (roll < 0.45) {
        e.actor.send({ type: 'SAVE_NOW' });
      } else if (roll < 0.6) {
        e.clock.increment(Math.floor(next() * 3000));
      } else if (inFlight) {
        const kind = next();
        if (kind < 0.5 && open.input.revision === server.revision) {
          Object.assign(server, { revision: server.revision + 1, content: open.input.content });
          await e.answer(open.answer, { kind: 'saved', draft: stored(server.revision, open.input.content) });
        } else if (kind < 0.7) {
          Object.assign(server, { revision: server.revision + 1, content: content(`theirs${step}`) });
          await e.answer(open.answer, { kind: 'conflict', current: stored(server.revision, server.content!) });
        } else if (kind < 0.85) {
          await e.answer(open.answer, { kind: 'offline' });
        } else {
          await e.answer(open.answer, { kind: 'refused' });
        }
      } else if (e.state() === 'conflict') {
        e.actor.send({ type: 'RESOLVE', choice: 'mine' });
      }
      if (!typed) continue;
      const { pending, sending, conflict } = e.context();
      const kept = [pending, sending, conflict?.mine, server.content].some((place) => place === typed);
      assert.ok(kept, `seed ${seed}, step ${step}: the newest change is still somewhere (state ${e.state()})`);
    }
  }
});

test.run();
