import { autoshipRuns, type DbOrTx, sql, type Writer } from '@pantry/db';
import { type AutoshipRunPage, type AutoshipRunWire, centsToDollars } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';

/**
 * The record of each autoship run (issue 25's run history): a row when the run starts, and each shipment's own
 * statement adds itself to the figures (placed with its revenue, skipped, declined), so the figures are true even
 * of a run that stopped half-way. The task records a run only once it claims something, so the five-minute sweep
 * over nothing leaves no rows.
 */

export type RunTrigger = AutoshipRunWire['trigger'];
export type RunStart = { trigger: RunTrigger; startedBy: string | null };
export type RunFigure = 'placed' | 'skipped' | 'declined' | 'failed';

const COLUMNS: Record<RunFigure, SQL> = {
  placed: sql`placed`,
  skipped: sql`skipped`,
  declined: sql`declined`,
  failed: sql`failed`,
};

export async function startRun(db: DbOrTx, start: RunStart, asOf: Date): Promise<number> {
  const [row] = await db
    .insert(autoshipRuns)
    .values({ trigger: start.trigger, startedBy: start.startedBy, asOf })
    .returning({ id: autoshipRuns.id });
  return row!.id;
}

export async function finishRun(db: DbOrTx, runId: number): Promise<void> {
  await db.execute(sql`UPDATE autoship_runs SET finished_at = now() WHERE id = ${runId}::int`);
}

function countClause(figure: RunFigure, revenueCents: number): SQL {
  const column = COLUMNS[figure];
  return sql`${column} = ${column} + 1, revenue_cents = revenue_cents + ${revenueCents}::bigint`;
}

/** The shipment's statement counts itself in its run (none for Ship now), conditioned on `when` (a FROM item). */
export function runFiguresWriter(
  runId: number | null,
  figure: Exclude<RunFigure, 'failed'>,
  revenueCents: number,
  when: SQL,
): Writer[] {
  if (runId === null) return [];
  return [
    {
      name: 'count in the autoship run',
      ctes: sql`autoship_run_counted AS (
        UPDATE autoship_runs SET ${countClause(figure, revenueCents)}
         WHERE id = ${runId}::int AND EXISTS (SELECT 1 FROM ${when})
        RETURNING 1)`,
      answer: sql`(SELECT count(*)::int FROM autoship_run_counted) AS run_counted`,
    },
  ];
}

/** Counts an outcome written outside a shipment's statement (a decline's own transaction, a failure). */
export async function countInRun(db: DbOrTx, runId: number | null, figure: RunFigure): Promise<void> {
  if (runId === null) return;
  await db.execute(sql`UPDATE autoship_runs SET ${countClause(figure, 0)} WHERE id = ${runId}::int`);
}

type RunRow = {
  id: number;
  trigger: RunTrigger;
  started_by: string | null;
  as_of: string;
  started_at: string;
  finished_at: string | null;
  placed: number;
  declined: number;
  skipped: number;
  failed: number;
  revenue_cents: string | number;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toWire(row: RunRow): AutoshipRunWire {
  return {
    id: row.id,
    trigger: row.trigger,
    started_by: row.started_by,
    as_of: iso(row.as_of),
    started_at: iso(row.started_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
    placed: row.placed,
    declined: row.declined,
    skipped: row.skipped,
    failed: row.failed,
    revenue: centsToDollars(Number(row.revenue_cents)),
  };
}

const runColumns = sql`id, trigger, started_by, as_of, started_at, finished_at, placed, declined, skipped, failed,
  revenue_cents`;

export async function loadRun(db: DbOrTx, runId: number): Promise<AutoshipRunWire> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`SELECT ${runColumns} FROM autoship_runs WHERE id = ${runId}::int`,
  );
  return toWire(row!);
}

/** The runs, newest first, `limit` to a page; `before` pages on by id. */
export async function listRuns(
  db: DbOrTx,
  { before, limit }: { before?: number; limit: number },
): Promise<AutoshipRunPage> {
  const rows = await queryRows<RunRow>(
    db,
    sql`SELECT ${runColumns} FROM autoship_runs
         WHERE ${before === undefined ? sql`TRUE` : sql`id < ${before}::int`}
         ORDER BY id DESC LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit).map(toWire);
  return { runs: page, next_before: rows.length > limit ? page.at(-1)!.id : null };
}
