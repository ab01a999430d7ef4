import type { CaseTemplate } from '../templates/types.ts';

/** Something the consultant should look at before the case is filed. Never blocks saving. */
export interface ReadinessWarning {
  code: string;
  /** Spanish, for the consultant. */
  message: string;
  /** Dotted paths of the fields involved (`identity.passportExpiryDate`). */
  fieldPaths: string[];
}

export interface ReadinessInput {
  template: CaseTemplate;
  data: Record<string, unknown>;
  /** Today's date (YYYY-MM-DD) in the business time zone. */
  today: string;
}

export type ReadinessRule = (input: ReadinessInput) => ReadinessWarning[];
