import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTemplateRegistry } from '../../engine/templates/registry.ts';
import valueSections from '../../engine/templates/testdata/valueSections.json' with { type: 'json' };
import { Client, Consultation } from '../db/entities/index.ts';
import type { Database } from '../db/orm.ts';
import { queryRows } from '../db/sql.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { getCaseDetails } from './getCaseDetails.ts';
import { saveCaseDetails } from './saveCaseDetails.ts';

// A test template whose sections `notes` (a text), `languages` (a list) and `companions` (a number) hold one value each.
const templates = createTemplateRegistry({ 'case/prueba/versions/1.json': valueSections });
const test = suite<{ db: Database }>('saving a case whose sections hold one value');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

async function consultation(em: EntityManager): Promise<string> {
  const details = { name: 'Ana Pérez', email: `${randomUUID()}@example.com`, phone: '809-555-1234' };
  const created = em.create(Consultation, { client: em.create(Client, details), ...details, destinationCountry: 'prueba' });
  await em.flush();
  return created.id;
}

const body = (consultationId: string, data: Record<string, unknown>, version = 0) => ({
  consultationId,
  formTemplate: 'prueba',
  templateVersion: 1,
  currentStage: 'pre-chequeo' as const,
  documentsReviewStatus: 'pending' as const,
  data,
  version,
});
const now = new Date('2026-11-21T14:00:00Z');
const ana = { id: null, username: 'ana', address: '198.51.100.9' };

test('an empty case saves (no section is forced into an object) and reads back as it was sent', async ({ db }) => {
  const em = db.orm.em.fork();
  const id = await consultation(em);
  const saved = await saveCaseDetails(em, templates, body(id, {}), ana, now);
  assert.equal(saved.data, { identity: {} });
  const answered = { identity: { fullName: 'Ana' }, notes: 'Viaja en familia', languages: ['Inglés'], companions: 2 };
  await saveCaseDetails(em, templates, body(id, answered, 1), ana, now);
  assert.equal((await getCaseDetails(em, templates, id)).data, answered);
});

test('NA in a one-value section is stored as NA; a wrong value is refused and nothing changes', async ({ db }) => {
  const em = db.orm.em.fork();
  const id = await consultation(em);
  await saveCaseDetails(em, templates, body(id, { notes: ' na ', languages: 'Na', companions: 'na' }), ana, now);
  assert.equal((await getCaseDetails(em, templates, id)).data, { identity: {}, notes: 'NA', languages: 'NA', companions: 'NA' });
  try {
    await saveCaseDetails(em, templates, body(id, { notes: 'abc', companions: 'dos' }, 1), ana, now);
    assert.unreachable('a wrong value must be refused');
  } catch (error) {
    assert.equal(
      (error as { details?: { path: string }[] }).details?.map((d) => d.path),
      ['data.notes', 'data.companions'],
    );
  }
  const [row] = await queryRows<{ version: number; data: unknown }>(
    em,
    'select version, data from consultation_details where consultation_id = ?',
    [id],
  );
  assert.equal(row, { version: 1, data: { identity: {}, notes: 'NA', languages: 'NA', companions: 'NA' } });
});

test.run();
