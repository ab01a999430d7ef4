import type { Middleware } from 'koa';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import { AppError } from './AppError.ts';

/** Containers (objects, arrays) nested deeper than this are refused; the body itself is level 1. */
export const MAX_DEPTH = 32;
export const TOO_DEEP = 'La solicitud está anidada a demasiada profundidad';
export const badCharacters = (path: string) =>
  path ? `El campo «${path}» contiene caracteres no permitidos` : 'La solicitud contiene caracteres no permitidos';

// PostgreSQL refuses NUL in text and jsonb; a lone surrogate cannot be encoded as UTF-8 (the driver
// would store U+FFFD in its place, or break on it). Neither is ever typed by a person.
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_EVERYWHERE = new RegExp(BAD.source, 'g');
// Cheap to test (no look-around): almost every string passes it, and only those that fail are looked at closely.
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
const isBad = (text: string) => SUSPECT.test(text) && BAD.test(text);

interface Node {
  value: unknown;
  /** The level this value would occupy if it is a container. */
  depth: number;
  key: string;
  parent: Node | null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key.replace(BAD_EVERYWHERE, '\ufffd'));
  return keys.reverse().join('.');
}

/**
 * Whether a parsed JSON value holds any problem findHostileInput reports. Every request body goes
 * through it, so it allocates nothing per value: a 1 MB body of empty arrays is hundreds of thousands
 * of values, and anyone may send one.
 */
function hasHostileInput(root: unknown): boolean {
  const values: unknown[] = [root];
  const depths: number[] = [1];
  while (values.length) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (isBad(value)) return true;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH) return true;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        values.push(value[i]);
        depths.push(depth + 1);
      }
    } else {
      for (const key in value) {
        if (isBad(key)) return true;
        values.push((value as Record<string, unknown>)[key]);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * The first problem of a parsed JSON value, in document order: a string or object key holding NUL or
 * a lone surrogate (reported with its dotted path), or nesting past MAX_DEPTH. Walks with its own
 * stack, never recursion, so no depth of input can overflow the call stack. The quick check runs
 * first; the path is only worked out for a value that has a problem.
 */
export function findHostileInput(root: unknown): FieldError | null {
  if (!hasHostileInput(root)) return null;
  const stack: Node[] = [{ value: root, depth: 1, key: '', parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    if (BAD.test(node.key)) {
      const path = pathOf(node);
      return { path, message: badCharacters(path) };
    }
    const { value } = node;
    if (typeof value === 'string') {
      if (BAD.test(value)) {
        const path = pathOf(node);
        return { path, message: badCharacters(path) };
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (node.depth > MAX_DEPTH) return { path: pathOf(node), message: TOO_DEEP };
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((inner, i) => [String(i), inner]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      stack.push({ value: entries[i][1], depth: node.depth + 1, key: entries[i][0], parent: node });
    }
  }
  return null;
}

/**
 * Runs right after the body parser, before any route reads the request: refuses with 400 a
 * body or query string that holds NUL or lone surrogates, or a body nested too deep (docs/security.md).
 */
export function refuseHostileInput(): Middleware {
  return (ctx, next) => {
    // Path parameters are checked once a route matched (wellFormedPath, backend/http/params.ts), so a
    // staff route still answers an anonymous caller 401 whatever its path holds.
    const problem = findHostileInput(ctx.request.body) ?? (ctx.querystring ? findHostileInput(ctx.query) : null);
    if (problem) throw new AppError('invalid', problem.message, [problem]);
    return next();
  };
}
