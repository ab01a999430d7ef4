import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isEmailAddress } from './emailAddress.ts';

test('an address with a dotted domain passes; blanks, a missing domain or a missing dot do not', () => {
  for (const good of ['ana@correo.do', 'jose.pena+citas@sub.example.com']) assert.ok(isEmailAddress(good), good);
  for (const bad of ['', 'ana', 'ana@', '@correo.do', 'ana @correo.do', 'ana@correo', 'ana@-correo.do', 'a..b@correo.do']) {
    assert.not.ok(isEmailAddress(bad), bad);
  }
});

test("the same answers as ajv-formats' full `email` format, which the server used to register", () => {
  const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
    ajv: Ajv,
    formats: string[],
  ) => Ajv;
  const validate = addFormats(new Ajv(), ['email']).compile({ type: 'string', format: 'email' });
  for (const value of ['ana@correo.do', 'ana@correo', 'a..b@correo.do', 'ñ@correo.do', 'x@y.z', 'ana@correo.do ']) {
    assert.is(isEmailAddress(value), validate(value), value);
  }
});

test.run();
