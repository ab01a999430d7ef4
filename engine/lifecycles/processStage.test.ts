import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import {
  canMoveStage, DEFAULT_PROCESS_STAGE, isProcessStage, PROCESS_STAGE_LABELS, PROCESS_STAGES,
  processStageMachine, processStageSnapshot, stageChange,
} from './processStage.ts';

const test = suite('process stage');

test('a new case starts at pre-chequeo', () => {
  const actor = createActor(processStageMachine).start();
  assert.is(actor.getSnapshot().value, 'pre-chequeo');
  assert.is(DEFAULT_PROCESS_STAGE, 'pre-chequeo');
  actor.stop();
});

test('the seven stages of the product rules, each with a Spanish label', () => {
  assert.equal([...PROCESS_STAGES], ['pre-chequeo', 'ds160-curso', 'mrv-pagado', 'cita-programada', 'entrevista-realizada', 'aprobado', 'reaplicar']);
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
      const actor = createActor(processStageMachine, { snapshot: processStageSnapshot(from) }).start();
      actor.send({ type: 'MOVE', to });
      assert.is(actor.getSnapshot().value, to);
      actor.stop();
    }
  }
});

test('moving to the current stage or to an unknown stage changes nothing', () => {
  const actor = createActor(processStageMachine, { snapshot: processStageSnapshot('aprobado') }).start();
  actor.send({ type: 'MOVE', to: 'aprobado' });
  actor.send({ type: 'MOVE', to: 'archivado' as never });
  assert.is(actor.getSnapshot().value, 'aprobado');
  assert.not.ok(canMoveStage('aprobado', 'archivado'));
  assert.not.ok(isProcessStage('archivado'));
  actor.stop();
});

test('stageChange records who moved the case, from where, to where, and when', () => {
  const when = new Date('2026-11-21T14:30:00Z');
  assert.equal(stageChange('pre-chequeo', 'ds160-curso', 'mlopez', when), {
    fromStage: 'pre-chequeo', toStage: 'ds160-curso', changedBy: 'mlopez', changedAt: when,
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
