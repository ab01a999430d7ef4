import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { COUNTRY_KEYS, countryLabel } from './countries.ts';

test('every country has one name, the same everywhere; an unknown key is shown uppercased', () => {
  assert.is(countryLabel('europa'), 'Europa');
  assert.is(countryLabel('curacao'), 'Curazao');
  assert.is(countryLabel('japon'), 'JAPON');
});

test('the API schemas accept exactly these country keys', () => {
  for (const file of ['contactRequest', 'consultationListQuery', 'contactListQuery', 'resultListQuery']) {
    const schema = JSON.parse(readFileSync(new URL(`../../schemas/${file}.schema.json`, import.meta.url), 'utf8'));
    const keys: string[] = schema.properties.country.enum;
    assert.equal([...keys].sort(), [...COUNTRY_KEYS].sort(), file);
  }
});

test.run();
