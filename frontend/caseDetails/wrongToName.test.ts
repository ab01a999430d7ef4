import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wrongToName } from './wrongToName.ts';

const email = { path: 'residence.email', message: 'Correo electrónico no válido' };
const date = { path: 'identity.birthDate', message: 'Fecha no válida' };
const sent = { residence: { email: 'ana@correo' }, identity: { birthDate: '1990-13-01' } };

test('with no refused save, nothing is named', () => {
  assert.equal(wrongToName({ errors: [], data: sent }, [date], sent), []);
});

test('the browser check is followed as answers are corrected', () => {
  assert.equal(wrongToName({ errors: [date], data: sent }, [], { ...sent, identity: { birthDate: '1990-12-01' } }), []);
  assert.equal(wrongToName({ errors: [date], data: sent }, [date], sent), [date]);
});

test('an answer only the server refused stays named until it is changed', () => {
  assert.equal(wrongToName({ errors: [email], data: sent }, [], sent), [email]);
  assert.equal(wrongToName({ errors: [email], data: sent }, [date], structuredClone(sent)), [date, email]);
  assert.equal(wrongToName({ errors: [email], data: sent }, [], { ...sent, residence: { email: 'ana@correo.com' } }), []);
});

test('while the browser check loads, the refused answers are named as they came', () => {
  assert.equal(wrongToName({ errors: [email], data: sent }, null, {}), [email]);
});

test.run();
