import http from 'node:http';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { ConfigError, defaultPublicUrl, type Config } from './config.ts';
import { openDatabase, type Database } from './db/orm.ts';
import { ensureFirstUser } from './auth/users.ts';
import { AppError } from './http/AppError.ts';
import { createApp, type CreateAppOptions } from './http/createApp.ts';
import { createLogger, type Logger } from './http/logger.ts';
import { createValidators } from './http/validateBody.ts';
import type { AppDeps, AppRouters } from './http/context.ts';
import { startPeriodicJobs } from './jobs/periodicJobs.ts';
import { mergeStoredDuplicates } from './interviews/mergeStoredDuplicates.ts';
import { createMailSender, type MailSender } from './mail/sender.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { queueSubmissionMails } from './submissions/submissionMailQueue.ts';
import { createObjectStorage } from './storage/createObjectStorage.ts';
import { resolveSessionSecret } from './sessionSecret.ts';
import type { ObjectStorage } from './storage/ObjectStorage.ts';
import { createTemplateCatalog } from './templates/templateCatalog.ts';
import { loadCaseTemplates } from '../templates/loadCaseTemplates.ts';
import { loadInterviewTemplate } from '../templates/loadInterviewTemplate.ts';
import { loadFormTemplates } from '../templates/loadFormTemplates.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  deps: AppDeps;
  /** The routes it serves: the listed public ones and the staff ones behind the session check. */
  routers: AppRouters;
  /** Delivers the mail outbox; `kick()` resolves when what is due now has been tried. */
  mail: MailSender;
  /** Stops at once: connections cut, then as drain() (tests). */
  close(): Promise<void>;
  /**
   * Stops for SIGTERM: new connections are refused at once, the requests in flight are answered until
   * `until` (a Date.now() time) and the connections still open then are cut; then the periodic jobs and
   * the mail sender stop (handing back the messages it had claimed) and the database closes. Resolves
   * with the number of connections cut.
   */
  drain(until: number): Promise<number>;
}

export interface StartOptions extends CreateAppOptions {
  logger?: Logger;
  now?: () => Date;
  /** Reuse an open database instead of opening one from the config. */
  db?: Database;
  /** Print the first account's generated password (on by default). */
  announce?: (line: string) => void;
  /** Where mail goes; by default SMTP_URL's server, or .eml files under DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  /** How often the outbox is checked besides the kick after each commit (default 5 s; 0: only kicks). */
  mailPollMs?: number;
  /** false: queue mail but deliver none (a benchmark on a shared database must not send its mail). */
  deliverMail?: boolean;
  /** Public submissions allowed per address and route (AppDeps.publicSubmissionLimit). */
  publicSubmissionLimit?: AppDeps['publicSubmissionLimit'];
  /** Where uploaded files go; by default the S3_BUCKET bucket, or DATA_DIR/objects. */
  storage?: ObjectStorage;
}

/** Opens the database, makes sure a staff account exists, and serves the app. */
export async function startServer(loaded: Config, options: StartOptions = {}): Promise<RunningServer> {
  let config = await resolveSessionSecret(loaded);
  const logger = options.logger ?? createLogger(undefined, config.logLevel);
  const announce = options.announce ?? ((line: string) => console.log(line));
  const db =
    options.db ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') }).catch((error) => {
      throw (config.databaseUrl ? databaseProblem(error) : null) ?? error;
    }));
  const first = await ensureFirstUser(db.orm.em.fork(), { username: config.adminUsername, password: config.adminPassword }).catch(
    async (error) => {
      // ADMIN_PASSWORD meets the password rules (not common, not the username…): said as a setting to change.
      if (!(error instanceof AppError)) throw error;
      if (!options.db) await db.close();
      throw new ConfigError(`ADMIN_PASSWORD no sirve: ${error.userMessage}`);
    },
  );
  if (first?.generatedPassword) {
    announce(
      `Cuenta inicial creada. Usuario: ${first.username}  Contraseña temporal: ${first.generatedPassword}\n` +
        'Guárdela ahora: no se volverá a mostrar; al entrar se le pedirá elegir una propia (antes de 7 días). Cree más cuentas en la pestaña Equipo del panel, o con: npm run user:create -- <usuario> --role <rol>',
    );
  }
  await mergeDuplicateInterviews(db, logger);
  const now = options.now ?? (() => new Date());
  // The shipped templates, checked (a broken file stops the start), with the published versions over them.
  const templates = createTemplateCatalog(loadCaseTemplates(), loadInterviewTemplate(), loadFormTemplates());
  await templates.catchUp(db.orm.em.fork());
  const server = http.createServer();
  // Counted for the log of a stop that had to cut some.
  const connections = new Set<Socket>();
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  }).catch(async (error) => {
    if (!options.db) await db.close();
    throw listenProblem(error, config) ?? error;
  });
  const port = (server.address() as AddressInfo).port;
  config = withListeningPort(config, port);
  // From here to server.on('request') nothing is awaited: no request can arrive before the app is there.
  const transport = options.mailTransport ?? createMailTransport(config);
  const submissionMail = {
    staffEmail: config.staffEmail,
    publicUrl: config.publicUrl,
    // Calendar UIDs use the sender address's domain.
    mailDomain: config.mailFrom.slice(config.mailFrom.lastIndexOf('@') + 1),
  };
  const mail = createMailSender({
    orm: db.orm,
    transport,
    logger,
    now,
    pollMs: options.deliverMail === false ? 0 : (options.mailPollMs ?? 5000),
    queueOwed: (at) => queueSubmissionMails(db.orm, submissionMail, logger, at),
  });
  const deps: AppDeps = {
    config,
    orm: db.orm,
    validators: createValidators({ now: options.now }),
    logger,
    now,
    onMailQueued: options.deliverMail === false ? () => {} : () => void mail.kick(),
    publicSubmissionLimit: options.publicSubmissionLimit,
    storage: options.storage ?? createObjectStorage(config, now),
    templates,
  };
  const { app, routers } = createApp(deps, {
    frontendDir: options.frontendDir ?? path.resolve('dist'),
    rawPathPrefixes: options.rawPathPrefixes,
  });
  let draining = false;
  const handle = app.callback();
  server.on('request', (request, response) => {
    // While stopping, each answer closes its connection: a keep-alive client must not send more on it.
    if (draining) response.setHeader('Connection', 'close');
    // A keep-alive connection freed while stopping is closed at once, so the drain ends with its last answer.
    response.once('finish', () => {
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    void handle(request, response);
  });
  const jobs = startPeriodicJobs({
    orm: db.orm,
    storage: deps.storage,
    logger,
    now,
    mailRetentionDays: config.mailRetentionDays,
    activityRetentionDays: config.activityRetentionDays,
    sessionLimits: config.sessionLimits,
  });
  /** drain(until), or with `until` null close(): every connection cut at once. */
  async function stop(until: number | null): Promise<number> {
    draining = true;
    // Stops listening (a new connection is refused) and closes the idle keep-alive connections.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    let cut = 0;
    if (until === null) {
      server.closeAllConnections();
    } else {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, until - Date.now()))));
      if ((await Promise.race([closed, late])) === 'late') {
        cut = connections.size;
        logger.error({ msg: 'shutdown timeout: connections cut', connections: cut });
        server.closeAllConnections();
      }
      clearTimeout(timer);
    }
    await closed;
    await Promise.all([jobs.stop(), mail.stop()]);
    if (!options.db) await db.close();
    return cut;
  }
  const url = `http://localhost:${port}`;
  if (!options.db) {
    announce(
      `Servidor escuchando en ${url} (base de datos: ${db.kind === 'pglite' ? 'PGlite en ' + path.join(config.dataDir, 'pg') : 'PostgreSQL'})`,
    );
    announce(
      `Correo: ${transport.kind === 'smtp' ? 'servidor SMTP de SMTP_URL' : 'archivos .eml en ' + path.join(config.dataDir, 'outbox')}`,
    );
  }
  return {
    url,
    port,
    db,
    deps,
    routers,
    mail,
    close: async () => {
      await stop(null);
    },
    drain: stop,
  };
}

/**
 * Merges the interviews in progress an earlier version left duplicated, before the first request
 * (docs/decisions/0107-interview-duplicates-and-results-in-the-database.md). A failure does not stop
 * the site: the list still shows each group as one, and the next change to one of them merges it.
 */
async function mergeDuplicateInterviews(db: Database, logger: Logger): Promise<void> {
  try {
    const groups = await mergeStoredDuplicates(db.orm.em.fork());
    if (groups > 0) logger.info({ msg: 'interview duplicates merged', groups });
  } catch (error) {
    const failure = error as { name?: string; code?: string };
    logger.error({ msg: 'interview duplicates not merged', error: failure?.name, code: failure?.code });
  }
}

/**
 * PUBLIC_URL's default names PORT; with PORT=0 (tests, benchmarks) the system picks the port, and the
 * default address, the only origin allowed to write (backend/http/security.ts), is the one it picked.
 */
function withListeningPort(config: Config, port: number): Config {
  if (config.port !== 0 || config.publicUrl !== defaultPublicUrl(0)) return config;
  return Object.freeze({ ...config, publicUrl: defaultPublicUrl(port) });
}

/** PORT or HOST that cannot be listened on, told as the setting to change rather than a stack trace. */
function listenProblem(error: NodeJS.ErrnoException, config: Config): ConfigError | null {
  switch (error.code) {
    case 'EADDRINUSE':
      return new ConfigError(`PORT ${config.port} ya lo usa otro programa en ${config.host}: indique otro PORT o detenga ese programa`);
    case 'EACCES':
      return new ConfigError(`PORT ${config.port} necesita permisos de administrador: use un puerto de 1024 en adelante`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(`HOST "${config.host}" no es una dirección de esta máquina: indique una de sus IP, localhost o 0.0.0.0`);
    default:
      return null;
  }
}

/** A DATABASE_URL the server cannot use, named with what to check (the address itself may hold a password). */
function databaseProblem(error: NodeJS.ErrnoException): ConfigError | null {
  switch (error.code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return new ConfigError('DATABASE_URL no responde: compruebe que PostgreSQL está en marcha en esa dirección y puerto');
    case '28P01':
    case '28000':
      return new ConfigError('DATABASE_URL tiene un usuario o una contraseña que PostgreSQL no acepta');
    default:
      return null;
  }
}
