import { createLogger } from '../http/logger.ts';

/** A server logger whose lines (exactly as they would reach standard output) are kept for a test to read. */
export function capturedLog() {
  const lines: string[] = [];
  return {
    logger: createLogger((line) => lines.push(line)),
    lines,
    /** The lines parsed, in order. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void (lines.length = 0),
  };
}
