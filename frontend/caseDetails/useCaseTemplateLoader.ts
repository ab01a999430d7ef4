import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { asCaseTemplate, caseTemplateQuery } from './caseApi.ts';

/** Fetches a template version once per page (a key and version never change), ready to draw a case with. */
export function useCaseTemplateLoader(): (key: string, version: number) => Promise<CaseTemplate> {
  const queryClient = useQueryClient();
  return useCallback(async (key, version) => asCaseTemplate(await queryClient.fetchQuery(caseTemplateQuery(key, version))), [queryClient]);
}
