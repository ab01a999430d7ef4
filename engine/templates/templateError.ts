import type { TemplateProblem } from './checkTemplateSchema.ts';

/**
 * A template file that cannot be used, naming the file and the field (or section) at fault. When the
 * schema check found several problems, `problems` lists them all, each with its place in the template.
 */
export class TemplateError extends Error {
  readonly file: string;
  readonly field: string;
  readonly problems: TemplateProblem[];

  constructor(file: string, field: string, problem: string, problems?: TemplateProblem[]) {
    super(field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`);
    this.name = 'TemplateError';
    this.file = file;
    this.field = field;
    this.problems = problems ?? [{ path: field, message: problem }];
  }
}
