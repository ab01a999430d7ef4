import { useCallback, useEffect, useRef, useState } from 'react';
import type { TemplateKind } from '../../../engine/templates/editing/checkDraft.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { adminRequest } from '../session/adminRequest.ts';

/** One published version as GET /api/admin/templates/:kind/:key lists it (docs/api.md). */
export interface VersionRow {
  version: number;
  source: 'files' | 'database';
  fingerprint: string;
  rolledBackFrom: number | null;
  note: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
}

/** A template's content as the server keeps it: a case template, the interview's steps, its rules, a form. */
export type TemplateContent = Record<string, unknown>;

export interface ServerDraft {
  content: TemplateContent;
  revision: number;
  updatedBy: string;
  updatedAt: string;
}

/** One template as GET /api/admin/templates lists it. */
export interface TemplateSummary {
  kind: TemplateKind;
  key: string;
  label: string;
  publishedVersion: number;
  publishedBy: string | null;
  publishedAt: string | null;
  hasDraft: boolean;
}

export interface TemplateDetail extends TemplateSummary {
  content: TemplateContent;
  draft: ServerDraft | null;
  versions: VersionRow[];
}

export const TEMPLATE_LIST_KEY = ['admin', 'templates', 'list'] as const;

export const templateUrl = (kind: TemplateKind, key: string) => `/api/admin/templates/${kind}/${encodeURIComponent(key)}`;

/** How long typing may pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;

export type SaveState = { status: 'idle' | 'saving' | 'saved' | 'failed'; message?: string };

/**
 * Keeps the editor's draft on the server: each change is saved after a pause, with the revision it was
 * based on. When someone else saved the draft meanwhile (409), `conflict` holds both drafts and nothing
 * more is saved until the editor chooses one (docs/decisions.md).
 */
export function useServerDraft(kind: TemplateKind, key: string, start: { revision: number }, onSaved?: () => void) {
  const revision = useRef(start.revision);
  const pending = useRef<TemplateContent | null>(null);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [conflict, setConflict] = useState<{ theirs: ServerDraft; mine: TemplateContent } | null>(null);
  const blocked = useRef(false);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const content = pending.current;
    if (!content || blocked.current) return !blocked.current;
    pending.current = null;
    setState({ status: 'saving' });
    try {
      const stored = await adminRequest<ServerDraft>('PUT', `${templateUrl(kind, key)}/draft`, { content, revision: revision.current });
      revision.current = stored.revision;
      setState({ status: 'saved' });
      saved.current?.();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current = (JSON.parse(error.body) as { current: ServerDraft }).current;
        blocked.current = true;
        setConflict({ theirs: current, mine: content });
        setState({ status: 'idle' });
        return false;
      }
      pending.current ??= content;
      setState({ status: 'failed', message: error instanceof ApiError ? (error.payload?.error ?? error.message) : undefined });
      return false;
    }
  }, [kind, key]);

  const change = useCallback((content: TemplateContent) => {
    pending.current = content;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  /** The editor chose: keep theirs (their revision, nothing to send) or save theirs over with mine. */
  const resolve = useCallback(async (choice: 'theirs' | 'mine') => {
    if (!conflict) return;
    revision.current = conflict.theirs.revision;
    blocked.current = false;
    setConflict(null);
    if (choice === 'mine') {
      pending.current = conflict.mine;
      await save();
    }
  }, [conflict, save]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, conflict, change, save, resolve, revision };
}
