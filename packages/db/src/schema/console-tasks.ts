import type { ConsoleTaskKind, ConsoleTaskState, TaskRowError } from '@pantry/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Console tasks (issue 25, Long work): a bulk price change, a bulk review approval or a large export, kept as a row
 * so it survives the request that started it and the process that runs it. `items` are the product or review ids
 * the task covers, fixed when it starts; `done` is how many of them are through, committed with each chunk's writes,
 * so a worker that dies resumes after the last chunk. A worker holds a task with a lease (`locked_until`) fenced by
 * `attempts`. The actor is kept as the audit log keeps it (a staff member, or the ADMIN_TOKEN).
 */
export const consoleTasks = pgTable(
  'console_tasks',
  {
    id: serial().primaryKey(),
    kind: text().$type<ConsoleTaskKind>().notNull(),
    /** The start as sent (POST /api/admin/tasks), read again by the worker. */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    label: text().notNull(),
    items: integer().array().notNull().default([]),
    state: text().$type<ConsoleTaskState>().notNull().default('queued'),
    actorKind: text().$type<'staff' | 'token'>().notNull(),
    actorId: integer(),
    actorEmail: text(),
    actorName: text().notNull(),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    errors: jsonb().$type<TaskRowError[]>().notNull().default([]),
    failure: text(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('console_tasks_state_idx').on(t.state, t.id),
    index('console_tasks_actor_idx').on(t.actorId, t.id),
  ],
);

/**
 * An export task's CSV, in the database (app servers share nothing else), until it expires: its link
 * (/api/admin/exports/:task) then answers 410 and the daily purge deletes the row.
 */
export const consoleTaskFiles = pgTable(
  'console_task_files',
  {
    taskId: integer()
      .primaryKey()
      .references(() => consoleTasks.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    content: text().notNull(),
    rows: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('console_task_files_expires_idx').on(t.expiresAt)],
);
