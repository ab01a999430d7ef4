import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../templates/types.ts';
import { describeErrors, type FieldError } from './describeErrors.ts';

// `schemaPath` is a JSON pointer into the schema validated against: `#/properties/a/anyOf/1/pattern`.
function schemaAt(root: JsonSchema, pointer: string[]): unknown {
  let node: unknown = root;
  for (const part of pointer) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
}

/**
 * The error with what ajv's `verbose` mode would add, which describeErrors reads (the field's own
 * `x-messages`), taken from `root`, the schema validated against. Validators compiled without
 * `verbose` (faster to compile, and smaller when compiled ahead of time) need it.
 */
export function withSchemas(error: ErrorObject, root: JsonSchema): ErrorObject {
  const pointer = error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  const parentSchema = schemaAt(root, pointer.slice(0, -1)) as ErrorObject['parentSchema'];
  return { ...error, parentSchema, schema: schemaAt(root, pointer) };
}

/** describeErrors for errors of a validator compiled from `root` without `verbose`. */
export function describeErrorsAgainst(root: JsonSchema, errors: ErrorObject[] | null | undefined): FieldError[] {
  return describeErrors((errors ?? []).map((error) => withSchemas(error, root)));
}
