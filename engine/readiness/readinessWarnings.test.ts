import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readinessWarnings } from './readinessWarnings.ts';
import { addMonths } from './dates.ts';
import type { CaseTemplate } from '../templates/types.ts';

const TODAY = '2026-11-21';

function template(readiness: Partial<CaseTemplate['readiness']> = {}): CaseTemplate {
  return {
    kind: 'case',
    key: 'prueba',
    version: 1,
    label: 'Prueba',
    file: 'x',
    schema: {},
    uiSchema: {},
    readiness: { travelHistoryYears: 5, travelHistoryLists: ['travelHistory.visitedCountries'], ...readiness },
  };
}
const codes = (t: CaseTemplate, data: unknown) => readinessWarnings(t, data, TODAY).map((w) => w.code);
const trip = (entry: string, exit: string) => ({ tripPlan: { estimatedEntryDate: entry, estimatedExitDate: exit } });

const test = suite('readiness warnings');

test('addMonths keeps the day, or the last day of a shorter month', () => {
  assert.is(addMonths('2027-03-29', 6), '2027-09-29');
  assert.is(addMonths('2027-08-31', 6), '2028-02-29');
  assert.is(addMonths('2026-11-21', -60), '2021-11-21');
  assert.is(addMonths('2027-12-15', 1), '2028-01-15');
});

test('passport: valid exactly 6 months after the planned exit is enough', () => {
  assert.equal(codes(template(), { ...trip('2027-03-15', '2027-03-29'), identity: { passportExpiryDate: '2027-09-29' } }), []);
});

test('passport: one day short of 6 months after the exit is a warning naming both fields', () => {
  const [warning, ...rest] = readinessWarnings(
    template(),
    { ...trip('2027-03-15', '2027-03-29'), identity: { passportExpiryDate: '2027-09-28' } },
    TODAY,
  );
  assert.equal(rest, []);
  assert.is(warning.code, 'passport-validity');
  assert.equal(warning.fieldPaths, ['identity.passportExpiryDate', 'tripPlan.estimatedExitDate']);
  assert.match(warning.message, /vence el 28\/09\/2027.*6 meses.*salida.*29\/09\/2027/);
});

test('passport: without trip dates it is measured from today', () => {
  assert.equal(codes(template(), { identity: { passportExpiryDate: '2027-05-21' } }), []);
  assert.equal(codes(template(), { identity: { passportExpiryDate: '2027-05-20' } }), ['passport-validity']);
});

test('passport: NA, blank or malformed expiry dates are left to validation', () => {
  for (const passportExpiryDate of ['NA', '', '2027-02-30']) {
    assert.equal(codes(template(), { ...trip('2027-03-15', '2027-03-29'), identity: { passportExpiryDate } }), []);
  }
});

test('trip dates: exit on the entry day or later is fine; before it is a warning', () => {
  assert.equal(codes(template(), trip('2027-03-15', '2027-03-15')), []);
  const warnings = readinessWarnings(template(), trip('2027-03-15', '2027-03-14'), TODAY);
  assert.equal(
    warnings.map((w) => w.code),
    ['exit-before-entry'],
  );
  assert.equal(warnings[0].fieldPaths, ['tripPlan.estimatedEntryDate', 'tripPlan.estimatedExitDate']);
});

const history = (...trips: Array<{ arrivalDate?: string; departureDate?: string; country?: string }>) => ({
  travelHistory: { visitedCountries: trips },
});

test('travel history (5 years): a trip ending on the first day of the window is in; the day before is out', () => {
  assert.equal(codes(template(), history({ arrivalDate: '2021-11-10', departureDate: '2021-11-21' })), []);
  const warnings = readinessWarnings(
    template(),
    history({ country: 'Panamá' }, { country: 'Panamá', arrivalDate: '2021-11-10', departureDate: '2021-11-20' }),
    TODAY,
  );
  assert.equal(
    warnings.map((w) => w.code),
    ['trip-outside-history-window'],
  );
  assert.equal(warnings[0].fieldPaths, ['travelHistory.visitedCountries.1.departureDate']);
  assert.match(warnings[0].message, /El viaje a Panamá terminó el 20\/11\/2021, antes de los últimos 5 años/);
});

test("travel history (10 years, USA): the window is the template's", () => {
  const usa = template({ travelHistoryYears: 10, travelHistoryLists: ['usaTravelHistory.usaTravelHistory'] });
  const list = (departureDate: string) => ({ usaTravelHistory: { usaTravelHistory: [{ arrivalDate: '2016-11-01', departureDate }] } });
  assert.equal(codes(usa, list('2016-11-21')), []);
  assert.equal(codes(usa, list('2016-11-20')), ['trip-outside-history-window']);
});

test('travel history: a trip arriving today is in; one arriving tomorrow has not happened yet', () => {
  assert.equal(codes(template(), history({ arrivalDate: TODAY })), []);
  const warnings = readinessWarnings(template(), history({ arrivalDate: '2026-11-22' }), TODAY);
  assert.equal(
    warnings.map((w) => w.fieldPaths[0]),
    ['travelHistory.visitedCountries.0.arrivalDate'],
  );
});

test('travel history marked NA is skipped', () => {
  assert.equal(codes(template(), { travelHistory: { visitedCountries: 'NA' } }), []);
});

const europe = template({ minimumInsuranceEur: 30000 });
const insured = (coverage: unknown, currency = 'EUR', start = '2027-03-15', end = '2027-03-29') => ({
  ...trip('2027-03-15', '2027-03-29'),
  insuranceHealth: {
    insuranceCoverage: coverage,
    insuranceCurrency: currency,
    travelInsuranceStartDate: start,
    travelInsuranceEndDate: end,
  },
});

test('insurance (Europe): 30,000 EUR is enough; 29,999 EUR is a warning', () => {
  assert.equal(codes(europe, insured(30000)), []);
  const warnings = readinessWarnings(europe, insured(29999), TODAY);
  assert.equal(
    warnings.map((w) => w.code),
    ['insurance-coverage-too-low'],
  );
  assert.match(warnings[0].message, /29,999 EUR.*30,000 EUR/);
});

test('insurance (Europe): a coverage in another currency is a warning', () => {
  assert.equal(codes(europe, insured(50000, 'USD')), ['insurance-currency']);
});

test('insurance (Europe): it must cover from the entry day to the exit day', () => {
  assert.equal(codes(europe, insured(30000, 'EUR', '2027-03-16', '2027-03-29')), ['insurance-starts-after-entry']);
  assert.equal(codes(europe, insured(30000, 'EUR', '2027-03-15', '2027-03-28')), ['insurance-ends-before-exit']);
  assert.equal(codes(europe, insured(30000, 'EUR', '2027-03-01', '2027-04-30')), []);
});

test('insurance: destinations without a minimum get no insurance warnings', () => {
  assert.equal(codes(template(), insured(100, 'DOP', '2027-04-01', '2027-04-02')), []);
});

test("an empty case has no warnings (missing answers are validation's business)", () => {
  assert.equal(readinessWarnings(europe, {}, TODAY), []);
  assert.equal(readinessWarnings(europe, null, TODAY), []);
});

test.run();
