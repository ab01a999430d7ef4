import { RUNTIME_GLOBAL } from './standaloneCode.ts';
import * as validationRuntime from './standaloneRuntime.ts';
import type { PrecompiledValidator } from './standaloneRuntime.ts';

export type ValidatorModule = { validate: PrecompiledValidator };
/** Loads a validator module the server serves (a path of the site); tests pass their own. */
export type ServedValidatorLoader = (url: string) => Promise<ValidatorModule>;

// A same-origin module is a script the page's policy allows ('self'); importing it compiles nothing.
export const importServed: ServedValidatorLoader = (url) => import(/* @vite-ignore */ url) as Promise<ValidatorModule>;

/**
 * The validator of a template version the build has no precompiled module for (one published from the
 * back-office after it), as the server compiles it (backend/http/servedValidator.ts): the same code as a
 * bundled module, so the same errors. The module reads engine/validation/standaloneRuntime.ts from
 * `globalThis[Symbol.for('validationRuntime')]`, set here before it is imported. `what` names it in the
 * Spanish error when it cannot be loaded.
 */
export async function loadServedValidator(url: string, what: string, load: ServedValidatorLoader = importServed): Promise<ValidatorModule> {
  (globalThis as Record<symbol, unknown>)[Symbol.for(RUNTIME_GLOBAL)] ??= validationRuntime;
  try {
    return await load(url);
  } catch (error) {
    throw new Error(`No se pudo cargar el validador de ${what}`, { cause: error });
  }
}
