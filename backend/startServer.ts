import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/orm.ts';
import { ensureFirstUser } from './auth/users.ts';
import { purgeExpiredSessions } from './auth/sessions.ts';
import { createApp, type CreateAppOptions } from './http/createApp.ts';
import { createLogger, type Logger } from './http/logger.ts';
import { createValidators } from './http/validateBody.ts';
import type { AppDeps } from './http/context.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface StartOptions extends CreateAppOptions {
  logger?: Logger;
  now?: () => Date;
  /** Reuse an open database instead of opening one from the config. */
  db?: Database;
  /** Print the first account's generated password (on by default). */
  announce?: (line: string) => void;
}

/** Opens the database, makes sure a staff account exists, and serves the app. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const announce = options.announce ?? ((line: string) => console.log(line));
  const db =
    options.db ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') }));
  const first = await ensureFirstUser(db.orm.em.fork(), { username: config.adminUsername, password: config.adminPassword });
  if (first?.generatedPassword) {
    announce(
      `Cuenta inicial creada. Usuario: ${first.username}  Contraseña: ${first.generatedPassword}\n` +
        'Guárdela ahora: no se volverá a mostrar. Cree más cuentas con: npm run user:create -- <usuario>',
    );
  }
  const deps: AppDeps = {
    config,
    orm: db.orm,
    validators: createValidators({ now: options.now }),
    logger,
    now: options.now ?? (() => new Date()),
    onMailQueued: () => {},
  };
  const { app } = createApp(deps, {
    frontendDir: options.frontendDir ?? path.resolve('dist'),
    rawPathPrefixes: options.rawPathPrefixes,
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const sweeper = setInterval(() => {
    purgeExpiredSessions(db.orm.em.fork()).catch((error) => logger.error({ msg: 'session purge failed', error: String(error) }));
  }, 10 * 60 * 1000);
  sweeper.unref();
  const url = `http://localhost:${port}`;
  if (!options.db) announce(`Servidor escuchando en ${url} (base de datos: ${db.kind === 'pglite' ? 'PGlite en ' + path.join(config.dataDir, 'pg') : 'PostgreSQL'})`);
  return {
    url,
    port,
    db,
    deps,
    async close() {
      clearInterval(sweeper);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.db) await db.close();
    },
  };
}
