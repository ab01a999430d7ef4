import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSchemas, type JsonSchema } from '../../schemas/registry.ts';
import { Client, Consultation } from '../db/entities/index.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer.ts';
import { HTTP_TEXTS } from './texts.ts';
import { declaredRoutes } from './contract.ts';
import type { AppRouters } from './context.ts';

/**
 * Every integer a client sends is bounded by its request schema so that it fits the database column it
 * is stored in or compared with: a number past the column's range used to reach PostgreSQL and come back
 * as a 500 ("value out of range for type integer"). Integers in query strings and paths are read as
 * strings of at most six digits (`^[1-9][0-9]{0,5}$`) and are not covered here.
 */
const test = suite<{ server: TestServer; staff: TestClient; consultationId: string }>('integers a client sends');

/**
 * The column each integer of a request schema is stored in or compared with, by schema id and JSON
 * pointer. A new integer in a request schema fails the first test until it is listed here.
 */
const COLUMNS: Record<string, string> = {
  'caseCopyRequest#/properties/template/properties/version': 'template_versions.version',
  'caseDetailsSave#/properties/templateVersion': 'consultation_details.template_version',
  'caseDetailsSave#/properties/version': 'consultation_details.version',
  'caseDetailsFlatSave#/properties/templateVersion': 'consultation_details.template_version',
  'caseDetailsFlatSave#/properties/version': 'consultation_details.version',
  'caseUpgrade#/properties/toVersion': 'consultation_details.template_version',
  'caseUpgrade#/properties/version': 'consultation_details.version',
  'consultationImageCreate#/properties/fileSize': 'consultation_images.file_size',
  'interviewCreate#/properties/currentStep': 'interviews.current_step',
  // Not stored itself, but the size the upload is then registered with.
  'objectUploadRequest#/properties/fileSize': 'consultation_images.file_size',
  'templateDraftSave#/properties/revision': 'template_drafts.revision',
  'templatePublish#/properties/revision': 'template_drafts.revision',
  'templateRollback#/properties/version': 'template_versions.version',
};

/** Integers no column holds, with the range what receives them allows. */
const NOT_STORED: Record<string, { range: [number, number]; why: string }> = {
  's3MultipartComplete#/properties/parts/items/properties/PartNumber': {
    range: [1, 10000],
    why: 'handed to the storage, whose part numbers go from 1 to 10000',
  },
};

/** What each column type holds; bigint only as far as a JavaScript number is exact. */
const RANGES: Record<string, [number, number]> = {
  smallint: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  bigint: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/**
 * The schemas the back end checks what a client sends against: bodies and query strings, as the routes'
 * contracts declare them (backend/http/contract.ts) and as handlers name them.
 */
function requestSchemaIds(routers: AppRouters): string[] {
  const ids = new Set<string>(
    declaredRoutes(routers).flatMap(({ contract: declared }) =>
      [declared?.body, declared?.query].filter((id): id is string => Boolean(id)),
    ),
  );
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !file.includes(`${path.sep}testing${path.sep}`)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/validators\.parse(?:<\w+>)?\(\s*'(\w+)'|parseListQuery(?:<\w+>)?\(\s*[\w.]+,\s*'(\w+)'/g)) {
          ids.add(match[1] ?? match[2]);
        }
      }
    }
  };
  walk(path.resolve('backend'));
  // A request schema made of others (`{"anyOf": [{"$ref": "caseDetailsSave"}, …]}`) checks theirs too.
  const schemas = loadSchemas();
  const refsOf = (node: unknown): string[] =>
    Array.isArray(node)
      ? node.flatMap(refsOf)
      : node && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) =>
            key === '$ref' && typeof value === 'string' && !value.startsWith('#') ? [value] : refsOf(value),
          )
        : [];
  for (const id of ids) for (const referenced of refsOf(schemas.get(id))) ids.add(referenced);
  return [...ids].sort();
}

interface NumberPlace {
  id: string;
  pointer: string;
  schema: Record<string, unknown>;
}

/** Every integer or number a schema allows, with its JSON pointer. */
function numbersOf(id: string, root: JsonSchema): NumberPlace[] {
  const found: NumberPlace[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${pointer}/${index}`));
    const schema = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(schema.type ?? []);
    if (types.includes('integer') || types.includes('number')) found.push({ id, pointer, schema });
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'x-messages' || key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
      visit(value, `${pointer}/${key}`);
    }
  };
  visit(root, '');
  return found;
}

test.before(async (context) => {
  context.server = await startTestServer();
  context.staff = await context.server.staff();
  const em = context.server.db.orm.em.fork();
  const details = { name: 'Ana Pérez', email: 'ana.enteros@example.com', phone: '809-555-1234' };
  const client = em.create(Client, details);
  const consultation = em.create(Consultation, { client, ...details, destinationCountry: 'usa' });
  await em.flush();
  context.consultationId = consultation.id;
});
test.after(async ({ server }) => server.close());

test('every integer of every request schema has a minimum and a maximum its database column can hold', async ({ server }) => {
  const schemas = loadSchemas();
  const ids = requestSchemaIds(server.routers);
  // The scan must find the request schemas, or it would prove nothing.
  for (const id of ['caseDetailsSave', 'login', 'contactRequest', 'consultationListQuery', 'interviewTemplateQuery'])
    assert.ok(ids.includes(id), `found ${id}`);
  const rows = await server.db.orm.em
    .getConnection()
    .execute<{ table_name: string; column_name: string; data_type: string }[]>(
      "select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'",
    );
  const typeOf = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]));
  const places = ids.flatMap((id) => numbersOf(id, schemas.get(id)!));
  const problems: string[] = [];
  for (const { id, pointer, schema } of places) {
    const place = `${id}#${pointer}`;
    const column = COLUMNS[place];
    if (!column && !NOT_STORED[place]) {
      problems.push(`${place}: no column listed in COLUMNS (or, if none holds it, in NOT_STORED)`);
      continue;
    }
    const type = column ? typeOf.get(column) : undefined;
    const range = column ? (type ? RANGES[type] : undefined) : NOT_STORED[place].range;
    if (!range) {
      problems.push(`${place}: column ${column} is ${type ?? 'missing'}, not an integer column`);
      continue;
    }
    if (typeof schema.maximum !== 'number') problems.push(`${place}: no maximum`);
    else if (schema.maximum > range[1])
      problems.push(`${place}: maximum ${schema.maximum} is more than ${column} (${type}) holds, ${range[1]}`);
    if (typeof schema.minimum !== 'number') problems.push(`${place}: no minimum`);
    else if (schema.minimum < range[0])
      problems.push(`${place}: minimum ${schema.minimum} is less than ${column} (${type}) holds, ${range[0]}`);
  }
  for (const place of [...Object.keys(COLUMNS), ...Object.keys(NOT_STORED)]) {
    if (!places.some((found) => `${found.id}#${found.pointer}` === place))
      problems.push(`${place}: listed but no such integer in a request schema`);
  }
  assert.equal(problems, []);
});

/** A request that carries one integer of a request schema, `value` written into its JSON text as is. */
interface Carrier {
  place: string;
  /** The field's dotted path in the answer's details. */
  field: string;
  method: 'POST' | 'PUT';
  path: (consultationId: string) => string;
  body: (consultationId: string) => Record<string, unknown>;
}

const N = '__N__';
/** A well-formed multipart upload id that names no upload: the body is checked before the upload is looked for. */
const UPLOAD_ID = '0b6f3f4e7d0a4c559a493f1e2d4c5b6a';
const CARRIERS: Carrier[] = [
  {
    place: 'caseDetailsSave#/properties/version',
    field: 'version',
    method: 'POST',
    path: () => '/api/consultation-details',
    body: (consultationId) => ({
      consultationId,
      formTemplate: 'usa',
      currentStage: 'pre-chequeo',
      documentsReviewStatus: 'pending',
      data: {},
      version: N,
    }),
  },
  {
    place: 'caseDetailsSave#/properties/templateVersion',
    field: 'templateVersion',
    method: 'POST',
    path: () => '/api/consultation-details',
    body: (consultationId) => ({
      consultationId,
      formTemplate: 'usa',
      templateVersion: N,
      currentStage: 'pre-chequeo',
      documentsReviewStatus: 'pending',
      data: {},
      version: 0,
    }),
  },
  {
    place: 'caseDetailsFlatSave#/properties/version',
    field: 'version',
    method: 'POST',
    path: () => '/api/consultation-details',
    body: (consultationId) => ({ consultationId, fullName: 'Ana Pérez', version: N }),
  },
  {
    place: 'caseDetailsFlatSave#/properties/templateVersion',
    field: 'templateVersion',
    method: 'POST',
    path: () => '/api/consultation-details',
    body: (consultationId) => ({ consultationId, formTemplate: 'usa', templateVersion: N, fullName: 'Ana Pérez' }),
  },
  {
    place: 'caseUpgrade#/properties/version',
    field: 'version',
    method: 'POST',
    path: (id) => `/api/admin/consultations/${id}/case/upgrade`,
    body: () => ({ toVersion: 1, version: N }),
  },
  {
    place: 'caseUpgrade#/properties/toVersion',
    field: 'toVersion',
    method: 'POST',
    path: (id) => `/api/admin/consultations/${id}/case/upgrade`,
    body: () => ({ toVersion: N, version: 1 }),
  },
  {
    place: 'caseCopyRequest#/properties/template/properties/version',
    field: 'template.version',
    method: 'POST',
    path: (id) => `/api/admin/consultations/${id}/email-copy`,
    body: () => ({
      template: { key: 'usa', version: N },
      formData: {},
      countryLabel: 'Estados Unidos',
      applicantName: 'Ana Pérez',
      caseId: 'C-1',
      to: 'ana@example.com',
    }),
  },
  {
    place: 'consultationImageCreate#/properties/fileSize',
    field: 'fileSize',
    method: 'POST',
    path: (id) => `/api/consultations/${id}/images`,
    body: () => ({
      fileName: 'a.png',
      originalName: 'a.png',
      fileSize: N,
      mimeType: 'image/png',
      objectPath: '/objects/uploads/0b6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a',
    }),
  },
  {
    place: 'objectUploadRequest#/properties/fileSize',
    field: 'fileSize',
    method: 'POST',
    path: () => '/api/objects/upload',
    body: () => ({ fileSize: N, mimeType: 'image/png' }),
  },
  {
    place: 'interviewCreate#/properties/currentStep',
    field: 'currentStep',
    method: 'POST',
    path: () => '/api/interviews',
    body: () => ({ clientName: 'Ana Pérez', currentStep: N }),
  },
  {
    place: 'templateDraftSave#/properties/revision',
    field: 'revision',
    method: 'PUT',
    path: () => '/api/admin/templates/case/usa/draft',
    body: () => ({ content: { kind: 'case', key: 'usa', label: 'Estados Unidos' }, revision: N }),
  },
  {
    place: 'templatePublish#/properties/revision',
    field: 'revision',
    method: 'POST',
    path: () => '/api/admin/templates/case/usa/publish',
    body: () => ({ note: 'Prueba', revision: N }),
  },
  {
    place: 'templateRollback#/properties/version',
    field: 'version',
    method: 'POST',
    path: () => '/api/admin/templates/case/usa/rollback',
    body: () => ({ version: N, note: 'Prueba' }),
  },
  {
    place: 's3MultipartComplete#/properties/parts/items/properties/PartNumber',
    field: 'parts.0.PartNumber',
    method: 'POST',
    path: () => `/api/s3/multipart/${UPLOAD_ID}/complete?key=uploads%2F0b6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a`,
    body: () => ({ parts: [{ PartNumber: N, ETag: '"0123456789abcdef"' }] }),
  },
];

const send = (staff: TestClient, carrier: Carrier, consultationId: string, value: string) =>
  staff.request(carrier.method, carrier.path(consultationId), JSON.stringify(carrier.body(consultationId)).replace(`"${N}"`, value), {
    'Content-Type': 'application/json',
  });

test('every integer a request carries is tried: each listed integer has a request here', () => {
  assert.equal(CARRIERS.map((carrier) => carrier.place).sort(), [...Object.keys(COLUMNS), ...Object.keys(NOT_STORED)].sort());
});

test('2147483648, -1, 1e20 and 9007199254740993 answer 400 in Spanish naming the field, and change nothing', async ({
  server,
  staff,
  consultationId,
}) => {
  for (const carrier of CARRIERS) {
    for (const value of ['2147483648', '-1', '1e20', '9007199254740993', '4294967296']) {
      const before = await databaseSnapshot(server.db);
      const response = await send(staff, carrier, consultationId, value);
      const where = `${carrier.place} = ${value}: ${response.status} ${response.text.slice(0, 200)}`;
      assert.is(response.status, 400, where);
      assert.is(response.body.error, HTTP_TEXTS.invalidBody, where);
      const detail = response.body.details.find((d: { path: string }) => d.path === carrier.field);
      assert.ok(detail, where);
      // A person's sentence in Spanish, never ajv's English ('must be <= …').
      assert.not.match(detail.message, /must|should|<=|>=/, where);
      assert.match(detail.message, /^[A-ZÁÉÍÓÚÑ¿¡][^]*[a-záéíóúñ]/, where);
      assert.equal(await databaseSnapshot(server.db), before, where);
    }
  }
});

test('2147483647, the largest an integer column holds, is never a 500', async ({ server, staff, consultationId }) => {
  for (const carrier of CARRIERS) {
    const before = await databaseSnapshot(server.db);
    const response = await send(staff, carrier, consultationId, '2147483647');
    const where = `${carrier.place}: ${response.status} ${response.text.slice(0, 200)}`;
    assert.ok(response.status < 500, where);
    if (response.status >= 400) {
      assert.type(response.body.error, 'string', where);
      assert.equal(await databaseSnapshot(server.db), before, where);
    }
  }
});

test.run();
