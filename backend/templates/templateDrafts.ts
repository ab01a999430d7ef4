import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateKind } from '../../engine/templates/kinds/kind.ts';
import type { TemplateDraftSave } from '../../schemas/generated/templateDraftSave.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { queryRows } from '../db/sql.ts';
import { TEMPLATE_TEXTS } from './texts.ts';
import type { TemplateDraftRecord } from '../../schemas/generated/templateDraft.ts';

interface DraftRow {
  content: Record<string, unknown>;
  base_version: number;
  revision: number;
  updated_by: string;
  updated_at: Date | string;
}

/** A draft as the API answers it (schemas/templateDraft.schema.json). */
export type { TemplateDraftRecord };

const COLUMNS = 'content, base_version, revision, updated_by, updated_at';

const toRecord = (row: DraftRow): TemplateDraftRecord => ({
  content: row.content,
  baseVersion: row.base_version,
  revision: row.revision,
  updatedBy: row.updated_by,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The draft of a template, or null; `forUpdate` locks it until the transaction ends (a publish). */
export async function readDraft(
  em: EntityManager,
  kind: TemplateKind,
  key: string,
  forUpdate = false,
): Promise<TemplateDraftRecord | null> {
  const [row] = await queryRows<DraftRow>(
    em,
    `select ${COLUMNS} from template_drafts where kind = ? and key = ?${forUpdate ? ' for update' : ''}`,
    [kind, key],
  );
  return row ? toRecord(row) : null;
}

/** The 409 of a stale draft save: the editor sees the server's draft beside its own. */
export function staleDraft(current: TemplateDraftRecord | null): AppError {
  return new AppError('conflict', TEMPLATE_TEXTS.staleDraft, [{ path: 'revision', message: TEMPLATE_TEXTS.staleDraft }], { current });
}

/**
 * Autosaves a draft with a conditional write on the revision read, as case saves do with their
 * version: revision 0 creates the draft (two first saves racing: one wins), revision n replaces
 * revision n. A stale save gets 409 with the server's draft under `current`, so nothing is overwritten unseen.
 */
export async function saveDraft(
  em: EntityManager,
  kind: TemplateKind,
  key: string,
  baseVersion: number,
  body: TemplateDraftSave,
  actor: Actor,
  label: string,
  now: Date,
): Promise<TemplateDraftRecord> {
  const who = actor.username ?? '';
  const content = JSON.stringify(body.content);
  return em.transactional(async (tx) => {
    const [saved] =
      body.revision === 0
        ? await queryRows<DraftRow>(
            tx,
            `insert into template_drafts (id, kind, key, content, base_version, revision, updated_by, updated_at)
             values (?, ?, ?, ?::json, ?, 1, ?, ?) on conflict (kind, key) do nothing returning ${COLUMNS}`,
            [randomUUID(), kind, key, content, baseVersion, who, now],
          )
        : await queryRows<DraftRow>(
            tx,
            `update template_drafts set content = ?::json, revision = revision + 1, updated_by = ?, updated_at = ?
             where kind = ? and key = ? and revision = ? returning ${COLUMNS}`,
            [content, who, now, kind, key, body.revision],
          );
    if (!saved) throw staleDraft(await readDraft(tx, kind, key));
    const description = ACTIVITY_TEXTS.templateDraftSaved(label);
    await recordActivity(
      tx,
      actor,
      { action: 'template_draft_saved', record: { kind: 'template', id: `${kind}/${key}` }, description, coalesce: true },
      now,
    );
    return toRecord(saved);
  });
}

/** Discards a draft ('Descartar borrador'); the published versions are untouched. */
export async function deleteDraft(
  em: EntityManager,
  kind: TemplateKind,
  key: string,
  actor: Actor,
  label: string,
  now: Date,
): Promise<void> {
  await em.transactional(async (tx) => {
    const [gone] = await queryRows(tx, 'delete from template_drafts where kind = ? and key = ? returning id', [kind, key]);
    if (!gone) throw new AppError('not_found', TEMPLATE_TEXTS.noDraft);
    const description = ACTIVITY_TEXTS.templateDraftDiscarded(label);
    await recordActivity(
      tx,
      actor,
      { action: 'template_draft_discarded', record: { kind: 'template', id: `${kind}/${key}` }, description },
      now,
    );
  });
}
