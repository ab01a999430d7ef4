/**
 * What the template editing and case upgrade API tests share: a consultation with a saved usa case,
 * and the usa template published again with `gender` retired and an optional `nickname` added.
 */
import * as assert from 'uvu/assert';
import { loadCaseSamples } from '../../templates/loadCaseTemplates.ts';
import type { TestClient, TestServer } from './testServer.ts';
import { seedConsultation } from './seedRows.ts';

const samples = loadCaseSamples();

export const createConsultation = (server: TestServer): Promise<string> => seedConsultation(server.db.orm, { name: 'Ana Pérez' });

/** A usa case with its required answers and `gender`, plus `extra` in its identity section. */
export function caseData(extra: Record<string, unknown> = {}) {
  return {
    identity: { fullName: 'Ana Pérez', birthDate: '1990-04-12', currentNationality: 'Dominicana', passportNumber: 'RD1234567', passportExpiryDate: '2031-01-31', gender: 'femenino', ...extra },
    residence: { primaryPhone: '809-555-1234' },
    tripPlan: { tripPurpose: (samples.get('usa') as { tripPlan: { tripPurpose: string } }).tripPlan.tripPurpose },
  };
}

export const saveCase = (staff: TestClient, consultationId: string, data: unknown, version: number, templateVersion?: number) =>
  staff.post('/api/consultation-details', { consultationId, formTemplate: 'usa', templateVersion, currentStage: 'pre-chequeo', documentsReviewStatus: 'pending', data, version });

/** Rows straight from the database, to check what a request stored. */
export async function rows<T = Record<string, unknown>>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

/** The latest usa content with `gender` retired and an optional `nickname` added. */
export async function draftWithoutGender(staff: TestClient) {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  const identity = content.schema.properties.identity;
  delete identity.properties.gender;
  identity.properties.nickname = { type: 'string', title: 'Apodo', maxLength: 80 };
  const order: string[] = content.uiSchema.identity['ui:order'];
  order.splice(order.indexOf('gender'), 1, 'nickname');
  delete content.uiSchema.identity.gender;
  return content;
}

/** Saves `content` as the usa draft and publishes it; the publish answer. */
export async function publish(staff: TestClient, content: unknown, note = 'Se retira el sexo y se añade el apodo') {
  const saved = await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  return staff.post('/api/admin/templates/case/usa/publish', { note, revision: saved.body.revision });
}
