import type { ComponentType } from 'react';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { ConsultationItem } from '../../schemas/generated/consultationPage.ts';
import type { CaseData } from './caseChanges.ts';
import { CaseFileCopies } from './CaseFileCopies.tsx';
import { CaseFileDownload } from './CaseFileDownload.tsx';
import { CaseFileImages } from './CaseFileImages.tsx';

/** What an addition to the case dialog sees: the case as it is on screen (saved or not). */
export interface CaseDialogExtensionProps {
  consultation: Pick<ConsultationItem, 'id' | 'name'> & Partial<ConsultationItem>;
  template: CaseTemplate;
  data: CaseData;
  /** The version saved on the server (0: never saved). */
  savedVersion: number;
  /** The process stage as on screen (saved or not). */
  currentStage: string;
}

/**
 * Additions other features make to the case dialog without editing it. FOOTER_ACTIONS render in the
 * footer before 'Cancelar' (the 'Descargar' menu); SECTIONS render below the case sections (images,
 * then the copies sent by e-mail).
 */
export const CASE_DIALOG_FOOTER_ACTIONS: ComponentType<CaseDialogExtensionProps>[] = [CaseFileDownload];
export const CASE_DIALOG_SECTIONS: ComponentType<CaseDialogExtensionProps>[] = [CaseFileImages, CaseFileCopies];
