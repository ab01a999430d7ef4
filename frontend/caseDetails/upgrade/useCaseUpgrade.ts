import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { caseQueryKeys, upgradeCase, type CaseUpgradeAnswer } from '../caseApi.ts';
import { failedSaveReason, saveFailureOf } from '../saveFailure.ts';
import { CASE_TEXTS } from '../texts.ts';
import { useCaseTemplateLoader } from '../useCaseTemplateLoader.ts';

const T = CASE_TEXTS.upgrade;

/** The preview of a move, with the two versions it is read with. */
export interface UpgradePreview {
  answer: CaseUpgradeAnswer;
  from: CaseTemplate;
  to: CaseTemplate;
}

export type UpgradeStep =
  | { step: 'closed' }
  | { step: 'loading'; toVersion: number }
  | { step: 'ready'; toVersion: number; preview: UpgradePreview }
  | { step: 'moving'; toVersion: number; preview: UpgradePreview }
  /** The preview or the move failed; nothing changed. `preview` is kept when it had loaded. */
  | { step: 'failed'; toVersion: number; message: string; preview?: UpgradePreview };

export interface CaseUpgradeOptions {
  consultationId: string;
  /** The case moved: the dialog now shows `record` drawn with `template`; `kept` values were set apart, `returned` came back. */
  onMoved: (record: CaseDetailsRecord, template: CaseTemplate, kept: number, returned: number) => void;
  /** Someone saved the case meanwhile (409): the dialog compares the versions, as after a stale save. */
  onConflict: (current: CaseDetailsRecord) => void;
}

/**
 * 'Actualizar a la versión N' (docs/decisions/0131-moving-a-case-to-a-newer-version.md): first the
 * server's preview of the move for the saved case, then, confirmed, the move itself, conditional on the
 * case version the preview was read from. A failure changes nothing and says why in Spanish.
 */
export function useCaseUpgrade({ consultationId, onMoved, onConflict }: CaseUpgradeOptions) {
  const loadTemplate = useCaseTemplateLoader();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UpgradeStep>({ step: 'closed' });
  // Which preview is wanted: one that arrives after the dialog was closed (or opened again) is dropped.
  const wanted = useRef(0);

  /** A 409 hands over to the conflict view; anything else stays in the step with its reason. */
  const fail = (error: unknown, toVersion: number, preview?: UpgradePreview) => {
    const failure = saveFailureOf(error);
    if (failure.kind === 'conflict') {
      setState({ step: 'closed' });
      onConflict(failure.current);
      void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });
      return;
    }
    const reason = error instanceof ApiError ? failedSaveReason(error) : null;
    setState({ step: 'failed', toVersion, message: T.failed(reason), preview });
  };

  const open = async (base: CaseDetailsRecord, toVersion: number) => {
    const ticket = ++wanted.current;
    setState({ step: 'loading', toVersion });
    try {
      const [answer, from, to] = await Promise.all([
        upgradeCase(consultationId, { toVersion, version: base.version, preview: true }),
        loadTemplate(base.formTemplate, base.templateVersion),
        loadTemplate(base.formTemplate, toVersion),
      ]);
      if (ticket === wanted.current) setState({ step: 'ready', toVersion, preview: { answer, from, to } });
    } catch (error) {
      if (ticket === wanted.current) fail(error, toVersion);
    }
  };

  const confirm = async () => {
    if (state.step !== 'ready' && !(state.step === 'failed' && state.preview)) return;
    const preview = state.preview!;
    setState({ step: 'moving', toVersion: state.toVersion, preview });
    try {
      // The move is conditional on the version the preview was made from: what was shown is what moves.
      const moved = await upgradeCase(consultationId, { toVersion: preview.answer.toVersion, version: preview.answer.case.version });
      setState({ step: 'closed' });
      onMoved(moved.case, preview.to, moved.retired.length, moved.returned.length);
      void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });
    } catch (error) {
      fail(error, state.toVersion, preview);
    }
  };

  // A move under way finishes (its answer decides what the dialog shows); anything else just closes.
  const close = () => {
    if (state.step === 'moving') return;
    wanted.current++;
    setState({ step: 'closed' });
  };

  return { state, open, confirm, close };
}
