import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tidyContactRequest } from './tidyContactRequest.ts';

test('spaces around each text are dropped, a missing message reads as empty, the honeypot is left out', () => {
  const tidy = tidyContactRequest({
    name: '  Ana Pérez ',
    email: ' ana@correo.do ',
    phone: ' 809-555-0101',
    address: 'Calle 1 ',
    country: 'peru',
    preferredDate: '2026-12-01',
    website: 'http://spam.example',
  });
  assert.equal(tidy, {
    name: 'Ana Pérez',
    email: 'ana@correo.do',
    phone: '809-555-0101',
    address: 'Calle 1',
    country: 'peru',
    preferredDate: '2026-12-01',
    message: '',
  });
});

test.run();
