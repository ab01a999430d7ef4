import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { AppRouter } from '../http/context.ts';
import { loadCaseSamples } from '../../templates/loadCaseTemplates.ts';
import { dayFromToday, validRequest } from './submissionFixtures.ts';
import type { TestClient, TestServer } from './testServer.ts';

/**
 * What the access tests walk every route with (backend/http/accessControl.test.ts,
 * backend/http/roleAccess.test.ts): the routes a router holds, real records to aim them at, the ways a
 * path can be bent, a body that would change data were the call let through, and a snapshot of every
 * table and uploaded file to compare before and after.
 */
export const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Route {
  method: string;
  path: string;
}
export interface Seeded {
  contactId: string;
  consultationId: string;
  completedId: string;
  imageId: string;
  versionId: string;
  interviewId: string;
  taskId: string;
  objectName: string;
  spareObjectPath: string;
  templateKey: string;
  templateVersion: number;
  /** A second staff account (a consultor) and one of its sessions. */
  staffId: string;
  sessionId: string;
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function routesOf(router: AppRouter, withHead = false): Route[] {
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      assert.type(layer.path, 'string', 'every route has a plain path');
      return layer.methods.filter((method) => withHead || method !== 'HEAD').map((method) => ({ method, path: layer.path as string }));
    });
}
export const name = (route: Route) => `${route.method} ${route.path}`;
/** Reads first, so a staff write that deletes a record cannot hide it from a later read. */
export const readsFirst = (routes: Route[]) => [...routes].sort((a, b) => Number(WRITES.has(a.method)) - Number(WRITES.has(b.method)));

/** The real value for a path parameter: a record seeded before the test, named by the segment before it. */
export function realValue(param: string, segmentBefore: string, seeded: Seeded): string {
  switch (param) {
    case 'country':
      return 'usa';
    case 'kind':
      return 'case';
    case 'key':
      return seeded.templateKey;
    case 'version':
      return String(seeded.templateVersion);
    case 'name':
      return seeded.objectName;
    case 'formKey':
      return 'task';
    case 'formVersion':
    case 'interviewVersion':
      return '1';
    case 'stepKey':
      return 'presentacion';
    case 'interviewId':
      return seeded.interviewId;
    case 'taskId':
      return seeded.taskId;
    default:
      if (segmentBefore === 'contacts') return seeded.contactId;
      if (segmentBefore === 'images') return seeded.imageId;
      if (segmentBefore === 'versions') return seeded.versionId;
      if (segmentBefore === 'interviews') return seeded.interviewId;
      if (segmentBefore === 'staff') return seeded.staffId;
      if (segmentBefore === 'sessions') return seeded.sessionId;
      return seeded.consultationId;
  }
}

/** The route's path with real values, or with `replace` deciding the value of each parameter. */
export function fill(pattern: string, seeded: Seeded, replace?: (param: string, real: string, index: number) => string): string {
  let index = 0;
  return pattern.replace(/:(\w+)/g, (_, param: string, offset: number) => {
    const real = realValue(param, pattern.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '', seeded);
    return replace ? replace(param, real, index++) : real;
  });
}

const percent = (letter: string) => '%' + letter.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
const capitalise = (word: string) => word[0].toUpperCase() + word.slice(1);

/** The same request written the ways a path can be bent: case, slashes, percent-encoding, hostile parameters. */
export function variants(pattern: string, seeded: Seeded): string[] {
  const url = fill(pattern, seeded);
  const segments = url.split('/');
  const withSegment = (at: number, value: string) => segments.map((segment, i) => (i === at ? value : segment)).join('/');
  const list = [url, url.toUpperCase(), url + '/', '/' + url, url.replace(/\/([^/]+)$/, '//$1'), url.replace(/^(\/[^/]+)\//, '$1%2F')];
  // The first two segments (`/api/admin/`, `/objects/uploads/`) in capitals, capitalised, with an
  // encoded first letter, and followed by a second slash.
  for (const at of [1, 2].filter((at) => segments[at])) {
    const word = segments[at];
    list.push(
      withSegment(at, word.toUpperCase()),
      withSegment(at, capitalise(word)),
      withSegment(at, percent(word[0]) + word.slice(1)),
      withSegment(at, word + '/'),
    );
  }
  const params = (pattern.match(/:\w+/g) ?? []).length;
  for (let at = 0; at < params; at++) {
    for (const bend of [
      (real: string) => real + '%00',
      () => '%00',
      (real: string) => real + '%2F',
      (real: string) => '%2F' + real,
      (real: string) => '..%2F' + real,
    ]) {
      list.push(fill(pattern, seeded, (_, real, index) => (index === at ? bend(real) : real)));
    }
  }
  return list;
}

/** A body that would change data were the call let through; `{}` for a route nobody wrote one for. */
export function bodyFor(route: Route, seeded: Seeded): unknown {
  switch (name(route)) {
    case 'PATCH /api/admin/carousel-images/:country':
      return { backgroundImageUrl: 'https://intruso.example/fondo.jpg' };
    case 'PATCH /api/admin/consultations/:id/status':
      return { status: 'confirmed' };
    case 'PATCH /api/admin/consultations/:id/reschedule':
      return { preferredDate: dayFromToday(30) };
    case 'POST /api/admin/consultations/:id/complete':
      return { resultType: 'exito' };
    case 'POST /api/consultations/:id/images':
      return {
        fileName: 'intruso.png',
        originalName: 'intruso.png',
        fileSize: PNG.length,
        mimeType: 'image/png',
        objectPath: seeded.spareObjectPath,
      };
    case 'POST /api/consultation-details':
      return caseSave(seeded.consultationId, 'Intruso', 1);
    case 'PUT /api/admin/templates/:kind/:key/draft':
      return { content: { kind: 'case', key: seeded.templateKey, label: 'Intruso' }, revision: 0 };
    case 'POST /api/admin/templates/:kind/:key/publish':
      return { note: 'Intruso', revision: 1 };
    case 'POST /api/admin/templates/:kind/:key/rollback':
      return { version: 1, note: 'Intruso' };
    case 'POST /api/admin/templates/:kind/:key/preview':
      return { schema: { type: 'object', properties: {} }, data: {} };
    case 'POST /api/interviews':
      return { clientName: 'Luis Gómez', consultationId: seeded.consultationId };
    case 'PATCH /api/interviews/:id':
      return { stepKey: 'presentacion', note: 'Viaja con su hermana' };
    case 'POST /api/admin/tasks':
      return { title: 'Llamar a Luis', description: 'Confirmar los documentos del viaje.', category: 'support', priority: 'high' };
    case 'POST /api/admin/consultations/:id/case/upgrade':
      return { toVersion: 1, version: 1 };
    case 'POST /api/admin/staff':
      return { username: 'intruso', name: 'Intruso', role: 'administrador', password: 'una-clave-ajena-1' };
    case 'PATCH /api/admin/staff/:id':
      return { role: 'administrador' };
    case 'POST /api/admin/staff/:id/password-reset':
      return { password: 'una-clave-ajena-1' };
    case 'PUT /api/admin/staff-settings':
      return { requireMfa: false };
    case 'POST /api/auth/password':
      return { currentPassword: 'clave-de-prueba-1', newPassword: 'otra-clave-del-intruso-1' };
    case 'POST /api/auth/totp/confirm':
    case 'POST /api/auth/totp/recovery-codes':
      return { code: '123456' };
    default:
      return WRITES.has(route.method) ? {} : undefined;
  }
}

export function caseSave(consultationId: string, fullName: string, version: number) {
  return {
    consultationId,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    version,
    data: {
      identity: {
        fullName,
        birthDate: '1990-04-12',
        currentNationality: 'Dominicana',
        passportNumber: 'RD1234567',
        passportExpiryDate: '2031-01-31',
      },
      residence: { primaryPhone: '809-555-1234' },
      tripPlan: { tripPurpose: (loadCaseSamples().get('usa') as { tripPlan: { tripPurpose: string } }).tripPlan.tripPurpose },
    },
  };
}

/** Every row of every table, and the uploaded files: what an anonymous call must never change. */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const connection = server.db.orm.em.getConnection();
  const tables = await connection.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename",
  );
  const rows: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await connection.execute<{ rows: unknown }[]>(
      `select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from "${tablename}" t`,
    );
    rows[tablename] = String(row.rows);
  }
  rows['uploaded files'] = JSON.stringify((await readdir(path.join(server.deps.config.dataDir, 'objects', 'uploads'))).sort());
  return rows;
}

/** Every table but `except` holds the rows it held `before`. */
export async function assertUnchanged(server: TestServer, before: Record<string, string>, except: string[] = []) {
  const after = await snapshot(server);
  assert.equal(Object.keys(after), Object.keys(before), 'the same tables');
  for (const table of Object.keys(before)) {
    if (!except.includes(table)) assert.ok(after[table] === before[table], `the rows of ${table} are unchanged`);
  }
}

export async function uploadObject(server: TestServer, staff: TestClient): Promise<string> {
  const signed = await staff.post('/api/objects/upload', { fileSize: PNG.length, mimeType: 'image/png' });
  assert.is(signed.status, 200, JSON.stringify(signed.body));
  const url = new URL(signed.body.uploadURL);
  const put = await server.anonymous().put(url.pathname + url.search, PNG, { 'Content-Type': 'image/png' });
  assert.is(put.status, 200, JSON.stringify(put.body));
  return signed.body.objectPath;
}

/** A contact, two consultations (one completed, with its result), a case version, an image, an interview, a task and a spare upload. */
export async function seed(server: TestServer): Promise<Seeded> {
  const anonymous = server.anonymous();
  const staff = await server.staff();
  const contact = await anonymous.post('/api/contacts', validRequest());
  const consultation = await anonymous.post('/api/consultations', validRequest({ email: 'ana@correo.example' }));
  const completed = await anonymous.post('/api/consultations', validRequest({ email: 'luis@correo.example' }));
  for (const response of [contact, consultation, completed]) assert.is(response.status, 201, JSON.stringify(response.body));
  const completedId = completed.body.id;
  assert.is((await staff.patch(`/api/admin/consultations/${completedId}/status`, { status: 'confirmed' })).status, 200);
  assert.is((await staff.post(`/api/admin/consultations/${completedId}/complete`, { resultType: 'reaplicar' })).status, 200);
  const consultationId = consultation.body.id;
  const saved = await staff.post('/api/consultation-details', caseSave(consultationId, 'Ana Pérez', 0));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const versions = await staff.get(`/api/consultation-details/versions?consultationId=${consultationId}`);
  assert.is(versions.status, 200, JSON.stringify(versions.body));
  const objectPath = await uploadObject(server, staff);
  const image = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'pasaporte.png',
    originalName: 'pasaporte.png',
    fileSize: PNG.length,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(image.status, 201, JSON.stringify(image.body));
  const templates = await staff.get('/api/case-templates');
  assert.is(templates.status, 200);
  const interview = await staff.post('/api/interviews', { clientName: 'Ana Pérez', consultationId });
  assert.is(interview.status, 201, JSON.stringify(interview.body));
  const task = await staff.post('/api/admin/tasks', {
    title: 'Llamar a Ana',
    description: 'Confirmar la cita del lunes.',
    category: 'support',
    priority: 'low',
  });
  assert.is(task.status, 201, JSON.stringify(task.body));
  return {
    contactId: contact.body.id,
    consultationId,
    completedId,
    imageId: image.body.id,
    versionId: (versions.body.items ?? versions.body)[0].id,
    interviewId: interview.body.id,
    taskId: task.body.id,
    objectName: objectPath.split('/').pop()!,
    spareObjectPath: await uploadObject(server, staff),
    // The template of the case saved above: a template route reading a saved case finds it.
    ...(await secondAccount(server)),
    templateKey: 'usa',
    templateVersion: templates.body.find((t: { key: string }) => t.key === 'usa').version,
  };
}

/** A consultor's account, signed in once so it has a session to aim at. */
async function secondAccount(server: TestServer): Promise<{ staffId: string; sessionId: string }> {
  const consultor = await server.as('consultor');
  const [session] = (await consultor.get('/api/auth/sessions')).body;
  const me = (await consultor.get('/api/auth/me')).body;
  return { staffId: me.user.id, sessionId: session.id };
}
