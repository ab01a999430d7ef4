import type { PGlite } from '@electric-sql/pglite';

/** Frontend messages of the extended query protocol that a Sync ('S') closes: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

/**
 * The embedded database as the socket server (`@electric-sql/pglite-socket`) should see it. That server
 * queues each protocol message of every connection onto the one PGlite and keeps a connection's turn
 * only inside a transaction. A statement with bound values is several messages (Parse, Bind, Describe,
 * Execute, then Sync), so another connection's statement could slip in between, replace the unnamed
 * portal, and one statement would fail ('portal does not exist') or read the other's rows. Here an
 * open extended-protocol exchange counts as a transaction, so the connection keeps its turn until its
 * Sync. Plain text queries (one 'Q' message each) were never affected.
 */
export function pgliteForSocket(pglite: PGlite): PGlite {
  let exchangeOpen = false;
  const view = {
    get waitReady() {
      return pglite.waitReady;
    },
    isInTransaction: () => exchangeOpen || pglite.isInTransaction(),
    runExclusive: <T>(work: () => Promise<T>) => pglite.runExclusive(work),
    execProtocolRawStream: (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
      exchangeOpen = EXTENDED.has(message[0]);
      return pglite.execProtocolRawStream(message, options);
    },
    // Used by the server only to roll back what a vanished connection left open.
    exec: (query: string) => {
      exchangeOpen = false;
      return pglite.exec(query);
    },
  };
  return view as unknown as PGlite;
}
