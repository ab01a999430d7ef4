import type { CaseCopyRequest } from '../../schemas/generated/caseCopyRequest.ts';
import type { CaseCopyResponse } from '../../schemas/generated/caseCopyResponse.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { emailCaseCopy } from './emailCaseCopy.ts';
import { listCaseCopies } from './listCaseCopies.ts';
import { recordPdfDownload } from './recordPdfDownload.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { can } from '../auth/permissions.ts';

/** E-mail of a case copy (the PDF the dialog's 'Descargar' menu also downloads), and what became of the copies. */
export function registerCaseCopyRoutes(router: AppRouter, deps: AppDeps) {
  const templates = deps.templates.cases;

  router.post('/api/admin/consultations/:id/email-copy', can('cases'), async (ctx) => {
    const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
    const body = deps.validators.parse<CaseCopyRequest>('caseCopyRequest', ctx.request.body);
    const response: CaseCopyResponse = await emailCaseCopy(ctx.state.em, templates, ctx.state.actor, id, body, deps.now());
    deps.onMailQueued();
    ctx.status = 202;
    ctx.body = response;
  });

  // Stores nothing but the activity line: the PDF itself is drawn in the browser.
  router.post('/api/admin/consultations/:id/pdf-downloads', can('cases'), async (ctx) => {
    const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
    deps.validators.parse('emptyBody', ctx.request.body);
    await recordPdfDownload(ctx.state.em, ctx.state.actor, id, deps.now());
    ctx.status = 201;
    ctx.body = { success: true };
  });

  router.get('/api/admin/consultations/:id/email-copies', can('cases'), async (ctx) => {
    ctx.body = await listCaseCopies(ctx.state.em, idParam(ctx.params.id, CONSULTATION_TEXTS.notFound));
  });
}
