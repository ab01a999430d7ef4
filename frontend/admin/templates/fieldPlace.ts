import type { TemplateField } from '../../../engine/templates/editing/templateFields.ts';

/**
 * Where a case error lies, for a person: `identity.fullName` → 'Datos personales › Nombre completo',
 * a list item's field (`children.0.name`) by the list's field, labels as the draft names them; a
 * place the draft has no field for (a retired field still holding data) keeps its path.
 */
export function fieldPlace(fields: Map<string, TemplateField>, path: string, join: (section: string, field: string) => string): string {
  const parts = path.split('.').filter(Boolean);
  if (!parts.length) return path;
  const section = fields.get(parts[0])?.label ?? parts[0];
  if (parts.length === 1) return section;
  const fieldPath = parts
    .map((part) => (/^\d+$/.test(part) ? '[]' : part))
    .join('.')
    .replace(/\.\[\]/g, '[]');
  const field = fields.get(fieldPath);
  return join(section, field ? field.label : parts.slice(1).join('.'));
}
