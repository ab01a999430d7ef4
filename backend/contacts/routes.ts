import type { ContactListQuery } from '../../schemas/generated/contactListQuery.ts';
import { parseListQuery } from '../admin/listQuery.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { deleteContact } from './deleteContact.ts';
import { listContacts } from './listContacts.ts';
import { markContactRead } from './markContactRead.ts';
import { CONTACT_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';

/** Staff routes of the Contactos tab. The public contact form posts to backend/public. */
export function registerContactRoutes(router: AppRouter, deps: AppDeps) {
  router.get('/api/admin/contacts', can('contacts'), async (ctx) => {
    const query = parseListQuery<ContactListQuery>(deps.validators, 'contactListQuery', ctx.query);
    ctx.body = await listContacts(ctx.state.em, query);
  });

  router.patch('/api/admin/contacts/:id/read', can('contacts'), async (ctx) => {
    const id = idParam(ctx.params.id, CONTACT_TEXTS.notFound);
    // The call carries no data: read state is set by the server, never sent (isRead is refused).
    deps.validators.parse('emptyBody', ctx.request.body);
    ctx.body = await markContactRead(ctx.state.em, ctx.state.actor, id, deps.now());
  });

  router.delete('/api/admin/contacts/:id', can('contacts'), async (ctx) => {
    await deleteContact(ctx.state.em, ctx.state.actor, idParam(ctx.params.id, CONTACT_TEXTS.notFound), deps.now());
    ctx.body = { success: true };
  });
}
