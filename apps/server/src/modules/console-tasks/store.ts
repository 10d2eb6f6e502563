import { type Database, type DbOrTx, sql } from '@pantry/db';
import {
  type AuditActor,
  type ConsoleTask,
  type ConsoleTaskKind,
  type ConsoleTaskStart,
  type ConsoleTaskState,
  consoleTaskLabel,
  EXPORT_LINK_DAYS,
  MAX_TASK_ITEMS,
  productSelectionProblem,
  type TaskRowError,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { intArrayParam, queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { countCatalogCsvRows, productIdsMatching } from '../catalog/index.ts';
import { countOrdersCsvRows } from '../order-admin/index.ts';
import { pendingReviewIds } from '../reviews/index.ts';

/**
 * The console_tasks rows: a task is started with its items fixed (the products or reviews it covers, read once, so
 * a search that would match other rows later does not move it), read as the console shows it, and canceled.
 */

/** The download of an export's file (its task's id). */
export const exportUrl = (taskId: number) => `/api/admin/exports/${taskId}`;

type TaskRow = {
  id: number;
  kind: ConsoleTaskKind;
  label: string;
  state: ConsoleTaskState;
  total: number;
  done: number;
  failed: number;
  errors: TaskRowError[];
  failure: string | null;
  actor_name: string;
  actor_id: number | null;
  created_at: string | Date;
  updated_at: string | Date;
  finished_at: string | Date | null;
  file_expires_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toWire(row: TaskRow): ConsoleTask {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    state: row.state,
    total: row.total,
    done: row.done,
    failed: row.failed,
    errors: row.errors,
    failure: row.failure,
    started_by: row.actor_name,
    started_by_id: row.actor_id,
    download_url: row.file_expires_at ? exportUrl(row.id) : null,
    download_expires_at: row.file_expires_at ? iso(row.file_expires_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}

const SELECT_TASK = sql`SELECT t.id, t.kind, t.label, t.state, t.total, t.done, t.failed, t.errors, t.failure,
    t.actor_name, t.actor_id, t.created_at, t.updated_at, t.finished_at, f.expires_at AS file_expires_at
  FROM console_tasks t LEFT JOIN console_task_files f ON f.task_id = t.id AND f.expires_at > now()`;

/** Who may see a task: its starter, and the owner (or the ADMIN_TOKEN), who see every task. */
export type TaskViewer = { actor: AuditActor; seesAll: boolean };

function visibleTo(viewer: TaskViewer) {
  return viewer.seesAll ? sql`true` : sql`t.actor_id = ${viewer.actor.id ?? -1}::int`;
}

/** A task as the console shows it; 404 for a task that does not exist or that the viewer may not see. */
export async function getTask(db: DbOrTx, id: number, viewer: TaskViewer): Promise<ConsoleTask> {
  const [row] = await queryRows<TaskRow>(
    db,
    sql`${SELECT_TASK} WHERE t.id = ${id}::int AND ${visibleTo(viewer)}`,
  );
  if (!row) throw new AppError('not_found', 'This task does not exist.');
  return toWire(row);
}

/** The 50 newest tasks the viewer may see. */
export async function listTasks(db: DbOrTx, viewer: TaskViewer): Promise<ConsoleTask[]> {
  const rows = await queryRows<TaskRow>(
    db,
    sql`${SELECT_TASK} WHERE ${visibleTo(viewer)} ORDER BY t.id DESC LIMIT 50`,
  );
  return rows.map(toWire);
}

/** The items a start covers: product or review ids, or for an export its row count (its items stay empty). */
async function itemsOf(db: Database, start: ConsoleTaskStart): Promise<{ items: number[]; total: number }> {
  switch (start.kind) {
    case 'price_change': {
      const problem = productSelectionProblem(start.products);
      if (problem) throw new AppError('bad_request', problem);
      const ids = start.products.product_ids
        ? [...new Set(start.products.product_ids)].sort((a, b) => a - b)
        : await productIdsMatching(db, start.products);
      return { items: ids, total: ids.length };
    }
    case 'review_approval': {
      const ids = await pendingReviewIds(db, start.reviews);
      return { items: ids, total: ids.length };
    }
    case 'catalog_export':
      return { items: [], total: await countCatalogCsvRows(db) };
    case 'orders_export':
      return { items: [], total: await countOrdersCsvRows(db, start.orders) };
  }
}

/** Starts a task: its items fixed now, queued for the worker. A selection that matches nothing is refused (400). */
export async function createTask(db: Database, start: ConsoleTaskStart, actor: AuditActor): Promise<number> {
  const { items, total } = await itemsOf(db, start);
  if (items.length > MAX_TASK_ITEMS)
    throw new AppError(
      'bad_request',
      `A task covers at most ${MAX_TASK_ITEMS} items; this one has ${items.length}.`,
    );
  if ((start.kind === 'price_change' || start.kind === 'review_approval') && total === 0) {
    throw new AppError(
      'bad_request',
      start.kind === 'price_change'
        ? 'No product matches this choice.'
        : 'No pending review matches this choice.',
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO console_tasks (kind, params, label, items, total, actor_kind, actor_id, actor_email, actor_name)
          VALUES (${start.kind}, ${JSON.stringify(start)}::jsonb, ${consoleTaskLabel(start, total)},
                  ${intArrayParam(items)}::int[], ${total}::int, ${actor.kind}, ${actor.id}, ${actor.email}, ${actor.name})
          RETURNING id`,
    );
    const id = row!.id;
    await recordAudit(tx, actor, {
      action: 'task.start',
      subjectType: 'console_task',
      subjectId: id,
      after: { ...start, total },
    });
    return id;
  });
}

/**
 * Cancels a queued or running task, with its audit entry: the worker stops before its next chunk (chunks already
 * written stay). Answers false when the task had already ended.
 */
export async function cancelTask(db: Database, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ state: ConsoleTaskState; done: number }>(
      tx,
      sql`SELECT state, done FROM console_tasks WHERE id = ${id}::int AND state IN ('queued', 'running') FOR UPDATE`,
    );
    if (!row) return false;
    await tx.execute(
      sql`UPDATE console_tasks SET state = 'canceled', locked_until = NULL, updated_at = now(), finished_at = now()
           WHERE id = ${id}::int`,
    );
    await recordAudit(tx, actor, {
      action: 'task.cancel',
      subjectType: 'console_task',
      subjectId: id,
      before: { state: row.state, done: row.done },
      after: { state: 'canceled' },
    });
    return true;
  });
}

/** A task's kind and state, for the permission check before anything else is read (null: no such task). */
export async function taskKind(
  db: DbOrTx,
  id: number,
): Promise<{ kind: ConsoleTaskKind; state: ConsoleTaskState } | null> {
  const [row] = await queryRows<{ kind: ConsoleTaskKind; state: ConsoleTaskState }>(
    db,
    sql`SELECT kind, state FROM console_tasks WHERE id = ${id}::int`,
  );
  return row ?? null;
}

export type ExportFile = { kind: ConsoleTaskKind; filename: string; content: string; expired: boolean };

/** An export's file, with whether its link has expired (null: no file for this task). */
export async function readExportFile(db: DbOrTx, taskId: number, now: Date): Promise<ExportFile | null> {
  const [row] = await queryRows<{
    kind: ConsoleTaskKind;
    filename: string;
    content: string;
    expired: boolean;
  }>(
    db,
    sql`SELECT t.kind, f.filename, f.content, f.expires_at <= ${now.toISOString()}::timestamptz AS expired
          FROM console_task_files f JOIN console_tasks t ON t.id = f.task_id WHERE f.task_id = ${taskId}::int`,
  );
  return row ?? null;
}

/** Writes an export's file, its link good for EXPORT_LINK_DAYS from `now` (written again, it replaces the old). */
export async function writeExportFile(
  tx: DbOrTx,
  file: { taskId: number; filename: string; content: string; rows: number },
  now: Date,
): Promise<void> {
  const expires = new Date(now.getTime() + EXPORT_LINK_DAYS * 86_400_000);
  await tx.execute(
    sql`INSERT INTO console_task_files (task_id, filename, content, rows, expires_at)
        VALUES (${file.taskId}::int, ${file.filename}, ${file.content}, ${file.rows}::int, ${expires.toISOString()}::timestamptz)
        ON CONFLICT (task_id) DO UPDATE SET filename = EXCLUDED.filename, content = EXCLUDED.content,
          rows = EXCLUDED.rows, expires_at = EXCLUDED.expires_at`,
  );
}

/** Deletes the files whose links have expired (the daily purge); answers how many. */
export async function purgeExpiredExports(db: DbOrTx, now: Date): Promise<number> {
  const rows = await queryRows<{ task_id: number }>(
    db,
    sql`DELETE FROM console_task_files WHERE expires_at <= ${now.toISOString()}::timestamptz RETURNING task_id`,
  );
  return rows.length;
}
