import type { JsonSchema } from '../../../engine/templates/types.ts';
import { AppError } from '../../http/AppError.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';

/**
 * Draft schemas compiled for the editor's preview, the last `kept` of them, by their JSON text. The page
 * may not compile a validator (its Content-Security-Policy has no 'unsafe-eval'), so the server compiles
 * each draft's schema: typing in the preview re-checks with the schema already compiled, and each schema
 * edit compiles once (about 0.1 s). `compile` gives each draft an ajv instance of its own, so an evicted
 * schema leaves nothing behind in a shared one (the registry's validators keep every published version
 * they compile, which suits published versions only).
 */
export function compiledDrafts<T>(compile: (schema: JsonSchema) => T, kept = 4): (schema: JsonSchema) => T {
  const recent = new Map<string, T>();
  return (schema) => {
    const text = JSON.stringify(schema);
    let compiled = recent.get(text);
    // A Map keeps insertion order: the first key is the one used least recently.
    if (compiled !== undefined) recent.delete(text);
    else compiled = compile(schema);
    recent.set(text, compiled);
    if (recent.size > kept) recent.delete(recent.keys().next().value!);
    return compiled;
  };
}

/** The preview cannot check with this draft: 400 naming each place. */
export const previewRefused = (details: { path: string; message: string }[]) =>
  new AppError('invalid', TEMPLATE_TEXTS.previewRefused, details);

/** `compile()`, or the preview's 400 when ajv cannot compile the draft's schema. */
export function compileOrRefuse<T>(compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    throw previewRefused([{ path: 'schema', message: TEMPLATE_TEXTS.schemaNotCompiled((error as Error).message) }]);
  }
}
