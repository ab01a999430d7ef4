import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientDifferences } from './clientDifferences.ts';

const REQUEST = { name: 'Ana Pérez', email: 'ana@correo.com', phone: '809-555-0001', address: 'Calle 1' };

test('clientDifferences: a record that agrees gives no difference', () => {
  assert.equal(clientDifferences(REQUEST, { ...REQUEST }), []);
});

test('clientDifferences: each differing field is named with the record value, in a fixed order', () => {
  assert.equal(clientDifferences(REQUEST, { ...REQUEST, address: 'Calle 2', name: 'ana pérez' }), [
    { field: 'name', clientValue: 'ana pérez' },
    { field: 'address', clientValue: 'Calle 2' },
  ]);
});

test('clientDifferences: a missing address and an empty one agree; a missing one and a written one do not', () => {
  assert.equal(clientDifferences({ ...REQUEST, address: '' }, { ...REQUEST, address: null }), []);
  assert.equal(clientDifferences(REQUEST, { ...REQUEST, address: null }), [{ field: 'address', clientValue: null }]);
});

test.run();
