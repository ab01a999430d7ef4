import type { InterviewRegion, InterviewScore, InterviewStep } from '../../../engine/interview/types.ts';
import type { InterviewSummary } from '../../../engine/lifecycles/interview/interviewMachine.ts';
import type { InterviewCreate } from '../../../schemas/generated/interviewCreate.ts';
import { adminRequest } from '../session/adminRequest.ts';

/** An interview as the API answers it (docs/api.md). */
export interface InterviewItem {
  id: string;
  clientName: string;
  consultationId: string | null;
  country: string;
  status: string;
  currentStep: number;
  /** The steps version the interview was made with, and the scoring rules it keeps (null: from before rules were kept, the latest). */
  templateVersion: number;
  rulesVersion: number | null;
  rulesFingerprint: string | null;
  step1Data: Record<string, unknown> | null;
  step2Data: Record<string, unknown> | null;
  step3Data: Record<string, unknown> | null;
  step4Data: Record<string, unknown> | null;
  step5Data: Record<string, unknown> | null;
  step6Data: Record<string, unknown> | null;
  step7Data: Record<string, unknown> | null;
  executiveSummary: InterviewSummary | null;
  consultantNotes: Record<string, string>;
  rating: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** One finishing of an interview, with everything that explains its score. */
export interface InterviewResultItem extends Omit<InterviewScore, 'rating'> {
  id: string;
  region: InterviewRegion;
  asOf: string;
  rulesVersion: number;
  rulesFingerprint: string;
  computedRating: string;
  rating: string;
  overrideReason: string | null;
  overriddenBy: string | null;
  overriddenAt: string | null;
  createdAt: string;
}

export type InterviewDetail = InterviewItem & { results: InterviewResultItem[] };

export interface InterviewTemplateView {
  key: string;
  version: number;
  label: string;
  regions: Record<InterviewRegion, string>;
  steps: InterviewStep[];
  rules: { version: number; fingerprint: string; currencies: Record<InterviewRegion, string>; ratings: { name: string; minPercent: number }[] };
}

export const INTERVIEWS_KEY = ['admin', 'interviews'] as const;
export const interviewKey = (id: string) => ['admin', 'interviews', id] as const;
export const INTERVIEW_TEMPLATE_KEY = ['admin', 'interview-template'] as const;
/** One pair of versions never changes: kept for the session once read. */
export const interviewTemplateKey = (version: number, rulesVersion: number | null) => ['admin', 'interview-template', version, rulesVersion] as const;

export const stepDataOf = (interview: InterviewItem, step: number) => interview[`step${step}Data` as `step${1 | 2 | 3 | 4 | 5 | 6 | 7}Data`];

export const interviewApi = {
  list: (signal?: AbortSignal) => adminRequest<InterviewItem[]>('GET', '/api/interviews', undefined, { signal }),
  get: (id: string, signal?: AbortSignal) => adminRequest<InterviewDetail>('GET', `/api/interviews/${id}`, undefined, { signal }),
  /** The latest steps and rules, or those of `versions` (an interview's own). */
  template: (signal?: AbortSignal, versions?: { version: number; rulesVersion: number | null }) => {
    const query = versions ? `?version=${versions.version}${versions.rulesVersion === null ? '' : `&rulesVersion=${versions.rulesVersion}`}` : '';
    return adminRequest<InterviewTemplateView>('GET', `/api/interview-template${query}`, undefined, { signal });
  },
  create: (body: InterviewCreate) => adminRequest<InterviewItem>('POST', '/api/interviews', body),
  saveStep: (id: string, body: { stepKey: string; data?: Record<string, unknown>; note?: string }, signal?: AbortSignal) =>
    adminRequest<InterviewItem>('PATCH', `/api/interviews/${id}`, body, { signal }),
  complete: (id: string, region: string) => adminRequest<InterviewItem & { result: InterviewResultItem }>('POST', `/api/interviews/${id}/complete`, { region }),
  reopen: (id: string) => adminRequest<InterviewItem>('POST', `/api/interviews/${id}/reopen`, {}),
  rate: (id: string, rating: string, reason: string) =>
    adminRequest<InterviewItem & { result: InterviewResultItem }>('POST', `/api/interviews/${id}/rating`, { rating, reason }),
  remove: (id: string) => adminRequest('DELETE', `/api/interviews/${id}`),
};
