import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';
import { User } from './User.ts';

/** One of the ten single-use codes that stand in for the authenticator app; only its SHA-256 is stored. */
export const RecoveryCode = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: uuidKey(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(64).unique(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type RecoveryCode = InferEntity<typeof RecoveryCode>;
