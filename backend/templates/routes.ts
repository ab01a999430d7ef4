import type { CaseUpgrade } from '../../schemas/generated/caseUpgrade.ts';
import type { TemplateCheck } from '../../schemas/generated/templateCheck.ts';
import type { TemplateDiff } from '../../schemas/generated/templateDiff.ts';
import type { TemplateDraftSave } from '../../schemas/generated/templateDraftSave.ts';
import type { TemplatePreview } from '../../schemas/generated/templatePreview.ts';
import type { TemplatePublish } from '../../schemas/generated/templatePublish.ts';
import type { TemplateRecordQuery } from '../../schemas/generated/templateRecordQuery.ts';
import type { TemplateRollback } from '../../schemas/generated/templateRollback.ts';
import { TEMPLATE_KINDS, type TemplateKind } from '../../engine/templates/kinds/kind.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { parseListQuery } from '../db/lists/listQuery.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { AppError } from '../http/AppError.ts';
import type { AppContext, AppDeps, AppRouter } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { editableTemplates, versionOf, type EditableTemplates } from './kinds/kinds.ts';
import { listTemplateAudit } from './listTemplateAudit.ts';
import { getTemplate, listTemplates } from './listTemplates.ts';
import { checkAgainstRecords, publishDraft, rollbackTo } from './publishTemplate.ts';
import { recordSources } from './records/recordSources.ts';
import { deleteDraft, readDraft, saveDraft } from './templateDrafts.ts';
import { TEMPLATE_TEXTS } from './texts.ts';
import { upgradeCase } from './upgradeCase.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

const VERSION = /^[1-9]\d{0,5}$/;

/** A version number from the path or the query string, else `message` as a 404 or 400. */
function versionParam(value: unknown, code: 'not_found' | 'invalid', field: string): number {
  if (typeof value !== 'string' || !VERSION.test(value))
    throw new AppError(
      code,
      TEMPLATE_TEXTS.unknownVersion,
      code === 'invalid' ? [{ path: field, message: TEMPLATE_TEXTS.unknownVersion }] : [],
    );
  return Number(value);
}

function parseKind(kind: string | undefined): TemplateKind {
  if (!TEMPLATE_KINDS.includes(kind as TemplateKind)) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return kind as TemplateKind;
}

/** The key exists for the kind, else 404. */
function checkKey(templates: EditableTemplates, kind: TemplateKind, key: string | undefined): string {
  if (!key || !templates.kinds[kind].keys().includes(key)) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return key;
}

/**
 * Template editing for the back-office's 'Plantillas' tab (docs/api.md, "Templates"): drafts autosaved
 * with a revision, a check against saved records, publishing and rolling back to new immutable
 * versions, the diff of two versions, the audit, the saved records (cases, interviews, tasks) a draft can
 * be previewed with, and moving a saved case to a newer version. Staff only.
 */
export function registerTemplateRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const templates = editableTemplates(deps.templates);
  const target = (ctx: AppContext) => {
    const kind = parseKind(ctx.params.kind);
    return { kind, key: checkKey(templates, kind, ctx.params.key) };
  };
  const base = '/api/admin/templates/:kind/:key';
  /** A version named by the query string (`from`, `to`), else 400 at that field. */
  const queriedVersion = (kind: TemplateKind, key: string, field: 'from' | 'to', value: unknown) => {
    const version = versionParam(value, 'invalid', field);
    const found = templates.kinds[kind].versions(key).find((v) => v.version === version);
    if (!found) throw new AppError('invalid', TEMPLATE_TEXTS.unknownVersion, [{ path: field, message: TEMPLATE_TEXTS.unknownVersion }]);
    return found;
  };
  const sourceOf = recordSources(deps.now);
  /** The saved records a template's preview can load (400 for the scoring rules, which have none). */
  const recordsTarget = (ctx: AppContext) => {
    const { kind, key } = target(ctx);
    return { key, source: sourceOf(kind, key) };
  };

  router.get(
    '/api/admin/templates',
    can('templates'),
    contract({ summary: 'Every editable template', answer: 'templateList' }),
    async (ctx) => {
      ctx.body = await listTemplates(ctx.state.em, templates);
    },
  );

  router.get(
    base,
    can('templates'),
    contract({ summary: 'A template with its history, latest content and draft', answer: 'templateDetail' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      ctx.body = await getTemplate(ctx.state.em, templates, kind, key);
    },
  );

  router.get(
    `${base}/versions/:version`,
    can('templates'),
    contract({ summary: "One version's content", answer: 'templateVersionContent' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      ctx.body = versionOf(templates, kind, key, versionParam(ctx.params.version, 'not_found', 'version'));
    },
  );

  router.put(
    `${base}/draft`,
    can('templates'),
    contract({ summary: 'Save the draft', body: 'templateDraftSave', answer: 'templateDraft' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      const body = validators.body<TemplateDraftSave>(ctx);
      const latest = versionOf(templates, kind, key);
      ctx.body = await saveDraft(
        ctx.state.em,
        kind,
        key,
        latest.version,
        body,
        ctx.state.actor,
        templates.kinds[kind].label(key),
        deps.now(),
      );
    },
  );

  router.delete(
    `${base}/draft`,
    can('templates'),
    contract({ summary: 'Discard the draft', body: 'emptyBody', answer: 'success' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      validators.body(ctx);
      await deleteDraft(ctx.state.em, kind, key, ctx.state.actor, templates.kinds[kind].label(key), deps.now());
      ctx.body = { success: true };
    },
  );

  router.post(
    `${base}/check`,
    can('templates'),
    contract({ summary: 'Check the saved draft', body: 'emptyBody', answer: 'templateCheck' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      validators.body(ctx);
      const draft = await readDraft(ctx.state.em, kind, key);
      if (!draft) throw new AppError('not_found', TEMPLATE_TEXTS.noDraft);
      const answer: TemplateCheck = {
        revision: draft.revision,
        ...(await checkAgainstRecords(ctx.state.em, templates, kind, key, draft.content)),
      };
      ctx.body = answer;
    },
  );

  router.post(
    `${base}/publish`,
    can('templates'),
    contract({ summary: 'Publish the draft as a new version', body: 'templatePublish', answer: 'templatePublished', status: 201 }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      const body = validators.body<TemplatePublish>(ctx);
      ctx.status = 201;
      ctx.body = await publishDraft(ctx.state.em, templates, kind, key, body.revision, body.note, ctx.state.actor, deps.now());
    },
  );

  router.post(
    `${base}/rollback`,
    can('templates'),
    contract({ summary: 'Publish an earlier version again', body: 'templateRollback', answer: 'templatePublished', status: 201 }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      const body = validators.body<TemplateRollback>(ctx);
      ctx.status = 201;
      ctx.body = await rollbackTo(ctx.state.em, templates, kind, key, body.version, body.note, ctx.state.actor, deps.now());
    },
  );

  router.get(
    `${base}/diff`,
    can('templates'),
    contract({ summary: 'What changed between two versions', answer: 'templateDiff' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      const from = queriedVersion(kind, key, 'from', ctx.query.from);
      const to = queriedVersion(kind, key, 'to', ctx.query.to);
      const handler = templates.kinds[kind];
      const { diff, ruleChanges } = handler.rules.compare(from.content, to.content, handler.context(key));
      const answer: TemplateDiff = diff
        ? { from: from.version, to: to.version, ...diff }
        : { from: from.version, to: to.version, ruleChanges };
      ctx.body = answer;
    },
  );

  router.get(
    `${base}/audit`,
    can('templates'),
    contract({ summary: 'Publishes, rollbacks and case upgrades', answer: 'templateAuditList' }),
    async (ctx) => {
      const { kind, key } = target(ctx);
      ctx.body = await listTemplateAudit(ctx.state.em, kind, key);
    },
  );

  router.get(
    `${base}/records`,
    can('templates.records'),
    contract({ summary: "The saved records a draft's preview can load", query: 'templateRecordQuery', answer: 'templateRecords' }),
    async (ctx) => {
      const { key, source } = recordsTarget(ctx);
      const { search } = parseListQuery<TemplateRecordQuery>(validators, 'templateRecordQuery', ctx.query);
      ctx.body = await source.list(ctx.state.em, key, search);
    },
  );

  router.get(
    `${base}/records/:id`,
    can('templates.records'),
    contract({ summary: 'One saved record, as the preview draws it', answer: 'templateRecord' }),
    async (ctx) => {
      const { key, source } = recordsTarget(ctx);
      const record = await source.read(ctx.state.em, key, idParam(ctx.params.id, source.notFound));
      if (!record) throw new AppError('not_found', source.notFound);
      ctx.body = record;
    },
  );

  // A read with a body (a draft's schema and a record's data): POST, though it stores nothing.
  router.post(
    `${base}/preview`,
    can('templates.records'),
    contract({ summary: "A record's data checked against a draft's schema", body: 'templatePreview', answer: 'templatePreviewAnswer' }),
    async (ctx) => {
      const { key, source } = recordsTarget(ctx);
      const body = validators.body<TemplatePreview>(ctx);
      ctx.body = await source.check(ctx.state.em, key, {
        schema: body.schema as JsonSchema,
        data: body.data,
        record: body.record?.toLowerCase(),
      });
    },
  );

  router.post(
    '/api/admin/consultations/:id/case/upgrade',
    can('cases'),
    contract({ summary: 'Move a saved case to a newer version of its template', body: 'caseUpgrade', answer: 'caseUpgradeAnswer' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      const body = validators.body<CaseUpgrade>(ctx);
      ctx.body = await upgradeCase(ctx.state.em, templates.catalog.cases, id, body, ctx.state.actor, deps.now());
    },
  );
}
