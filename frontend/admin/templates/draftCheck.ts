import type { TemplateProblem } from '../../../engine/templates/checkTemplateSchema.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { jsonLocations, lineAt } from './jsonLocations.ts';
import { keepUnchanged } from './keepUnchanged.ts';

/** The two JSON documents of a form's draft the editor shows. */
export const DOCUMENTS = ['schema', 'uiSchema'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];
export type DraftTexts = Record<DocumentName, string>;

/** A problem of the draft, placed in one document: its offset and line, and what is wrong, in Spanish. */
export interface DraftProblem {
  /** The form's schema or uiSchema, or the interview's scoring rules (one document of their own). */
  document: DocumentName | 'rules';
  from: number;
  line: number;
  message: string;
}

/** One list for 'no problems', so a draft that stays valid does not re-mark the editor on every key. */
export const NO_PROBLEMS: DraftProblem[] = [];

export interface DraftCheck<T> {
  /** The draft as a template when both documents are JSON objects (parseDraft) and, after checkDraft or checkParsedDraft, the engine accepts it. */
  content?: T;
  problems: DraftProblem[];
  /** What the template may hold but deserves a look (valid draft-07 ajv's strict mode would refuse): marked, never refusing. */
  warnings?: DraftProblem[];
}

/** How the engine checks one kind of template (a case template, an interview step): its problems, with paths. */
export type TemplateChecker<T extends FormContent> = (content: T) => TemplateProblem[];

/** What the engine warns of in a template (engine/templates/strictWarnings.ts), with paths as a checker gives them. */
export type TemplateWarner<T extends FormContent> = (content: T) => TemplateProblem[];

export const draftTexts = (content: FormContent): DraftTexts => ({
  schema: JSON.stringify(content.schema, null, 2),
  uiSchema: JSON.stringify(content.uiSchema, null, 2),
});

// V8's JSON.parse reasons, in Spanish; the position comes from the same message.
const SYNTAX_REASONS: [RegExp, string][] = [
  [/Unexpected end of JSON input/i, 'el texto termina antes de cerrar todas las llaves y corchetes'],
  [/Unterminated string/i, 'falta cerrar unas comillas'],
  [/double-quoted property name/i, 'se esperaba el nombre de una propiedad entre comillas dobles (¿sobra una coma?)'],
  [/Expected ',' or '}'/i, 'falta una coma o una llave de cierre «}»'],
  [/Expected ',' or ']'/i, 'falta una coma o un corchete de cierre «]»'],
  [/Bad control character/i, 'hay un salto de línea o tabulador dentro de unas comillas'],
  [/Unexpected non-whitespace character/i, 'sobra texto después del final del JSON'],
];

export function syntaxProblem(document: DraftProblem['document'], text: string, error: Error): DraftProblem {
  const position = /position (\d+)/.exec(error.message);
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  let from = position ? Number(position[1]) : /end of JSON/i.test(error.message) ? text.length : 0;
  if (!position && lineColumn) {
    const lines = text.split('\n');
    from = lines.slice(0, Number(lineColumn[1]) - 1).reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  from = Math.min(from, text.length);
  // A missing comma is reported by V8 at the next value, often a line below: mark the end of the value it follows.
  if (/Expected ',' or/.test(error.message)) {
    let end = from;
    while (end > 0 && /\s/.test(text[end - 1])) end--;
    from = end;
  }
  // Whatever V8 expected next, text that stops there is a document left open.
  const atEnd = from >= text.trimEnd().length;
  const reason = atEnd
    ? SYNTAX_REASONS[0][1]
    : (SYNTAX_REASONS.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'revise comas, comillas, llaves y corchetes');
  return { document, from, line: lineAt(text, from), message: `JSON no válido: ${reason}` };
}

/**
 * Where a dotted path (`properties.family.title`, `steps.plan.rules.0`) is written in `text`, whose value
 * locations are `locations` (jsonLocations): the value itself, else the nearest enclosing one found; the
 * root only when `rootAllowed` (another candidate path may be closer).
 */
function locate(locations: Map<string, number>, path: string, rootAllowed: boolean): number | undefined {
  const parts = path.split('.').filter(Boolean);
  for (let n = parts.length; n >= 0; n--) {
    const from = locations.get(parts.slice(0, n).join('.'));
    if (from !== undefined && (n > 0 || rootAllowed)) return from;
  }
  return undefined;
}

/**
 * Where a problem's path points in the documents: its path as written (`properties.family.title`,
 * `uiSchema.family.ui:order`), or a field path (`family.maritalStatus`) read as the schema's
 * `properties.family.properties.maritalStatus`; else the nearest enclosing place found.
 */
function place(problem: TemplateProblem, texts: DraftTexts, locations: Record<DocumentName, Map<string, number>>): DraftProblem {
  const path = problem.path.replace(/^schema\.?/, '');
  const [document, rest]: [DocumentName, string] = path.startsWith('uiSchema')
    ? ['uiSchema', path.replace(/^uiSchema\.?/, '')]
    : ['schema', path];
  const asFields = rest
    .split('.')
    .filter(Boolean)
    .flatMap((part) => ['properties', part])
    .join('.');
  const candidates = document === 'schema' ? [rest, asFields] : [rest];
  for (const [i, candidate] of candidates.entries()) {
    const from = locate(locations[document], candidate, i === candidates.length - 1);
    if (from !== undefined) return { document, from, line: lineAt(texts[document], from), message: problem.message };
  }
  return { document, from: 0, line: 1, message: problem.message };
}

/** A one-document JSON draft's problems (dotted paths into it), each placed at its line. */
export function placeProblems(document: DraftProblem['document'], text: string, problems: TemplateProblem[]): DraftProblem[] {
  const locations = jsonLocations(text);
  return problems.map((problem) => {
    const from = locate(locations, problem.path, true) ?? 0;
    return { document, from, line: lineAt(text, from), message: problem.message };
  });
}

/**
 * The draft's JSON read, each document checked for syntax and to be a JSON object: the cheap part of
 * the check, done as each key is typed. `content` is the draft as a template (`base` gives everything
 * else it carries: key, version, retired…), not yet checked by the engine (checkParsedDraft); the parts
 * equal to `base`'s are `base`'s own objects (keepUnchanged), so the preview redraws only what changed.
 */
export function parseDraft<T extends FormContent>(texts: DraftTexts, base: T): DraftCheck<T> {
  const parsed: Partial<Record<DocumentName, unknown>> = {};
  const problems: DraftProblem[] = [];
  for (const document of DOCUMENTS) {
    try {
      parsed[document] = JSON.parse(texts[document]);
    } catch (error) {
      problems.push(syntaxProblem(document, texts[document], error as Error));
      continue;
    }
    const value = parsed[document];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ document, from: 0, line: 1, message: 'Debe ser un objeto JSON, entre llaves { }' });
    }
  }
  if (problems.length) return { problems };
  return {
    content: { ...base, schema: keepUnchanged(base.schema, parsed.schema), uiSchema: keepUnchanged(base.uiSchema, parsed.uiSchema) } as T,
    problems: NO_PROBLEMS,
  };
}

const UNREADABLE =
  'El borrador no tiene la forma de una plantilla y no se puede revisar: revise que cada sección y cada campo sea un objeto JSON { }';

/** A parsed draft (parseDraft) checked as the engine checks a template; its problems (and `warn`'s warnings) placed in `texts`, which it was read from. */
export function checkParsedDraft<T extends FormContent>(
  texts: DraftTexts,
  content: T,
  check: TemplateChecker<T>,
  warn?: TemplateWarner<T>,
): DraftCheck<T> {
  let found: TemplateProblem[];
  let warned: TemplateProblem[];
  try {
    found = check(content);
    warned = warn?.(content) ?? [];
  } catch {
    // JSON too far from a template's shape for the checks to walk (a field that is `null`) is still only a
    // refused draft, as on the server (engine/templates/kinds/draftProblems.ts, guardedCheck).
    return { problems: [{ document: 'schema', from: 0, line: 1, message: UNREADABLE }], warnings: NO_PROBLEMS };
  }
  if (!found.length && !warned.length) return { content, problems: NO_PROBLEMS, warnings: NO_PROBLEMS };
  const locations = { schema: jsonLocations(texts.schema), uiSchema: jsonLocations(texts.uiSchema) };
  const warnings = warned.length ? warned.map((warning) => place(warning, texts, locations)) : NO_PROBLEMS;
  if (!found.length) return { content, problems: NO_PROBLEMS, warnings };
  return { problems: found.map((problem) => place(problem, texts, locations)), warnings };
}

/** `warn`'s warnings on a template the engine accepted, placed in its texts (draftTexts): as the editor opens it, or after a field-list edit. */
export function placeWarnings<T extends FormContent>(
  content: T,
  warn: TemplateWarner<T> | undefined,
  texts: DraftTexts = draftTexts(content),
): DraftProblem[] {
  const warned = warn?.(content) ?? [];
  if (!warned.length) return NO_PROBLEMS;
  const locations = { schema: jsonLocations(texts.schema), uiSchema: jsonLocations(texts.uiSchema) };
  return warned.map((warning) => place(warning, texts, locations));
}
