import { isIP } from 'node:net';
import path from 'node:path';
import { isEmailAddress } from '../engine/validation/emailAddress.ts';
import { isValidUsername, USERNAME_RULE } from './auth/usernameRule.ts';
import { LOG_LEVELS, type LogLevel } from './http/logger.ts';
import { parseProxyEntry } from './http/trustedProxies.ts';

/** Every setting of the product, read once from the environment and checked. Nothing else reads process.env. */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly smtpUrl: string | null;
  readonly publicUrl: string;
  /**
   * Keys the upload-URL signatures and the device cookies. SESSION_SECRET; outside production, when unset, '' here and filled
   * at start-up by resolveSessionSecret (backend/sessionSecret.ts) from a random one kept in DATA_DIR.
   */
  readonly sessionSecret: string;
  readonly staffEmail: string | null;
  readonly mailFrom: string;
  readonly adminUsername: string | null;
  readonly adminPassword: string | null;
  readonly whatsappNumber: string;
  /**
   * TRUST_PROXY: the reverse proxies in front, as IP addresses and CIDR ranges. Only connections from
   * them may tell the client's address and scheme in X-Forwarded-For and X-Forwarded-Proto
   * (backend/http/trustedProxies.ts); empty: nobody may.
   */
  readonly trustedProxies: readonly string[];
  /** LOG_REQUESTS: one line per request (backend/http/requestLog.ts); off in test mode. */
  readonly logRequests: boolean;
  /** LOG_LEVEL: the least severe level written (`info` by default; `silent` writes nothing). */
  readonly logLevel: LogLevel;
  /** Delivered mail older than this many days leaves the outbox table; 0 keeps it forever. */
  readonly mailRetentionDays: number;
  /** A session ends after this long unused, and this long after sign-in whatever happens. */
  readonly sessionLimits: SessionLimits;
  /** Activity-record entries older than this many days are removed (365 at least); 0 keeps them forever. */
  readonly activityRetentionDays: number;
  /** Uploaded files go to this S3-compatible bucket; null keeps them on disk under DATA_DIR/objects. */
  readonly s3: S3Settings | null;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM/SIGINT waits for the requests in flight before the
   * connections left are cut and the process exits with code 1 (backend/runUntilStopped.ts).
   */
  readonly shutdownTimeoutSeconds: number;
}

export interface SessionLimits {
  readonly idleMinutes: number;
  readonly maxHours: number;
}

export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** Unset for AWS itself; the address of any other S3-compatible service (MinIO, R2, Spaces…). */
  readonly endpoint: string | null;
  /** Unset: the AWS SDK's usual credential chain (environment, instance role…). */
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
  readonly forcePathStyle: boolean;
  /** The role GET /api/s3/sts assumes to hand out temporary upload credentials; null: that call answers 501. */
  readonly stsRoleArn: string | null;
}

/**
 * Something that stops the server from starting, told as one Spanish line without a stack
 * (backend/runUntilStopped.ts): what is wrong and what to do.
 */
export class StartupError extends Error {}

/**
 * A setting that stops the server from starting. Its message is one Spanish line that names the setting
 * and the rule it breaks; the entry points print it alone, without a stack (backend/runUntilStopped.ts).
 */
export class ConfigError extends StartupError {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} debe ser un número entero entre ${min} y ${max} (recibido: "${raw}")`);
  }
  return value;
}

/** 1/true or 0/false; anything else is refused rather than read as "off" (a typo must not go unnoticed). */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} debe ser 1, 0, true o false (recibido: "${env[name]}")`);
}

// Addresses are never echoed: a database or mail URL may hold a password.
function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  const rule = `${name} debe ser una URL que empiece por ${protocols.map((p) => p + '//').join(' o ')}`;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${rule}: el valor indicado no es una URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(rule);
  return raw;
}

/** A host name or an IP address to listen on (no scheme, port or path). */
function host(env: Env): string {
  const raw = env.HOST;
  if (!raw) return '0.0.0.0';
  const hostname = /^(?=.{1,253}$)[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
  if (isIP(raw) === 0 && !hostname.test(raw)) {
    throw new ConfigError(`HOST debe ser una dirección IP o un nombre de máquina, sin esquema ni puerto (recibido: "${raw}")`);
  }
  return raw;
}

const PROXY_EXAMPLE = 'TRUST_PROXY=127.0.0.1,10.0.0.0/8';

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8,::1`);
 * unset, `0` or `false`: none. The old switch `1`/`true` trusted whoever connected, so a client
 * reaching the port directly could write its own X-Forwarded-For: it is refused with what to write.
 */
function trustedProxyList(env: Env): string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return [];
  if (raw === '1' || raw.toLowerCase() === 'true') {
    throw new ConfigError(`TRUST_PROXY=${raw} ya no se acepta: escriba las direcciones de los proxies, p. ej. ${PROXY_EXAMPLE}`);
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) {
      throw new ConfigError(
        `TRUST_PROXY debe ser una lista de direcciones IP o rangos CIDR de los proxies, separados por comas (p. ej. ${PROXY_EXAMPLE},::1): «${entry}» no lo es`,
      );
    }
    if (parsed.prefix === 0)
      throw new ConfigError(`TRUST_PROXY no puede incluir todas las direcciones («${entry}»): escriba solo las de los proxies`);
  }
  return entries;
}

function logLevel(env: Env): LogLevel {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(', ')} (recibido: "${env.LOG_LEVEL}")`);
  }
  return raw as LogLevel;
}

function email(env: Env, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!isEmailAddress(raw)) throw new ConfigError(`${name} no es una dirección de correo válida`);
  return raw;
}

function sessionLimits(env: Env): SessionLimits {
  const idleMinutes = integer(env, 'SESSION_IDLE_MINUTES', 120, 5, 1440);
  const maxHours = integer(env, 'SESSION_MAX_HOURS', 12, 1, 720);
  if (idleMinutes > maxHours * 60) {
    throw new ConfigError(
      `SESSION_IDLE_MINUTES (${idleMinutes}) no puede pasar de SESSION_MAX_HOURS (${maxHours} h = ${maxHours * 60} minutos)`,
    );
  }
  return Object.freeze({ idleMinutes, maxHours });
}

/** The activity record is kept a year at least (the database refuses to delete younger entries). */
function activityRetentionDays(env: Env): number {
  const days = integer(env, 'ACTIVITY_RETENTION_DAYS', 730, 0, 36500);
  if (days !== 0 && days < 365) {
    throw new ConfigError(
      `ACTIVITY_RETENTION_DAYS debe ser 0 (guardar siempre) o al menos 365 días (recibido: "${env.ACTIVITY_RETENTION_DAYS}")`,
    );
  }
  return days;
}

function s3Settings(env: Env): S3Settings | null {
  const bucket = env.S3_BUCKET || null;
  const others = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_STS_ROLE_ARN'];
  if (!bucket) {
    const stray = others.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} no sirve sin S3_BUCKET: indique el bucket o quite ${stray}`);
    return null;
  }
  // No dots: a dotted name breaks the bucket's TLS certificate in virtual-hosted addresses.
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET debe ser un nombre de bucket válido (3 a 63 minúsculas, cifras o guiones)');
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError(`S3_REGION no es una región válida (recibido: "${region}")`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY se indican juntos o ninguno');
  }
  const forcePathStyle = flag(env, 'S3_FORCE_PATH_STYLE', false);
  const stsRoleArn = env.S3_STS_ROLE_ARN || null;
  if (stsRoleArn !== null && !/^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/.test(stsRoleArn)) {
    throw new ConfigError(
      `S3_STS_ROLE_ARN debe ser el ARN de un rol de IAM, como arn:aws:iam::123456789012:role/subidas (recibido: "${stsRoleArn}")`,
    );
  }
  return Object.freeze({
    bucket,
    region,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle,
    stsRoleArn,
  });
}

/** PUBLIC_URL when unset: the server on this machine at PORT. */
export const defaultPublicUrl = (port: number) => `http://localhost:${port}`;

export function loadConfig(env: Env = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? defaultPublicUrl(port);
  const sessionSecret = env.SESSION_SECRET ?? '';
  const trustedProxies = trustedProxyList(env);
  if (env.TRUST_PROXY_HOPS !== undefined && env.TRUST_PROXY_HOPS !== '') {
    throw new ConfigError(
      'TRUST_PROXY_HOPS ya no se usa: quítelo. El cliente es la primera dirección de X-Forwarded-For, desde la derecha, que no es de un proxy de TRUST_PROXY',
    );
  }
  if (mode === 'production') {
    if (sessionSecret.length < 32) {
      throw new ConfigError('SESSION_SECRET es obligatorio en producción y debe tener al menos 32 caracteres');
    }
    if (!publicUrl.startsWith('https:')) {
      throw new ConfigError('PUBLIC_URL debe usar https en producción (las cookies de sesión son Secure)');
    }
    // The server itself speaks plain http, so https reaches it through a proxy; without trusting that
    // proxy's X-Forwarded-Proto, Koa refuses to send the Secure session cookie and no one can sign in.
    if (trustedProxies.length === 0) {
      throw new ConfigError(
        'TRUST_PROXY es obligatorio en producción: PUBLIC_URL usa https, que termina en un proxy delante del servidor, ' +
          `y sin TRUST_PROXY no se puede enviar la cookie de sesión Secure; escriba las direcciones del proxy, p. ej. ${PROXY_EXAMPLE}`,
      );
    }
  }
  const adminUsername = env.ADMIN_USERNAME || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminUsername === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_USERNAME y ADMIN_PASSWORD se indican juntos o ninguno');
  }
  if (adminUsername !== null && !isValidUsername(adminUsername)) {
    throw new ConfigError(`ADMIN_USERNAME ${USERNAME_RULE} (recibido: "${adminUsername}")`);
  }
  if (adminPassword !== null && (adminPassword.length < 8 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD debe tener entre 8 y 128 caracteres');
  }
  const whatsappNumber = (env.WHATSAPP_NUMBER ?? '18095550123').replace(/\D/g, '');
  if (whatsappNumber.length < 10 || whatsappNumber.length > 15) {
    throw new ConfigError('WHATSAPP_NUMBER debe tener entre 10 y 15 dígitos, con el código del país');
  }
  return Object.freeze({
    env: mode,
    port,
    host: host(env),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    publicUrl: publicUrl.replace(/\/$/, ''),
    sessionSecret,
    staffEmail: email(env, 'STAFF_EMAIL'),
    mailFrom: email(env, 'MAIL_FROM') ?? 'no-responder@rumbomigratorio.do',
    adminUsername,
    adminPassword,
    whatsappNumber,
    trustedProxies: Object.freeze(trustedProxies),
    logRequests: flag(env, 'LOG_REQUESTS', true) && mode !== 'test',
    logLevel: logLevel(env),
    mailRetentionDays: integer(env, 'MAIL_RETENTION_DAYS', 90, 0, 36500),
    sessionLimits: sessionLimits(env),
    activityRetentionDays: activityRetentionDays(env),
    s3: s3Settings(env),
    // Below the 30 s Kubernetes waits after SIGTERM before it kills.
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 600),
  });
}
