import type { ContactListQuery } from '../../schemas/generated/contactListQuery.ts';
import { parseListQuery } from '../admin/listQuery.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { deleteContact } from './deleteContact.ts';
import { listContacts } from './listContacts.ts';
import { markContactRead } from './markContactRead.ts';
import { CONTACT_TEXTS } from './texts.ts';

/** Staff routes of the Contactos tab. The public contact form posts to backend/public. */
export function registerContactRoutes(router: AppRouter, deps: AppDeps) {
  router.get('/api/admin/contacts', async (ctx) => {
    const query = parseListQuery<ContactListQuery>(deps.validators, 'contactListQuery', ctx.query);
    ctx.body = await listContacts(ctx.state.em, query);
  });

  router.patch('/api/admin/contacts/:id/read', async (ctx) => {
    const id = idParam(ctx.params.id, CONTACT_TEXTS.notFound);
    // The call carries no data: read state is set by the server, never sent (isRead is refused).
    deps.validators.parse('emptyBody', ctx.request.body);
    ctx.body = await markContactRead(ctx.state.em, id);
  });

  router.delete('/api/admin/contacts/:id', async (ctx) => {
    await deleteContact(ctx.state.em, idParam(ctx.params.id, CONTACT_TEXTS.notFound));
    ctx.body = { success: true };
  });
}
