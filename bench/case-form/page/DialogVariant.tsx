import { useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../frontend/api/queryClient.ts';
import CaseDetailsDialog from '../../../frontend/caseDetails/CaseDetailsDialog.tsx';
import { ToastProvider } from '../../../frontend/toast/ToastProvider.tsx';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { answerApi, DIALOG_CONSULTATION_ID as CONSULTATION_ID } from './pageApi.ts';

/** The product's case dialog (the very component the admin page lazily opens) on the largest filled case. */
// One query client for the page, as in the admin page: a dialog opened again finds what the page already loaded.
let pageClient: QueryClient | null = null;

export function DialogVariant({ template, data }: { template: CaseTemplate; data: Record<string, unknown> }) {
  const client = useMemo(() => {
    answerApi(template, data);
    return (pageClient ??= createQueryClient());
  }, [template, data]);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CaseDetailsDialog consultation={{ id: CONSULTATION_ID, name: 'Caso de prueba' }} onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
