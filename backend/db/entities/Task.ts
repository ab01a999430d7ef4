import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

/** A task from the demonstration form (/form-demo), checked by templates/forms/task before it is stored. */
export const Task = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  // The list is newest first.
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: uuidKey(),
    title: p.text(),
    description: p.text(),
    category: p.text(),
    priority: p.text(),
    assignedTo: p.text().nullable(),
    dueDate: p.date().nullable(),
    tags: p.json<string[]>(),
    notes: p.text().nullable(),
    /** The task form version the task was sent with (templates/forms/task, or one published after it). */
    templateVersion: p.integer().default(1),
    /** Answers to fields a published version added, by key: the columns above hold the form's first fields. */
    extra: p.json<Record<string, unknown>>().nullable(),
    createdAt: createdAt(),
    /** The staff user who sent it (their id). */
    createdBy: p.uuid(),
  },
});
export type Task = InferEntity<typeof Task>;
