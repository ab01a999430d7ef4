import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/orm.ts';
import { defaultCarouselImages } from '../carousel/defaults.ts';
import { CarouselImage } from '../db/entities/index.ts';
import { createAccount } from '../auth/users.ts';
import type { Role } from '../../engine/staff/roles.ts';
import { silentLogger } from '../http/logger.ts';
import { startServer, type RunningServer, type StartOptions } from '../startServer.ts';
import { answerProblem, useContractsOf } from './answerContract.ts';

/**
 * The API under test: a real server on a random port, over PGlite in memory, or over the real
 * PostgreSQL named by DATABASE_URL (its public schema is rebuilt from the migrations first).
 * One database per test process (each worker of scripts/runTests.ts has its own: PGlite, or the
 * PostgreSQL database the runner made for it); `reset()` empties it between suites.
 */
let shared: Promise<Database> | null = null;

/**
 * This process's DATA_DIR (mail outbox, uploaded files, generated secret): one per test worker
 * (scripts/runTests.ts), so that workers running side by side never share a file.
 */
export const TEST_DATA_DIR = process.env.TEST_WORKER ? `.tmp/test-data-w${process.env.TEST_WORKER}` : '.tmp/test-data';

export function testDatabase(): Promise<Database> {
  shared ??= openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    pgliteDir: null,
    resetSchema: Boolean(process.env.DATABASE_URL),
  });
  return shared;
}

/** Called once after every suite has run (scripts/runTests.ts). */
export async function closeTestDatabase(): Promise<void> {
  if (shared) await (await shared).close();
  shared = null;
}

export async function resetDatabase(db: Database): Promise<void> {
  const connection = db.orm.em.getConnection();
  const rows = await connection.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'",
  );
  await connection.execute(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`);
  const em = db.orm.em.fork();
  for (const image of defaultCarouselImages()) em.create(CarouselImage, image);
  await em.flush();
}

/** The staff account every test server has after a reset: an administrador, who may use every route. */
export const TEST_USER = { username: 'consultora', password: 'clave-de-prueba-1' };

/** One account per role, made the first time a test signs in with it (`server.as(role)`). */
export const ROLE_USERS: Record<Role, { username: string; password: string }> = {
  administrador: { username: 'prueba-administrador', password: 'clave-segura-de-administracion' },
  consultor: { username: 'prueba-consultor', password: 'clave-segura-de-consultoria' },
  editor: { username: 'prueba-editor', password: 'clave-segura-de-edicion' },
};

export interface TestServer extends RunningServer {
  /** A client without a session. */
  anonymous(): TestClient;
  /** A client signed in as the test staff user (an administrador). */
  staff(): Promise<TestClient>;
  /** A client signed in with an account of `role` (made if missing). */
  as(role: Role): Promise<TestClient>;
  reset(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const db = await testDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: TEST_DATA_DIR, ...env });
  const server = await startServer(config, { db, logger: silentLogger, announce: () => {}, frontendDir: '.tmp/no-frontend', ...options });
  const reset = async () => {
    // A delivery pass still running for the previous test locks outbox and submission rows: the
    // truncate would deadlock with it. Let it finish first.
    await server.mail.idle();
    await resetDatabase(db);
    // Versions published by an earlier test went with the truncate (which moved the catalog's generation on).
    await server.deps.templates.catchUp(db.orm.em.fork());
    await createAccount(db.orm.em.fork(), { ...TEST_USER, role: 'administrador' }, new Date());
  };
  await reset();
  useContractsOf(server.routers);
  return {
    ...server,
    reset,
    anonymous: () => new TestClient(server.url),
    staff: () => signedInClient(server.url),
    as: async (role) => {
      const account = ROLE_USERS[role];
      await createAccount(db.orm.em.fork(), { ...account, role }, new Date()).catch((error: { code?: string }) => {
        if (error.code !== 'conflict') throw error;
      });
      return signedInClient(server.url, account);
    },
  };
}

/** A client of the server at `url` signed in as the test staff user. */
export async function signedInClient(url: string, account = TEST_USER): Promise<TestClient> {
  const client = new TestClient(url);
  const response = await client.post('/api/auth/login', account);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** An answer outside its route's contract (backend/testing/answerContract.ts). */
export class ContractBroken extends Error {
  override name = 'ContractBroken';
}

/**
 * A tiny HTTP client that keeps cookies and sends a same-origin Origin header on writes, and checks
 * every answer against its route's contract.
 */
export class TestClient {
  origin: string | null;

  constructor(
    readonly baseUrl: string,
    readonly cookies = new Map<string, string>(),
  ) {
    this.origin = baseUrl;
  }

  /** Sends one request (a subclass may send it another way, e.g. over https to a proxy). */
  protected send(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    return fetch(url, init);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers }, redirect: 'manual' };
    if (this.origin && method !== 'GET' && method !== 'HEAD' && !('Origin' in headers)) init.headers.Origin = this.origin;
    if (this.cookies.size) init.headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof Uint8Array) {
        init.body = body as BodyInit;
      } else {
        init.body = JSON.stringify(body);
        init.headers['Content-Type'] ??= 'application/json';
      }
    }
    const response = await this.send(this.baseUrl + path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    // Every answer is held to its route's contract: a test receiving one that breaks it fails here.
    const problem = answerProblem(method, path, {
      status: response.status,
      contentType: response.headers.get('Content-Type') ?? '',
      body: parsed,
      text,
    });
    if (problem) throw new ContractBroken(problem);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, body, headers);
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PATCH', path, body, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PUT', path, body, headers);
  delete = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('DELETE', path, undefined, headers);
}
