import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { DEFAULT_PROCESS_STAGE, isProcessStage } from '../../engine/lifecycles/processStage.ts';
import type { SectionData } from '../../engine/rjsf/SectionForm.tsx';
import { caseFieldLabel, caseReadiness } from '../../engine/readiness/caseReadiness.ts';
import { readinessWarnings } from '../../engine/readiness/readinessWarnings.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import type { CaseTemplateList } from '../../schemas/generated/caseTemplateList.ts';
import type { ConsultationItem } from '../../schemas/generated/consultationPage.ts';
import { CaseActivity } from '../admin/activity/CaseActivity.tsx';
import { useCan } from '../admin/session/useCan.ts';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint.ts';
import { useOnceTrue } from '../components/useOnceTrue.ts';
import { useToast } from '../toast/toastContext.ts';
import { applicantOf } from '../../engine/cases/applicantOf.ts';
import type { CaseDraft } from './caseDraft.ts';
import { useCaseCheck } from './caseCheck.ts';
import { caseFormReducer, initialCaseFormState, isDirty } from './caseFormState.ts';
import { CaseReadinessSummary } from './CaseReadinessSummary.tsx';
import { focusCaseField } from './focusCaseField.ts';
import { CaseCopies } from './CaseCopies.tsx';
import { CaseImages } from './CaseImages.tsx';
import { CaseInstructions } from './CaseInstructions.tsx';
import { caseReference } from '../../engine/cases/caseReference.ts';
import { CaseSections } from './CaseSections.tsx';
import { CaseSummaryFields } from './CaseSummaryFields.tsx';
import { ClosePrompt } from './ClosePrompt.tsx';
import { ConflictView } from './ConflictView.tsx';
import { DownloadMenu } from './DownloadMenu.tsx';
import { ReadinessWarnings } from './ReadinessWarnings.tsx';
import { RetiredValues } from './RetiredValues.tsx';
import { CaseUpgrade } from './upgrade/CaseUpgrade.tsx';
import { CASE_TEXTS } from './texts.ts';
import { wrongToName } from './wrongToName.ts';
import { useBusyTask } from './useBusyTask.ts';
import { useCaseDraft } from './useCaseDraft.ts';
import { useCaseRestore } from './useCaseRestore.ts';
import { useCaseSave } from './useCaseSave.ts';
import { useCaseTemplateLoader } from './useCaseTemplateLoader.ts';
import { useCloseGuard } from './useCloseGuard.ts';
import { VersionHistory } from './VersionHistory.tsx';

const NO_WARNINGS: ReturnType<typeof readinessWarnings> = [];

/** How long a dialog takes to open (its `modal-in` animation, frontend/styles/_modal.scss). */
const DIALOG_OPENING_MS = 200;
/** A key typed the moment the case shows lands in the opening's first half: the case check waits it out. */
const CHECK_AFTER_PAINT_MS = DIALOG_OPENING_MS / 2;

/** The consultation a case belongs to: its id and name at least (the e-mail, when known, is offered for copies). */
export type CaseConsultation = Pick<ConsultationItem, 'id' | 'name'> & Partial<ConsultationItem>;

export interface CaseEditorProps {
  consultation: CaseConsultation;
  record: CaseDetailsRecord;
  initialTemplate: CaseTemplate;
  templates: CaseTemplateList;
  draft: CaseDraft | null;
  onClose: () => void;
  /** The dialog asks the editor before closing (unsaved changes). */
  registerClose: (handler: () => void) => void;
}

/** The body and footer of the case dialog once the case and its template are loaded. */
export function CaseEditor({ consultation, record, initialTemplate, templates, draft, onClose, registerClose }: CaseEditorProps) {
  const id = consultation.id;
  const toast = useToast();
  const loadTemplate = useCaseTemplateLoader();
  const [state, dispatch] = useReducer(caseFormReducer, undefined, () => initialCaseFormState(record, initialTemplate, draft));

  // Typing must stay cheap: what is derived from the whole case follows a step behind.
  const deferred = useDeferredValue(state);
  // Opening or closing a section changes the state, not what is saved: isDirty reads only these.
  const dirty = useMemo(
    () => isDirty(deferred),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what is saved: opening a section must not recompute
    [
      deferred.base,
      deferred.template,
      deferred.data,
      deferred.formTemplate,
      deferred.templateVersion,
      deferred.currentStage,
      deferred.documentsReviewStatus,
    ],
  );
  // The case check is asked for once the case is on screen, halfway through the opening, when the page
  // is idle (at the latest when the opening ends), and the readiness with its warnings shows as soon as it is in
  // (docs/decisions/0236-case-readiness-once-painted.md). What else the consultant does not need in the
  // first moment (images, copies and history, the closed sections drawn ahead) waits until the dialog
  // has finished opening: a key typed into the first field at once is answered first.
  const painted = useAfterFirstPaint(DIALOG_OPENING_MS);
  const check = useCaseCheck(state.template, CHECK_AFTER_PAINT_MS, DIALOG_OPENING_MS);
  // Without a check (it could not load) the warnings still show once the dialog has opened.
  const warned = Boolean(check) || painted;
  const warnings = useMemo(
    () => (warned ? readinessWarnings(deferred.template, deferred.data, todayInBusinessZone()) : NO_WARNINGS),
    [warned, deferred.template, deferred.data],
  );
  const findings = useMemo(
    () => (check && deferred.template === state.template ? check(deferred.data) : null),
    [check, deferred.template, deferred.data, state.template],
  );
  const readiness = useMemo(() => (findings ? caseReadiness(deferred.template, findings.missing) : null), [findings, deferred.template]);
  const missingCounts = useMemo(
    () => Object.fromEntries((readiness?.sections ?? []).map((section) => [section.key, section.missing.length])),
    [readiness],
  );

  // Going to a field: its section opens in this render, the field is focused once it is on screen.
  const editorRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ path: string } | null>(null);
  const jumpTo = useCallback((path: string) => {
    dispatch({ type: 'openSection', section: path.split('.')[0] });
    setFocusTarget({ path });
  }, []);
  useEffect(() => {
    if (focusTarget && editorRef.current) focusCaseField(editorRef.current, focusTarget.path);
  }, [focusTarget]);

  const discardDraft = useCaseDraft(id, deferred, dirty);
  const failed = useCallback(() => toast.toast({ ...CASE_TEXTS.saveError, variant: 'destructive' }), [toast]);
  const onWrong = useCallback((errors: { path: string }[]) => errors[0] && setFocusTarget({ path: errors[0].path }), []);
  const { saving, save, wrong, failure } = useCaseSave({ consultationId: id, dispatch, discardDraft, onFailed: failed, onWrong });
  // Once refused, the footer follows the answers as they are corrected.
  const wrongNow = useMemo(() => wrongToName(wrong, findings?.wrong ?? null, deferred.data), [wrong, findings, deferred.data]);
  const { busy, run } = useBusyTask();
  const { restoring, restore } = useCaseRestore(dispatch, run);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const onRestore = useCallback((version: Parameters<typeof restore>[0]) => restoreRef.current(version), []);
  const closeGuard = useCloseGuard({ hasUnsavedChanges: () => isDirty(state), onClose, registerClose, discard: discardDraft });
  // The unsaved-changes prompt is drawn the first time it is needed.
  const promptAsked = useOnceTrue(closeGuard.prompting);

  const labelOf = useCallback((key: string) => templates.find((t) => t.key === key)?.label ?? key, [templates]);
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    if (check) dispatch({ type: 'checkLoaded', check });
  }, [check]);
  const onSectionChange = useCallback((section: string, data: SectionData) => dispatch({ type: 'edit', section, data }), []);
  // Leaving a field first hands its typed text to the form, which reports it once React has committed;
  // checking the field after that makes the check see what was just typed.
  const onFieldBlur = useCallback((section: string, path: (string | number)[]) => {
    window.setTimeout(() => dispatch({ type: 'blur', section, path, check: checkRef.current }), 0);
  }, []);
  const onToggle = useCallback((section: string) => dispatch({ type: 'toggleSection', section }), []);

  const switchDestination = (key: string) => {
    const latest = templates.find((t) => t.key === key);
    if (!latest) return;
    void run(async () => dispatch({ type: 'switchTemplate', template: await loadTemplate(key, latest.version) }), failed);
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
      discardDraft();
    }, failed);
  };

  const discardRecovered = () => {
    discardDraft();
    void run(
      async () => dispatch({ type: 'reset', record, template: await loadTemplate(record.formTemplate, record.templateVersion) }),
      failed,
    );
  };

  const onUpgraded = useCallback(
    (record: CaseDetailsRecord, template: CaseTemplate, kept: number, returned: number) => {
      dispatch({ type: 'reset', record, template });
      discardDraft();
      toast.toast(CASE_TEXTS.upgrade.done(template.version, kept, returned));
    },
    [discardDraft, toast],
  );
  // A move starts from the saved case with nothing unsaved (it refuses otherwise): when someone saved
  // meanwhile there is nothing of this consultant's to weigh against it, so the dialog takes what they saved.
  const onUpgradeConflict = useCallback(
    (current: CaseDetailsRecord) => {
      void run(
        async () =>
          dispatch({ type: 'reset', record: current, template: await loadTemplate(current.formTemplate, current.templateVersion) }),
        failed,
      );
      toast.toast({ ...CASE_TEXTS.upgrade.stale, variant: 'destructive' });
    },
    [run, loadTemplate, failed, toast],
  );

  const locked = saving || busy;
  const mayReadActivity = useCan('activity');
  // Images, copies, history and activity sit below the sections and load their own lists: drawn once the
  // form is on screen, they do not delay the first field. They do not change with the answers: a
  // keystroke or a section opening skips them.
  const attachments = useMemo(
    () =>
      painted && (
        <>
          <CaseImages consultationId={id} />
          <CaseCopies consultationId={id} />
          <VersionHistory consultationId={id} templateLabel={labelOf} restoring={restoring} onRestore={onRestore} />
          {mayReadActivity && <CaseActivity consultationId={id} />}
        </>
      ),
    [painted, id, labelOf, restoring, onRestore, mayReadActivity],
  );

  return (
    <div className="case-editor" data-testid="case-editor" data-version={state.base.version} ref={editorRef}>
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
          <button type="button" className="button is-small is-light" disabled={locked} onClick={discardRecovered}>
            {CASE_TEXTS.discardDraft}
          </button>
        </div>
      )}
      <CaseUpgrade
        consultationId={id}
        base={state.base}
        shownVersion={state.templateVersion}
        latestVersion={
          state.formTemplate === state.base.formTemplate
            ? (templates.find((t) => t.key === state.base.formTemplate)?.version ?? null)
            : null
        }
        hasUnsavedChanges={() => isDirty(state)}
        locked={locked}
        onMoved={onUpgraded}
        onConflict={onUpgradeConflict}
      />
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
      <CaseInstructions />
      <CaseReadinessSummary readiness={readiness} onJump={jumpTo} />
      <ReadinessWarnings warnings={warnings} />
      <CaseSections
        key={state.revision}
        template={state.template}
        data={state.data}
        openSections={state.openSections}
        drawAhead={painted}
        shownErrors={state.shownErrors}
        missingCounts={missingCounts}
        onToggle={onToggle}
        onChange={onSectionChange}
        onFieldBlur={onFieldBlur}
      />
      <RetiredValues values={state.base.retiredValues} template={state.template} />
      {attachments}
      <footer className="case-footer">
        {wrongNow.length > 0 ? (
          <span className="case-wrong" role="alert">
            <button type="button" onClick={() => jumpTo(wrongNow[0].path)}>
              {CASE_TEXTS.wrongValues(wrongNow.length, caseFieldLabel(state.template, wrongNow[0].path))}
            </button>
          </span>
        ) : failure ? (
          <span className="case-save-failed" role="alert">
            {failure}
          </span>
        ) : (
          dirty && (
            <span className="case-unsaved" role="status">
              {CASE_TEXTS.unsaved}
            </span>
          )
        )}
        {/* The PDF and the e-mailed copy show the case as it is on screen, saved or not. */}
        <DownloadMenu
          consultationId={id}
          template={state.template}
          formData={state.data}
          retired={state.base.retiredValues}
          caseId={caseReference(id)}
          applicantName={applicantOf(state.data, consultation.name)}
          destinationLabel={state.template.label}
          stage={isProcessStage(state.currentStage) ? state.currentStage : DEFAULT_PROCESS_STAGE}
          clientEmail={consultation.email ?? ''}
        />
        <button type="button" className="button is-light" onClick={closeGuard.requestClose}>
          {CASE_TEXTS.cancel}
        </button>
        <button type="button" className="button is-primary" aria-disabled={locked || undefined} onClick={() => !locked && void save(state)}>
          {saving ? CASE_TEXTS.saving : CASE_TEXTS.save}
        </button>
      </footer>
      {promptAsked && (
        <ClosePrompt open={closeGuard.prompting} onKeepEditing={closeGuard.keepEditing} onDiscard={closeGuard.discardAndClose} />
      )}
    </div>
  );
}
