import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor } from 'xstate';
import { allowedContactActions, canApplyToContact, contactMachine } from './contactMachine.ts';

const test = suite('contactMachine');

test('a contact starts unread and MARK_READ makes it read', () => {
  const actor = createActor(contactMachine).start();
  assert.is(actor.getSnapshot().value, 'unread');
  actor.send({ type: 'MARK_READ' });
  assert.is(actor.getSnapshot().value, 'read');
  actor.stop();
});

test('read is one-way: a read contact offers no MARK_READ and stays read', () => {
  const read = contactMachine.resolveState({ value: 'read' });
  assert.not.ok(read.can({ type: 'MARK_READ' }));
  assert.ok(canApplyToContact('unread', { type: 'MARK_READ' }));
  assert.not.ok(canApplyToContact('read', { type: 'MARK_READ' }));
});

test('a contact can be deleted whether read or not', () => {
  assert.ok(canApplyToContact('unread', { type: 'DELETE' }));
  assert.ok(canApplyToContact('read', { type: 'DELETE' }));
});

test('allowedContactActions shows "Marcar como leído" only for unread contacts', () => {
  assert.equal(allowedContactActions(false), ['markRead', 'delete']);
  assert.equal(allowedContactActions(true), ['delete']);
});

test.run();
