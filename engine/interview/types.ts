import type { JsonSchema, UiSchema } from '../templates/types.ts';

/** The destinations an interview is made for; each has its own currency and bands. */
export const INTERVIEW_REGIONS = ['usa', 'canada', 'europa'] as const;
export type InterviewRegion = (typeof INTERVIEW_REGIONS)[number];

/** The seven steps, in order; the step number is the position plus one. */
export const INTERVIEW_STEP_KEYS = ['presentacion', 'vinculos', 'solvencia', 'historial', 'plan', 'sponsor', 'coherencia'] as const;
export type InterviewStepKey = (typeof INTERVIEW_STEP_KEYS)[number];
export const INTERVIEW_STEP_COUNT = INTERVIEW_STEP_KEYS.length;

export const isInterviewRegion = (value: unknown): value is InterviewRegion => INTERVIEW_REGIONS.includes(value as InterviewRegion);
/** The region an interview stored with `country` is checked and scored with: a stored value that is no region counts as 'usa'. */
export const interviewRegionOf = (country: string): InterviewRegion => (isInterviewRegion(country) ? country : 'usa');
export const isInterviewStepKey = (value: unknown): value is InterviewStepKey => INTERVIEW_STEP_KEYS.includes(value as InterviewStepKey);

/** One step of the interview template: its draft-07 schema and RJSF uiSchema. */
export interface InterviewStep {
  number: number;
  key: InterviewStepKey;
  title: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/** The answers of an interview: one object of fields per step key. */
export type InterviewAnswers = Partial<Record<InterviewStepKey, Record<string, unknown> | null | undefined>>;

/** A band of an amount (or of months of validity): values from `min` up to the next band's `min`. */
export interface Band {
  min: number;
  label: string;
  points: number;
}

/** All listed parts must hold; `answers` keys are `step.field`, each with the values that match. */
export interface Condition {
  region?: InterviewRegion[];
  rating?: string[];
  answers?: Record<string, string[]>;
}

interface RuleBase {
  field: string;
  /** The rule counts only when this holds (a field shown for one region, or after another answer). */
  when?: Condition;
}
export interface ChoiceRule extends RuleBase {
  kind: 'choice';
  /** Points per stored option value (`"true"` / `"false"` for yes/no fields). */
  points: Record<string, number>;
}
export interface AmountRule extends RuleBase {
  kind: 'amount';
  /** The name of a band set in `bands`, with limits per region in its currency. */
  bands: string;
}
export interface ValidityRule extends RuleBase {
  kind: 'validity';
  /** Bands of whole months from the interview's date to the date answered. */
  bands: Band[];
}
export type ScoringRule = ChoiceRule | AmountRule | ValidityRule;

/** templates/interview/rules.json, as written by a content editor (checked against rules.schema.json). */
export interface InterviewRulesFile {
  version: number;
  currencies: Record<InterviewRegion, string>;
  bands: Record<string, Record<InterviewRegion, Band[]>>;
  steps: Record<InterviewStepKey, { weight: number; rules: ScoringRule[] }>;
  /** From best to worst; a score reaching `minPercent` of the maximum earns the rating. */
  ratings: { name: string; minPercent: number }[];
  strengthAtPercent: number;
  riskBelowPercent: number;
  /** First rule whose condition holds wins; the last one has an empty condition. */
  recommendedVisa: { when: Condition; visa: string }[];
  eligibility: { when: Condition; level: string }[];
}

/**
 * The rules ready to score: the file plus the words the ledger prints, taken from the template
 * (step titles, field titles, option labels), and the identity a stored result keeps.
 */
export interface InterviewRules extends InterviewRulesFile {
  stepTitles: Record<InterviewStepKey, string>;
  /** `step.field` → the field's Spanish title. */
  fieldTitles: Record<string, string>;
  /** `step.field` → option value → its Spanish label. */
  optionLabels: Record<string, Record<string, string>>;
  /** sha256 of the canonical JSON of everything above (engine/json/canonicalJson.ts). */
  fingerprint: string;
}

/** One rule that gave or withheld points. Points are weighted by the step's weight. */
export interface LedgerEntry {
  step: InterviewStepKey;
  field: string;
  label: string;
  /** The answer as stored (null when unanswered). */
  answer: unknown;
  /** The answer as a person reads it ('2.500 USD', 'Turismo', 'sin respuesta'). */
  answerText: string;
  /** The band the answer fell in (amounts and dates), else null. */
  band: string | null;
  points: number;
  possible: number;
  weight: number;
  /** 'Ingreso laboral mensual: 2.500 USD → banda alta: 30 de 30 puntos (15 de 15 × peso 2)' */
  line: string;
}

export interface RaiseSuggestion {
  step: InterviewStepKey;
  field: string;
  gain: number;
  line: string;
}

export interface InterviewScore {
  score: number;
  maxScore: number;
  rating: string;
  executiveSummary: { text: string; recommendedVisa: string; eligibilityLevel: string };
  strengths: string[];
  risks: string[];
  ledger: LedgerEntry[];
  /** What would reach the next rating up; null at the top rating. */
  toNextRating: { rating: string; pointsNeeded: number; suggestions: RaiseSuggestion[] } | null;
}
