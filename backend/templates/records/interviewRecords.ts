import { INTERVIEW_STEP_KEYS, interviewRegionOf, isInterviewStepKey, type InterviewStep } from '../../../engine/interview/types.ts';
import { checkTemplateSchema } from '../../../engine/templates/checkTemplateSchema.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import type { InterviewRecordList } from '../../../schemas/generated/interviewRecordList.ts';
import { containsText, whereClause, type SqlCondition } from '../../db/lists/search.ts';
import { queryRows } from '../../db/sql.ts';
import { AppError } from '../../http/AppError.ts';
import { savedInterviews } from '../../interviews/savedInterviews.ts';
import { answerErrors, compileSteps } from '../../interviews/stepValidators.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import { compiledDrafts, compileOrRefuse, previewRefused } from './compiledDrafts.ts';
import { LISTED_RECORDS, type RecordSource } from './recordSource.ts';
import { isObject } from '../../../engine/json/isObject.ts';

/** The seven steps of a steps draft as the editor sends it (one form whose sections are the steps), or 400 naming what the preview cannot check with. */
function draftSteps(schema: JsonSchema): InterviewStep[] {
  const problems: { path: string; message: string }[] = [];
  const steps = INTERVIEW_STEP_KEYS.map((key, i): InterviewStep => {
    const step = schema.properties?.[key];
    if (!isObject(step)) problems.push({ path: key, message: TEMPLATE_TEXTS.previewStepMissing });
    else
      problems.push(
        ...checkTemplateSchema(step, {}, { labels: false }).map((p) => ({ path: p.path ? `${key}.${p.path}` : key, message: p.message })),
      );
    return { number: i + 1, key, title: String(step?.title ?? key), schema: step ?? {}, uiSchema: {} };
  });
  if (problems.length) throw previewRefused(problems);
  return steps;
}

/** The answers sent for the preview, by step key: 400 for a key that is no step or answers that are not an object. */
function stepAnswers(data: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const details = Object.entries(data).flatMap(([key, answers]): FieldError[] => {
    if (!isInterviewStepKey(key)) return [{ path: `data.${key}`, message: TEMPLATE_TEXTS.previewNotAStep }];
    return isObject(answers) ? [] : [{ path: `data.${key}`, message: TEMPLATE_TEXTS.previewStepAnswers }];
  });
  if (details.length) throw new AppError('invalid', TEMPLATE_TEXTS.previewBadData, details);
  return data as Record<string, Record<string, unknown>>;
}

/** The interview a check is for: its region decides which fields each step holds. */
function recordOf(record: string | undefined): string {
  if (!record)
    throw new AppError('invalid', TEMPLATE_TEXTS.previewNeedsInterview, [
      { path: 'record', message: TEMPLATE_TEXTS.previewNeedsInterview },
    ]);
  return record;
}

interface ListRow {
  id: string;
  client_name: string;
  country: string;
  status: string;
  current_step: number;
  template_version: number;
  updated_at: Date | string;
}

/**
 * The saved interviews, in progress or finished, for the preview of a steps draft: found by the client's
 * name, read as their answers by step, and checked as a step save checks them: each step the interview
 * holds answers for, with the interview's own region filled in (never one the browser chooses).
 */
export function interviewRecords(): RecordSource {
  const stepsOf = compiledDrafts((schema) => {
    const steps = draftSteps(schema);
    return compileOrRefuse(() => compileSteps(steps));
  });
  const read: RecordSource['read'] = async (em, _key, id) => {
    const [found] = await savedInterviews(em, id);
    return found ? { id, name: found.clientName, templateVersion: found.templateVersion, data: found.data, region: found.region } : null;
  };
  return {
    notFound: TEMPLATE_TEXTS.interviewNotFound,
    read,
    async list(em, _key, search): Promise<InterviewRecordList> {
      const where = whereClause(search ? [containsText(search, ['client_name'])] : ([] as SqlCondition[]));
      const rows = await queryRows<ListRow>(
        em,
        `select id, client_name, country, status, current_step, template_version, updated_at from interviews ${where.sql}
         order by updated_at desc, id limit ${LISTED_RECORDS}`,
        where.params,
      );
      const [count] = await queryRows<{ total: string | number }>(
        em,
        `select count(*) as total from interviews ${where.sql}`,
        where.params,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          clientName: row.client_name,
          region: interviewRegionOf(row.country),
          status: row.status,
          currentStep: row.current_step,
          templateVersion: row.template_version,
          updatedAt: new Date(row.updated_at).toISOString(),
        })),
        total: Number(count.total),
        limit: LISTED_RECORDS,
      };
    },
    async check(em, key, { schema, data, record }) {
      const id = recordOf(record);
      const answers = stepAnswers(data);
      const errorsOf = stepsOf(schema);
      const interview = await read(em, key, id);
      if (!interview) throw new AppError('not_found', TEMPLATE_TEXTS.interviewNotFound);
      // A step save refuses a required answer left blank: it is one of the wrong answers here.
      return { wrong: answerErrors(errorsOf, interview.region!, answers), missing: [] };
    },
  };
}
