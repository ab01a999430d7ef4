import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { canMoveStage, DEFAULT_PROCESS_STAGE, isProcessStage, PROCESS_STAGE_LABELS, PROCESS_STAGES, stageChange } from './processStage.ts';

const test = suite('process stage');

test('a new case starts at pre-chequeo', () => {
  assert.is(DEFAULT_PROCESS_STAGE, 'pre-chequeo');
  assert.is(PROCESS_STAGES[0], DEFAULT_PROCESS_STAGE);
});

test('the seven stages of the product rules, each with a Spanish label', () => {
  assert.equal(
    [...PROCESS_STAGES],
    ['pre-chequeo', 'ds160-curso', 'mrv-pagado', 'cita-programada', 'entrevista-realizada', 'aprobado', 'reaplicar'],
  );
  assert.is(PROCESS_STAGE_LABELS['ds160-curso'], 'DS-160 en curso');
  assert.is(PROCESS_STAGE_LABELS.reaplicar, 'Reaplicar');
});

// Each API schema keeps its own copy of the list because each carries its own Spanish messages beside it.
test('the API schemas that name a stage list exactly these stages', () => {
  const schema = (file: string) => JSON.parse(readFileSync(new URL(`../../schemas/${file}.schema.json`, import.meta.url), 'utf8'));
  const lists = {
    caseDetailsSave: schema('caseDetailsSave').properties.currentStage.enum,
    caseDetailsRecord: schema('caseDetailsRecord').properties.currentStage.enum,
    caseCopyRequest: schema('caseCopyRequest').properties.stage.enum,
  };
  for (const [file, stages] of Object.entries(lists)) assert.equal(stages, [...PROCESS_STAGES], file);
});

test('any stage can move to any other stage, backwards included', () => {
  for (const from of PROCESS_STAGES) {
    for (const to of PROCESS_STAGES) {
      assert.is(canMoveStage(from, to), from !== to, `${from} → ${to}`);
      if (from === to) continue;
      assert.is(stageChange(from, to, 'mlopez', new Date()).toStage, to, `${from} → ${to} is recorded`);
    }
  }
});

test('moving to the current stage or to an unknown stage is refused', () => {
  assert.not.ok(canMoveStage('aprobado', 'aprobado'));
  assert.not.ok(canMoveStage('aprobado', 'archivado'));
  assert.not.ok(canMoveStage('aprobado', undefined));
  assert.not.ok(isProcessStage('archivado'));
});

test('stageChange records who moved the case, from where, to where, and when', () => {
  const when = new Date('2026-11-21T14:30:00Z');
  assert.equal(stageChange('pre-chequeo', 'ds160-curso', 'mlopez', when), {
    fromStage: 'pre-chequeo',
    toStage: 'ds160-curso',
    changedBy: 'mlopez',
    changedAt: when,
  });
  assert.equal(stageChange(null, 'pre-chequeo', 'mlopez', when).fromStage, null);
});

test('stageChange refuses an unknown stage, the same stage, or no author, in Spanish', () => {
  const when = new Date();
  assert.throws(() => stageChange('pre-chequeo', 'archivado' as never, 'x', when), /Etapa de proceso desconocida: archivado/);
  assert.throws(() => stageChange('aprobado', 'aprobado', 'x', when), /ya está en la etapa «Aprobado»/);
  assert.throws(() => stageChange('aprobado', 'reaplicar', '  ', when), /Falta quién/);
});

test.run();
