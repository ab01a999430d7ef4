import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import { queryRows } from '../db/sql.ts';
import { readDraft, type TemplateDraftRecord } from './templateDrafts.ts';
import { TEMPLATE_KINDS } from '../../engine/templates/editing/checkDraft.ts';
import type { EditableTemplates } from './templateKinds.ts';
import { toPublishedVersion, VERSION_COLUMNS, type PublishedVersion } from './publishTemplate.ts';

/** One version in a template's history: published from the back-office, or shipped in templates/ (`source: 'files'`). */
export interface VersionEntry {
  version: number;
  source: 'database' | 'files';
  fingerprint: string;
  note: string | null;
  rolledBackFrom: number | null;
  publishedBy: string | null;
  publishedAt: string | null;
}

export interface TemplateSummary {
  kind: TemplateKind;
  key: string;
  label: string;
  publishedVersion: number;
  publishedBy: string | null;
  publishedAt: string | null;
  hasDraft: boolean;
}

async function history(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string): Promise<VersionEntry[]> {
  const rows = await queryRows<Parameters<typeof toPublishedVersion>[0]>(em, `select ${VERSION_COLUMNS} from template_versions where kind = ? and key = ?`, [kind, key]);
  const published = new Map<number, PublishedVersion>(rows.map((row) => [row.version, toPublishedVersion(row)]));
  return templates.kinds[kind].versions(key).map(({ version, content }) => {
    const row = published.get(version);
    return row
      ? { version, source: 'database', fingerprint: row.fingerprint, note: row.note, rolledBackFrom: row.rolledBackFrom, publishedBy: row.publishedBy, publishedAt: row.publishedAt }
      : { version, source: 'files', fingerprint: templateFingerprint(content), note: null, rolledBackFrom: null, publishedBy: null, publishedAt: null };
  });
}

function keysOf(templates: EditableTemplates): [TemplateKind, string][] {
  return TEMPLATE_KINDS.flatMap((kind) => templates.kinds[kind].keys().map((key): [TemplateKind, string] => [kind, key]));
}

/** Every editable template: its latest version, who published it and when (null for a shipped file), and whether a draft waits. */
export async function listTemplates(em: EntityManager, templates: EditableTemplates): Promise<TemplateSummary[]> {
  const drafts = new Set((await queryRows<{ kind: string; key: string }>(em, 'select kind, key from template_drafts')).map((d) => `${d.kind}/${d.key}`));
  const list: TemplateSummary[] = [];
  for (const [kind, key] of keysOf(templates)) {
    const latest = (await history(em, templates, kind, key)).at(-1)!;
    list.push({ kind, key, label: templates.kinds[kind].label(key), publishedVersion: latest.version, publishedBy: latest.publishedBy, publishedAt: latest.publishedAt, hasDraft: drafts.has(`${kind}/${key}`) });
  }
  return list;
}

export interface TemplateDetail extends TemplateSummary {
  versions: VersionEntry[];
  /** The latest version's content, where a new draft starts from. */
  content: Record<string, unknown>;
  draft: TemplateDraftRecord | null;
}

/** One template with its whole history, the latest content and the draft. */
export async function getTemplate(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string): Promise<TemplateDetail> {
  const versions = await history(em, templates, kind, key);
  const latest = versions.at(-1)!;
  const content = templates.kinds[kind].versions(key).at(-1)!.content;
  const draft = await readDraft(em, kind, key);
  return {
    kind, key, label: templates.kinds[kind].label(key), publishedVersion: latest.version, publishedBy: latest.publishedBy, publishedAt: latest.publishedAt,
    hasDraft: Boolean(draft), versions, content, draft,
  };
}
