import { createHash } from 'node:crypto';
import { HELD_SUBMITS_SCRIPT } from '../forms/heldSubmits.ts';
import { HELD_PRESSES_SCRIPT } from '../landing/heldPresses.ts';
import { APP_AFTER_FIRST_PAINT_SCRIPT } from './appAfterFirstPaint.ts';

/**
 * The only scripts the pages carry inline: the landing's held-send (landingFiles.ts) and held-press scripts,
 * and the one that starts its stylesheet and app after the first paint (landingShell.ts).
 */
export const INLINE_SCRIPTS = [HELD_SUBMITS_SCRIPT, HELD_PRESSES_SCRIPT, APP_AFTER_FIRST_PAINT_SCRIPT];

/**
 * Their Content-Security-Policy sources (`'sha256-…'`), which the build writes into dist/ for the server's
 * policy (prerenderPlugin.ts; backend/http/security.ts): a script changed here is allowed by the next build.
 */
export function inlineScriptHashes(): string[] {
  return INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}
