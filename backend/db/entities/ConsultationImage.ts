import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';

export const ConsultationImage = defineEntity({
  name: 'ConsultationImage',
  tableName: 'consultation_images',
  properties: {
    id: uuidKey(),
    consultation: p.manyToOne(Consultation).deleteRule('cascade').index(),
    fileName: p.text(),
    originalName: p.text(),
    fileSize: p.integer(),
    mimeType: p.text(),
    objectPath: p.text(),
    uploadedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ConsultationImage = InferEntity<typeof ConsultationImage>;
