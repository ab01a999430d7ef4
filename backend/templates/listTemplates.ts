import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateKind } from '../../engine/templates/kinds/kind.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import { queryRows } from '../db/sql.ts';
import { readDraft } from './templateDrafts.ts';
import type { VersionEntry } from '../../schemas/generated/templateVersionEntry.ts';
import type { TemplateSummary } from '../../schemas/generated/templateSummary.ts';
import type { TemplateDetail } from '../../schemas/generated/templateDetail.ts';
import { TEMPLATE_KINDS } from '../../engine/templates/kinds/kind.ts';
import type { EditableTemplates } from './kinds/kinds.ts';
import { toPublishedVersion, VERSION_COLUMNS, type PublishedVersion } from './publishTemplate.ts';

// The API's shapes, generated from schemas/ (templateVersionEntry, templateSummary, templateDetail).
export type { VersionEntry, TemplateSummary, TemplateDetail };

async function history(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string): Promise<VersionEntry[]> {
  const rows = await queryRows<Parameters<typeof toPublishedVersion>[0]>(
    em,
    `select ${VERSION_COLUMNS} from template_versions where kind = ? and key = ?`,
    [kind, key],
  );
  const published = new Map<number, PublishedVersion>(rows.map((row) => [row.version, toPublishedVersion(row)]));
  return templates.kinds[kind].versions(key).map(({ version, content }) => {
    const row = published.get(version);
    return row
      ? {
          version,
          source: 'database',
          fingerprint: row.fingerprint,
          note: row.note,
          rolledBackFrom: row.rolledBackFrom,
          publishedBy: row.publishedBy,
          publishedAt: row.publishedAt,
        }
      : {
          version,
          source: 'files',
          fingerprint: templateFingerprint(content),
          note: null,
          rolledBackFrom: null,
          publishedBy: null,
          publishedAt: null,
        };
  });
}

function keysOf(templates: EditableTemplates): [TemplateKind, string][] {
  return TEMPLATE_KINDS.flatMap((kind) => templates.kinds[kind].keys().map((key): [TemplateKind, string] => [kind, key]));
}

/** Every editable template: its latest version, who published it and when (null for a shipped file), and whether a draft waits. */
export async function listTemplates(em: EntityManager, templates: EditableTemplates): Promise<TemplateSummary[]> {
  const drafts = new Set(
    (await queryRows<{ kind: string; key: string }>(em, 'select kind, key from template_drafts')).map((d) => `${d.kind}/${d.key}`),
  );
  const list: TemplateSummary[] = [];
  for (const [kind, key] of keysOf(templates)) {
    const latest = (await history(em, templates, kind, key)).at(-1)!;
    list.push({
      kind,
      key,
      label: templates.kinds[kind].label(key),
      publishedVersion: latest.version,
      publishedBy: latest.publishedBy,
      publishedAt: latest.publishedAt,
      hasDraft: drafts.has(`${kind}/${key}`),
    });
  }
  return list;
}

/** One template with its whole history, the latest content and the draft. */
export async function getTemplate(
  em: EntityManager,
  templates: EditableTemplates,
  kind: TemplateKind,
  key: string,
): Promise<TemplateDetail> {
  const versions = await history(em, templates, kind, key);
  const latest = versions.at(-1)!;
  const content = templates.kinds[kind].versions(key).at(-1)!.content;
  const draft = await readDraft(em, kind, key);
  return {
    kind,
    key,
    label: templates.kinds[kind].label(key),
    publishedVersion: latest.version,
    publishedBy: latest.publishedBy,
    publishedAt: latest.publishedAt,
    hasDraft: Boolean(draft),
    versions,
    content,
    draft,
  };
}
