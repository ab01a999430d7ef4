import { createHash } from 'node:crypto';
import { canonicalJson } from '../../json/canonicalJson.ts';

/**
 * A template's content fingerprint: sha256 of its canonical JSON (keys sorted at every level), so the
 * same content always gives the same fingerprint however it was written. Server-side (node:crypto).
 */
export function templateFingerprint(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}
