import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129040110_Passkeys } from './Migration20261129040110_Passkeys.ts';
import { Migration20261129025147_StaffAccounts } from './Migration20261129025147_StaffAccounts.ts';
import { Migration20261125221329_RetiredValues } from './Migration20261125221329_RetiredValues.ts';
import { Migration20261126120000_InterviewAndFormTemplates } from './Migration20261126120000_InterviewAndFormTemplates.ts';
import { Migration20261126200000_TemplateCatalogGeneration } from './Migration20261126200000_TemplateCatalogGeneration.ts';
import { Migration20261127090000_TemplateContentKeepsOrder } from './Migration20261127090000_TemplateContentKeepsOrder.ts';
import { Migration20261125230016_InterviewNoteTimes } from './Migration20261125230016_InterviewNoteTimes.ts';
import { Migration20261125145923_TemplateVersions } from './Migration20261125145923_TemplateVersions.ts';
import { Migration20261125150858_TasksAndIdempotencyFingerprints } from './Migration20261125150858_TasksAndIdempotencyFingerprints.ts';
import { Migration20261124142729_ResultsPerCompletion } from './Migration20261124142729_ResultsPerCompletion.ts';
import { Migration20261124144000_InterviewResults } from './Migration20261124144000_InterviewResults.ts';
import { Migration20261122235900_ConsultationOwnDetails } from './Migration20261122235900_ConsultationOwnDetails.ts';
import { Migration20261123000000_RateLimitCounters } from './Migration20261123000000_RateLimitCounters.ts';
import { Migration20261122021629_SubmissionMailPending } from './Migration20261122021629_SubmissionMailPending.ts';
import { Migration20261122010929_MailOutboxDueIndex } from './Migration20261122010929_MailOutboxDueIndex.ts';
import { Migration20261122000131_AdminListIndexes } from './Migration20261122000131_AdminListIndexes.ts';
import { Migration20261121234730_Initial } from './Migration20261121234730_Initial.ts';

/** Every migration, in order. `npm run migration:create` adds new ones here. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121234730_Initial', class: Migration20261121234730_Initial },
  { name: 'Migration20261122000131_AdminListIndexes', class: Migration20261122000131_AdminListIndexes },
  { name: 'Migration20261122010929_MailOutboxDueIndex', class: Migration20261122010929_MailOutboxDueIndex },
  { name: 'Migration20261122021629_SubmissionMailPending', class: Migration20261122021629_SubmissionMailPending },
  { name: 'Migration20261122235900_ConsultationOwnDetails', class: Migration20261122235900_ConsultationOwnDetails },
  { name: 'Migration20261123000000_RateLimitCounters', class: Migration20261123000000_RateLimitCounters },
  { name: 'Migration20261124142729_ResultsPerCompletion', class: Migration20261124142729_ResultsPerCompletion },
  { name: 'Migration20261124144000_InterviewResults', class: Migration20261124144000_InterviewResults },
  { name: 'Migration20261125145923_TemplateVersions', class: Migration20261125145923_TemplateVersions },
  { name: 'Migration20261125150858_TasksAndIdempotencyFingerprints', class: Migration20261125150858_TasksAndIdempotencyFingerprints },
  { name: 'Migration20261125221329_RetiredValues', class: Migration20261125221329_RetiredValues },
  { name: 'Migration20261126120000_InterviewAndFormTemplates', class: Migration20261126120000_InterviewAndFormTemplates },
  { name: 'Migration20261125230016_InterviewNoteTimes', class: Migration20261125230016_InterviewNoteTimes },
  { name: 'Migration20261126200000_TemplateCatalogGeneration', class: Migration20261126200000_TemplateCatalogGeneration },
  { name: 'Migration20261127090000_TemplateContentKeepsOrder', class: Migration20261127090000_TemplateContentKeepsOrder },
  { name: 'Migration20261129025147_StaffAccounts', class: Migration20261129025147_StaffAccounts },
  { name: 'Migration20261129040110_Passkeys', class: Migration20261129040110_Passkeys },
];
