import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { ApiError } from '../api/apiRequest.ts';
import { failedSaveReason, saveFailureOf } from './saveFailure.ts';

const current: CaseDetailsRecord = {
  consultationId: '6f1c2a4e-0000-4000-8000-000000000001',
  currentStage: 'pre-chequeo',
  formTemplate: 'usa',
  templateVersion: 1,
  documentsReviewStatus: 'pending',
  destinationCountry: 'usa',
  maritalStatus: null,
  retiredValues: [],
  data: {},
  version: 3,
  updatedAt: null,
  updatedBy: 'ana',
};

const refused = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Refused');

test('a 409 carrying the saved record is a conflict with that record', () => {
  assert.equal(saveFailureOf(refused(409, { error: 'El caso cambió', details: [], current })), { kind: 'conflict', current });
});

test('a 409 without the saved record is only a failure', () => {
  assert.equal(saveFailureOf(refused(409, { error: 'El caso cambió', details: [] })), { kind: 'failed' });
});

test('a 400 names the refused form fields relative to the data and ignores the other paths', () => {
  const body = {
    error: 'Datos no válidos',
    details: [
      { path: 'data.identity.fullName', message: 'Este campo es obligatorio' },
      { path: 'currentStage', message: 'Seleccione una de las opciones disponibles' },
      { path: 'metadata', message: 'Campo no permitido' },
    ],
  };
  assert.equal(saveFailureOf(refused(400, body)), {
    kind: 'invalid',
    errors: [{ path: 'identity.fullName', message: 'Este campo es obligatorio' }],
  });
});

test('a 400 whose details name no form field still shows the form errors', () => {
  assert.equal(saveFailureOf(refused(400, { error: 'Datos no válidos', details: [{ path: 'version', message: 'Debe ser un número' }] })), {
    kind: 'invalid',
    errors: [],
  });
});

test('a 400 without details, a 500, a body that is not JSON or a network error are plain failures', () => {
  assert.equal(saveFailureOf(refused(400, { error: 'Datos no válidos' })), { kind: 'failed' });
  assert.equal(saveFailureOf(refused(500, { error: 'Error interno', details: [] })), { kind: 'failed' });
  assert.equal(saveFailureOf(refused(503, '<html>Service Unavailable</html>')), { kind: 'failed' });
  assert.equal(saveFailureOf(new TypeError('Failed to fetch')), { kind: 'failed' });
});

test("a failed save is told by status and the server's message, or as unreachable", () => {
  assert.is(
    failedSaveReason(refused(503, { error: 'El servicio no está disponible', details: [] })),
    'Error 503: El servicio no está disponible',
  );
  assert.is(failedSaveReason(refused(502, '<html>Bad Gateway</html>')), 'Error 502');
  assert.is(failedSaveReason(refused(500, { error: '  ' })), 'Error 500');
  assert.is(failedSaveReason(new TypeError('Failed to fetch')), null);
});

test.run();
