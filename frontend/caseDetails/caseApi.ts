import { apiRequest } from '../api/apiRequest.ts';
import { adminRequest } from '../admin/session/adminRequest.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import type { CaseDetailsSave } from '../../schemas/generated/caseDetailsSave.ts';
import type { CaseTemplateList } from '../../schemas/generated/caseTemplateList.ts';
import type { CaseUpgrade } from '../../schemas/generated/caseUpgrade.ts';
import type { CaseUpgradeAnswer } from '../../schemas/generated/caseUpgradeAnswer.ts';
import type { CaseVersion } from '../../schemas/generated/caseVersion.ts';
import type { CaseVersionList } from '../../schemas/generated/caseVersionList.ts';

/** A case template as the API serves it (the engine's CaseTemplate without the server's file path). */
export type ServedTemplate = Omit<CaseTemplate, 'file'>;

const query = (consultationId: string) => `consultationId=${encodeURIComponent(consultationId)}`;

export const caseQueryKeys = {
  record: (consultationId: string) => ['case-details', consultationId] as const,
  versions: (consultationId: string) => ['case-details', consultationId, 'versions'] as const,
  templates: ['/api/case-templates'] as const,
  template: (key: string, version: number) => ['/api/case-templates', key, version] as const,
};

export const fetchCaseDetails = (consultationId: string) =>
  apiRequest<CaseDetailsRecord>('GET', `/api/consultation-details?${query(consultationId)}`);

export const saveCaseDetails = (body: CaseDetailsSave) => apiRequest<CaseDetailsRecord>('POST', '/api/consultation-details', body);

export const fetchCaseVersions = (consultationId: string) =>
  apiRequest<CaseVersionList>('GET', `/api/consultation-details/versions?${query(consultationId)}`);

export const fetchCaseVersion = (id: string) =>
  apiRequest<CaseVersion>('GET', `/api/consultation-details/versions/${encodeURIComponent(id)}`);

/** What 'Actualizar a la versión N' answers (docs/api.md, Templates): the move previewed or done. */
export type { CaseUpgradeAnswer };

/** Through adminRequest: a session that ended meanwhile is renewed and the call sent again. */
export const upgradeCase = (consultationId: string, body: CaseUpgrade) =>
  adminRequest<CaseUpgradeAnswer>('POST', `/api/admin/consultations/${encodeURIComponent(consultationId)}/case/upgrade`, body);

/**
 * Tells the server a PDF of the case was downloaded: the activity record says who took a copy of whose
 * case, and when. Kept alive, so it is still sent when the page is closed right after the download.
 */
export const reportPdfDownload = (consultationId: string) =>
  adminRequest('POST', `/api/admin/consultations/${encodeURIComponent(consultationId)}/pdf-downloads`, {}, { keepalive: true });

export const fetchCaseTemplates = () => apiRequest<CaseTemplateList>('GET', '/api/case-templates');

export const fetchCaseTemplate = (key: string, version: number) =>
  apiRequest<ServedTemplate>('GET', `/api/case-templates/${encodeURIComponent(key)}/${version}`);

/**
 * The query of one template version. A key and version never change, so the page keeps it as long as it
 * lives: a case opened again under that version starts from the very template object of the first
 * opening, and what the dialog works out from a template once (its sections, the forms' schemas) is found
 * again instead of worked out anew.
 */
export const caseTemplateQuery = (key: string, version: number) => ({
  queryKey: caseQueryKeys.template(key, version),
  queryFn: () => fetchCaseTemplate(key, version),
  gcTime: Infinity,
});

const asTemplates = new WeakMap<ServedTemplate, CaseTemplate>();

/** The engine's functions take a CaseTemplate; a served one names itself where the file would be (one object per served one). */
export function asCaseTemplate(served: ServedTemplate): CaseTemplate {
  let template = asTemplates.get(served);
  if (!template) asTemplates.set(served, (template = { ...served, file: `case/${served.key}@${served.version}` }));
  return template;
}
