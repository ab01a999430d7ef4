/**
 * What the template editing and case upgrade API tests share: a consultation with a saved usa case,
 * the usa template published again with `gender` retired and an optional `nickname` added, and
 * drafts of any template saved and published through the API.
 */
import * as assert from 'uvu/assert';
import { formAsInterview, interviewAsForm, type InterviewStepsContent } from '../../engine/interview/interviewForm.ts';
import { addField, addOption } from '../../engine/templates/editing/fieldOps.ts';
import type { FormContent } from '../../engine/templates/editing/types.ts';
import { loadCaseSamples } from '../../templates/loadCaseTemplates.ts';
import type { TestClient, TestServer } from './testServer.ts';
import { seedConsultation } from './seedRows.ts';

const samples = loadCaseSamples();

export const createConsultation = (server: TestServer): Promise<string> => seedConsultation(server.db.orm, { name: 'Ana Pérez' });

/** A usa case with its required answers and `gender`, plus `extra` in its identity section. */
export function caseData(extra: Record<string, unknown> = {}) {
  return {
    identity: {
      fullName: 'Ana Pérez',
      birthDate: '1990-04-12',
      currentNationality: 'Dominicana',
      passportNumber: 'RD1234567',
      passportExpiryDate: '2031-01-31',
      gender: 'femenino',
      ...extra,
    },
    residence: { primaryPhone: '809-555-1234' },
    tripPlan: { tripPurpose: (samples.get('usa') as { tripPlan: { tripPurpose: string } }).tripPlan.tripPurpose },
  };
}

export const saveCase = (staff: TestClient, consultationId: string, data: unknown, version: number, templateVersion?: number) =>
  staff.post('/api/consultation-details', {
    consultationId,
    formTemplate: 'usa',
    templateVersion,
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data,
    version,
  });

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

export const INTERVIEW_TEMPLATE = '/api/admin/templates/interview/standard';
export const RULES_TEMPLATE = '/api/admin/templates/rules/standard';
export const TASK_FORM_TEMPLATE = '/api/admin/templates/form/task';

/** The content of a field operation's answer, or the operation's refusal thrown. */
export function unwrap<T>(result: { ok: true; content: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.content;
}

/** Edits the interview's latest content through the field operations, as the field list does, on its steps as one form. */
export async function interviewEdited(staff: TestClient, edit: (form: FormContent) => FormContent): Promise<InterviewStepsContent> {
  const { body } = await staff.get(INTERVIEW_TEMPLATE);
  const content = body.content as InterviewStepsContent;
  return formAsInterview(edit(interviewAsForm(content)), content);
}

/** Saves `content` as the draft of the template at `url` (its API path); the new revision. */
export async function saveTemplateDraft(staff: TestClient, url: string, content: unknown, revision = 0) {
  const saved = await staff.put(`${url}/draft`, { content, revision });
  assert.is(saved.status, 200, JSON.stringify(saved.body).slice(0, 400));
  return saved.body.revision as number;
}

/** Saves `content` as the draft of the template at `url` and publishes it; the new version. */
export async function publishTemplate(staff: TestClient, url: string, content: unknown, note: string) {
  const revision = await saveTemplateDraft(staff, url, content);
  const published = await staff.post(`${url}/publish`, { note, revision });
  assert.is(published.status, 201, JSON.stringify(published.body).slice(0, 600));
  return published.body;
}

/** The task form with a 'Cliente' field and a 'Ventas' category. */
export async function taskFormDraft(staff: TestClient) {
  const { body } = await staff.get(TASK_FORM_TEMPLATE);
  const added = addField(body.content as FormContent, '', { label: 'Cliente', kind: 'texto' });
  assert.is(added.key, 'cliente');
  return unwrap(addOption(unwrap(added), 'category', 'Ventas'));
}
