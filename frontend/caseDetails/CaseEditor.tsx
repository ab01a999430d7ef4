import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiRequest.ts';
import { Modal } from '../components/Modal.tsx';
import { useToast } from '../toast/toastContext.ts';
import { checkCase } from '../../engine/rjsf/checkCase.ts';
import type { SectionData } from '../../engine/rjsf/SectionForm.tsx';
import { readinessWarnings } from '../../engine/readiness/readinessWarnings.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { todayInBusinessZone } from '../../engine/validation/today.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import type { CaseTemplateList } from '../../schemas/generated/caseTemplateList.ts';
import type { CaseVersionSummary } from '../../schemas/generated/caseVersionList.ts';
import { caseQueryKeys, fetchCaseVersion, saveCaseDetails } from './caseApi.ts';
import { clearDraft, writeDraft, type CaseDraft } from './caseDraft.ts';
import { caseFormReducer, initialCaseFormState, isDirty, type CaseFormState } from './caseFormState.ts';
import { CaseSections } from './CaseSections.tsx';
import { CaseSummaryFields } from './CaseSummaryFields.tsx';
import { ConflictView } from './ConflictView.tsx';
import { CASE_DIALOG_FOOTER_ACTIONS, CASE_DIALOG_SECTIONS, type CaseDialogExtensionProps } from './dialogExtensions.ts';
import { ReadinessWarnings } from './ReadinessWarnings.tsx';
import { CASE_TEXTS } from './texts.ts';
import { useCaseTemplateLoader } from './useCaseTemplateLoader.ts';
import { VersionHistory } from './VersionHistory.tsx';

/** How long after the last keystroke the draft is kept (docs/product-rules.md, Case details). */
const DRAFT_DELAY_MS = 500;

export interface CaseEditorProps {
  consultation: CaseDialogExtensionProps['consultation'];
  record: CaseDetailsRecord;
  initialTemplate: CaseTemplate;
  templates: CaseTemplateList;
  draft: CaseDraft | null;
  onClose: () => void;
  /** The dialog asks the editor before closing (unsaved changes). */
  registerClose: (handler: () => void) => void;
  footerActions?: ReactNode;
  children?: ReactNode;
}

const draftOf = (state: CaseFormState): CaseDraft => ({
  formTemplate: state.formTemplate,
  templateVersion: state.templateVersion,
  currentStage: state.currentStage,
  documentsReviewStatus: state.documentsReviewStatus,
  data: state.data,
  baseVersion: state.base.version,
});

/** The body and footer of the case dialog once the case and its template are loaded. */
export function CaseEditor({ consultation, record, initialTemplate, templates, draft, onClose, registerClose, footerActions, children }: CaseEditorProps) {
  const id = consultation.id;
  const toast = useToast();
  const queryClient = useQueryClient();
  const loadTemplate = useCaseTemplateLoader();
  const [state, dispatch] = useReducer(caseFormReducer, undefined, () => initialCaseFormState(record, initialTemplate, draft));
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [closePrompt, setClosePrompt] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Typing must stay cheap: what is derived from the whole case follows a step behind.
  const deferred = useDeferredValue(state);
  const dirty = useMemo(() => isDirty(deferred), [deferred]);
  const warnings = useMemo(() => readinessWarnings(deferred.template, deferred.data, todayInBusinessZone()), [deferred.template, deferred.data]);

  useEffect(() => {
    const timer = window.setTimeout(() => (dirty ? writeDraft(id, draftOf(deferred)) : clearDraft(id)), DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, deferred, id]);

  useEffect(() => {
    registerClose(() => (isDirty(stateRef.current) ? setClosePrompt(true) : onClose()));
  }, [registerClose, onClose]);

  const labelOf = useCallback((key: string) => templates.find((t) => t.key === key)?.label ?? key, [templates]);
  const onSectionChange = useCallback((section: string, data: SectionData) => dispatch({ type: 'edit', section, data }), []);
  // Leaving a field first hands its typed text to the form, which reports it once React has committed;
  // checking the field after that makes the check see what was just typed.
  const onFieldBlur = useCallback((section: string, path: (string | number)[]) => {
    window.setTimeout(() => dispatch({ type: 'blur', section, path }), 0);
  }, []);
  const onToggle = useCallback((section: string) => dispatch({ type: 'toggleSection', section }), []);

  const failed = () => toast.toast({ ...CASE_TEXTS.saveError, variant: 'destructive' });

  async function save(from: CaseFormState) {
    if (saving) return;
    const errors = checkCase(from.template, from.data);
    if (errors.length) {
      dispatch({ type: 'showAllErrors' });
      failed();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCaseDetails({
        consultationId: id,
        formTemplate: from.formTemplate,
        templateVersion: from.templateVersion,
        currentStage: from.currentStage,
        documentsReviewStatus: from.documentsReviewStatus,
        data: from.data,
        version: from.base.version,
      });
      clearDraft(id);
      dispatch({ type: 'saved', record: saved });
      void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(id) });
      toast.toast(CASE_TEXTS.saved);
    } catch (error) {
      const payload = error instanceof ApiError ? (error.payload as { current?: CaseDetailsRecord; details?: { path: string; message: string }[] } | null) : null;
      if (error instanceof ApiError && error.status === 409 && payload?.current) {
        dispatch({ type: 'conflict', current: payload.current });
        void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(id) });
      } else {
        if (error instanceof ApiError && error.status === 400 && payload?.details) {
          const extra = payload.details.filter((d) => d.path.startsWith('data.')).map((d) => ({ ...d, path: d.path.slice(5) }));
          dispatch({ type: 'showAllErrors', extra });
        }
        failed();
      }
    } finally {
      setSaving(false);
    }
  }

  async function run(task: () => Promise<void>, onError: () => void) {
    setBusy(true);
    try {
      await task();
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  }

  const switchDestination = (key: string) => {
    const latest = templates.find((t) => t.key === key);
    if (!latest) return;
    void run(async () => dispatch({ type: 'switchTemplate', template: await loadTemplate(key, latest.version) }), failed);
  };

  const restore = (version: CaseVersionSummary) => {
    setRestoring(version.id);
    void run(
      async () => {
        const saved = await fetchCaseVersion(version.id);
        const template = await loadTemplate(saved.template, saved.templateVersion);
        dispatch({ type: 'restore', template, data: saved.formData });
        toast.toast(CASE_TEXTS.versions.restored);
      },
      () => toast.toast({ ...CASE_TEXTS.versions.restoreError, variant: 'destructive' }),
    ).finally(() => setRestoring(null));
  };

  const keepMine = () => {
    const rebased = caseFormReducer(state, { type: 'rebase' });
    dispatch({ type: 'rebase' });
    void save(rebased);
  };

  const takeTheirs = () => {
    const theirs = state.conflict;
    if (!theirs) return;
    void run(async () => {
      const template = await loadTemplate(theirs.formTemplate, theirs.templateVersion);
      dispatch({ type: 'takeTheirs', template });
      clearDraft(id);
    }, failed);
  };

  const discardDraft = () => {
    clearDraft(id);
    void run(async () => dispatch({ type: 'reset', record, template: await loadTemplate(record.formTemplate, record.templateVersion) }), failed);
  };

  const extensionProps: CaseDialogExtensionProps = { consultation, template: state.template, data: state.data, savedVersion: state.base.version, currentStage: state.currentStage };
  const locked = saving || busy;

  return (
    <div className="case-editor" data-testid="case-editor" data-version={state.base.version}>
      {state.conflict && (
        <ConflictView
          template={state.template}
          mine={state}
          theirs={state.conflict}
          templateLabel={labelOf}
          busy={locked}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
          onBack={() => dispatch({ type: 'dismissConflict' })}
        />
      )}
      {state.fromDraft && (
        <div className="case-notice" role="status">
          <span>{CASE_TEXTS.draftRestored}</span>
          <button type="button" className="button is-small is-light" disabled={locked} onClick={discardDraft}>
            {CASE_TEXTS.discardDraft}
          </button>
        </div>
      )}
      <CaseSummaryFields
        templates={templates}
        formTemplate={state.formTemplate}
        currentStage={state.currentStage}
        documentsReviewStatus={state.documentsReviewStatus}
        disabled={locked}
        onTemplate={switchDestination}
        onStage={(stage) => dispatch({ type: 'setStage', stage })}
        onReview={(status) => dispatch({ type: 'setReview', status })}
      />
      <div className="case-instructions">
        <strong>{CASE_TEXTS.instructionsTitle}</strong> <span>{CASE_TEXTS.instructions}</span>
      </div>
      <ReadinessWarnings warnings={warnings} />
      <CaseSections
        key={state.revision}
        template={state.template}
        data={state.data}
        openSections={state.openSections}
        shownErrors={state.shownErrors}
        onToggle={onToggle}
        onChange={onSectionChange}
        onFieldBlur={onFieldBlur}
      />
      {CASE_DIALOG_SECTIONS.map((Extension, index) => (
        <Extension key={index} {...extensionProps} />
      ))}
      {children}
      <VersionHistory consultationId={id} templateLabel={labelOf} restoring={restoring} onRestore={restore} />
      <footer className="case-footer">
        {dirty && <span className="case-unsaved" role="status">{CASE_TEXTS.unsaved}</span>}
        {CASE_DIALOG_FOOTER_ACTIONS.map((Extension, index) => (
          <Extension key={index} {...extensionProps} />
        ))}
        {footerActions}
        <button type="button" className="button is-light" onClick={() => (isDirty(state) ? setClosePrompt(true) : onClose())}>
          {CASE_TEXTS.cancel}
        </button>
        <button type="button" className="button is-primary" aria-disabled={locked || undefined} onClick={() => !locked && void save(state)}>
          {saving ? CASE_TEXTS.saving : CASE_TEXTS.save}
        </button>
      </footer>
      <Modal
        open={closePrompt}
        onClose={() => setClosePrompt(false)}
        title={CASE_TEXTS.closePrompt.title}
        footer={
          <>
            <button type="button" className="button is-primary" data-autofocus onClick={() => setClosePrompt(false)}>
              {CASE_TEXTS.closePrompt.keepEditing}
            </button>
            <button
              type="button"
              className="button is-danger is-outlined"
              onClick={() => {
                clearDraft(id);
                setClosePrompt(false);
                onClose();
              }}
            >
              {CASE_TEXTS.closePrompt.discard}
            </button>
          </>
        }
      >
        <p>{CASE_TEXTS.closePrompt.question}</p>
      </Modal>
    </div>
  );
}
