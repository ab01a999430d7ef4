import type { CaseDetailsQuery } from '../../schemas/generated/caseDetailsQuery.ts';
import type { CaseDetailsSave } from '../../schemas/generated/caseDetailsSave.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { CASE_TEXTS } from './texts.ts';
import { registerCaseTemplateRoutes } from './caseTemplateRoutes.ts';
import { getCaseDetails } from './getCaseDetails.ts';
import { getCaseVersion } from './getCaseVersion.ts';
import { listCaseVersions } from './listCaseVersions.ts';
import { saveCaseDetails } from './saveCaseDetails.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** The case details dialog: the case of a consultation, its saved versions, and the templates it is drawn with. */
export function registerCaseDetailsRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const templates = deps.templates.cases;
  registerCaseTemplateRoutes(router, templates);

  const consultationOf = (query: unknown) =>
    validators.parse<CaseDetailsQuery>('caseDetailsQuery', { ...(query as object) }).consultationId.toLowerCase();

  router.get('/api/consultation-details', can('cases'), contract({ summary: "A consultation's case (prefilled when never saved)", query: 'caseDetailsQuery', answer: 'caseDetailsRecord' }), async (ctx) => {
    ctx.body = await getCaseDetails(ctx.state.em, templates, consultationOf(ctx.query));
  });

  router.post('/api/consultation-details', can('cases'), contract({ summary: 'Save a case', body: 'caseDetailsSave', answer: 'caseDetailsRecord' }), async (ctx) => {
    const body = validators.body<CaseDetailsSave>(ctx);
    body.consultationId = body.consultationId.toLowerCase();
    ctx.body = await saveCaseDetails(ctx.state.em, templates, body, ctx.state.actor, deps.now());
  });

  router.get('/api/consultation-details/versions', can('cases'), contract({ summary: "A case's saved versions", query: 'caseDetailsQuery', answer: 'caseVersionList' }), async (ctx) => {
    ctx.body = await listCaseVersions(ctx.state.em, consultationOf(ctx.query));
  });

  router.get('/api/consultation-details/versions/:id', can('cases'), contract({ summary: 'One saved version of a case', answer: 'caseVersion' }), async (ctx) => {
    ctx.body = await getCaseVersion(ctx.state.em, idParam(ctx.params.id, CASE_TEXTS.versionNotFound));
  });
}
