import type { CaseCopyRequest } from '../../schemas/generated/caseCopyRequest.ts';
import type { CaseCopyResponse } from '../../schemas/generated/caseCopyResponse.ts';
import { idParam } from '../http/params.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { emailCaseCopy } from './emailCaseCopy.ts';
import { listCaseCopies } from './listCaseCopies.ts';
import { recordPdfDownload } from './recordPdfDownload.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** E-mail of a case copy (the PDF the dialog's 'Descargar' menu also downloads), and what became of the copies. */
export function registerCaseCopyRoutes(router: AppRouter, deps: AppDeps) {
  const templates = deps.templates.cases;

  router.post(
    '/api/admin/consultations/:id/email-copy',
    can('cases'),
    contract({ summary: 'E-mail the client a copy of the case', body: 'caseCopyRequest', answer: 'caseCopyResponse', status: 202 }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      const body = deps.validators.body<CaseCopyRequest>(ctx);
      const response: CaseCopyResponse = await emailCaseCopy(ctx.state.em, templates, ctx.state.actor, id, body, deps.now());
      deps.onMailQueued();
      ctx.status = 202;
      ctx.body = response;
    },
  );

  // Stores nothing but the activity line: the PDF itself is drawn in the browser.
  router.post(
    '/api/admin/consultations/:id/pdf-downloads',
    can('cases'),
    contract({ summary: "Record that the case's PDF was downloaded", body: 'emptyBody', answer: 'success', status: 201 }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      deps.validators.body(ctx);
      await recordPdfDownload(ctx.state.em, ctx.state.actor, id, deps.now());
      ctx.status = 201;
      ctx.body = { success: true };
    },
  );

  router.get(
    '/api/admin/consultations/:id/email-copies',
    can('cases'),
    contract({ summary: 'The copies of the case e-mailed to the client', answer: 'caseCopyList' }),
    async (ctx) => {
      ctx.body = await listCaseCopies(ctx.state.em, idParam(ctx.params.id, CONSULTATION_TEXTS.notFound));
    },
  );
}
