import { type Database, eq, storeSwitches } from '@pantry/db';
import type { AuditActor, MaintenanceStatus } from '@pantry/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/index.ts';

export const MAINTENANCE_SWITCH = 'maintenance';

type SwitchRow = { enabled: boolean; note: string | null; updatedAt: Date | null };
const OFF: SwitchRow = { enabled: false, note: null, updatedAt: null };

export type MaintenanceSwitch = {
  /** Whether the storefront API answers the maintenance 500 now (this server's read, at most cacheMs old). */
  isOn(): Promise<boolean>;
  /** The switch as the console shows it, read from the database now. */
  status(): Promise<MaintenanceStatus>;
  /** Flips the console's switch, with its audit entry in the same transaction. */
  set(enabled: boolean, note: string | null, actor: AuditActor): Promise<MaintenanceStatus>;
};

/**
 * The maintenance switch (issue 26): a row of store_switches, so every app server sees the operator's flip; each
 * server keeps its last read for `cacheMs` (2 s by default) so a storefront request costs no query. The deploy's
 * MAINTENANCE variable turns it on for this server whatever the row says. A failed read keeps the last answer.
 */
export function createMaintenanceSwitch(deps: {
  db: Database;
  environmentOn: boolean;
  cacheMs: number;
  log: FastifyBaseLogger;
}): MaintenanceSwitch {
  const { db, environmentOn, cacheMs, log } = deps;
  let last: { row: SwitchRow; at: number } | null = null;
  let reading: Promise<SwitchRow> | null = null;

  async function readRow(): Promise<SwitchRow> {
    const [row] = await db
      .select({
        enabled: storeSwitches.enabled,
        note: storeSwitches.note,
        updatedAt: storeSwitches.updatedAt,
      })
      .from(storeSwitches)
      .where(eq(storeSwitches.name, MAINTENANCE_SWITCH));
    const read = row ?? OFF;
    last = { row: read, at: Date.now() };
    return read;
  }

  function toStatus(row: SwitchRow): MaintenanceStatus {
    return {
      maintenance: environmentOn || row.enabled,
      switch_on: row.enabled,
      environment_on: environmentOn,
      note: row.note,
      updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    async isOn() {
      if (environmentOn) return true;
      if (last && Date.now() - last.at < cacheMs) return last.row.enabled;
      // Requests arriving together share one read.
      reading ??= readRow().finally(() => {
        reading = null;
      });
      try {
        return (await reading).enabled;
      } catch (error) {
        log.warn({ err: error }, 'maintenance switch unread; keeping the last answer');
        return last?.row.enabled ?? false;
      }
    },

    async status() {
      return toStatus(await readRow());
    },

    async set(enabled, note, actor) {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ enabled: storeSwitches.enabled, note: storeSwitches.note })
          .from(storeSwitches)
          .where(eq(storeSwitches.name, MAINTENANCE_SWITCH))
          .for('update');
        const [after] = await tx
          .insert(storeSwitches)
          .values({ name: MAINTENANCE_SWITCH, enabled, note, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: storeSwitches.name,
            set: { enabled, note, updatedAt: new Date() },
          })
          .returning({
            enabled: storeSwitches.enabled,
            note: storeSwitches.note,
            updatedAt: storeSwitches.updatedAt,
          });
        if (!after) throw new Error('store_switches upsert returned nothing');
        await recordAudit(tx, actor, {
          action: enabled ? 'maintenance.on' : 'maintenance.off',
          subjectType: 'store_switch',
          subjectId: MAINTENANCE_SWITCH,
          before: before ?? { enabled: false, note: null },
          after: { enabled: after.enabled, note: after.note },
        });
        return after;
      });
      last = { row, at: Date.now() };
      return toStatus(row);
    },
  };
}
