import type { Band, InterviewRegion, InterviewRulesFile, InterviewStepKey, ScoringRule } from './types.ts';

/** One change between two versions of the scoring rules, as a person reads it. */
export interface RulesChange {
  /** Where, by the interview's words: 'Presentación › Motivo del viaje › «Turismo»'. */
  place: string;
  /** What: 'puntos: 10 → 12'. */
  change: string;
}

/** The words the changes are named with: the interview's steps, fields, options and regions. */
export interface RulesNames {
  stepTitles: Partial<Record<InterviewStepKey, string>>;
  /** `step.field` → the field's title. */
  fieldTitles: Record<string, string>;
  /** `step.field` → option value → its label. */
  optionLabels: Record<string, Record<string, string>>;
  regions: Partial<Record<InterviewRegion, string>>;
}

type Rules = Partial<InterviewRulesFile>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const percent = (value: number | undefined) => (value === undefined ? '—' : `${value} %`);
const arrow = (before: unknown, after: unknown) => `${before ?? '—'} → ${after ?? '—'}`;
const keysOf = (...records: (Record<string, unknown> | undefined)[]) => [...new Set(records.flatMap((r) => Object.keys(r ?? {})))];

/** Bands compared by position: a band's start and points; bands added or taken away. */
function bandChanges(place: string, before: Band[] = [], after: Band[] = [], into: RulesChange[]): void {
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    const old = before[i];
    const next = after[i];
    if (!old) into.push({ place: `${place} › banda «${next.label}»`, change: `banda nueva: desde ${next.min}, ${next.points} puntos` });
    else if (!next) into.push({ place: `${place} › banda «${old.label}»`, change: 'banda quitada' });
    else {
      const parts: string[] = [];
      if (old.label !== next.label) parts.push(`nombre: «${old.label}» → «${next.label}»`);
      if (old.min !== next.min) parts.push(`desde: ${arrow(old.min, next.min)}`);
      if (old.points !== next.points) parts.push(`puntos: ${arrow(old.points, next.points)}`);
      if (parts.length) into.push({ place: `${place} › banda «${next.label}»`, change: parts.join('; ') });
    }
  }
}

function ruleChanges(place: string, options: Record<string, string>, before: ScoringRule, after: ScoringRule, into: RulesChange[]): void {
  if (before.kind !== after.kind) {
    into.push({ place, change: 'la regla puntúa de otra manera' });
    return;
  }
  if (!same(before.when, after.when)) into.push({ place, change: 'cambia la condición para que la regla cuente' });
  if (before.kind === 'choice' && after.kind === 'choice') {
    for (const value of keysOf(before.points, after.points)) {
      const [old, next] = [before.points[value], after.points[value]];
      if (old === next) continue;
      // An option without points scores 0 ('respuesta no reconocida').
      const change =
        next === undefined
          ? `deja de tener puntos (tenía ${old}): cuenta 0`
          : old === undefined
            ? `pasa a tener ${next} puntos`
            : `puntos: ${arrow(old, next)}`;
      into.push({ place: `${place} › «${options[value] ?? value}»`, change });
    }
  } else if (before.kind === 'amount' && after.kind === 'amount') {
    if (before.bands !== after.bands) into.push({ place, change: `bandas de importe: «${before.bands}» → «${after.bands}»` });
  } else if (before.kind === 'validity' && after.kind === 'validity') {
    bandChanges(place, before.bands, after.bands, into);
  }
}

/** Which field an amount band set scores, to name it by the field (the set's key otherwise). */
function bandSetPlace(rules: Rules, set: string, names: RulesNames): string {
  for (const [step, { rules: stepRules }] of Object.entries(rules.steps ?? {})) {
    const rule = stepRules.find((r) => r.kind === 'amount' && r.bands === set);
    if (rule) return `Importes de «${names.fieldTitles[`${step}.${rule.field}`] ?? rule.field}»`;
  }
  return `Importes «${set}»`;
}

/**
 * What changed from one version of the scoring rules (templates/interview/rules.json) to another, in the
 * interview's words: a step's weight, an option's points, a band's start or points per region, the
 * ratings' thresholds, the strength and risk thresholds, the currencies; the visa and eligibility lists,
 * conditions over answers, are named as changed, not detailed. Pure.
 */
export function diffRules(a: Rules, b: Rules, names: RulesNames): RulesChange[] {
  const changes: RulesChange[] = [];
  const region = (key: string) => names.regions[key as InterviewRegion] ?? key;
  for (const key of keysOf(a.currencies, b.currencies)) {
    const [old, next] = [a.currencies?.[key as InterviewRegion], b.currencies?.[key as InterviewRegion]];
    if (old !== next) changes.push({ place: `Moneda de ${region(key)}`, change: arrow(old, next) });
  }
  for (const step of keysOf(a.steps, b.steps) as InterviewStepKey[]) {
    const [old, next] = [a.steps?.[step], b.steps?.[step]];
    const stepPlace = `Paso «${names.stepTitles[step] ?? step}»`;
    if (old?.weight !== next?.weight) changes.push({ place: stepPlace, change: `peso: ${arrow(old?.weight, next?.weight)}` });
    const oldRules = new Map((old?.rules ?? []).map((rule) => [rule.field, rule]));
    const newRules = new Map((next?.rules ?? []).map((rule) => [rule.field, rule]));
    for (const field of new Set([...oldRules.keys(), ...newRules.keys()])) {
      const place = `${names.stepTitles[step] ?? step} › ${names.fieldTitles[`${step}.${field}`] ?? field}`;
      const [before, after] = [oldRules.get(field), newRules.get(field)];
      if (!before) changes.push({ place, change: 'regla nueva: el campo pasa a puntuar' });
      else if (!after) changes.push({ place, change: 'regla quitada: el campo deja de puntuar' });
      else ruleChanges(place, names.optionLabels[`${step}.${field}`] ?? {}, before, after, changes);
    }
  }
  for (const set of keysOf(a.bands, b.bands)) {
    const place = bandSetPlace(b.bands?.[set] ? b : a, set, names);
    for (const key of keysOf(a.bands?.[set], b.bands?.[set])) {
      bandChanges(
        `${place} en ${region(key)}`,
        a.bands?.[set]?.[key as InterviewRegion],
        b.bands?.[set]?.[key as InterviewRegion],
        changes,
      );
    }
  }
  const ratings = (rules: Rules) => new Map((rules.ratings ?? []).map((rating) => [rating.name, rating.minPercent]));
  const [oldRatings, newRatings] = [ratings(a), ratings(b)];
  for (const name of new Set([...oldRatings.keys(), ...newRatings.keys()])) {
    const place = `Calificación «${name}»`;
    if (!oldRatings.has(name)) changes.push({ place, change: `calificación nueva: desde el ${percent(newRatings.get(name))}` });
    else if (!newRatings.has(name)) changes.push({ place, change: 'calificación quitada' });
    else if (oldRatings.get(name) !== newRatings.get(name))
      changes.push({ place, change: `desde el ${arrow(percent(oldRatings.get(name)), percent(newRatings.get(name)))}` });
  }
  if (a.strengthAtPercent !== b.strengthAtPercent)
    changes.push({
      place: 'Fortalezas',
      change: `un campo es fortaleza desde el ${arrow(percent(a.strengthAtPercent), percent(b.strengthAtPercent))} de sus puntos`,
    });
  if (a.riskBelowPercent !== b.riskBelowPercent)
    changes.push({
      place: 'Riesgos',
      change: `un campo es riesgo por debajo del ${arrow(percent(a.riskBelowPercent), percent(b.riskBelowPercent))} de sus puntos`,
    });
  if (!same(a.recommendedVisa, b.recommendedVisa))
    changes.push({
      place: 'Visa recomendada',
      change: `cambian sus reglas (${a.recommendedVisa?.length ?? 0} → ${b.recommendedVisa?.length ?? 0})`,
    });
  if (!same(a.eligibility, b.eligibility))
    changes.push({ place: 'Elegibilidad', change: `cambian sus reglas (${a.eligibility?.length ?? 0} → ${b.eligibility?.length ?? 0})` });
  return changes;
}
