import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../api/apiRequest.ts';
import { formFailure, withoutField, type FormFailure } from './formFailure.ts';

const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');
const FIELDS = ['username', 'name', 'password'] as const;

test('details naming a field are shown at it, the first one per field', () => {
  const error = refusal(400, {
    error: 'Datos no válidos',
    details: [
      { path: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
      { path: 'name', message: 'Escriba el nombre de la persona' },
      { path: 'password', message: 'otra' },
    ],
  });
  assert.equal(formFailure(error, FIELDS, 'sin conexión'), {
    fields: { password: 'La contraseña debe tener al menos 8 caracteres', name: 'Escriba el nombre de la persona' },
    message: null,
  });
});

test('a refusal naming no field is one message, as the server words it', () => {
  const lastAdmin = refusal(409, { error: 'Debe quedar al menos un administrador activo', details: [] });
  assert.equal(formFailure(lastAdmin, FIELDS, 'sin conexión'), { fields: {}, message: 'Debe quedar al menos un administrador activo' });
  assert.equal(
    formFailure(
      refusal(400, { error: 'Campo no permitido', details: [{ path: 'admin', message: 'Campo no permitido: admin' }] }),
      FIELDS,
      'x',
    ).message,
    'Campo no permitido',
  );
  assert.equal(formFailure(new ApiError(502, '<html>', 'Bad Gateway'), FIELDS, 'x').message, '502: <html>');
});

test('no answer at all says the connection failed', () => {
  assert.equal(formFailure(new TypeError('Failed to fetch'), FIELDS, 'No se pudo conectar'), {
    fields: {},
    message: 'No se pudo conectar',
  });
});

test('editing a field takes its message away and leaves the others', () => {
  const failure: FormFailure<'name' | 'username' | 'password'> = {
    fields: { name: 'Escriba el nombre de la persona', password: 'La contraseña debe tener al menos 8 caracteres' },
    message: null,
  };
  assert.equal(withoutField(failure, 'password'), { fields: { name: 'Escriba el nombre de la persona' }, message: null });
  assert.is(withoutField(failure, 'username'), failure, 'nothing to take away: the same failure');
});

test.run();
