/** What the case form's templates get from the page around them (RJSF `formContext`). */
export interface CaseFormContext {
  /** A field lost focus: `path` is its place inside the section (`['children', 0, 'name']`). */
  onFieldBlur?: (path: (string | number)[]) => void;
}
