import { AppError } from '../http/AppError.ts';
import { CASE_TEXTS } from './texts.ts';

/** A case's version as an entity tag (`"3"`): sent as ETag, taken back in If-Match. */
export const versionTag = (version: number) => `"${version}"`;

const TAG = /^"(0|[1-9]\d{0,9})"$/;

/**
 * The version a save was read at: the body's `version`, or else the `If-Match` header's tag; undefined
 * when neither is sent (a save on top of the latest). Both sent must name the same version.
 */
export function readVersion(bodyVersion: number | undefined, ifMatch: string): number | undefined {
  const header = ifMatch.trim();
  if (!header) return bodyVersion;
  const match = TAG.exec(header);
  const tagged = match ? Number(match[1]) : NaN;
  if (!match || tagged > 2147483647)
    throw new AppError('invalid', CASE_TEXTS.badIfMatch, [{ path: 'If-Match', message: CASE_TEXTS.badIfMatch }]);
  if (bodyVersion !== undefined && bodyVersion !== tagged) {
    throw new AppError('invalid', CASE_TEXTS.versionsDisagree, [{ path: 'version', message: CASE_TEXTS.versionsDisagree }]);
  }
  return tagged;
}
