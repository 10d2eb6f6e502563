import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search lexicon: every word a product can be found by (title, brand, categories, attributes, short
 * description), lower-cased, with how many products carry it. Kept by the reindex. A typed word that is not
 * in it is corrected against it (issue 12 §3), and 'Did you mean …' picks from it when nothing matches.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    products: integer().notNull(),
  },
  // Corrections only look at words of about the typed length.
  (t) => [index('search_words_length_idx').on(sql`length(${t.word})`)],
);

/**
 * What shoppers searched for and found something: the popular searches offered when a search finds nothing.
 * Counted per normalized query text (lower-case, single spaces).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    query: text().primaryKey(),
    searches: integer().notNull(),
    lastSearchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.searches)],
);

/**
 * What shoppers searched for and found nothing (issue 25's report), per normalized text (as search_queries) and
 * store day, so a report can count a range of days. Written by one upsert per search that found nothing; a search
 * that found something writes nothing here.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text().notNull(),
    /** The store's calendar day of the searches. */
    day: date({ mode: 'string' }).notNull(),
    searches: integer().notNull(),
    lastSearchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_misses_day_idx').on(t.day)],
);
