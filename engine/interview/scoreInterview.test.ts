import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { BEST_ANSWERS, MIDDLE_ANSWERS, WORST_ANSWERS } from './goldenCases.ts';
import { scoreInterview } from './scoreInterview.ts';
import { INTERVIEW_REGIONS, type InterviewAnswers, type InterviewRegion, type InterviewRules } from './types.ts';

const test = suite('scoreInterview');
const { rules } = loadInterviewTemplate();
const AS_OF = '2026-11-24';

// The golden answers are shared with the template editor's re-scoring (engine/interview/goldenCases.ts).
const BEST = BEST_ANSWERS;
const WORST = WORST_ANSWERS;
const lowest = rules.ratings[rules.ratings.length - 1].name;
const withAnswer = (answers: InterviewAnswers, step: keyof InterviewAnswers, field: string, value: unknown): InterviewAnswers => ({
  ...answers,
  [step]: { ...answers[step], [field]: value },
});
const entry = (result: ReturnType<typeof scoreInterview>, field: string) => {
  const found = result.ledger.find((e) => e.field === field);
  assert.ok(found, `the ledger has a line for ${field}`);
  return found!;
};

// Golden cases: each region's best answers, worst answers and empty interview.
const golden: {
  region: InterviewRegion;
  answers: InterviewAnswers;
  name: string;
  score: number;
  maxScore: number;
  rating: string;
  visa: string;
  level: string;
}[] = [
  {
    region: 'usa',
    name: 'best',
    answers: BEST,
    score: 390,
    maxScore: 390,
    rating: 'Superior',
    visa: 'B-2 (turismo y visita)',
    level: 'Alta',
  },
  {
    region: 'canada',
    name: 'best',
    answers: BEST,
    score: 390,
    maxScore: 390,
    rating: 'Superior',
    visa: 'Visa de visitante (TRV)',
    level: 'Alta',
  },
  {
    region: 'europa',
    name: 'best',
    answers: BEST,
    score: 410,
    maxScore: 410,
    rating: 'Superior',
    visa: 'Visado Schengen tipo C (turismo y visita)',
    level: 'Alta',
  },
  { region: 'usa', name: 'worst', answers: WORST, score: 51, maxScore: 400, rating: lowest, visa: 'B-2 (turismo y visita)', level: 'Baja' },
  {
    region: 'canada',
    name: 'worst',
    answers: WORST,
    score: 51,
    maxScore: 400,
    rating: lowest,
    visa: 'Visa de visitante (TRV)',
    level: 'Baja',
  },
  {
    region: 'europa',
    name: 'worst',
    answers: WORST,
    score: 51,
    maxScore: 420,
    rating: lowest,
    visa: 'Visado Schengen tipo C (turismo y visita)',
    level: 'Baja',
  },
  {
    region: 'usa',
    name: 'middle',
    answers: MIDDLE_ANSWERS,
    score: 304,
    maxScore: 390,
    rating: 'Promedio',
    visa: 'B-2 (turismo y visita)',
    level: 'Media',
  },
  {
    region: 'europa',
    name: 'middle',
    answers: MIDDLE_ANSWERS,
    score: 304,
    maxScore: 410,
    rating: 'Promedio',
    visa: 'Visado Schengen tipo C (turismo y visita)',
    level: 'Media',
  },
  { region: 'usa', name: 'empty', answers: {}, score: 0, maxScore: 390, rating: lowest, visa: 'B-2 (turismo y visita)', level: 'Baja' },
  {
    region: 'europa',
    name: 'empty',
    answers: {},
    score: 0,
    maxScore: 410,
    rating: lowest,
    visa: 'Visado Schengen tipo C (turismo y visita)',
    level: 'Baja',
  },
];
for (const c of golden) {
  test(`golden: ${c.name} answers for ${c.region} score ${c.score} of ${c.maxScore}, ${c.rating}`, () => {
    const result = scoreInterview(rules, c.region, c.answers, AS_OF);
    assert.is(result.score, c.score);
    assert.is(result.maxScore, c.maxScore);
    assert.is(result.rating, c.rating);
    assert.is(result.executiveSummary.recommendedVisa, c.visa);
    assert.is(result.executiveSummary.eligibilityLevel, c.level);
  });
}

test('the best answers reach Superior and the worst the lowest rating in every region', () => {
  assert.is(lowest, 'Insuficiente');
  for (const region of INTERVIEW_REGIONS) {
    assert.is(scoreInterview(rules, region, BEST, AS_OF).rating, 'Superior', region);
    assert.is(scoreInterview(rules, region, WORST, AS_OF).rating, lowest, region);
    assert.is(scoreInterview(rules, region, BEST, AS_OF).toNextRating, null, `${region}: nothing raises Superior`);
  }
});

test('the ledger adds up to the score and the maximum, line by line', () => {
  for (const region of INTERVIEW_REGIONS) {
    for (const answers of [BEST, WORST, {}, withAnswer(BEST, 'vinculos', 'ingresoLaboral', 1000)]) {
      const result = scoreInterview(rules, region, answers, AS_OF);
      assert.is(
        result.ledger.reduce((sum, e) => sum + e.points, 0),
        result.score,
      );
      assert.is(
        result.ledger.reduce((sum, e) => sum + e.possible, 0),
        result.maxScore,
      );
      for (const e of result.ledger) {
        assert.ok(e.points <= e.possible, e.line);
        assert.ok(e.line.includes(`${e.points} de ${e.possible} puntos`) || e.line.includes(`${e.points.toLocaleString('es')} de`), e.line);
      }
    }
  }
});

test('a ledger line reads in Spanish, with the amount grouped, its currency, its band and the weight', () => {
  const result = scoreInterview(rules, 'usa', withAnswer(BEST, 'vinculos', 'ingresoLaboral', 2500), AS_OF);
  assert.is(entry(result, 'ingresoLaboral').line, 'Ingreso laboral mensual: 2.500 USD → banda alta: 30 de 30 puntos (15 de 15 × peso 2)');
  assert.is(entry(result, 'motivo').line, 'Motivo del viaje: Turismo → 10 de 10 puntos');
  const europe = scoreInterview(rules, 'europa', withAnswer(BEST, 'vinculos', 'ingresoLaboral', 1234.5), AS_OF);
  assert.is(entry(europe, 'ingresoLaboral').line, 'Ingreso laboral mensual: 1.234,5 EUR → banda media: 16 de 30 puntos (8 de 15 × peso 2)');
  const empty = scoreInterview(rules, 'usa', {}, AS_OF);
  assert.is(entry(empty, 'ingresoLaboral').line, 'Ingreso laboral mensual: sin respuesta → 0 de 30 puntos (0 de 15 × peso 2)');
  assert.is(entry(empty, 'ingresoLaboral').answer, null);
});

// Each band limit, on both sides, per region, read from the rules file itself.
for (const region of INTERVIEW_REGIONS) {
  test(`band edges for ${region}: one below a limit stays in the lower band, the limit itself is in the upper one`, () => {
    const amountRules = Object.entries(rules.steps).flatMap(([step, s]) =>
      s.rules.filter((r) => r.kind === 'amount').map((r) => ({ step, rule: r })),
    );
    assert.is(amountRules.length, 4, 'laboral, familiar, propiedades and ahorros');
    for (const { step, rule } of amountRules) {
      if (rule.kind !== 'amount') continue;
      const bands = rules.bands[rule.bands][region];
      for (let i = 1; i < bands.length; i++) {
        const limit = bands[i].min;
        const below = entry(
          scoreInterview(rules, region, withAnswer(BEST, step as keyof InterviewAnswers, rule.field, limit - 0.01), AS_OF),
          rule.field,
        );
        const at = entry(
          scoreInterview(rules, region, withAnswer(BEST, step as keyof InterviewAnswers, rule.field, limit), AS_OF),
          rule.field,
        );
        assert.is(below.band, bands[i - 1].label, `${rule.field} ${limit - 0.01} ${rules.currencies[region]}`);
        assert.is(at.band, bands[i].label, `${rule.field} ${limit} ${rules.currencies[region]}`);
        assert.is(at.points - below.points, (bands[i].points - bands[i - 1].points) * at.weight);
      }
    }
  });
}

test('the limits differ per region, each in its own currency', () => {
  assert.equal(rules.currencies, { usa: 'USD', canada: 'CAD', europa: 'EUR' });
  const laboral = (region: InterviewRegion) => rules.bands.laboral[region].map((b) => b.min);
  assert.not.equal(laboral('usa'), laboral('canada'));
  assert.not.equal(laboral('usa'), laboral('europa'));
  // 1.900 is high in Europe (from 1.850 EUR) but medium in the USA (from 2.000 USD).
  assert.is(
    entry(scoreInterview(rules, 'europa', withAnswer(BEST, 'vinculos', 'ingresoLaboral', 1900), AS_OF), 'ingresoLaboral').band,
    'alta',
  );
  assert.is(
    entry(scoreInterview(rules, 'usa', withAnswer(BEST, 'vinculos', 'ingresoLaboral', 1900), AS_OF), 'ingresoLaboral').band,
    'media',
  );
});

test('passport validity is measured from asOf, never from the clock: 6 months is the edge', () => {
  const validity = (expiry: string) =>
    entry(scoreInterview(rules, 'usa', withAnswer(BEST, 'plan', 'pasaporteVence', expiry), '2026-11-24'), 'pasaporteVence').answerText;
  assert.is(validity('2027-05-24'), '24/05/2027 (6 meses de validez)');
  assert.is(validity('2027-05-23'), '23/05/2027 (5 meses de validez)', 'a day short of the sixth month');
  assert.is(validity('2025-01-01'), '01/01/2025 (0 meses de validez)', 'an expired passport has none');
  const on = (asOf: string) =>
    entry(scoreInterview(rules, 'usa', withAnswer(BEST, 'plan', 'pasaporteVence', '2027-05-24'), asOf), 'pasaporteVence');
  assert.is(on('2026-11-24').band, 'suficiente (6 a 11 meses)');
  assert.is(on('2026-11-25').band, 'corta (menos de 6 meses)');
  assert.is(
    on('2026-11-24').line,
    'Vencimiento del pasaporte: 24/05/2027 (6 meses de validez) → banda suficiente (6 a 11 meses): 7 de 10 puntos',
  );
});

test('region-only fields count only for their region', () => {
  const fields = (region: InterviewRegion) => scoreInterview(rules, region, BEST, AS_OF).ledger.map((e) => e.field);
  assert.ok(fields('europa').includes('tipoFinanciamiento') && fields('europa').includes('idioma'));
  assert.not.ok(fields('usa').includes('idioma') || fields('canada').includes('tipoFinanciamiento'));
  assert.ok(fields('usa').includes('historialEEUU') && !fields('usa').includes('historialCanada'));
  assert.ok(fields('canada').includes('historialCanada') && !fields('canada').includes('historialEEUU'));
});

test('the sponsor relation counts only when there is a sponsor', () => {
  assert.not.ok(scoreInterview(rules, 'usa', BEST, AS_OF).ledger.some((e) => e.field === 'relacionPatrocinador'));
  const sponsored = withAnswer(BEST, 'sponsor', 'patrocinio', 'patrocinador-documentado');
  assert.is(
    entry(scoreInterview(rules, 'usa', withAnswer(sponsored, 'sponsor', 'relacionPatrocinador', 'amigo'), AS_OF), 'relacionPatrocinador')
      .points,
    4,
  );
});

const withRatings = (ratings: InterviewRules['ratings']): InterviewRules => ({ ...rules, ratings });

test('rating thresholds are read from the rules: moving a limit by one point changes the rating', () => {
  // 390 of 390 minus the 30 of high savings for a savings of 0 in the USA: 360 of 390 = 92,3 %.
  const answers = withAnswer(BEST, 'solvencia', 'ahorros', 0);
  const result = scoreInterview(rules, 'usa', answers, AS_OF);
  assert.is(result.score, 360);
  assert.is(result.rating, 'Superior');
  const exact = (360 * 100) / 390;
  assert.is(
    scoreInterview(
      withRatings([
        { name: 'Superior', minPercent: exact },
        { name: 'Promedio', minPercent: 0 },
      ]),
      'usa',
      answers,
      AS_OF,
    ).rating,
    'Superior',
    'exactly at the limit',
  );
  assert.is(
    scoreInterview(
      withRatings([
        { name: 'Superior', minPercent: 93 },
        { name: 'Promedio', minPercent: 0 },
      ]),
      'usa',
      answers,
      AS_OF,
    ).rating,
    'Promedio',
    'just above the score',
  );
  assert.is(
    scoreInterview(
      withRatings([
        { name: 'Superior', minPercent: 93 },
        { name: 'Promedio', minPercent: 0 },
      ]),
      'usa',
      answers,
      AS_OF,
    ).executiveSummary.eligibilityLevel,
    'Media',
  );
});

test('what would raise the rating: the largest missing points, enough to reach the next rating', () => {
  const answers = withAnswer(withAnswer(BEST, 'solvencia', 'ahorros', 0), 'vinculos', 'ingresoLaboral', 0);
  const result = scoreInterview(
    withRatings([
      { name: 'Superior', minPercent: 93 },
      { name: 'Promedio', minPercent: 0 },
    ]),
    'usa',
    answers,
    AS_OF,
  );
  // 390 - 30 - 26 = 334; 93 % of 390 = 362,7 → 363 points: 29 more.
  assert.is(result.score, 334);
  assert.equal(result.toNextRating, {
    rating: 'Superior',
    pointsNeeded: 29,
    suggestions: [
      {
        step: 'solvencia',
        field: 'ahorros',
        gain: 30,
        line: 'Ahorros disponibles: llegar a la banda alta (desde 10.000 USD) sumaría 30 puntos',
      },
    ],
  });
  const worst = scoreInterview(rules, 'usa', WORST, AS_OF).toNextRating!;
  assert.is(worst.rating, 'Bajo');
  assert.ok(worst.suggestions.reduce((sum, s) => sum + s.gain, 0) >= worst.pointsNeeded);
});

test('strengths and risks come from the same ledger', () => {
  const result = scoreInterview(rules, 'usa', withAnswer(BEST, 'historial', 'cumplimiento', 'problemas'), AS_OF);
  assert.ok(result.risks.includes('Cumplimiento de estadías y condiciones de visas anteriores: Problemas'));
  assert.ok(result.strengths.includes('Ingreso laboral mensual: 90.000 USD (banda alta)'));
  assert.is(result.executiveSummary.eligibilityLevel, 'Baja', 'a history of problems lowers eligibility whatever the score');
});

test('the recommended visa follows the purpose and the length of stay', () => {
  const visa = (region: InterviewRegion, motivo: string, duracion = 'hasta-15') =>
    scoreInterview(
      rules,
      region,
      withAnswer(withAnswer(BEST, 'presentacion', 'motivo', motivo), 'presentacion', 'duracion', duracion),
      AS_OF,
    ).executiveSummary.recommendedVisa;
  assert.is(visa('usa', 'negocios'), 'B-1 (negocios)');
  assert.is(visa('usa', 'estudios'), 'F-1 (estudiante)');
  assert.is(visa('europa', 'estudios', 'mas-60'), 'Visado nacional tipo D (estudios)');
  assert.is(visa('europa', 'estudios', '31-60'), 'Visado Schengen tipo C (turismo y visita)');
  assert.is(visa('canada', 'transito'), 'Visa de tránsito');
});

test('the same input gives the same output, and the answers are not changed', () => {
  const answers = structuredClone(WORST);
  const first = scoreInterview(rules, 'europa', answers, AS_OF);
  assert.equal(scoreInterview(rules, 'europa', answers, AS_OF), first);
  assert.equal(answers, WORST);
  assert.is(
    first.executiveSummary.text,
    'Puntuación: 51 de 420 (12 %). Calificación: Insuficiente. Visa recomendada: Visado Schengen tipo C (turismo y visita). Nivel de elegibilidad: Baja. 0 fortalezas y 22 riesgos en el detalle de la puntuación.',
  );
});

test.run();
