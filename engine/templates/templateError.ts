/** A template file that cannot be used, naming the file and the field (or section) at fault. */
export class TemplateError extends Error {
  readonly file: string;
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`);
    this.name = 'TemplateError';
    this.file = file;
    this.field = field;
  }
}
