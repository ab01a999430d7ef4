import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../validation/describeErrors.ts';

/**
 * Field errors of one section (paths relative to it: `birthDate`, `children.0.name`) as the error
 * tree RJSF shows beside each field (`{birthDate: {__errors: [...]}}`).
 */
export function toErrorSchema(errors: FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const part of path ? path.split('.') : []) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    if (!list.includes(message)) list.push(message);
    node.__errors = list;
  }
  return root as ErrorSchema;
}
