import { and, type DbOrTx, eq, experimentExposures, experiments, isNull, sql } from '@pantry/db';
import type { ExperimentDefinition } from '@pantry/domain';

/** Every experiment, on or off: a handful of rows, read per answer so a switch takes effect on every server at once. */
export async function loadExperiments(db: DbOrTx): Promise<ExperimentDefinition[]> {
  const rows = await db
    .select({
      key: experiments.key,
      variants: experiments.variants,
      audiences: experiments.audiences,
      enabled: experiments.enabled,
    })
    .from(experiments)
    .orderBy(experiments.key);
  return rows;
}

/**
 * Logs the visitor's exposures: the first answer that bucketed the visitor into an experiment writes its row, and a
 * later one (any server) writes nothing, as the row's key is the experiment and the visitor. A signed-in visitor's
 * rows carry the account; a row logged before the visitor signed in takes it then (first account wins).
 */
export async function recordExposures(
  db: DbOrTx,
  visitor: { id: string; audience: string; accountId: number | null },
  assigned: Readonly<Record<string, string>>,
): Promise<void> {
  const rows = Object.entries(assigned).map(([experimentKey, variant]) => ({
    experimentKey,
    visitorId: visitor.id,
    variant,
    audience: visitor.audience,
    accountId: visitor.accountId,
  }));
  if (rows.length === 0) return;
  const insert = db.insert(experimentExposures).values(rows);
  if (visitor.accountId === null) {
    await insert.onConflictDoNothing();
    return;
  }
  // The variant, audience and time stay the first answer's; only a missing account is filled in.
  await insert.onConflictDoUpdate({
    target: [experimentExposures.experimentKey, experimentExposures.visitorId],
    set: { accountId: sql`excluded.account_id` },
    setWhere: isNull(experimentExposures.accountId),
  });
}

/** Gives the visitor's exposures without an account this one (at sign-in); rows already linked keep theirs. */
export async function linkVisitorExposures(db: DbOrTx, visitorId: string, accountId: number): Promise<void> {
  await db
    .update(experimentExposures)
    .set({ accountId })
    .where(and(eq(experimentExposures.visitorId, visitorId), isNull(experimentExposures.accountId)));
}
