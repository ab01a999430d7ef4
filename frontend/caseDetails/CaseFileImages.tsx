import { CaseImages } from './CaseImages.tsx';
import type { CaseDialogExtensionProps } from './dialogExtensions.ts';

/** The case dialog's images section. */
export function CaseFileImages({ consultation }: CaseDialogExtensionProps) {
  return <CaseImages consultationId={consultation.id} />;
}
