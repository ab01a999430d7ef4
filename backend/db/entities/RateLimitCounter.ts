import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One fixed-window counter (sign-in failures, public submissions), kept in the database so every
 * server process on it shares the count. Written only by backend/http/rateLimit.ts.
 */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    /** what is counted + ':' + whose (for example `login-pair:ana|203.0.113.7`) */
    key: p.string().length(300).primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime().index(),
    lastHitAt: p.datetime(),
  },
});
export type RateLimitCounter = InferEntity<typeof RateLimitCounter>;
