import type { JsonSchema } from '../../engine/templates/types.ts';
import { standaloneValidatorModule } from '../../engine/validation/standaloneCode.ts';
import { TEMPLATE_AJV_OPTIONS } from '../../engine/validation/createAjv.ts';
import type { AppContext } from './context.ts';

/**
 * Answers with the validator of a template version the front end does not bundle (one published from the
 * back-office) as an ES module: the code `npm run gen` precompiles for bundled versions, compiled here by
 * the same ajv set-up, so the page checks without compiling code and gets the server's own errors
 * (docs/decisions/0139-checking-a-case-of-a-version-published-after-the-build.md). Compiled on the
 * first request for each version (`version`, an immutable object of it), kept while that object lives.
 */
export function createValidatorModules() {
  const modules = new WeakMap<object, string>();
  return (ctx: AppContext, version: object, schema: () => JsonSchema) => {
    let code = modules.get(version);
    if (code === undefined) {
      code = standaloneValidatorModule(schema(), TEMPLATE_AJV_OPTIONS);
      modules.set(version, code);
    }
    ctx.type = 'text/javascript; charset=utf-8';
    // A version never changes: the browser keeps it for a day.
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = code;
  };
}
