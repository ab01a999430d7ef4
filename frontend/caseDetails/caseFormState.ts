import type { CaseCheck } from '../../engine/cases/validation/loadCaseCheck.ts';
import { errorsOfSection } from '../../engine/sections/errorsOfSection.ts';
import { initialOpenSections } from '../../engine/sections/initialOpenSections.ts';
import { isObjectSchema } from '../../engine/templates/fieldUi.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { carryOver, changedFields, toCaseData, type CaseData } from './caseChanges.ts';
import type { CaseDraft } from './caseDraft.ts';

/** Everything the dialog holds while a case is edited. */
export interface CaseFormState {
  /** The saved record the edits start from; a save sends its version. */
  base: CaseDetailsRecord;
  /** The template the case is drawn with (the one it was saved under, or the destination picked). */
  template: CaseTemplate;
  formTemplate: string;
  templateVersion: number;
  currentStage: CaseDetailsRecord['currentStage'];
  documentsReviewStatus: CaseDetailsRecord['documentsReviewStatus'];
  data: CaseData;
  /** The saved record's answers as the form holds them: `data` is this very object until something changes. */
  savedData: CaseData;
  openSections: string[];
  /** Bumped when the whole form is replaced (destination switch, restore), so every section starts afresh. */
  revision: number;
  /** The answers typed under other destinations in this dialog, to get them back when switching back. */
  stash: Record<string, CaseData>;
  /** Fields whose errors are shown (those left at least once); 'all' after a save was attempted. */
  visible: string[] | 'all';
  /** Errors on screen by section, with paths relative to the section. */
  shownErrors: Record<string, FieldError[]>;
  /** The record another consultant saved meanwhile, when a save was refused as stale. */
  conflict: CaseDetailsRecord | null;
  /** The dialog opened on unsaved changes recovered from this browser tab. */
  fromDraft: boolean;
}

export type CaseFormAction =
  | { type: 'edit'; section: string; data: unknown }
  | { type: 'blur'; section: string; path: (string | number)[]; check: CaseCheck | null }
  | { type: 'showAllErrors'; check: CaseCheck | null; extra?: FieldError[] }
  | { type: 'checkLoaded'; check: CaseCheck }
  | { type: 'toggleSection'; section: string }
  | { type: 'openSection'; section: string }
  | { type: 'setStage'; stage: CaseFormState['currentStage'] }
  | { type: 'setReview'; status: CaseFormState['documentsReviewStatus'] }
  | { type: 'switchTemplate'; template: CaseTemplate }
  | { type: 'restore'; template: CaseTemplate; data: unknown }
  | { type: 'saved'; record: CaseDetailsRecord }
  | { type: 'conflict'; current: CaseDetailsRecord }
  | { type: 'rebase' }
  | { type: 'takeTheirs'; template: CaseTemplate }
  | { type: 'dismissConflict' }
  | { type: 'reset'; record: CaseDetailsRecord; template: CaseTemplate };

function fromRecord(record: CaseDetailsRecord, template: CaseTemplate, revision: number): CaseFormState {
  const data = toCaseData(record.data, template);
  return {
    base: record,
    template,
    formTemplate: template.key,
    templateVersion: template.version,
    currentStage: record.currentStage,
    documentsReviewStatus: record.documentsReviewStatus,
    data,
    savedData: data,
    openSections: initialOpenSections(template),
    revision,
    stash: {},
    visible: [],
    shownErrors: {},
    conflict: null,
    fromDraft: false,
  };
}

/** Whether the case on screen differs from the saved record (blank answers count as no answer). */
export function isDirty(state: CaseFormState): boolean {
  const { base } = state;
  if (state.formTemplate !== base.formTemplate || state.templateVersion !== base.templateVersion) return true;
  if (state.currentStage !== base.currentStage || state.documentsReviewStatus !== base.documentsReviewStatus) return true;
  // Nothing typed since the record was read: no need to compare some two hundred answers.
  if (state.data === state.savedData) return false;
  return changedFields(state.template, state.data, toCaseData(base.data, state.template)).length > 0;
}

/** The state a dialog opens with: the saved record, or the unsaved draft of this tab on top of it. */
export function initialCaseFormState(record: CaseDetailsRecord, template: CaseTemplate, draft: CaseDraft | null): CaseFormState {
  const state = fromRecord(record, template, 0);
  if (!draft || draft.formTemplate !== template.key || draft.templateVersion !== template.version) return state;
  return {
    ...state,
    // The draft's own base version: if someone saved since, the next save is a conflict, not an overwrite.
    base: { ...record, version: draft.baseVersion },
    currentStage: draft.currentStage,
    documentsReviewStatus: draft.documentsReviewStatus,
    data: toCaseData(draft.data, template),
    fromDraft: true,
  };
}

/** The unsaved case as a draft of this tab: what `initialCaseFormState` needs to reopen it, and the version it started from. */
export function toDraft(state: CaseFormState): CaseDraft {
  return {
    formTemplate: state.formTemplate,
    templateVersion: state.templateVersion,
    currentStage: state.currentStage,
    documentsReviewStatus: state.documentsReviewStatus,
    data: state.data,
    baseVersion: state.base.version,
  };
}

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * The errors to show for `sections`: every wrong answer of the case that lies in a field already left.
 * Missing fields are not errors (they never block a save): the readiness check lists them.
 * `check` is the template version's validator, null while it loads.
 */
function errorsFor(
  state: CaseFormState,
  check: CaseCheck | null,
  sections: string[],
  extra: FieldError[] = [],
): Record<string, FieldError[]> {
  const all = [...(check ? check(state.data).wrong : []), ...extra];
  const shown = { ...state.shownErrors };
  const visible =
    state.visible === 'all' ? all : all.filter((error) => (state.visible as string[]).some((path) => within(error.path, path)));
  for (const section of sections) {
    const oneValue = !isObjectSchema(state.template.schema.properties?.[section] ?? {});
    shown[section] = errorsOfSection(visible, section, oneValue);
  }
  return shown;
}

export function caseFormReducer(state: CaseFormState, action: CaseFormAction): CaseFormState {
  switch (action.type) {
    case 'edit':
      return { ...state, data: { ...state.data, [action.section]: action.data } };
    case 'blur': {
      const path = [action.section, ...action.path].join('.');
      const visible = state.visible === 'all' || state.visible.includes(path) ? state.visible : [...state.visible, path];
      const next = { ...state, visible };
      return { ...next, shownErrors: errorsFor(next, action.check, [action.section]) };
    }
    case 'checkLoaded': {
      // Fields left before the check had loaded were checked with nothing: checked now.
      if (state.visible !== 'all' && state.visible.length === 0) return state;
      const sections =
        state.visible === 'all'
          ? Object.keys(state.template.schema.properties ?? {})
          : [...new Set(state.visible.map((path) => path.split('.')[0]))];
      return { ...state, shownErrors: errorsFor(state, action.check, sections) };
    }
    case 'showAllErrors': {
      const next = { ...state, visible: 'all' as const };
      const sections = Object.keys(state.template.schema.properties ?? {});
      const shownErrors = errorsFor(next, action.check, sections, action.extra);
      const withErrors = sections.filter((section) => shownErrors[section]?.length);
      const openSections = [...state.openSections, ...withErrors.filter((section) => !state.openSections.includes(section))];
      return { ...next, shownErrors, openSections };
    }
    case 'toggleSection': {
      const open = state.openSections.includes(action.section);
      return {
        ...state,
        openSections: open ? state.openSections.filter((s) => s !== action.section) : [...state.openSections, action.section],
      };
    }
    case 'openSection':
      return state.openSections.includes(action.section) ? state : { ...state, openSections: [...state.openSections, action.section] };
    case 'setStage':
      return { ...state, currentStage: action.stage };
    case 'setReview':
      return { ...state, documentsReviewStatus: action.status };
    case 'switchTemplate': {
      const { template } = action;
      if (template.key === state.formTemplate && template.version === state.templateVersion) return state;
      const stash = { ...state.stash, [state.formTemplate]: state.data };
      return {
        ...state,
        stash,
        template,
        formTemplate: template.key,
        templateVersion: template.version,
        data: toCaseData(stash[template.key] ?? carryOver(state.data, template), template),
        openSections: initialOpenSections(template),
        revision: state.revision + 1,
        visible: [],
        shownErrors: {},
      };
    }
    case 'restore':
      return {
        ...state,
        stash: { ...state.stash, [state.formTemplate]: state.data },
        template: action.template,
        formTemplate: action.template.key,
        templateVersion: action.template.version,
        data: toCaseData(action.data, action.template),
        openSections: initialOpenSections(action.template),
        revision: state.revision + 1,
        visible: [],
        shownErrors: {},
      };
    case 'saved':
      return {
        ...fromRecord(action.record, state.template, state.revision + 1),
        openSections: state.openSections,
      };
    case 'conflict':
      return { ...state, conflict: action.current };
    case 'rebase':
      // Keeping one's own version: the next save goes on top of the version the other person saved.
      return state.conflict
        ? { ...state, base: state.conflict, savedData: toCaseData(state.conflict.data, state.template), conflict: null }
        : state;
    case 'takeTheirs':
      return state.conflict
        ? { ...fromRecord(state.conflict, action.template, state.revision + 1), openSections: state.openSections }
        : state;
    case 'dismissConflict':
      return { ...state, conflict: null };
    case 'reset':
      return fromRecord(action.record, action.template, state.revision + 1);
  }
}
