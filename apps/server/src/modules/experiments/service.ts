import { type DbOrTx, experimentExposures, experiments } from '@pantry/db';
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
 * later one (any server) writes nothing, as the row's key is the experiment and the visitor.
 */
export async function recordExposures(
  db: DbOrTx,
  visitor: { id: string; audience: string },
  assigned: Readonly<Record<string, string>>,
): Promise<void> {
  const rows = Object.entries(assigned).map(([experimentKey, variant]) => ({
    experimentKey,
    visitorId: visitor.id,
    variant,
    audience: visitor.audience,
  }));
  if (rows.length === 0) return;
  await db.insert(experimentExposures).values(rows).onConflictDoNothing();
}
