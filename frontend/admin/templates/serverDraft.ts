import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { adminRequest } from '../session/adminRequest.ts';

/** One published version as GET /api/admin/templates/:kind/:key lists it (docs/api.md). */
export interface VersionRow {
  version: number;
  source: 'files' | 'database';
  note: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
}

export interface ServerDraft {
  content: FormContent;
  revision: number;
  updatedBy: string;
  updatedAt: string;
}

export interface TemplateDetail {
  kind: 'case';
  key: string;
  label: string;
  content: FormContent;
  draft: ServerDraft | null;
  versions: VersionRow[];
}

export const templateUrl = (key: string) => `/api/admin/templates/case/${encodeURIComponent(key)}`;

/** How long typing may pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;

export type SaveState = { status: 'idle' | 'saving' | 'saved' | 'failed'; message?: string };

/**
 * Keeps the editor's draft on the server: each change is saved after a pause, with the revision it was
 * based on. When someone else saved the draft meanwhile (409), `conflict` holds both drafts and nothing
 * more is saved until the editor chooses one (docs/decisions.md).
 */
export function useServerDraft(key: string, start: { revision: number }) {
  const revision = useRef(start.revision);
  const pending = useRef<FormContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [conflict, setConflict] = useState<{ theirs: ServerDraft; mine: FormContent } | null>(null);
  const blocked = useRef(false);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const content = pending.current;
    if (!content || blocked.current) return !blocked.current;
    pending.current = null;
    setState({ status: 'saving' });
    try {
      const saved = await adminRequest<ServerDraft>('PUT', `${templateUrl(key)}/draft`, { content, revision: revision.current });
      revision.current = saved.revision;
      setState({ status: 'saved' });
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
  }, [key]);

  const change = useCallback((content: FormContent) => {
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
