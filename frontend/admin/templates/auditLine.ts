import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { TemplateAuditEntry } from '../../../schemas/generated/templateAuditList.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const A = TEMPLATE_TEXTS.versions.audit;

/**
 * One audit entry as a sentence naming who did what to which template: 'consultora publicó la versión 3
 * de las reglas de puntuación, que sustituye a la 2'; a case upgrade names the case.
 */
export function auditLine(kind: TemplateKind, entry: TemplateAuditEntry): string {
  const of = A.of[kind];
  if (entry.action === 'publish') return A.publish(entry.by, of, entry.fromVersion, entry.toVersion);
  if (entry.action === 'rollback') return A.rollback(entry.by, of, entry.fromVersion, entry.toVersion);
  return A.upgrade(entry.by, of, entry.consultationName, entry.fromVersion, entry.toVersion);
}
