import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERVIEW_REGIONS } from '../../../engine/interview/types.ts';
import { regionLabel } from './regionLabel.ts';

test("an interview's region reads as its country's name; an unknown stored value as stored", () => {
  assert.equal(INTERVIEW_REGIONS.map(regionLabel), ['Estados Unidos', 'Canadá', 'Europa']);
  assert.is(regionLabel('marte'), 'marte');
});

test.run();
