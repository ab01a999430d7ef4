import type { ComponentType } from 'react';
import type { ResultItem } from '../../../schemas/generated/resultPage.ts';

/** Buttons other features put on every result card (the case 'Detalles' dialog belongs here). */
export const RESULT_CARD_EXTENSIONS: ComponentType<{ result: ResultItem }>[] = [];
