import { createHash } from 'node:crypto';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { notApplicableSchema } from '../../engine/cases/validation/notApplicableSchema.ts';
import { servedTemplate } from '../../engine/templates/kinds/caseKind.ts';
import type { CaseTemplateList } from '../../schemas/generated/caseTemplateList.ts';
import { AppError } from '../http/AppError.ts';
import type { AppRouter } from '../http/context.ts';
import { createValidatorModules } from '../http/servedValidator.ts';
import { CASE_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/**
 * The case templates for the dialog. A key and version name one immutable template, so each answer
 * may be kept by the browser and carries an ETag: a repeated request with If-None-Match gets 304
 * without a body.
 */
export function registerCaseTemplateRoutes(router: AppRouter, templates: TemplateRegistry) {
  // By template object: a version read again from the database after a refresh is served afresh.
  const bodies = new WeakMap<CaseTemplate, { body: ReturnType<typeof servedTemplate>; etag: string }>();
  const served = (template: CaseTemplate) => {
    let entry = bodies.get(template);
    if (!entry) {
      const body = servedTemplate(template);
      entry = { body, etag: `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"` };
      bodies.set(template, entry);
    }
    return entry;
  };

  // Compiled on first request, once per template object, like the bodies.
  const serveValidator = createValidatorModules();
  const findTemplate = (key: string | undefined, versionText: string | undefined) => {
    const version = /^[1-9]\d{0,5}$/.test(versionText ?? '') ? Number(versionText) : NaN;
    const template = Number.isInteger(version) ? templates.find(key ?? '', version) : undefined;
    if (!template) throw new AppError('not_found', CASE_TEXTS.templateNotFound);
    return template;
  };

  router.get(
    '/api/case-templates',
    can('templates.read'),
    contract({ summary: 'The latest version of every case template', answer: 'caseTemplateList' }),
    async (ctx) => {
      const list: CaseTemplateList = templates.latest().map(({ key, version, label }) => ({ key, version, label }));
      ctx.body = list;
    },
  );

  router.get(
    '/api/case-templates/:key/:version',
    can('templates.read'),
    contract({ summary: 'One version of a case template', answer: 'caseTemplate', status: [200, 304] }),
    async (ctx) => {
      const template = findTemplate(ctx.params.key, ctx.params.version);
      const { body, etag } = served(template);
      ctx.set('ETag', etag);
      // A version never changes once cases may name it (templates/versions.lock.json), so the browser
      // keeps it for a day and asks again, with its ETag, after that.
      ctx.set('Cache-Control', 'private, max-age=86400');
      if (ctx.get('If-None-Match') === etag) {
        ctx.status = 304;
        return;
      }
      ctx.body = body;
    },
  );

  // The validator of a version the front end does not bundle (one published from the back-office):
  // the code the build precompiles for bundled versions, compiled here by the same ajv set-up, so the
  // page checks a case without compiling code (engine/cases/validation/loadCaseCheck.ts,
  // docs/decisions/0139-checking-a-case-of-a-version-published-after-the-build.md).
  router.get(
    '/api/case-templates/:key/:version/validator.js',
    can('templates.read'),
    contract({ summary: "A case template version's validator, as an ES module", media: 'text/javascript' }),
    async (ctx) => {
      const template = findTemplate(ctx.params.key, ctx.params.version);
      serveValidator(ctx, template, () => notApplicableSchema(template.schema));
    },
  );
}
