import { _, Name, type Ajv, type Options, type ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { JsonSchema } from '../templates/types.ts';
import { createAjv } from './createAjv.ts';
import { beforeToday, formats as runtimeFormats } from './standaloneRuntime.ts';
import { withoutAnnotations } from './withoutAnnotations.ts';

// CommonJS: depending on the loader the function arrives as the module or under `default`.
type StandaloneCode = (ajv: Ajv, validate: ValidateFunction) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ??
  standaloneModule) as unknown as StandaloneCode;

/** The name the generated code gives the imported engine/validation/standaloneRuntime.ts. */
const RUNTIME = new Name('validationRuntime');

// ajv's own helpers are referenced by CommonJS `require`; the generated module takes them from the runtime.
const RUNTIME_REQUIRES: Record<string, string> = {
  'require("ajv/dist/runtime/equal").default': `${RUNTIME}.equal`,
  'require("ajv/dist/runtime/ucs2length").default': `${RUNTIME}.ucs2length`,
};

/**
 * The ES module source of a validator for `schema`, compiled ahead of time by the same ajv set-up the
 * server uses (createAjv), so the browser checks data without `new Function` (its Content-Security-
 * Policy has no 'unsafe-eval'). The module exports `validate`: call it as
 * `validate.call({ now }, data)` (the clock is read by `notBeforeToday`); its `errors` are ajv's, without
 * `verbose` schemas (engine/validation/describeValidation.ts puts them back from `schema`).
 * `runtimeImport` is how the module imports engine/validation/standaloneRuntime.ts.
 */
export function standaloneValidatorCode(schema: JsonSchema, runtimeImport: string, options: Options = {}): string {
  const ajv = createAjv(
    {},
    { ...options, verbose: false, passContext: true, code: { source: true, esm: true, formats: _`${RUNTIME}.formats` } },
  );
  for (const [name, format] of Object.entries(ajv.formats)) {
    if (format instanceof RegExp || format === true) continue;
    if (!(name in runtimeFormats)) throw new Error(`El formato "${name}" no existe en engine/validation/standaloneRuntime.ts`);
  }
  // The server's rule reads a clock held in a closure, which cannot be written out: here the
  // generated code asks the runtime, passing the call's context (`this`), whose today it compares with.
  ajv.removeKeyword('notBeforeToday');
  ajv.addKeyword({
    keyword: 'notBeforeToday',
    type: 'string',
    schemaType: 'boolean',
    code(cxt) {
      if (cxt.schema !== true) return;
      const beforeTodayFn = cxt.gen.scopeValue('func', { ref: beforeToday, code: _`${RUNTIME}.beforeToday` });
      cxt.fail(_`${beforeTodayFn}(${cxt.data}, this)`);
    },
  });
  let code = standaloneCode(ajv, ajv.compile(withoutAnnotations(schema)));
  for (const [required, replacement] of Object.entries(RUNTIME_REQUIRES)) code = code.split(required).join(replacement);
  if (/\brequire\(|new Function|\beval\(/.test(code)) {
    throw new Error(
      `El validador generado aún llama a require, eval o new Function: ${/.{0,60}(require\(|new Function|eval\().{0,60}/.exec(code)?.[0]}`,
    );
  }
  return `import * as ${RUNTIME} from ${JSON.stringify(runtimeImport)};\n${code}\n`;
}

/** Where a served validator module (standaloneValidatorModule) finds the runtime: set by the page before it imports one. */
export const RUNTIME_GLOBAL = 'validationRuntime';

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read it as a comment): every function
 * of a script that starts with it is compiled while the script streams in, on a background thread,
 * instead of on the main thread the first time each function runs. A validator's first check runs
 * nearly all of it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The ES module source of a validator for `schema`, as the server sends it for a template version the
 * browser has no precompiled module for (one published from the back-office). The same code as
 * standaloneValidatorCode, so the same errors; it imports nothing (the page cannot name the runtime's
 * bundled file): it reads engine/validation/standaloneRuntime.ts from
 * `globalThis[Symbol.for('validationRuntime')]`, which engine/cases/validation/loadCaseCheck.ts sets before importing it.
 */
export function standaloneValidatorModule(schema: JsonSchema, options: Options = {}): string {
  const code = standaloneValidatorCode(schema, 'validation-runtime', options);
  const importLine = `import * as ${RUNTIME} from "validation-runtime";\n`;
  if (!code.startsWith(importLine)) throw new Error('El validador generado no empieza por la importación esperada');
  return `${COMPILE_HINT}\nconst ${RUNTIME} = globalThis[Symbol.for(${JSON.stringify(RUNTIME_GLOBAL)})];\n${code.slice(importLine.length)}`;
}
