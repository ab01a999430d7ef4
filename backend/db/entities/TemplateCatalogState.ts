import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The one row saying which state of template_versions the database is in: `generation` takes a new,
 * never repeated value (sequence template_catalog_generation) in every statement that changes
 * template_versions, set by a trigger. A server process compares it with the generation it read the
 * versions at to know, with one single-row read, whether another process has published since
 * (docs/decisions/0152-template-versions-across-server-processes.md).
 */
export const TemplateCatalogState = defineEntity({
  name: 'TemplateCatalogState',
  tableName: 'template_catalog_state',
  checks: [{ name: 'template_catalog_state_one_row', expression: 'id = 1' }],
  properties: {
    /** Always 1: the table has one row. */
    id: p.smallint().primary().autoincrement(false),
    generation: p.bigint('string'),
  },
});
export type TemplateCatalogState = InferEntity<typeof TemplateCatalogState>;
