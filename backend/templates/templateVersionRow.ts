import type { TemplateKind } from '../../engine/templates/kinds/kind.ts';

/**
 * A row of template_versions: one published version of a template, never changed once written
 * (backend/db/migrations/Migration20261125145923_TemplateVersions.ts). Queries name the columns they read
 * with `Pick`.
 */
export interface TemplateVersionRow {
  id: string;
  kind: TemplateKind;
  key: string;
  version: number;
  content: Record<string, unknown>;
  fingerprint: string;
  note: string;
  rolled_back_from: number | null;
  published_by: string;
  published_at: Date | string;
}
