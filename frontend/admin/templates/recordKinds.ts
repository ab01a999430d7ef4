import { INTERVIEW_STEP_COUNT } from '../../../engine/interview/types.ts';
import type { InterviewRecord } from '../../../schemas/generated/interviewRecordList.ts';
import type { TaskRecord } from '../../../schemas/generated/taskRecordList.ts';
import type { TemplateRecord } from '../../../schemas/generated/templateRecord.ts';
import type { TemplateRecord as CaseRecord } from '../../../schemas/generated/templateRecordList.ts';
import { formatCalendarDay, formatInstant } from '../../../engine/calendar/formatDate.ts';
import { regionLabel } from '../interviews/regionLabel.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const R = TEMPLATE_TEXTS.records;

/** A saved record as the preview loads it (GET …/records/:id): a case, an interview, a task. */
export type LoadedRecord = Omit<TemplateRecord, 'data'> & { data: Record<string, unknown> };

/** One entry of the picker: the record's id, the name it is known by, and the lines that tell it apart. */
export interface RecordEntry {
  id: string;
  name: string;
  lines: string[];
}

/** The texts every kind of record has (texts.ts); a case also counts the required answers left blank. */
export interface RecordTexts {
  title: string;
  search: string;
  searchHelp: string;
  loading: string;
  none: string;
  noMatch: string;
  more: (shown: number, total: number) => string;
  opening: string;
  openFailed: string;
  notSaved: string;
  clear: string;
  checking: string;
  checkFailed: string;
  allValid: string;
  wrong: (count: number) => string;
  missing?: (count: number) => string;
}

/**
 * How the preview names the records of one kind of template
 * (docs/decisions/0153-preview-of-a-draft-on-saved-records.md): its texts, a listed record as the
 * picker shows it, and the loaded record's heading with what it is checked with (an interview's
 * region, a task's sending day).
 */
export interface RecordKind {
  texts: RecordTexts;
  entry(item: never): RecordEntry;
  heading(record: LoadedRecord): string[];
}

/** A case form's saved cases. */
export const caseRecords: RecordKind = {
  texts: R.case,
  entry: (item: CaseRecord) => ({
    id: item.consultationId,
    name: item.applicantName,
    lines: [
      R.case.consultation(item.consultationName, item.email),
      [item.appointmentDate && R.case.appointment(formatCalendarDay(item.appointmentDate)), R.case.savedWith(item.templateVersion)]
        .filter(Boolean)
        .join(' · '),
    ],
  }),
  heading: (record) => [R.case.shown(record.name, record.templateVersion)],
};

/** The interview steps' saved interviews. */
export const interviewRecords: RecordKind = {
  texts: R.interview,
  entry: (item: InterviewRecord) => ({
    id: item.id,
    name: item.clientName,
    lines: [
      `${regionLabel(item.region)} · ${item.status === 'completed' ? R.interview.completed : R.interview.inProgress(item.currentStep, INTERVIEW_STEP_COUNT)}`,
      R.interview.savedOn(formatInstant(item.updatedAt), item.templateVersion),
    ],
  }),
  heading: (record) => [R.interview.shown(record.name, record.templateVersion), R.interview.checkedAs(regionLabel(record.region ?? 'usa'))],
};

/** The task form's sent tasks. */
export const taskRecords: RecordKind = {
  texts: R.form,
  entry: (item: TaskRecord) => ({
    id: item.id,
    name: item.title,
    lines: [R.form.sentOn(formatCalendarDay(item.sentOn), item.sentBy), R.form.sentWith(item.templateVersion)],
  }),
  heading: (record) => [R.form.shown(record.name, record.templateVersion), R.form.checkedAs(formatCalendarDay(record.sentOn))],
};
