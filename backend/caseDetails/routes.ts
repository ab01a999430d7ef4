import type { CaseDetailsQuery } from '../../schemas/generated/caseDetailsQuery.ts';
import type { CaseDetailsFlatSave } from '../../schemas/generated/caseDetailsFlatSave.ts';
import type { CaseDetailsSave } from '../../schemas/generated/caseDetailsSave.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { CASE_TEXTS } from './texts.ts';
import { registerCaseTemplateRoutes } from './caseTemplateRoutes.ts';
import { getCaseDetails } from './getCaseDetails.ts';
import { getCaseVersion } from './getCaseVersion.ts';
import { listCaseVersions } from './listCaseVersions.ts';
import { saveCaseDetails, saveFlatCaseDetails } from './saveCaseDetails.ts';
import { readVersion, versionTag } from './versionTag.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';
import { isObject } from '../../engine/json/isObject.ts';

/** The case details dialog: the case of a consultation, its saved versions, and the templates it is drawn with. */
export function registerCaseDetailsRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const templates = deps.templates.cases;
  registerCaseTemplateRoutes(router, templates);

  const consultationOf = (query: unknown) =>
    validators.parse<CaseDetailsQuery>('caseDetailsQuery', { ...(query as object) }).consultationId.toLowerCase();

  router.get(
    '/api/consultation-details',
    can('cases'),
    contract({ summary: "A consultation's case (prefilled when never saved)", query: 'caseDetailsQuery', answer: 'caseDetailsRecord' }),
    async (ctx) => {
      const record = await getCaseDetails(ctx.state.em, templates, consultationOf(ctx.query));
      ctx.set('ETag', versionTag(record.version));
      ctx.body = record;
    },
  );

  // By sections ({data: {identity: {fullName}}}) or flat ({fullName}), as the call table writes it.
  router.post(
    '/api/consultation-details',
    can('cases'),
    contract({ summary: 'Save a case, by sections or flat', body: 'caseDetailsSaveRequest', answer: 'caseDetailsRecord' }),
    async (ctx) => {
      const sent = ctx.request.body;
      const bySections = isObject(sent) && 'data' in sent;
      const body = validators.parse<CaseDetailsSave | CaseDetailsFlatSave>(bySections ? 'caseDetailsSave' : 'caseDetailsFlatSave', sent);
      body.consultationId = body.consultationId.toLowerCase();
      body.version = readVersion(body.version, ctx.get('If-Match'));
      const record = bySections
        ? await saveCaseDetails(ctx.state.em, templates, body as CaseDetailsSave, ctx.state.actor, deps.now())
        : await saveFlatCaseDetails(ctx.state.em, templates, body as CaseDetailsFlatSave, ctx.state.actor, deps.now());
      ctx.set('ETag', versionTag(record.version));
      ctx.body = record;
    },
  );

  router.get(
    '/api/consultation-details/versions',
    can('cases'),
    contract({ summary: "A case's saved versions", query: 'caseDetailsQuery', answer: 'caseVersionList' }),
    async (ctx) => {
      ctx.body = await listCaseVersions(ctx.state.em, consultationOf(ctx.query));
    },
  );

  router.get(
    '/api/consultation-details/versions/:id',
    can('cases'),
    contract({ summary: 'One saved version of a case', answer: 'caseVersion' }),
    async (ctx) => {
      ctx.body = await getCaseVersion(ctx.state.em, idParam(ctx.params.id, CASE_TEXTS.versionNotFound));
    },
  );
}
