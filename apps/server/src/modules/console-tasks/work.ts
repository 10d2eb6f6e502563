import type { Transaction } from '@pantry/db';
import type { TaskRowError } from '@pantry/domain';
import { isAppError } from '../../errors.ts';
import { changeProductPrices, countCatalogCsvRows, exportCatalogCsv } from '../catalog/index.ts';
import { emitEvent } from '../events/index.ts';
import { countOrdersCsvRows, exportOrdersCsv } from '../order-admin/index.ts';
import { moderateReviewWithin } from '../reviews/index.ts';
import type { ChunkOutcome, ClaimedTask, TaskWork } from './runner.ts';
import { writeExportFile } from './store.ts';

/**
 * What each kind of task does, through the owning module's own functions: the catalog's price writer, the reviews'
 * approval (its rating, event, e-mail and audit entry, as for one approval), and the catalog's and orders' CSV.
 */

/** A chunk of a bulk price change: the catalog writes the prices, one audit entry per product. */
async function priceChunk(tx: Transaction, task: ClaimedTask, items: number[]): Promise<ChunkOutcome> {
  if (task.params.kind !== 'price_change') throw new Error(`task ${task.id} is not a price change`);
  const written = await changeProductPrices(tx, items, task.params.change, task.actor, task.id);
  return { refused: written.refused };
}

/**
 * A chunk of a bulk approval: each review approved as one approval would be. A review no longer pending (approved
 * or rejected meanwhile, or gone) is reported, not approved again.
 */
async function reviewChunk(
  tx: Transaction,
  task: ClaimedTask,
  items: number[],
  now: Date,
): Promise<ChunkOutcome> {
  const refused: TaskRowError[] = [];
  for (const id of items) {
    try {
      await moderateReviewWithin(tx, id, 'approved', now, task.actor);
    } catch (error) {
      if (!isAppError(error)) throw error;
      refused.push({ item: `review ${id}`, message: error.message });
    }
  }
  return { refused };
}

/** An export: the CSV as a file behind a link, and the event that e-mails the link (a staff member only). */
function exportWork(
  name: string,
  build: (tx: Transaction, task: ClaimedTask) => Promise<{ csv: string; rows: number }>,
): TaskWork['whole'] {
  return async (tx, task, now) => {
    const { csv, rows } = await build(tx, task);
    const day = now.toISOString().slice(0, 10);
    await writeExportFile(
      tx,
      { taskId: task.id, filename: `pantry-${name}-${day}.csv`, content: csv, rows },
      now,
    );
    if (task.actor.email) {
      await emitEvent(
        tx,
        { type: 'console.export_ready', payload: { task_id: task.id } },
        { onceKey: `export:${task.id}` },
      );
    }
    return { refused: [], rows };
  };
}

export function taskWork(onCatalogChanged: () => void): Record<ClaimedTask['kind'], TaskWork> {
  return {
    price_change: { chunk: priceChunk, afterCommit: onCatalogChanged },
    review_approval: { chunk: reviewChunk, afterCommit: onCatalogChanged },
    catalog_export: {
      whole: exportWork('catalog', async (tx) => ({
        csv: await exportCatalogCsv(tx),
        rows: await countCatalogCsvRows(tx),
      })),
    },
    orders_export: {
      whole: exportWork('orders', async (tx, task) => {
        const filter = task.params.kind === 'orders_export' ? task.params.orders : {};
        return { csv: await exportOrdersCsv(tx, filter), rows: await countOrdersCsvRows(tx, filter) };
      }),
    },
  };
}
