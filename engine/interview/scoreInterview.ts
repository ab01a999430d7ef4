import { formatNumericDay } from '../calendar/formatDate.ts';
import { formatAmount, formatNumber } from './formatSpanish.ts';
import {
  INTERVIEW_STEP_KEYS,
  type Band,
  type Condition,
  type InterviewAnswers,
  type InterviewRegion,
  type InterviewRules,
  type InterviewScore,
  type InterviewStepKey,
  type LedgerEntry,
  type RaiseSuggestion,
  type ScoringRule,
} from './types.ts';
import { isBlank } from '../cases/isAnswered.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole months from `from` to `to` (YYYY-MM-DD), 0 when `to` is not later; null for a malformed date. */
function wholeMonthsBetween(from: string, to: string): number | null {
  const a = DAY.exec(from);
  const b = DAY.exec(to);
  if (!a || !b) return null;
  let months = (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2]));
  if (Number(b[3]) < Number(a[3])) months -= 1;
  return Math.max(0, months);
}

const answerOf = (answers: InterviewAnswers, step: string, field: string): unknown => {
  const data = answers[step as InterviewStepKey];
  return data && typeof data === 'object' ? data[field] : undefined;
};

/** Whether every part of `condition` holds; `rating` is unknown (and fails) while the score is being summed. */
export function conditionHolds(condition: Condition, region: InterviewRegion, answers: InterviewAnswers, rating?: string): boolean {
  if (condition.region && !condition.region.includes(region)) return false;
  if (condition.rating && (rating === undefined || !condition.rating.includes(rating))) return false;
  for (const [place, values] of Object.entries(condition.answers ?? {})) {
    const [step, field] = place.split('.');
    const answer = answerOf(answers, step, field);
    if (isBlank(answer) || !values.includes(String(answer))) return false;
  }
  return true;
}

/** The band `value` falls in: the last whose `min` it reaches (the first when below all). */
const bandFor = (bands: Band[], value: number): Band => bands.reduce((found, band) => (value >= band.min ? band : found), bands[0]);
const bestBand = (bands: Band[]): Band => bands.reduce((best, band) => (band.points > best.points ? band : best), bands[0]);

interface Judged {
  answerText: string;
  band: string | null;
  base: number;
  basePossible: number;
  /** What the best answer is, for "what would raise the rating". */
  bestText: string;
}

function judge(rule: ScoringRule, place: string, answer: unknown, rules: InterviewRules, region: InterviewRegion, asOf: string): Judged {
  if (rule.kind === 'choice') {
    const labels = rules.optionLabels[place] ?? {};
    const labelOf = (value: string) => labels[value] ?? (value === 'true' ? 'Sí' : value === 'false' ? 'No' : value);
    const basePossible = Math.max(...Object.values(rule.points));
    const best = Object.keys(rule.points).find((value) => rule.points[value] === basePossible)!;
    const bestText = `responder «${labelOf(best)}»`;
    if (isBlank(answer)) return { answerText: 'sin respuesta', band: null, base: 0, basePossible, bestText };
    const key = String(answer);
    if (!(key in rule.points)) return { answerText: `respuesta no reconocida («${key}»)`, band: null, base: 0, basePossible, bestText };
    return { answerText: labelOf(key), band: null, base: rule.points[key], basePossible, bestText };
  }
  const bands = rule.kind === 'amount' ? rules.bands[rule.bands][region] : rule.bands;
  const top = bestBand(bands);
  const basePossible = top.points;
  if (rule.kind === 'amount') {
    const currency = rules.currencies[region];
    const bestText = `llegar a la banda ${top.label} (desde ${formatAmount(top.min, currency)})`;
    if (typeof answer !== 'number' || !Number.isFinite(answer))
      return { answerText: 'sin respuesta', band: null, base: 0, basePossible, bestText };
    const band = bandFor(bands, answer);
    return { answerText: formatAmount(answer, currency), band: band.label, base: band.points, basePossible, bestText };
  }
  const bestText = `llegar a la banda ${top.label} (${formatNumber(top.min)} meses o más de validez)`;
  const months = typeof answer === 'string' ? wholeMonthsBetween(asOf, answer) : null;
  if (months === null) return { answerText: 'sin respuesta', band: null, base: 0, basePossible, bestText };
  const band = bandFor(bands, months);
  return {
    answerText: `${formatNumericDay(answer as string)} (${formatNumber(months)} ${months === 1 ? 'mes' : 'meses'} de validez)`,
    band: band.label,
    base: band.points,
    basePossible,
    bestText,
  };
}

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;
const points = (n: number) => `${formatNumber(n)} ${n === 1 ? 'punto' : 'puntos'}`;

function ledgerLine(label: string, judged: Judged, weight: number): string {
  const band = judged.band === null ? '' : `banda ${judged.band}: `;
  const weighted = `${formatNumber(judged.base * weight)} de ${points(judged.basePossible * weight)}`;
  const detail =
    weight === 1 ? '' : ` (${formatNumber(judged.base)} de ${formatNumber(judged.basePossible)} × peso ${formatNumber(weight)})`;
  return `${label}: ${judged.answerText} → ${band}${weighted}${detail}`;
}

const firstMatch = <T extends { when: Condition }>(list: T[], region: InterviewRegion, answers: InterviewAnswers, rating: string) =>
  list.find((rule) => conditionHolds(rule.when, region, answers, rating));

// Integer comparison (score / maxScore ≥ minPercent / 100) so a limit is never missed by a rounding error.
const reaches = (score: number, maxScore: number, minPercent: number) => score * 100 >= minPercent * maxScore;
const pointsFor = (maxScore: number, minPercent: number) => Math.ceil((minPercent * maxScore) / 100 - 1e-9);

/**
 * Scores an interview's answers for `region` with `rules`: every rule that applies gives or withholds
 * points (the ledger, which adds up to the score), the share of the maximum chooses the rating, and the
 * rules' ordered lists choose the recommended visa and the eligibility level. `asOf` (YYYY-MM-DD) is the
 * day dates in the answers are measured from; nothing here reads the clock, so the same input always
 * gives the same result. The rules are assumed checked (engine/interview/checkInterviewRules.ts).
 */
export function scoreInterview(rules: InterviewRules, region: InterviewRegion, answers: InterviewAnswers, asOf: string): InterviewScore {
  const ledger: LedgerEntry[] = [];
  const missing: (RaiseSuggestion & { order: number })[] = [];
  for (const step of INTERVIEW_STEP_KEYS) {
    const { weight, rules: stepRules } = rules.steps[step];
    for (const rule of stepRules) {
      if (rule.when && !conditionHolds(rule.when, region, answers)) continue;
      const place = `${step}.${rule.field}`;
      const label = rules.fieldTitles[place] ?? rule.field;
      const answer = answerOf(answers, step, rule.field);
      const judged = judge(rule, place, answer, rules, region, asOf);
      const entry: LedgerEntry = {
        step,
        field: rule.field,
        label,
        answer: isBlank(answer) ? null : answer,
        answerText: judged.answerText,
        band: judged.band,
        points: judged.base * weight,
        possible: judged.basePossible * weight,
        weight,
        line: ledgerLine(label, judged, weight),
      };
      ledger.push(entry);
      const gain = entry.possible - entry.points;
      if (gain > 0)
        missing.push({
          step,
          field: rule.field,
          gain,
          line: `${label}: ${judged.bestText} sumaría ${points(gain)}`,
          order: missing.length,
        });
    }
  }
  const score = ledger.reduce((sum, entry) => sum + entry.points, 0);
  const maxScore = ledger.reduce((sum, entry) => sum + entry.possible, 0);
  const ratingIndex = rules.ratings.findIndex((r) => reaches(score, maxScore, r.minPercent));
  const index = ratingIndex === -1 ? rules.ratings.length - 1 : ratingIndex;
  const rating = rules.ratings[index].name;

  let toNextRating: InterviewScore['toNextRating'] = null;
  if (index > 0) {
    const next = rules.ratings[index - 1];
    const pointsNeeded = pointsFor(maxScore, next.minPercent) - score;
    const suggestions: RaiseSuggestion[] = [];
    let gathered = 0;
    for (const { order: _order, ...suggestion } of [...missing].sort((a, b) => b.gain - a.gain || a.order - b.order)) {
      if (gathered >= pointsNeeded) break;
      suggestions.push(suggestion);
      gathered += suggestion.gain;
    }
    toNextRating = { rating: next.name, pointsNeeded, suggestions };
  }

  const percentOf = (entry: LedgerEntry) => (entry.possible === 0 ? 100 : (entry.points * 100) / entry.possible);
  const describe = (entry: LedgerEntry) => `${entry.label}: ${entry.answerText}${entry.band === null ? '' : ` (banda ${entry.band})`}`;
  const strengths = ledger.filter((e) => e.possible > 0 && percentOf(e) >= rules.strengthAtPercent).map(describe);
  const risks = ledger.filter((e) => e.possible > 0 && percentOf(e) < rules.riskBelowPercent).map(describe);

  const recommendedVisa = firstMatch(rules.recommendedVisa, region, answers, rating)?.visa ?? 'N/A';
  const eligibilityLevel = firstMatch(rules.eligibility, region, answers, rating)?.level ?? 'N/A';
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  const text = [
    `Puntuación: ${formatNumber(score)} de ${formatNumber(maxScore)} (${formatNumber(percent)} %). Calificación: ${rating}.`,
    `Visa recomendada: ${recommendedVisa}. Nivel de elegibilidad: ${eligibilityLevel}.`,
    `${count(strengths.length, 'fortaleza', 'fortalezas')} y ${count(risks.length, 'riesgo', 'riesgos')} en el detalle de la puntuación.`,
  ].join(' ');
  return { score, maxScore, rating, executiveSummary: { text, recommendedVisa, eligibilityLevel }, strengths, risks, ledger, toNextRating };
}
