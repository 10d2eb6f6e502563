import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Experiments (issue 26; account spec §4, §7 GET /experiments): each with its variants and weights, the audiences
 * it runs for (null: everyone) and an on/off switch. The migration seeds the store's two real experiments.
 */
export const experiments = pgTable('experiments', {
  key: text().primaryKey(),
  /** [{ name, weight }] in bucket order; 'control' is today's page. */
  variants: jsonb().$type<{ name: string; weight: number }[]>().notNull(),
  audiences: text().array(),
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exposures: append-only, one row per visitor and experiment (the first time the visitor was bucketed into it),
 * so a second answer to the same visitor writes nothing.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentKey: text()
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    visitorId: text().notNull(),
    variant: text().notNull(),
    audience: text().notNull(),
    exposedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentKey, t.visitorId] }),
    // The per-variant report reads one experiment's exposures by variant and day.
    index('experiment_exposures_variant_idx').on(t.experimentKey, t.variant, t.exposedAt),
  ],
);
