import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createIdleJob, type Schedule } from './idleJob.ts';

/** A schedule run by hand: `idle()` is the page's next idle moment. */
function manualSchedule() {
  let waiting: (() => void) | null = null;
  let requests = 0;
  const schedule: Schedule = (run) => {
    requests++;
    waiting = run;
    return () => (waiting = null);
  };
  return {
    schedule,
    idle: () => waiting?.(),
    get requests() {
      return requests;
    },
    get waiting() {
      return waiting !== null;
    },
  };
}

test('a job runs when the page is idle, not before', () => {
  const page = manualSchedule();
  const job = createIdleJob(page.schedule);
  const ran: string[] = [];
  job.set(() => ran.push('a'));
  assert.equal(ran, []);
  page.idle();
  assert.equal(ran, ['a']);
  page.idle();
  assert.equal(ran, ['a'], 'once');
});

test('a newer job replaces one still waiting, which never runs, and keeps its place in time', () => {
  const page = manualSchedule();
  const job = createIdleJob(page.schedule);
  const ran: string[] = [];
  job.set(() => ran.push('older'));
  job.set(() => ran.push('newer'));
  assert.is(page.requests, 1, 'typing on does not push the job back');
  page.idle();
  assert.equal(ran, ['newer']);
  job.set(() => ran.push('next'));
  assert.is(page.requests, 2, 'a job set after the last one ran waits for the next idle moment');
});

test('flush runs the waiting job at once, and the idle moment then finds nothing', () => {
  const page = manualSchedule();
  const job = createIdleJob(page.schedule);
  const ran: string[] = [];
  job.flush();
  assert.equal(ran, [], 'nothing waiting, nothing run');
  job.set(() => ran.push('a'));
  job.flush();
  assert.equal(ran, ['a']);
  assert.not.ok(page.waiting, 'its idle request was taken back');
  page.idle();
  assert.equal(ran, ['a']);
});

test('cancel drops the waiting job', () => {
  const page = manualSchedule();
  const job = createIdleJob(page.schedule);
  const ran: string[] = [];
  job.set(() => ran.push('a'));
  job.cancel();
  page.idle();
  job.flush();
  assert.equal(ran, []);
  job.set(() => ran.push('b'));
  page.idle();
  assert.equal(ran, ['b'], 'a job set after a cancel is scheduled again');
});

test('a job that sets the next one while running gets it scheduled', () => {
  const page = manualSchedule();
  const job = createIdleJob(page.schedule);
  const ran: string[] = [];
  job.set(() => {
    ran.push('a');
    job.set(() => ran.push('b'));
  });
  page.idle();
  assert.equal(ran, ['a']);
  page.idle();
  assert.equal(ran, ['a', 'b']);
});

test.run();
