import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allDayEventCalendar } from './icalendar.ts';

const test = suite('iCalendar file');

const event = {
  uid: 'consulta-1234@rumbomigratorio.do',
  date: '2026-12-31',
  summary: 'Consulta migratoria; Rumbo Migratorio, por confirmar',
  description: 'Línea uno\nCosto: $1,000 DOP\\efectivo',
  stamp: new Date('2026-11-21T23:53:07.123Z'),
  tentative: true,
};

test('an all-day event starts on its day and ends (exclusively) on the next, across a year end', () => {
  const calendar = allDayEventCalendar(event);
  assert.match(calendar, '\r\nDTSTART;VALUE=DATE:20261231\r\n');
  assert.match(calendar, '\r\nDTEND;VALUE=DATE:20270101\r\n');
  assert.match(calendar, '\r\nDTSTAMP:20261121T235307Z\r\n');
  assert.match(calendar, '\r\nSTATUS:TENTATIVE\r\n');
  assert.match(calendar, 'X-WR-TIMEZONE:America/Santo_Domingo');
});

test('every line ends with CRLF and there is no bare LF', () => {
  const calendar = allDayEventCalendar(event);
  assert.ok(calendar.startsWith('BEGIN:VCALENDAR\r\n'));
  assert.ok(calendar.endsWith('END:VCALENDAR\r\n'));
  assert.not.match(calendar, /[^\r]\n/);
});

test('text values escape backslash, semicolon, comma and line breaks', () => {
  assert.match(allDayEventCalendar({ ...event, description: 'a\\b;c,d\ne\r\nf' }), '\r\nDESCRIPTION:a\\\\b\\;c\\,d\\ne\\nf\r\n');
  const calendar = allDayEventCalendar(event);
  assert.match(calendar, 'SUMMARY:Consulta migratoria\\; Rumbo Migratorio\\, por confirmar');
  assert.match(calendar, 'DESCRIPTION:Línea uno\\nCosto: $1\\,000 DOP\\\\efectivo');
});

test('long lines fold at 75 octets without splitting a character, and unfold to the original', () => {
  const description = 'Atención señora Núñez, '.repeat(12);
  const line = 'DESCRIPTION:' + description.replace(/,/g, '\\,');
  const calendar = allDayEventCalendar({ ...event, description });
  const folded = /\r\n(DESCRIPTION:.*(?:\r\n .*)*)/.exec(calendar)![1];
  const parts = folded.split('\r\n');
  assert.ok(parts.length > 1);
  for (const part of parts) assert.ok(Buffer.byteLength(part, 'utf8') <= 75, part);
  assert.ok(parts.slice(1).every((p) => p.startsWith(' ')));
  assert.is(folded.replace(/\r\n /g, ''), line);
  assert.not.match(Buffer.from(folded, 'utf8').toString('utf8'), '\uFFFD');
});

test('a date that is not YYYY-MM-DD is refused', () => {
  assert.throws(() => allDayEventCalendar({ ...event, date: '31/12/2026' }));
});

test.run();
