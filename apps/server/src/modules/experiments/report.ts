import { type DbOrTx, sql } from '@pantry/db';
import type { ReportRange, VariantTally } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { accountOrderedSql, storeDayStartSql } from '../orders/index.ts';
import { loadExperiments } from './service.ts';

/**
 * The experiment report's counts (issue 26): per experiment and variant, the visitors first exposed in the range's
 * store days, and those of them whose account placed an order (not canceled) from their exposure to the range's
 * end. Whether an account ordered is the orders module's expression; the statistics are the domain's.
 */

export type ExperimentTallies = { experimentKey: string; variants: VariantTally[] };

const n = (value: unknown): number => Number(value ?? 0);

async function talliesIn(db: DbOrTx, range: ReportRange) {
  const start = storeDayStartSql(range.from);
  const end = storeDayStartSql(range.to, 1);
  return queryRows<{ experiment_key: string; variant: string; visitors: unknown; conversions: unknown }>(
    db,
    sql`SELECT experiment_key, variant, count(*) AS visitors, count(*) FILTER (WHERE converted) AS conversions
          FROM (SELECT e.experiment_key, e.variant,
                       e.account_id IS NOT NULL AND ${accountOrderedSql(sql`e.account_id`, sql`e.exposed_at`, end)}
                         AS converted
                  FROM experiment_exposures e
                 WHERE e.exposed_at >= ${start} AND e.exposed_at < ${end}) exposed
         GROUP BY experiment_key, variant`,
  );
}

/**
 * Every experiment that is on or was seen in the range, by key; its variants in the definition's order (a variant
 * nobody saw counts zero), then any logged variant the definition no longer has.
 */
export async function experimentTallies(db: DbOrTx, range: ReportRange): Promise<ExperimentTallies[]> {
  const definitions = await loadExperiments(db);
  const rows = await talliesIn(db, range);
  const keys = new Set([
    ...definitions.filter((d) => d.enabled).map((d) => d.key),
    ...rows.map((r) => r.experiment_key),
  ]);
  return [...keys].sort().map((experimentKey) => {
    const logged = rows.filter((r) => r.experiment_key === experimentKey);
    const defined = definitions.find((d) => d.key === experimentKey)?.variants.map((v) => v.name) ?? [];
    const names = [...new Set([...defined, ...logged.map((r) => r.variant)])];
    return {
      experimentKey,
      variants: names.map((variant) => {
        const row = logged.find((r) => r.variant === variant);
        return { variant, visitors: n(row?.visitors), conversions: n(row?.conversions) };
      }),
    };
  });
}
