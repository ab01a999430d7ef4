import type { EntityManager } from '@mikro-orm/postgresql';
import { GOLDEN_AS_OF, GOLDEN_CASES } from '../../../engine/interview/goldenCases.ts';
import { scoreInterview } from '../../../engine/interview/scoreInterview.ts';
import type { InterviewAnswers, InterviewRegion, InterviewRules } from '../../../engine/interview/types.ts';
import { LISTED } from '../../../engine/templates/editing/checkRecords.ts';
import { rulesKind as rules } from '../../../engine/templates/kinds/rulesKind.ts';
import { queryRows } from '../../db/sql.ts';
import { publishedInterviewRules } from '../templateCatalog.ts';
import type { KindContext, KindHandler } from './kindHandler.ts';

export interface RatingChange {
  name: string;
  interviewId?: string;
  region: string;
  score: { current: number; draft: number };
  rating: { current: string; draft: string };
}

/** What a rules draft changes: the golden cases and the finished interviews whose rating it would change. */
export interface RescoredRatings {
  golden: RatingChange[];
  interviews: { total: number; changed: RatingChange[] };
}

function change(
  name: string,
  region: InterviewRegion,
  current: InterviewRules,
  draft: InterviewRules,
  answers: InterviewAnswers,
  asOf: string,
): RatingChange | null {
  const before = scoreInterview(current, region, answers, asOf);
  const after = scoreInterview(draft, region, answers, asOf);
  if (before.rating === after.rating) return null;
  return { name, region, score: { current: before.score, draft: after.score }, rating: { current: before.rating, draft: after.rating } };
}

/**
 * The golden cases (engine/interview/goldenCases.ts) scored with the latest published rules and with the
 * draft, and each finished interview's latest result (its stored answers, region and day) re-scored with
 * the draft against its stored computed rating: the ones whose rating would change.
 */
async function rescoreInterviews(em: EntityManager, current: InterviewRules, draft: InterviewRules): Promise<RescoredRatings> {
  const golden = GOLDEN_CASES.map((c) => change(c.name, c.region, current, draft, c.answers, GOLDEN_AS_OF)).filter(
    (c): c is RatingChange => c !== null,
  );
  const rows = await queryRows<{
    interview_id: string;
    client_name: string;
    region: string;
    as_of: string;
    answers: InterviewAnswers;
    computed_rating: string;
    score: number;
  }>(
    em,
    `select distinct on (r.interview_id) r.interview_id, i.client_name, r.region, r.as_of, r.answers, r.computed_rating, r.score
     from interview_results r join interviews i on i.id = r.interview_id
     where i.status = 'completed' order by r.interview_id, r.created_at desc`,
  );
  const changed: RatingChange[] = [];
  for (const row of rows) {
    const after = scoreInterview(draft, row.region as InterviewRegion, row.answers, row.as_of);
    if (after.rating === row.computed_rating) continue;
    changed.push({
      name: row.client_name,
      interviewId: row.interview_id,
      region: row.region,
      score: { current: row.score, draft: after.score },
      rating: { current: row.computed_rating, draft: after.rating },
    });
  }
  return { golden, interviews: { total: rows.length, changed: changed.slice(0, LISTED) } };
}

/**
 * The interview's scoring rules (templates/interview/rules.json), keyed like the interview: checked
 * against rules.schema.json and the latest steps, and tried on the golden cases and finished interviews.
 */
export function rulesKind({ catalog, rulesSchema }: KindContext): KindHandler {
  const { rules: scoring } = catalog;
  // Named by the latest steps: their titles and option labels are the ones editors see today.
  const context = () => {
    const { steps, rules: resolved, regions } = catalog.interview();
    return { steps, rulesShape: rulesSchema, rulesNames: { ...resolved, regions } };
  };
  return {
    rules,
    keys: () => scoring.keys(),
    label: () => `${catalog.interview().label}: reglas de puntuación`,
    versions: (key) =>
      scoring.versions(key).map((version) => ({ version, content: scoring.find(key, version) as unknown as Record<string, unknown> })),
    context,
    async effect(em, key, content) {
      const latest = catalog.interview();
      const { ruleChanges } = rules.compare(scoring.find(key) as unknown as Record<string, unknown>, content, context());
      return { ruleChanges, rescored: await rescoreInterviews(em, latest.rules, publishedInterviewRules(content, latest)) };
    },
  };
}
