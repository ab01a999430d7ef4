import { pino, type Logger as PinoLogger } from 'pino';

/**
 * What the code logs through: `logger.info({msg, ...fields})`, `logger.error({...})`. The server's is pino
 * (createLogger); a test may pass any object with these two methods to capture the entries.
 * Callers pass chosen fields only: never a body, a header, a password, a token or personal data.
 */
export interface Logger {
  info(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

/** LOG_LEVEL's values (backend/config.ts), most to least severe; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields pino replaces with '[oculto]' wherever a line carries them, a second guard behind the rule
 * that lines hold chosen fields only: request and answer headers (cookies, Authorization, Set-Cookie),
 * credentials and second-factor codes by the names the API gives them, passkey answers, upload
 * signatures and whole bodies or query strings. `code` is not among them: it names database and
 * network error codes in many lines, and no line takes a person's code from a body.
 */
export const REDACTED_PATHS = [
  'headers',
  'req.headers',
  'res.headers',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'sessionToken',
  'secret',
  'recoveryCode',
  'recoveryCodes',
  'totp',
  'response',
  'credential',
  'signature',
  'body',
  'query',
  'querystring',
  'url',
  '*.password',
  '*.token',
  '*.secret',
  '*.signature',
  '*.body',
];

function options(level: LogLevel) {
  return {
    level,
    // One JSON object per line: an ISO time and the level's name, readable without a lookup table.
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
  };
}

/** One JSON line per entry, to standard output or to `write` (tests capture the lines there). */
export function createLogger(write?: (line: string) => void, level: LogLevel = 'info'): PinoLogger {
  if (!write) return pino(options(level), pino.destination({ dest: 1, sync: true }));
  return pino(options(level), { write: (line: string) => write(line.replace(/\n$/, '')) });
}

export function isPino(logger: Logger): logger is PinoLogger {
  const candidate = logger as Partial<PinoLogger>;
  return typeof candidate.child === 'function' && typeof candidate.levels === 'object';
}

/**
 * The logger as pino, for what needs pino's own calls (child loggers per request): itself when it is,
 * else pino writing each line back to it as an entry (a test's capturing object), so the entries a
 * test sees are the ones the server would write.
 */
export function asPino(logger: Logger): PinoLogger {
  if (isPino(logger)) return logger;
  return pino(options('info'), {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.level === 'error' || entry.level === 'fatal') logger.error(entry);
      else logger.info(entry);
    },
  });
}

export const silentLogger: Logger = { info() {}, error() {} };
