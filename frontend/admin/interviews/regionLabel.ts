import { countryLabel } from '../../../engine/countries/countries.ts';
import { isInterviewRegion } from '../../../engine/interview/types.ts';

/** The interview's region as people read it, its country's name; an unknown stored value is shown as stored. */
export const regionLabel = (region: string): string => (isInterviewRegion(region) ? countryLabel(region) : region);
