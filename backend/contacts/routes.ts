import type { ContactListQuery } from '../../schemas/generated/contactListQuery.ts';
import { parseListQuery } from '../db/lists/listQuery.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { deleteContact } from './deleteContact.ts';
import { listContacts } from './listContacts.ts';
import { markContactRead } from './markContactRead.ts';
import { CONTACT_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** Staff routes of the Contactos tab. The public contact form posts to backend/submissions. */
export function registerContactRoutes(router: AppRouter, deps: AppDeps) {
  router.get(
    '/api/admin/contacts',
    can('contacts'),
    contract({ summary: 'Contact messages, by page', query: 'contactListQuery', answer: 'contactPage' }),
    async (ctx) => {
      const query = parseListQuery<ContactListQuery>(deps.validators, 'contactListQuery', ctx.query);
      ctx.body = await listContacts(ctx.state.em, query);
    },
  );

  router.patch(
    '/api/admin/contacts/:id/read',
    can('contacts'),
    contract({ summary: 'Mark a contact message read', body: 'emptyBody', answer: 'contactItem' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONTACT_TEXTS.notFound);
      // The call carries no data: read state is set by the server, never sent (isRead is refused).
      deps.validators.body(ctx);
      ctx.body = await markContactRead(ctx.state.em, ctx.state.actor, id, deps.now());
    },
  );

  router.delete(
    '/api/admin/contacts/:id',
    can('contacts'),
    contract({ summary: 'Delete a contact message', answer: 'success' }),
    async (ctx) => {
      await deleteContact(ctx.state.em, ctx.state.actor, idParam(ctx.params.id, CONTACT_TEXTS.notFound), deps.now());
      ctx.body = { success: true };
    },
  );
}
