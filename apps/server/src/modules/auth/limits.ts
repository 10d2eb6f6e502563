import { type AuthFailureKind, and, authFailures, count, type Database, eq, gte } from '@pantry/db';
import { blockWindowStart, isClientBlocked } from '@pantry/domain';

/**
 * Failed sign-ins and registrations per client address, kept in the database so every app server sees the same
 * count (spec §8: blocked 24 hours).
 */
export function createAuthFailureLog(db: Database) {
  return {
    async isBlocked(kind: AuthFailureKind, clientKey: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ failures: count() })
        .from(authFailures)
        .where(
          and(
            eq(authFailures.kind, kind),
            eq(authFailures.clientKey, clientKey),
            gte(authFailures.createdAt, blockWindowStart(now)),
          ),
        );
      return isClientBlocked(kind, row?.failures ?? 0);
    },

    async record(kind: AuthFailureKind, clientKey: string, now = new Date()): Promise<void> {
      await db.insert(authFailures).values({ kind, clientKey, createdAt: now });
    },
  };
}

export type AuthFailureLog = ReturnType<typeof createAuthFailureLog>;
