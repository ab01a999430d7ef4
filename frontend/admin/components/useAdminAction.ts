import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/apiRequest.ts';
import { useToast } from '../../toast/toastContext.ts';
import { errorMessage } from '../session/adminRequest.ts';
import { SUMMARY_KEY } from '../lists/queryKeys.ts';
import { TEXTS } from '../texts.ts';

export interface AdminActionOptions<V, R> {
  run: (variables: V) => Promise<R>;
  /** The success toast. */
  success: (result: R, variables: V) => { title: string; description?: string };
  /** The failure toast's title; its description is the server's Spanish message. */
  failure: { title: string; description?: string };
  /** Lists and counts to reload afterwards (the tab counts are always reloaded). */
  invalidate: QueryKey[];
  onSuccess?: (result: R, variables: V) => void;
}

/**
 * A staff action with its toasts. After success, and also after a 404 or 409 (someone else changed the
 * record), the affected lists are reloaded so the screen shows what is really stored.
 */
export function useAdminAction<V, R = unknown>({ run, success, failure, invalidate, onSuccess }: AdminActionOptions<V, R>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => Promise.all([...invalidate, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      toast(success(result, variables));
      onSuccess?.(result, variables);
      await refresh();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ ...TEXTS.sessionExpired.cancelled, variant: 'destructive' });
        return;
      }
      toast({
        title: failure.title,
        description: failure.description ?? errorMessage(error, TEXTS.errors.network),
        variant: 'destructive',
      });
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await refresh();
    },
  });
}
