import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import type { DraftProblem, TemplateKind } from '../../engine/templates/kinds/kind.ts';
import type { TemplateCheck } from '../../schemas/generated/templateCheck.ts';
import type { PublishedVersion } from '../../schemas/generated/templatePublished.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { versionOf, type EditableTemplates } from './kinds/kinds.ts';
import type { TemplateCatalog } from './templateCatalog.ts';
import { readDraft, staleDraft } from './templateDrafts.ts';
import type { TemplateVersionRow } from './templateVersionRow.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

// Publishing a template, read top-down: the draft's check (its kind's rules, then what it would do to the
// records saved with it), the turn every publish takes, the new version's row, and the two use cases that
// write one: publishing the draft and publishing an earlier version again. What differs between kinds is
// in their modules (engine/templates/kinds/, backend/templates/kinds/; docs/decisions/0229-one-module-per-template-kind-and-layer.md).

/** A published version as the API lists it (schemas/templatePublished.schema.json). */
export type { PublishedVersion };

/** The columns of VERSION_COLUMNS. */
type VersionRow = Omit<TemplateVersionRow, 'id' | 'content'>;

export const VERSION_COLUMNS = 'kind, key, version, fingerprint, note, rolled_back_from, published_by, published_at';

export const toPublishedVersion = (row: VersionRow): PublishedVersion => ({
  kind: row.kind,
  key: row.key,
  version: row.version,
  fingerprint: row.fingerprint,
  note: row.note,
  rolledBackFrom: row.rolled_back_from,
  publishedBy: row.published_by,
  publishedAt: new Date(row.published_at).toISOString(),
});

/**
 * What the check answers but the draft's revision (schemas/templateCheck): its problems (empty when it
 * may be published), its warnings (valid draft-07 that ajv's strict mode would refuse, never refusing a
 * publish), its fingerprint, and, without problems, what it would do (RecordsEffect).
 */
export type DraftCheck = Omit<TemplateCheck, 'revision'>;

/** The draft's own problems (what refuses a publish), by its kind's rules with what they need of the published versions. */
function draftProblems(templates: EditableTemplates, kind: TemplateKind, key: string, content: Record<string, unknown>): DraftProblem[] {
  const handler = templates.kinds[kind];
  return handler.rules.problems(key, content, handler.context(key));
}

/**
 * Everything the editor sees before publishing: the draft's problems and warnings, and, when it has no problems, what it
 * would do: for a form (a case form, the interview's steps, the task form), the diff from the latest
 * version and, against every record saved with the template, how many its rules refuse, which retired
 * fields they hold, which stored option codes it no longer offers; for the interview rules, the golden
 * cases and finished interviews whose rating would change.
 */
export async function checkAgainstRecords(
  em: EntityManager,
  templates: EditableTemplates,
  kind: TemplateKind,
  key: string,
  content: Record<string, unknown>,
): Promise<DraftCheck> {
  const problems = draftProblems(templates, kind, key, content);
  const warnings = templates.kinds[kind].rules.warnings(content);
  const result: DraftCheck = { problems, warnings, fingerprint: templateFingerprint(content) };
  if (problems.length) return result;
  return { ...result, ...(await templates.kinds[kind].effect(em, key, content)) };
}

/**
 * Runs a publish or a rollback (`work`) in its own transaction, in turn with every other one on the
 * database, whichever server process runs it: the transaction first locks template_catalog_state's
 * row, then brings the catalog up to what is committed, so the draft is checked against the latest
 * versions of every kind and the new version is numbered after all of them. Two processes publishing
 * at once thus get two numbers, one after the other. Once committed, the catalog reads the new version
 * (docs/decisions/0152-template-versions-across-server-processes.md).
 */
async function inPublishingTurn<T>(em: EntityManager, catalog: TemplateCatalog, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  const result = await em.transactional(async (tx) => {
    await runSql(tx, 'select generation from template_catalog_state for update');
    await catalog.catchUp(tx);
    return work(tx);
  });
  await catalog.catchUp(em);
  return result;
}

interface NewVersion {
  kind: TemplateKind;
  key: string;
  content: Record<string, unknown>;
  note: string;
  action: 'publish' | 'rollback';
  rolledBackFrom?: number;
  who: string;
  now: Date;
}

/**
 * Inserts the next version of a template and its audit row. The number is one above every version
 * known (files and database). Publishes take turns (inPublishingTurn); the unique (kind, key,
 * version) still refuses a number taken some other way, with 409.
 */
async function insertVersion(tx: EntityManager, templates: EditableTemplates, input: NewVersion): Promise<PublishedVersion> {
  const all = templates.kinds[input.kind].versions(input.key);
  const [stored] = await queryRows<{ max: number | null }>(
    tx,
    'select max(version) as max from template_versions where kind = ? and key = ?',
    [input.kind, input.key],
  );
  const latest = Math.max(all.at(-1)?.version ?? 0, stored?.max ?? 0);
  const version = latest + 1;
  const content = templates.kinds[input.kind].rules.stored(input.key, input.content, version);
  let row: VersionRow;
  try {
    [row] = await queryRows<VersionRow>(
      tx,
      `insert into template_versions (id, kind, key, version, content, fingerprint, note, rolled_back_from, published_by, published_at)
       values (?, ?, ?, ?, ?::json, ?, ?, ?, ?, ?) returning ${VERSION_COLUMNS}`,
      [
        randomUUID(),
        input.kind,
        input.key,
        version,
        JSON.stringify(content),
        templateFingerprint(content),
        input.note.trim(),
        input.rolledBackFrom ?? null,
        input.who,
        input.now,
      ],
    );
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('conflict', TEMPLATE_TEXTS.versionTaken);
    throw error;
  }
  await runSql(
    tx,
    'insert into template_audit (id, action, kind, key, from_version, to_version, note, by, at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [randomUUID(), input.action, input.kind, input.key, input.rolledBackFrom ?? latest, version, input.note.trim(), input.who, input.now],
  );
  return toPublishedVersion(row);
}

/** A draft's problem as an error's detail: at its pointer, with its place when it has one. */
const problemDetail = (p: DraftProblem) => ({ path: p.pointer, message: p.message, ...(p.place ? { place: p.place } : {}) });

/**
 * Publishes the draft at the revision the editor read as a new immutable version, in one transaction:
 * a draft with problems is refused with 400 naming each place (a JSON pointer into the draft) in
 * Spanish; a stale revision gets 409 with the server's draft. The draft is gone once published.
 */
export async function publishDraft(
  em: EntityManager,
  templates: EditableTemplates,
  kind: TemplateKind,
  key: string,
  revision: number,
  note: string,
  actor: Actor,
  now: Date,
): Promise<PublishedVersion> {
  const who = actor.username ?? '';
  return inPublishingTurn(em, templates.catalog, async (tx) => {
    const draft = await readDraft(tx, kind, key, true);
    if (!draft) throw new AppError('not_found', TEMPLATE_TEXTS.noDraft);
    if (draft.revision !== revision) throw staleDraft(draft);
    const problems = draftProblems(templates, kind, key, draft.content);
    if (problems.length) {
      throw new AppError('invalid', TEMPLATE_TEXTS.refusedDraft, problems.map(problemDetail));
    }
    const version = await insertVersion(tx, templates, { kind, key, content: draft.content, note, action: 'publish', who, now });
    await runSql(tx, 'delete from template_drafts where kind = ? and key = ?', [kind, key]);
    const description = ACTIVITY_TEXTS.templatePublished(templates.kinds[kind].label(key), version.version);
    await recordActivity(tx, actor, { action: 'template_published', record: { kind: 'template', id: `${kind}/${key}` }, description }, now);
    return version;
  });
}

/**
 * Publishes an older version again, as a new version number; the draft, if any, stays. The old content
 * is checked as a draft would be: it may no longer fit (interview steps the published rules no longer
 * match, or the other way round), and is then refused like a draft, naming each place.
 */
export async function rollbackTo(
  em: EntityManager,
  templates: EditableTemplates,
  kind: TemplateKind,
  key: string,
  version: number,
  note: string,
  actor: Actor,
  now: Date,
): Promise<PublishedVersion> {
  const who = actor.username ?? '';
  return inPublishingTurn(em, templates.catalog, async (tx) => {
    const old = versionOf(templates, kind, key, version);
    const problems = draftProblems(templates, kind, key, old.content);
    if (problems.length) throw new AppError('invalid', TEMPLATE_TEXTS.refusedRollback, problems.map(problemDetail));
    const published = await insertVersion(tx, templates, {
      kind,
      key,
      content: old.content,
      note,
      action: 'rollback',
      rolledBackFrom: version,
      who,
      now,
    });
    const description = ACTIVITY_TEXTS.templateRolledBack(templates.kinds[kind].label(key), version, published.version);
    await recordActivity(
      tx,
      actor,
      { action: 'template_rolled_back', record: { kind: 'template', id: `${kind}/${key}` }, description },
      now,
    );
    return published;
  });
}
