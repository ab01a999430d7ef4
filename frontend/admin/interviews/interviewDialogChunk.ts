import { componentChunk, useComponentChunk } from '../../components/componentChunk.ts';
import { useToast } from '../../toast/toastContext.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

/** The interview dialog, RJSF and the step templates: a chunk of their own, fetched once asked for. */
const interviewDialog = componentChunk(() => import('./InterviewDialog.tsx'));

/** Fetches the dialog's chunk ahead, when a button that opens it is pointed at or focused. */
export const prefetchInterviewDialog = () => interviewDialog.prefetch();

/**
 * The interview dialog once its chunk is in (null meanwhile), fetched while `wanted`; a chunk that cannot
 * be fetched is said in a toast and `onFailed` gives up the opening (the next press tries again).
 */
export function useInterviewDialog(wanted: boolean, onFailed: () => void) {
  const { toast } = useToast();
  return useComponentChunk(interviewDialog, wanted, () => {
    onFailed();
    toast({ title: T.interviewOpenError, description: T.dialogLoadError, variant: 'destructive' });
  });
}
