import type { DraftProblem } from '../../engine/templates/kinds/kind.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';

/**
 * The task form's fields the tasks table keeps in columns, with the type each column stores. A version
 * published from the back-office may add fields (kept in `extra`), relabel or reorder these, and retire
 * the optional ones (stored empty); it cannot drop or retype a column's field
 * (docs/decisions/0151-task-form-versions.md).
 */
export const TASK_COLUMNS = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  category: { type: 'string', required: true },
  priority: { type: 'string', required: true },
  assignedTo: { type: 'string', required: false },
  dueDate: { type: 'string', required: false },
  tags: { type: 'array', required: false },
  notes: { type: 'string', required: false },
} as const;

export type TaskColumn = keyof typeof TASK_COLUMNS;
const isColumn = (key: string): key is TaskColumn => Object.hasOwn(TASK_COLUMNS, key);

/** Why a task form draft cannot be stored in the tasks table: each place (a JSON pointer) and why, in Spanish. */
export function taskColumnProblems(content: Record<string, unknown>): DraftProblem[] {
  const schema = content.schema as JsonSchema | undefined;
  const properties = schema?.properties ?? {};
  const required = Array.isArray(schema?.required) ? schema.required : [];
  const problems: DraftProblem[] = [];
  for (const [key, column] of Object.entries(TASK_COLUMNS)) {
    const field = properties[key];
    if (!field) {
      if (column.required)
        problems.push({
          pointer: `/schema/properties/${key}`,
          message: `El campo «${key}» se guarda en su propia columna de las tareas: no se puede retirar`,
        });
      continue;
    }
    if (field.type !== column.type)
      problems.push({
        pointer: `/schema/properties/${key}/type`,
        message: `El campo «${key}» se guarda como ${column.type === 'string' ? 'texto' : 'lista'}: su tipo debe seguir siendo «${column.type}»`,
      });
    else if (key === 'tags' && (typeof field.items !== 'object' || (field.items as JsonSchema).type !== 'string')) {
      problems.push({
        pointer: '/schema/properties/tags/items',
        message: 'Las etiquetas se guardan como una lista de textos: sus elementos deben ser «string»',
      });
    }
    if (column.required && !required.includes(key))
      problems.push({
        pointer: '/schema/required',
        message: `El campo «${key}» debe seguir siendo obligatorio: las tareas lo guardan siempre`,
      });
  }
  return problems;
}

/** A task as sent, split into what the columns keep and the answers to fields a published version added. */
export function splitTask(data: Record<string, unknown>): {
  columns: Partial<Record<TaskColumn, unknown>>;
  extra: Record<string, unknown> | null;
} {
  const columns: Partial<Record<TaskColumn, unknown>> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isColumn(key)) columns[key] = value;
    else extra[key] = value;
  }
  return { columns, extra: Object.keys(extra).length ? extra : null };
}
