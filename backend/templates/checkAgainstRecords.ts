import type { EntityManager } from '@mikro-orm/postgresql';
import { GOLDEN_AS_OF, GOLDEN_CASES } from '../../engine/interview/goldenCases.ts';
import { scoreInterview } from '../../engine/interview/scoreInterview.ts';
import type { InterviewAnswers, InterviewRegion, InterviewRules } from '../../engine/interview/types.ts';
import { isNotApplicable } from '../../engine/na/isNotApplicable.ts';
import { inspectCase } from '../../engine/na/inspectCase.ts';
import { checkDraft, type DraftProblem, type TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { diffTemplates, type TemplateDiff } from '../../engine/templates/editing/diffTemplates.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import { templateFields } from '../../engine/templates/editing/templateFields.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { queryRows } from '../db/sql.ts';
import { TEMPLATE_TEXTS } from './texts.ts';
import { versionOf, type EditableTemplates } from './templateKinds.ts';
import { publishedInterviewRules } from './templateCatalog.ts';

/** At most this many cases or interviews are listed by name in a check; the counts cover all of them. */
const LISTED = 50;

export interface CaseRecordsCheck {
  total: number;
  failing: number;
  failingCases: { consultationId: string; templateVersion: number; errors: { path: string; message: string }[] }[];
  /** Fields the draft retires that saved cases hold a value in, with how many cases. */
  retiredFieldsHeld: { path: string; label: string; cases: number }[];
  /** Stored option codes the draft no longer offers, with how many cases hold each. */
  unofferedOptions: { path: string; value: string; cases: number }[];
}

export interface RatingChange {
  name: string;
  interviewId?: string;
  region: string;
  score: { current: number; draft: number };
  rating: { current: string; draft: string };
}

export interface InterviewRecordsCheck {
  golden: RatingChange[];
  interviews: { total: number; changed: RatingChange[] };
}

export interface DraftCheck {
  /** Empty when the draft may be published. */
  problems: DraftProblem[];
  fingerprint: string;
  /** Case forms: what changes from the latest version. */
  diff?: TemplateDiff;
  cases?: CaseRecordsCheck;
  interview?: InterviewRecordsCheck;
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const answered = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length) && !isNotApplicable(value);

/** Every answered value of a case with its field path (`finances.bankAccounts[].bankName`). */
function answeredValues(value: unknown, prefix: string, into: [string, unknown][]): [string, unknown][] {
  if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) answeredValues(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some(isObject)) {
    for (const item of value) answeredValues(item, `${prefix}[]`, into);
  } else if (answered(value)) {
    into.push([prefix, value]);
  }
  return into;
}

/** The draft's content as a template the engine can validate with. */
export function draftAsCaseTemplate(key: string, content: Data, version: number): CaseTemplate {
  return { ...(content as unknown as CaseTemplate), kind: 'case', key, version, file: `borrador de ${key}` };
}

async function checkCases(em: EntityManager, draft: CaseTemplate, latest: CaseTemplate): Promise<CaseRecordsCheck> {
  const rows = await queryRows<{ consultation_id: string; template_version: number; data: Data }>(
    em,
    'select consultation_id, template_version, data from consultation_details where form_template = ? order by updated_at desc',
    [draft.key],
  );
  const fields = templateFields(draft.schema);
  // A retired field is named by its label in the latest version, which still has it.
  const latestFields = templateFields(latest.schema);
  const retired = new Map<string, { label: string; cases: Set<string> }>();
  const unoffered = new Map<string, { path: string; value: string; cases: Set<string> }>();
  const check: CaseRecordsCheck = { total: rows.length, failing: 0, failingCases: [], retiredFieldsHeld: [], unofferedOptions: [] };
  for (const row of rows) {
    const { wrong } = inspectCase(draft, row.data ?? {});
    if (wrong.length) {
      check.failing += 1;
      if (check.failingCases.length < LISTED) check.failingCases.push({ consultationId: row.consultation_id, templateVersion: row.template_version, errors: wrong });
    }
    for (const [path, value] of answeredValues(row.data ?? {}, '', [])) {
      const field = fields.get(path);
      if (!field && !fields.has(path.replace(/\[\]$/, ''))) {
        const entry = retired.get(path) ?? { label: latestFields.get(path)?.label ?? path, cases: new Set<string>() };
        entry.cases.add(row.consultation_id);
        retired.set(path, entry);
      } else if (field && field.options.size) {
        for (const code of Array.isArray(value) ? value : [value]) {
          if (field.options.has(String(code))) continue;
          const id = `${path}\n${String(code)}`;
          const entry = unoffered.get(id) ?? { path, value: String(code), cases: new Set<string>() };
          entry.cases.add(row.consultation_id);
          unoffered.set(id, entry);
        }
      }
    }
  }
  check.retiredFieldsHeld = [...retired].map(([path, { label, cases }]) => ({ path, label, cases: cases.size }));
  check.unofferedOptions = [...unoffered.values()].map(({ path, value, cases }) => ({ path, value, cases: cases.size }));
  return check;
}

/** The rules file resolved against the steps, with its fingerprint, ready to score. */
export function rulesOf(content: Data, templates: EditableTemplates): InterviewRules {
  return publishedInterviewRules(content, templates.interview);
}

function change(name: string, region: InterviewRegion, current: InterviewRules, draft: InterviewRules, answers: InterviewAnswers, asOf: string, interviewId?: string): RatingChange | null {
  const before = scoreInterview(current, region, answers, asOf);
  const after = scoreInterview(draft, region, answers, asOf);
  if (before.rating === after.rating) return null;
  return { name, interviewId, region, score: { current: before.score, draft: after.score }, rating: { current: before.rating, draft: after.rating } };
}

async function checkInterviews(em: EntityManager, templates: EditableTemplates, key: string, content: Data): Promise<InterviewRecordsCheck> {
  const current = rulesOf((await versionOf(em, templates, 'interview', key)).content, templates);
  const draft = rulesOf(content, templates);
  const golden = GOLDEN_CASES.map((c) => change(c.name, c.region, current, draft, c.answers, GOLDEN_AS_OF)).filter((c): c is RatingChange => c !== null);
  // Each finished interview's latest result: the answers, region and day it was scored with.
  const rows = await queryRows<{ interview_id: string; client_name: string; region: string; as_of: string; answers: InterviewAnswers; computed_rating: string; score: number }>(
    em,
    `select distinct on (r.interview_id) r.interview_id, i.client_name, r.region, r.as_of, r.answers, r.computed_rating, r.score
     from interview_results r join interviews i on i.id = r.interview_id
     where i.status = 'completed' order by r.interview_id, r.created_at desc`,
  );
  const changed: RatingChange[] = [];
  for (const row of rows) {
    const after = scoreInterview(draft, row.region as InterviewRegion, row.answers, row.as_of);
    if (after.rating === row.computed_rating) continue;
    changed.push({ name: row.client_name, interviewId: row.interview_id, region: row.region, score: { current: row.score, draft: after.score }, rating: { current: row.computed_rating, draft: after.rating } });
  }
  return { golden, interviews: { total: rows.length, changed: changed.slice(0, LISTED) } };
}

/** Problems with the draft's identity: it must keep its kind and key. */
function identityProblems(kind: TemplateKind, key: string, content: Data): DraftProblem[] {
  if (kind !== 'case') return [];
  const problems: DraftProblem[] = [];
  if (content.kind !== 'case') problems.push({ pointer: '/kind', message: TEMPLATE_TEXTS.kindMismatch('case') });
  if (content.key !== key) problems.push({ pointer: '/key', message: TEMPLATE_TEXTS.keyMismatch(key) });
  return problems;
}

/** The draft's own problems (what refuses a publish): its identity, then checkDraft. */
export function draftProblems(templates: EditableTemplates, kind: TemplateKind, key: string, content: Data): DraftProblem[] {
  return [...identityProblems(kind, key, content), ...checkDraft(kind, content, templates.interviewContext)];
}

/**
 * Everything the editor sees before publishing: the draft's problems, and, when it has none, what it
 * would do to saved data: for a case form, how many saved cases its rules refuse, which retired fields
 * they hold, which stored option codes it no longer offers, and the diff from the latest version; for
 * the interview rules, the golden cases and finished interviews whose rating would change.
 */
export async function checkAgainstRecords(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string, content: Data): Promise<DraftCheck> {
  const problems = draftProblems(templates, kind, key, content);
  const result: DraftCheck = { problems, fingerprint: templateFingerprint(content) };
  if (problems.length) return result;
  if (kind === 'case') {
    const latest = templates.catalog.cases.get(key);
    const draft = draftAsCaseTemplate(key, content, latest.version + 1);
    result.diff = diffTemplates(latest, draft);
    result.cases = await checkCases(em, draft, latest);
  } else {
    result.interview = await checkInterviews(em, templates, key, content);
  }
  return result;
}
