import { setup } from 'xstate';

/** A contact message is unread until staff mark it read; it never becomes unread again. */
export type ContactReadState = 'unread' | 'read';

export type ContactEvent = { type: 'MARK_READ' } | { type: 'DELETE' };

export const contactMachine = setup({
  types: {
    events: {} as ContactEvent,
  },
}).createMachine({
  id: 'contact',
  initial: 'unread',
  on: {
    DELETE: '.deleted',
  },
  states: {
    unread: {
      on: { MARK_READ: 'read' },
    },
    read: {},
    deleted: { type: 'final' },
  },
});

export const readStateOf = (isRead: boolean): ContactReadState => (isRead ? 'read' : 'unread');

export function canApplyToContact(state: ContactReadState, event: ContactEvent): boolean {
  return contactMachine.resolveState({ value: state }).can(event);
}

export type ContactAction = 'markRead' | 'delete';

/** The buttons a contact card offers: 'Marcar como leído' only while unread; 'Eliminar' always. */
export function allowedContactActions(isRead: boolean): ContactAction[] {
  const state = readStateOf(isRead);
  const actions: ContactAction[] = [];
  if (canApplyToContact(state, { type: 'MARK_READ' })) actions.push('markRead');
  if (canApplyToContact(state, { type: 'DELETE' })) actions.push('delete');
  return actions;
}
