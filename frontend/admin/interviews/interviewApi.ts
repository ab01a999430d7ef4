import type { InterviewCreate } from '../../../schemas/generated/interviewCreate.ts';
import type { InterviewDetail, InterviewResult } from '../../../schemas/generated/interviewDetail.ts';
import type { InterviewItem } from '../../../schemas/generated/interviewItem.ts';
import type { InterviewScored } from '../../../schemas/generated/interviewScored.ts';
import type { InterviewTemplateView } from '../../../schemas/generated/interviewTemplate.ts';
import { adminRequest } from '../session/adminRequest.ts';

/**
 * The interview answers as the API gives them, typed from their schemas: an interview
 * (schemas/interviewItem), one with its results (interviewDetail), one finishing with everything that
 * explains its score (interviewResult), and the steps and rules of a template version (interviewTemplate).
 */
export type { InterviewDetail, InterviewItem, InterviewResult, InterviewTemplateView };

/** One step of the interview template as the dialog shows it. */
export type InterviewTemplateStep = InterviewTemplateView['steps'][number];

export const INTERVIEWS_KEY = ['admin', 'interviews'] as const;
export const interviewKey = (id: string) => ['admin', 'interviews', id] as const;
export const INTERVIEW_TEMPLATE_KEY = ['admin', 'interview-template'] as const;
/** One pair of versions never changes: kept for the session once read. */
export const interviewTemplateKey = (version: number, rulesVersion: number | null) =>
  ['admin', 'interview-template', version, rulesVersion] as const;

export const stepDataOf = (interview: InterviewItem, step: number) =>
  interview[`step${step}Data` as `step${1 | 2 | 3 | 4 | 5 | 6 | 7}Data`];

export const interviewApi = {
  list: (signal?: AbortSignal) => adminRequest<InterviewItem[]>('GET', '/api/interviews', undefined, { signal }),
  get: (id: string, signal?: AbortSignal) => adminRequest<InterviewDetail>('GET', `/api/interviews/${id}`, undefined, { signal }),
  /** The latest steps and rules, or those of `versions` (an interview's own). */
  template: (signal?: AbortSignal, versions?: { version: number; rulesVersion: number | null }) => {
    const query = versions
      ? `?version=${versions.version}${versions.rulesVersion === null ? '' : `&rulesVersion=${versions.rulesVersion}`}`
      : '';
    return adminRequest<InterviewTemplateView>('GET', `/api/interview-template${query}`, undefined, { signal });
  },
  create: (body: InterviewCreate) => adminRequest<InterviewItem>('POST', '/api/interviews', body),
  saveStep: (id: string, body: { stepKey: string; data?: Record<string, unknown>; note?: string }, signal?: AbortSignal) =>
    adminRequest<InterviewItem>('PATCH', `/api/interviews/${id}`, body, { signal }),
  complete: (id: string, region: string) => adminRequest<InterviewScored>('POST', `/api/interviews/${id}/complete`, { region }),
  reopen: (id: string) => adminRequest<InterviewItem>('POST', `/api/interviews/${id}/reopen`, {}),
  rate: (id: string, rating: string, reason: string) =>
    adminRequest<InterviewScored>('POST', `/api/interviews/${id}/rating`, { rating, reason }),
  remove: (id: string) => adminRequest('DELETE', `/api/interviews/${id}`),
};
