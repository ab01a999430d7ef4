/**
 * The product deployed as docs/operations.md describes it, on this machine: Debian's nginx running
 * deploy/nginx.conf (https with a certificate made for the run) in front of several real server
 * processes (`node --import tsx backend/server.ts`, NODE_ENV=production) on one PostgreSQL database,
 * with their images in an S3 bucket (s3rver) and their mail going to a real SMTP server. Used by
 * backend/behindNginx.test.ts and `npm run bench:api`.
 *
 * Besides the site, where nginx sends requests to the processes in turn, each process gets a front
 * of its own: the same deploy/nginx.conf rendered again with an upstream of that process alone, so a
 * test knows which process answered without the product telling it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { eventually } from './eventually.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testSmtpServer.ts';
import { TestClient } from './testServer.ts';

/** Debian's nginx (in /usr/sbin, which a non-root PATH may lack). */
export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
/** The nginx configuration the deployment guide gives; the one run here. */
export const NGINX_SITE_FILE = path.resolve('deploy/nginx.conf');
export const BUCKET = 'casos-rumbo';
/** s3rver's fixed credentials. */
const S3_KEY = 'S3RVER';
const OUTPUT_LINES = 40;
const START_MS = 90_000;

export interface DeploymentOptions {
  databaseUrl: string;
  processes: number;
  /** More settings for every process (e.g. LOG_REQUESTS=0 for a benchmark). */
  env?: Record<string, string>;
  /**
   * Start every process at once: only when the database is already migrated and has an account.
   * Otherwise the first starts alone (it applies the migrations and makes the first account), then the others.
   */
  together?: boolean;
}

export interface ServerProcess {
  readonly name: string;
  /** Where the process itself listens (http, loopback): only nginx talks to it. */
  readonly direct: string;
  /** An https front on nginx with deploy/nginx.conf sending every request to this process alone. */
  readonly front: string;
  readonly output: string[];
}

export interface Deployment {
  /** The site: nginx sending requests to the processes in turn. PUBLIC_URL of every process. */
  readonly url: string;
  readonly processes: readonly ServerProcess[];
  readonly smtp: TestSmtpServer;
  /** The certificate nginx presents, made for this run (clients trust it alone). */
  readonly ca: Buffer;
  /**
   * A client of `front` (default: the site) connecting from the loopback address `from` (default
   * 127.0.0.1, like any local program); it sends the site's Origin on writes, as a browser on the site does.
   */
  client(options?: { front?: string; from?: string }): ProxyClient;
  /** Which process (its direct address, as nginx's access log names it) answered each request so far. */
  upstreamsUsed(): Promise<string[]>;
  /** The last lines each process and nginx wrote: what a failure shows. */
  recentOutput(): string;
  close(): Promise<void>;
}

/** A free TCP port on loopback (asked of the system, then released for the process that will use it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * deploy/nginx.conf with this run's addresses: each change must find exactly what it replaces, so a
 * reworded file fails here rather than running something else than the guide shows.
 */
export function renderNginxSite(
  source: string,
  site: { upstream: string; servers: string[]; https: number; http: number; certificate: string; key: string },
): string {
  const replace = (text: string, pattern: RegExp, by: string, expected: number) => {
    const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'))?.length ?? 0;
    if (found !== expected) throw new Error(`deploy/nginx.conf: expected ${expected} match(es) of ${pattern}, found ${found}`);
    return text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'), by);
  };
  let text = source;
  const serverLines = /^(\s*)server 127\.0\.0\.1:\d+ (.*);\n/gm;
  const [first] = [...source.matchAll(serverLines)];
  if (!first) throw new Error('deploy/nginx.conf: no "server 127.0.0.1:…" line in the upstream');
  const lines = site.servers.map((server) => `${first[1]}server ${server} ${first[2]};\n`).join('');
  text = text.replace(serverLines, (_line, _indent, _rest, offset: number) => (offset === first.index ? lines : ''));
  text = replace(text, /\bupstream rumbo \{/, `upstream ${site.upstream} {`, 1);
  text = replace(text, /proxy_pass http:\/\/rumbo;/, `proxy_pass http://${site.upstream};`, 1);
  text = replace(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${site.http};`, 1);
  text = replace(text, /^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${site.https} ssl http2;`, 1);
  text = replace(text, /ssl_certificate \S+;/, `ssl_certificate ${site.certificate};`, 1);
  text = replace(text, /ssl_certificate_key \S+;/, `ssl_certificate_key ${site.key};`, 1);
  return text;
}

/** A certificate for https://127.0.0.1, valid a day, made in `dir` with openssl. */
export async function makeCertificate(dir: string): Promise<{ certificate: string; key: string; ca: Buffer }> {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key, ca: await readFile(certificate) };
}

/** What Debian's /etc/nginx/nginx.conf gives conf.d files, with every path in `dir` and a log naming the upstream. */
export function nginxMain(dir: string, sites: string[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    log_format upstreams '$remote_addr $upstream_addr $status $request_id "$request"';
    access_log ${dir}/access.log upstreams;
${sites.map((site) => `    include ${site};`).join('\n')}
}
`;
}

/** A child process whose output is kept (the last lines) for a failure's message. */
interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** It ended, or never started. */
  ended(): boolean;
}

function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      output.push(`(ended: ${signal ?? code})`);
      resolve(code);
    });
    child.once('error', (error) => {
      ended = true;
      output.push(`(did not start: ${error.message})`);
      resolve(null);
    });
  });
  return { name, process: child, output, exited, ended: () => ended };
}

/** Stops a child: SIGTERM, then SIGKILL if it has not ended within 5 s. */
async function stopChild(child: Child): Promise<void> {
  if (child.ended()) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 5000);
  await child.exited;
  clearTimeout(timer);
}

/** Whether `url` answers 200 now (the http process itself, or https through nginx trusting `ca`). */
function answers(url: string, ca?: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (response: http.IncomingMessage) => {
      response.resume();
      resolve(response.statusCode === 200);
    };
    const request = url.startsWith('https:') ? https.get(url, { ca, agent: false }, done) : http.get(url, { agent: false }, done);
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

/** A process serves once its readiness route answers 200: its database answers and is migrated (backend/http/health.ts). */
const READY_PATH = '/readyz';

async function waitUntilServing(children: Child[], url: string, ca?: Buffer): Promise<void> {
  const ended = () => children.find((child) => child.ended());
  let ready = false;
  const deadline = Date.now() + START_MS;
  while (!ready && !ended() && Date.now() < deadline) {
    ready = await answers(url + READY_PATH, ca);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!ready) throw new Error(`${url} did not answer${ended() ? `: ${ended()!.name} ended` : ` within ${START_MS / 1000} s`}`);
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rumbo-nginx-'));
  // nginx's workers run as another user (nobody, when started as root) and write request bodies under it.
  await chmod(dir, 0o711);
  const children: Child[] = [];
  let smtp: TestSmtpServer | null = null;
  let s3: S3rver | null = null;
  // Children are killed even if the test process ends without closing (an uncaught error).
  const killOnExit = () => children.forEach((child) => child.process.kill('SIGKILL'));
  process.once('exit', killOnExit);
  const recentOutput = () => children.map((child) => `--- ${child.name}, last lines:\n${child.output.join('\n') || '(none)'}`).join('\n');
  const close = async () => {
    await Promise.all(children.map(stopChild));
    process.off('exit', killOnExit);
    await s3?.close().catch(() => {});
    await smtp?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    smtp = await startTestSmtpServer();
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const s3Address = await s3.run();

    const { certificate, key, ca } = await makeCertificate(dir);

    const sitePort = await freePort();
    const url = `https://127.0.0.1:${sitePort}`;
    const processes: Array<ServerProcess & { port: number; frontPort: number }> = [];
    for (let i = 0; i < options.processes; i++) {
      const [port, frontPort] = [await freePort(), await freePort()];
      processes.push({
        name: `process ${i + 1}`,
        port,
        frontPort,
        direct: `http://127.0.0.1:${port}`,
        front: `https://127.0.0.1:${frontPort}`,
        output: [],
      });
    }
    // The settings docs/operations.md lists for each process; SESSION_SECRET the same for all.
    const shared = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: options.databaseUrl,
      SMTP_URL: smtp.url,
      STAFF_EMAIL: 'equipo@rumbo.example',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      ...options.env,
    };
    const startProcess = async (entry: (typeof processes)[number]) => {
      const dataDir = path.join(dir, `data-${entry.port}`);
      await mkdir(dataDir);
      const child = startChild(entry.name, process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
        ...shared,
        PORT: String(entry.port),
        DATA_DIR: dataDir,
      });
      children.push(child);
      (entry as { output: string[] }).output = child.output;
      return child;
    };
    // Unless told otherwise, the first applies the migrations (and, on an empty database, makes the
    // first account) alone; then the others start together, as the guide says.
    const first = options.together ? [] : [processes[0]];
    if (first.length) await waitUntilServing([await startProcess(processes[0])], processes[0].direct);
    const rest = processes.slice(first.length);
    const started = await Promise.all(rest.map(startProcess));
    await Promise.all(rest.map((entry) => waitUntilServing(started, entry.direct)));

    const source = await readFile(NGINX_SITE_FILE, 'utf8');
    const sites: string[] = [];
    const writeSite = async (name: string, servers: string[], httpsPort: number) => {
      const file = path.join(dir, `${name}.conf`);
      await writeFile(
        file,
        renderNginxSite(source, { upstream: name, servers, https: httpsPort, http: await freePort(), certificate, key }),
      );
      sites.push(file);
    };
    await writeSite(
      'rumbo',
      processes.map((entry) => `127.0.0.1:${entry.port}`),
      sitePort,
    );
    for (const [i, entry] of processes.entries()) await writeSite(`rumbo_${i + 1}`, [`127.0.0.1:${entry.port}`], entry.frontPort);
    await writeFile(path.join(dir, 'nginx.conf'), nginxMain(dir, sites));
    const nginx = startChild('nginx', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      PATH: process.env.PATH,
    });
    children.push(nginx);
    for (const address of [url, ...processes.map((entry) => entry.front)]) await waitUntilServing([nginx], address, ca);

    const portOf = new Map(processes.map((entry) => [`127.0.0.1:${entry.port}`, entry.direct]));
    return {
      url,
      processes,
      smtp,
      ca,
      client: ({ front = url, from = '127.0.0.1' } = {}) => new ProxyClient(front, { ca, from, origin: url }),
      async upstreamsUsed() {
        const log = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
        return log
          .split('\n')
          .filter(Boolean)
          .map((line) => portOf.get(line.split(' ')[1]) ?? line.split(' ')[1]);
      },
      recentOutput,
      close,
    };
  } catch (error) {
    const output = recentOutput();
    await close();
    throw Object.assign(error as Error, { message: `${(error as Error).message}\n${output}` });
  }
}

/**
 * TestClient over https to nginx, trusting the run's certificate alone and connecting from a chosen
 * loopback address, so nginx sees (and tells the processes) a client address the test picked.
 */
export class ProxyClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly connection: { ca: Buffer; from: string; origin: string },
    cookies?: Map<string, string>,
  ) {
    super(baseUrl, cookies);
    this.origin = connection.origin;
  }

  /** The same person (the same cookies) through another front. */
  via(front: string): ProxyClient {
    return new ProxyClient(front, this.connection, this.cookies);
  }

  protected override send(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    return new Promise((resolve, reject) => {
      const request = https.request(
        url,
        { method: init.method, headers: init.headers, ca: this.connection.ca, localAddress: this.connection.from, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const headers = new Headers();
            for (let i = 0; i < response.rawHeaders.length; i += 2) headers.append(response.rawHeaders[i], response.rawHeaders[i + 1]);
            const status = response.statusCode!;
            resolve(new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      request.on('error', reject);
      request.end(init.body as string | Uint8Array | undefined);
    });
  }
}

/** Waits for `probe`, checking every 50 ms (each check may query the database). */
export function waitFor(probe: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  return eventually(async () => (await probe()) || (await new Promise((resolve) => setTimeout(resolve, 50)), false), ms);
}
