import { dereference, format as cfworkerFormats, validate, type Schema } from '@cfworker/json-schema';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { DATA_URL } from '../validation/dataUrl.ts';
import { formats as serverFormats } from '../validation/standaloneRuntime.ts';

type Json = Record<string, unknown>;
type Lookup = Record<string, Schema | boolean>;

function asTest(rule: unknown): ((text: string) => boolean) | undefined {
  if (rule instanceof RegExp) return (text) => rule.test(text);
  if (typeof rule === 'function') return rule as (text: string) => boolean;
  if (rule && typeof rule === 'object' && typeof (rule as { validate?: unknown }).validate === 'function') {
    return (rule as { validate: (text: string) => boolean }).validate;
  }
  return undefined;
}

// @cfworker/json-schema reads formats from the table it exports. It is given exactly the server's: the
// functions ajv runs (engine/validation/createAjv.ts), so a format holds here exactly when it holds there;
// a name the server does not know is ignored, as ajv ignores it outside strict mode (the template loader
// refuses it).
const FORMATS: Record<string, unknown> = { ...serverFormats, uuid: fullFormats.uuid, 'data-url': DATA_URL };
for (const name of Object.keys(cfworkerFormats)) delete (cfworkerFormats as Record<string, unknown>)[name];
for (const [name, rule] of Object.entries(FORMATS)) {
  const test = asTest(rule);
  if (test) (cfworkerFormats as Record<string, (text: string) => boolean>)[name] = test;
}

/**
 * The library's table of every sub-schema of `root` by its address, which it reads only to follow a `$ref`:
 * built on the first `$ref` met under that root, once (most templates have none, and a case dialog asks about
 * fifteen roots as it opens). It is built on a copy: the library marks each schema it indexes with hidden
 * properties, which a frozen template would refuse and which nothing else should see. Each address is also
 * entered by its bare fragment (`#/definitions/code`), as the `$ref`s of schemas not indexed (the caller's
 * own, and those RJSF copies out of the root: an option augmented with `required`, a merged `allOf`) are
 * read as written.
 */
const lookups = new WeakMap<object, Lookup>();
function buildLookup(root: Json): Lookup {
  const lookup = dereference(structuredClone(root) as Schema) as Lookup;
  for (const address of Object.keys(lookup)) {
    const hash = address.indexOf('#');
    if (hash >= 0) lookup[address.slice(hash)] ??= lookup[address];
  }
  lookup['#'] ??= lookup[Object.keys(lookup)[0]];
  return lookup;
}
function lookupOf(root: Json): Lookup {
  let lookup = lookups.get(root);
  if (!lookup) {
    let built: Lookup | undefined;
    lookup = new Proxy({} as Lookup, { get: (_, address) => (built ??= buildLookup(root))[address as string] });
    lookups.set(root, lookup);
  }
  return lookup;
}

// Keywords an option that names one value may carry besides `const`: they constrain nothing.
const ANNOTATIONS = new Set(['const', 'title', 'description', '$comment']);

/**
 * The answer for an option that names one primitive value (`{const: 'masculino', title: 'Masculino'}`)
 * and constrains nothing else, by comparing; undefined for any other schema. RJSF asks about every option
 * of every choice while it works out a form's defaults: compared here, opening a form runs none of the
 * library's interpreter for them.
 */
function constantAnswer(schema: Json, value: unknown): boolean | undefined {
  if (!('const' in schema)) return undefined;
  const constant = schema.const;
  if (typeof constant === 'object' && constant !== null) return undefined;
  for (const keyword in schema) if (!ANNOTATIONS.has(keyword)) return undefined;
  return value === constant;
}

/**
 * `value` as ajv reads it: an object key holding `undefined` (a field the form cleared or never filled)
 * is absent, where the library would check `undefined` against the property's schema and refuse it. The
 * same value when it holds no such key, as nearly always: nothing is copied then.
 */
function asAjvReadsIt(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const read = asAjvReadsIt(item);
      if (read !== item) (copy ??= value.slice())[index] = read;
    });
    return copy ?? value;
  }
  let copy: Json | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) {
      copy ??= { ...(value as Json) };
      delete copy[key];
      continue;
    }
    const read = asAjvReadsIt(item);
    if (read !== item) (copy ??= { ...(value as Json) })[key] = read;
  }
  return copy ?? value;
}

/**
 * Whether `value` satisfies the draft-07 `schema` (refs `#/…` read from `root`): the yes/no answer RJSF
 * asks its validator to pick the `oneOf`/`anyOf` option a value matches and to decide `if`/`then`/`else`
 * and schema dependencies while it renders. Answered by @cfworker/json-schema, which interprets the schema
 * and compiles no code, so the admin page's Content-Security-Policy keeps no 'unsafe-eval'. It gives no
 * messages: the errors a person sees come from the server's ajv compiled ahead of time
 * (engine/validation/standaloneCode.ts). matchesSchema.test.ts holds it to ajv's answer on every
 * sub-schema of engine/validation/corpus/ and of the case templates. The product's `notBeforeToday` is not
 * read (the library ignores keywords it does not know): a form whose shape changed with the clock would be
 * a surprise. A missing value (`undefined`, not JSON) matches only `true`, a key holding one is absent
 * (asAjvReadsIt), and a schema the library cannot read matches nothing, as stock RJSF's validator answers
 * `false` when ajv throws.
 */
export function matchesSchema(schema: boolean | Json, value: unknown, root: Json): boolean {
  if (schema === true) return true;
  if (schema === false || value === undefined) return false;
  const constant = constantAnswer(schema, value);
  if (constant !== undefined) return constant;
  try {
    return validate(asAjvReadsIt(value), schema as Schema, '7', lookupOf(root), true).valid;
  } catch {
    return false;
  }
}
