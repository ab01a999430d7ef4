import type { PasskeyList } from '../../../schemas/generated/passkeyList.ts';
import type { SignedInStaff } from '../../../schemas/generated/signedInStaff.ts';
import { adminRequest } from '../session/adminRequest.ts';

/** Under ['admin'], so signing out forgets it with the rest of the back-office's data. */
export const MY_PASSKEYS_KEY = ['admin', 'account', 'passkeys'] as const;

/** The browser side of WebAuthn, fetched the first time a passkey is added or used (not in the panel's first load). */
export const webauthnBrowser = () => import('@simplewebauthn/browser');

/**
 * The browser refused or the person cancelled (WebAuthn's own errors, which name no server answer):
 * the caller says so in words rather than as a failed call.
 */
export class PasskeyCancelled extends Error {}

/** Runs a WebAuthn ceremony in the browser, turning its refusals into PasskeyCancelled. */
export async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new PasskeyCancelled(error instanceof Error ? error.name : String(error));
  }
}

export const listPasskeys = (signal?: AbortSignal) => adminRequest<PasskeyList>('GET', '/api/auth/passkeys', undefined, { signal });

/**
 * 'Añadir llave de acceso': the server's options, the browser's new credential (the person touches the
 * key, or uses the phone's lock), then the server checks and keeps it. The first second factor comes
 * with recovery codes.
 */
export async function addPasskey(name: string): Promise<{ recoveryCodes: string[] | null; user: SignedInStaff }> {
  const options = await adminRequest<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>(
    'POST',
    '/api/auth/passkeys/options',
    {},
  );
  const { startRegistration } = await webauthnBrowser();
  const response = await inBrowser(() => startRegistration({ optionsJSON: options }));
  return adminRequest('POST', '/api/auth/passkeys', { name, response });
}

export const removePasskey = (id: string) => adminRequest<{ success: boolean }>('DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`);
