import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { diffRules } from './diffRules.ts';
import type { InterviewRulesFile } from './types.ts';

const test = suite('scoring rules diff');
const { rules, regions } = loadInterviewTemplate();
const names = { ...rules, regions };
const file = (): InterviewRulesFile => JSON.parse(readFileSync('templates/interview/rules.json', 'utf8'));
const lines = (a: InterviewRulesFile, b: InterviewRulesFile) => diffRules(a, b, names).map((c) => `${c.place}: ${c.change}`);

test('the same rules change nothing', () => {
  assert.equal(diffRules(file(), file(), names), []);
});

test('points given to an option that had none, taken from one, and a rule dropped are named by the interview’s labels', () => {
  const after = file();
  const motivo = after.steps.presentacion.rules.find((r) => r.field === 'motivo')!;
  if (motivo.kind !== 'choice') throw new Error('motivo scores a choice');
  delete motivo.points.estudios;
  after.steps.presentacion.rules = after.steps.presentacion.rules.filter((r) => r.field !== 'acompanantes');
  assert.equal(lines(file(), after), [
    'Presentación › Motivo del viaje › «Estudios»: deja de tener puntos (tenía 8): cuenta 0',
    'Presentación › ¿Con quién viaja?: regla quitada: el campo deja de puntuar',
  ]);
});

test('a band, a rating and a currency are named by their field, region and name; the visa rules only as changed', () => {
  const after = file();
  after.bands.laboral.usa[2].points = 20;
  after.ratings = after.ratings.filter((r) => r.name !== 'Bajo');
  after.currencies.europa = 'CHF' as never;
  after.recommendedVisa = after.recommendedVisa.slice(1);
  const found = lines(file(), after);
  assert.ok(found.includes('Moneda de Europa: EUR → CHF'), found.join('\n'));
  assert.ok(
    found.some((line) => /^Importes de «.+» en Estados Unidos › banda «alta»: puntos: 15 → 20$/.test(line)),
    found.join('\n'),
  );
  assert.ok(found.includes('Calificación «Bajo»: calificación quitada'), found.join('\n'));
  assert.ok(
    found.some((line) => /^Visa recomendada: cambian sus reglas \(\d+ → \d+\)$/.test(line)),
    found.join('\n'),
  );
});

test.run();
