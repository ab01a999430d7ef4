import { INTERVIEW_TEXTS } from './texts.ts';

/** The interview's region as people read it; an unknown stored value is shown as stored. */
export const regionLabel = (region: string): string => (INTERVIEW_TEXTS.countries as Record<string, string>)[region] ?? region;
