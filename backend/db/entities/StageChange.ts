import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';

/** Every move of a case between process stages, with who made it and when. */
export const StageChange = defineEntity({
  name: 'StageChange',
  tableName: 'stage_changes',
  properties: {
    id: uuidKey(),
    consultation: p.manyToOne(Consultation).deleteRule('cascade').index(),
    fromStage: p.text().nullable(),
    toStage: p.text(),
    changedBy: p.text(),
    changedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StageChange = InferEntity<typeof StageChange>;
