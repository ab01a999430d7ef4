import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { prefillCase, type CaseContact } from './prefillCase.ts';

const test = suite('prefillCase');
const templates = loadCaseTemplates();

const CONTACT: CaseContact = {
  name: 'Lucía Méndez',
  email: 'lucia@correo.com',
  phone: '809-555-1234',
  address: 'Calle El Sol 12, Santiago',
};

test('every current template starts with the name, e-mail, phone and address of the consultation', () => {
  for (const key of templates.keys()) {
    const data = prefillCase(templates.get(key), CONTACT);
    assert.equal(
      data,
      {
        identity: { fullName: 'Lucía Méndez' },
        residence: { email: 'lucia@correo.com', primaryPhone: '809-555-1234', currentAddressFull: 'Calle El Sol 12, Santiago' },
      },
      key,
    );
  }
});

test('answers already given are never replaced; blank ones are filled; other sections are kept', () => {
  const saved = {
    identity: { fullName: 'LUCIA MENDEZ PEREZ', gender: 'femenino' },
    residence: { email: '  ', primaryPhone: '829-000-0000', currentAddressFull: null },
    family: { maritalStatus: 'soltero' },
  };
  const data = prefillCase(templates.get('usa'), CONTACT, saved);
  assert.equal(data, {
    identity: { fullName: 'LUCIA MENDEZ PEREZ', gender: 'femenino' },
    residence: { email: 'lucia@correo.com', primaryPhone: '829-000-0000', currentAddressFull: 'Calle El Sol 12, Santiago' },
    family: { maritalStatus: 'soltero' },
  });
  assert.is(saved.residence.email, '  ', 'the given data is not changed in place');
});

test('a missing address or blank detail leaves its field empty; values are trimmed', () => {
  const data = prefillCase(templates.get('canada'), { name: '  Ana Pérez ', email: 'ana@correo.com', phone: ' ', address: null });
  assert.equal(data, { identity: { fullName: 'Ana Pérez' }, residence: { email: 'ana@correo.com' } });
});

test('a field the template lacks, or a value the field would refuse, is skipped', () => {
  const base = templates.get('usa');
  const residence = base.schema.properties!.residence;
  const { currentAddressFull: _dropped, ...withoutAddress } = residence.properties!;
  const narrow: CaseTemplate = {
    ...base,
    schema: {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        identity: { type: 'object', properties: { fullName: { type: 'string', maxLength: 5 } } },
        residence: { ...residence, properties: { ...withoutAddress, primaryPhone: { type: 'string', pattern: '^\\+\\d+$' } } },
      },
    },
  };
  assert.equal(prefillCase(narrow, CONTACT), { residence: { email: 'lucia@correo.com' } });
  assert.equal(prefillCase(narrow, { ...CONTACT, phone: '+18095551234' }).residence.primaryPhone, '+18095551234');
});

test.run();
