import type { ComponentType } from 'react';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { CaseDetailsButton } from '../../caseDetails/CaseDetailsButton.tsx';

/**
 * Buttons that other features put on every consultation card, before the status actions (the case
 * 'Detalles' dialog belongs here). Add a component to the list; the card renders each one.
 */
export const CONSULTATION_CARD_EXTENSIONS: ComponentType<{ consultation: ConsultationItem }>[] = [CaseDetailsButton];
