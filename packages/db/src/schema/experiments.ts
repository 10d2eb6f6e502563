import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

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
 * Exposures: one row per visitor and experiment (the first time the visitor was bucketed into it), so a second
 * answer to the same visitor writes nothing. The account is the visitor's once signed in (first account wins): the
 * report's link from an exposure to the orders that convert it.
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
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.experimentKey, t.visitorId] }),
    // The per-variant report reads one experiment's exposures by variant and day.
    index('experiment_exposures_variant_idx').on(t.experimentKey, t.variant, t.exposedAt),
    // Sign-in links the visitor's exposures to the account, across experiments.
    index('experiment_exposures_visitor_idx').on(t.visitorId),
  ],
);
