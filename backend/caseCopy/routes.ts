import type { CaseCopyRequest } from '../../schemas/generated/caseCopyRequest.ts';
import type { CaseCopyResponse } from '../../schemas/generated/caseCopyResponse.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { emailCaseCopy } from './emailCaseCopy.ts';
import { listCaseCopies } from './listCaseCopies.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';

/** E-mail of a case copy (the PDF the dialog's 'Descargar' menu also downloads), and what became of the copies. */
export function registerCaseCopyRoutes(router: AppRouter, deps: AppDeps) {
  const templates = deps.templates.cases;

  router.post('/api/admin/consultations/:id/email-copy', async (ctx) => {
    const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
    const body = deps.validators.parse<CaseCopyRequest>('caseCopyRequest', ctx.request.body);
    const response: CaseCopyResponse = await emailCaseCopy(ctx.state.em, templates, id, body, deps.now());
    deps.onMailQueued();
    ctx.status = 202;
    ctx.body = response;
  });

  router.get('/api/admin/consultations/:id/email-copies', async (ctx) => {
    ctx.body = await listCaseCopies(ctx.state.em, idParam(ctx.params.id, CONSULTATION_TEXTS.notFound));
  });
}
