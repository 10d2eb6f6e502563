import { sql } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

/**
 * How typed text matches products (issue §4: tolerant of typos and partial words). Every word must match,
 * either as a prefix in the full-text vector (title, brand, categories, attributes, short description:
 * 'blueber' finds 'blueberry') or as a close spelling of a word of the title through pg_trgm's
 * `word <% title` ('organc' finds 'Organic'). Both conditions are served by GIN indexes. pg_trgm's default
 * word-similarity threshold (0.6) is kept: it accepts one or two wrong letters in a word and refuses nonsense.
 */

/** Words that carry no meaning in a grocery search and are stop words for the 'english' configuration. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  's',
  't',
  'the',
  'to',
  'with',
]);
const MAX_WORDS = 8;

export type SearchText = { text: string; words: string[] };

export function toSearchText(q: string): SearchText {
  const text = q.trim().toLowerCase();
  const all = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || all.length === 1));
  return { text, words: [...new Set(meaningful)].slice(0, MAX_WORDS) };
}

/** True when the product matches every word. Words are letters and digits only (no tsquery syntax). */
export function matchesSearchText(search: SearchText): SQL {
  if (search.words.length === 0) return sql`false`;
  return sql.join(
    search.words.map(
      (word) => sql`(p.search_vector @@ to_tsquery('english', ${`${word}:*`}) OR ${word} <% p.title)`,
    ),
    sql` AND `,
  );
}

/** Relevance: full-text rank (title words weigh most) plus how closely the text spells the title. */
export function searchRank(search: SearchText): SQL {
  if (search.words.length === 0) return sql`0::real`;
  const anyWord = search.words.map((word) => `${word}:*`).join(' | ');
  return sql`(ts_rank(p.search_vector, to_tsquery('english', ${anyWord})) + word_similarity(${search.text}, p.title))`;
}
