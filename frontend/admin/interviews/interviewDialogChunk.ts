import { componentChunk } from '../../components/componentChunk.ts';

/** The interview dialog, RJSF and the step templates: a chunk of their own, fetched once asked for. */
export const interviewDialog = componentChunk(() => import('./InterviewDialog.tsx'));

/** Fetches the dialog's chunk ahead, when a button that opens it is pointed at or focused. */
export const prepareInterviewDialog = () => void interviewDialog.load().catch(() => {});
