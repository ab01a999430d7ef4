import type { CaseTemplate } from '../../../engine/templates/types.ts';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';

/** The consultation whose case the bench's dialogs open. */
export const DIALOG_CONSULTATION_ID = '00000000-0000-4000-8000-000000000001';
const CONSULTATION_ID = DIALOG_CONSULTATION_ID;

/**
 * The API the dialog talks to, answered inside the page (no network, no server): the saved case holds the
 * template's sample, no images, copies or earlier versions. Each answer comes back as a resolved fetch, as
 * from a warm HTTP cache.
 */
export function answerApi(template: CaseTemplate, data: Record<string, unknown>) {
  const record: CaseDetailsRecord = {
    consultationId: CONSULTATION_ID,
    currentStage: 'pre-chequeo',
    formTemplate: template.key,
    templateVersion: template.version,
    documentsReviewStatus: 'pending',
    destinationCountry: template.key,
    maritalStatus: null,
    retiredValues: [],
    data,
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
  const { file: _file, ...served } = template;
  const answers: [RegExp, unknown][] = [
    [/^\/api\/consultation-details\/versions\?/, []],
    [/^\/api\/consultation-details\?/, record],
    [/^\/api\/case-templates\/[^/]+\/\d+$/, served],
    [/^\/api\/case-templates$/, [{ key: template.key, version: template.version, label: template.label }]],
    [/\/images$/, []],
    [/\/email-copies$/, []],
  ];
  window.fetch = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answers.find(([pattern]) => pattern.test(url));
    if (!answer) return new Response(JSON.stringify({ error: `sin respuesta para ${url}` }), { status: 404 });
    return new Response(JSON.stringify(answer[1]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
