import type { contactRequestErrors } from './contactRequestErrors.ts';

export type ContactCheck = typeof contactRequestErrors;

let loaded: ContactCheck | null = null;
let loading: Promise<ContactCheck> | null = null;

/**
 * The contact request check, loaded the first time a form is touched or sent (a few kB that the
 * landing page does not pay for before anyone interacts).
 */
export function loadContactCheck(): Promise<ContactCheck> {
  loading ??= import('./contactRequestErrors.ts')
    .then((module) => (loaded = module.contactRequestErrors))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The check if already loaded, else null. */
export function loadedContactCheck(): ContactCheck | null {
  return loaded;
}
