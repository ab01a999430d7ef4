import { CaseCopies } from './CaseCopies.tsx';
import type { CaseDialogExtensionProps } from './dialogExtensions.ts';

/** The case dialog's list of copies sent by e-mail. */
export function CaseFileCopies({ consultation }: CaseDialogExtensionProps) {
  return <CaseCopies consultationId={consultation.id} />;
}
