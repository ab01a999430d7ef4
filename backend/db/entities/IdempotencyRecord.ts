import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';

/** The first answer given to a request carrying an Idempotency-Key, replayed for any retry of it. */
export const IdempotencyRecord = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_keys',
  properties: {
    /** scope (route) + ':' + the client's key */
    key: p.string().length(300).primary(),
    status: p.integer(),
    body: p.json<unknown>(),
    createdAt: createdAt(),
  },
});
export type IdempotencyRecord = InferEntity<typeof IdempotencyRecord>;
