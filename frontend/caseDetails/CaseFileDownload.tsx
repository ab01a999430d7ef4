import { DEFAULT_PROCESS_STAGE, isProcessStage } from '../../engine/lifecycles/processStage.ts';
import type { CaseDialogExtensionProps } from './dialogExtensions.ts';
import { DownloadMenu } from './DownloadMenu.tsx';
import { caseReference } from '../../engine/cases/caseReference.ts';

/** The applicant as the case names them (passport name), else the name on the request. */
export function applicantOf(data: CaseDialogExtensionProps['data'], fallback: string): string {
  const identity = data.identity as Record<string, unknown> | undefined;
  const fullName = identity?.fullName;
  return typeof fullName === 'string' && fullName.trim() && fullName.trim().toUpperCase() !== 'NA' ? fullName.trim() : fallback;
}

/** The case dialog's footer 'Descargar' menu, fed with the case as it is on screen. */
export function CaseFileDownload({ consultation, template, data, currentStage }: CaseDialogExtensionProps) {
  return (
    <DownloadMenu
      consultationId={consultation.id}
      template={template}
      formData={data}
      caseId={caseReference(consultation.id)}
      applicantName={applicantOf(data, consultation.name)}
      destinationLabel={template.label}
      stage={isProcessStage(currentStage) ? currentStage : DEFAULT_PROCESS_STAGE}
      clientEmail={consultation.email ?? ''}
    />
  );
}
