import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { valueAt } from './valueAt.ts';

const data = { tripPlan: { estimatedExitDate: '2027-01-10', stops: [{ city: 'Madrid' }] }, note: 'texto' };

test('the value at a dotted path, list rows by their index', () => {
  assert.is(valueAt(data, 'tripPlan.estimatedExitDate'), '2027-01-10');
  assert.is(valueAt(data, 'tripPlan.stops.0.city'), 'Madrid');
  assert.equal(valueAt(data, 'tripPlan.stops'), [{ city: 'Madrid' }]);
});

test('undefined where the path leaves the data', () => {
  assert.is(valueAt(data, 'tripPlan.missing'), undefined);
  assert.is(valueAt(data, 'note.length.more'), undefined);
  assert.is(valueAt(data, 'tripPlan.stops.3.city'), undefined);
  assert.is(valueAt(null, 'tripPlan'), undefined);
});

test.run();
