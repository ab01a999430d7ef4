import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';

/**
 * A request carrying an Idempotency-Key (backend/http/idempotency.ts): claimed with its body's
 * fingerprint while it is processed (no status yet), then its first answer, replayed for any retry.
 */
export const IdempotencyRecord = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_keys',
  properties: {
    /** scope (route) + ':' + the client's key */
    key: p.string().length(300).primary(),
    /** sha256 of the request body's canonical JSON; a repeat with another body is refused (422). */
    fingerprint: p.string().length(64).nullable(),
    /** Null while the first request is still being processed. */
    status: p.integer().nullable(),
    body: p.json<unknown>().nullable(),
    createdAt: createdAt(),
  },
});
export type IdempotencyRecord = InferEntity<typeof IdempotencyRecord>;
