import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Shared property builders: every table has a generated uuid key and timezone-aware instants. */
export const uuidKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
export const createdAt = () => p.datetime().onCreate(() => new Date());
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
