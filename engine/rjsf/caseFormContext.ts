/** What the case form's templates get from the page around them (RJSF `formContext`). */
export interface CaseFormContext {
  /** A field lost focus: `path` is its place inside the section (`['children', 0, 'name']`). */
  onFieldBlur?: (path: (string | number)[]) => void;
  /** False: the form offers no 'No aplica' (its validation does not accept NA); TemplateForm's `notApplicable`. */
  notApplicable?: boolean;
}

/** Whether the form around a field offers 'No aplica' (it does unless told otherwise). */
export const offersNotApplicable = (context: unknown) => (context as CaseFormContext | undefined)?.notApplicable !== false;
