/**
 * Whether an error means the database cannot be reached right now (a 503 that goes away when it
 * returns), as opposed to a fault in a query. Each case was seen thrown by pg, knex or MikroORM while
 * the database was stopped, closed to connections or unreachable (docs/security.md):
 * - the socket fails: ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH, ENETUNREACH, ENOTFOUND, EAI_AGAIN, EPIPE;
 * - PostgreSQL says so: class 08 (connection exception) but 08P01, 57P01 to 57P03 (terminated by the
 *   administrator, crash, starting up), 3D000 (the database is gone), 53300 (no connection slot left),
 *   55000 'database … is not currently accepting connections';
 * - pg loses a pooled connection the server closed: 'Connection terminated unexpectedly', or
 *   '… is not queryable' (no code);
 * - knex gives up waiting for a connection: KnexTimeoutError (MikroORM rethrows it as a
 *   DriverException keeping the message only).
 * MikroORM's DriverException copies the driver error's code and message, and knex prefixes the
 * message with the SQL, so messages are searched, never matched whole.
 */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// Not 08P01 (protocol violation): that is what a NUL in a bound parameter gets, a fault of the input.
const SQLSTATE = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '3D000', '53300']);
const LOST = /Connection terminated|is not queryable|Timeout acquiring a connection/;
const NOT_ACCEPTING = /not currently accepting connections/;

export function isDatabaseDown(error: unknown): boolean {
  // A few links of `cause` at most: enough for any wrapping seen, and no loop on a cyclic chain.
  for (let at = error, links = 0; at && typeof at === 'object' && links < 4; at = (at as { cause?: unknown }).cause, links++) {
    const { code, name, message } = at as { code?: unknown; name?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string') {
      if (NETWORK.has(code) || SQLSTATE.has(code)) return true;
      if (code === '55000' && NOT_ACCEPTING.test(text)) return true;
    }
    if (name === 'KnexTimeoutError' || LOST.test(text)) return true;
  }
  return false;
}
