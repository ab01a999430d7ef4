import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from '../templates/types.ts';

/** One small draft-07 schema exercising one feature, with data it must accept and data it must refuse. */
export interface CorpusCase {
  /** The file name without `.json` (`ifThenElse`). */
  name: string;
  description: string;
  schema: JsonSchema;
  /** The uiSchema a form draws it with (widgets a template chooses); validation ignores it. */
  uiSchema?: Record<string, unknown>;
  /**
   * Validated as a case template is, NA-aware (engine/cases/validation/notApplicableSchema.ts): 'NA' answers any field
   * and suspends the conditions on it. Errors are then the case's wrong and missing answers (caseFindings).
   */
  notApplicable?: boolean;
  valid: unknown[];
  invalid: unknown[];
}

const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

/**
 * The draft-07 cases in engine/validation/corpus/, one per feature a template author may use (multi-
 * selects, if/then/else, dependencies, $ref, formats, tuples…): the server and the browser must give
 * the same errors on each (browserParity.test.ts). Read from disk: for tests and benchmarks, not for the page.
 */
export function loadValidationCorpus(): CorpusCase[] {
  return readdirSync(corpusDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(path.join(corpusDir, file), 'utf8')) as Omit<CorpusCase, 'name'>),
    }));
}
