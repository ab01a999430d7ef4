import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { TemplateAuditEntry } from '../../../schemas/generated/templateAuditList.ts';
import { auditLine } from './auditLine.ts';

const entry = (
  action: TemplateAuditEntry['action'],
  fromVersion: number | null,
  toVersion: number,
  consultationName: string | null = null,
): TemplateAuditEntry => ({
  action,
  fromVersion,
  toVersion,
  consultationId: null,
  consultationName,
  note: null,
  by: 'consultora',
  at: '2026-01-01T10:00:00.000Z',
});

test('a publish names who published which version of which kind of template, and the version it replaces', () => {
  assert.is(
    auditLine('interview', entry('publish', 2, 3)),
    'consultora publicó la versión 3 de los pasos de la entrevista, que sustituye a la 2',
  );
  assert.is(
    auditLine('rules', entry('publish', 1, 2)),
    'consultora publicó la versión 2 de las reglas de puntuación, que sustituye a la 1',
  );
  assert.is(auditLine('form', entry('publish', 1, 2)), 'consultora publicó la versión 2 del formulario de tareas, que sustituye a la 1');
  assert.is(auditLine('case', entry('publish', null, 1)), 'consultora publicó la versión 1 del formulario de caso');
});

test('a rollback names the version published again and its new number', () => {
  assert.is(
    auditLine('rules', entry('rollback', 1, 3)),
    'consultora volvió a publicar la versión 1 de las reglas de puntuación como versión 3',
  );
});

test('a case upgrade names the case, or says its consultation was deleted', () => {
  assert.is(
    auditLine('case', entry('case_upgrade', 2, 3, 'Ana Pérez')),
    'consultora pasó el caso de Ana Pérez de la versión 2 a la 3 del formulario de caso',
  );
  assert.is(
    auditLine('case', entry('case_upgrade', 2, 3)),
    'consultora pasó un caso de una consulta ya eliminada de la versión 2 a la 3 del formulario de caso',
  );
});

test.run();
