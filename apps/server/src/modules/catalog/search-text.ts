import { type DbOrTx, sql } from '@pantry/db';
import { allowedEdits, toleratedMatch, type WordMatch } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import type { ReadCache } from '../../lib/read-cache.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * How typed text matches products (issue 12 §3: search that forgives). Every word must match. A word matches
 * as itself in the full-text vector (title, brand, categories, attributes, short description), and the last
 * word also as the start of a word ('blueber' finds 'blueberry'). A word the catalog does not know (not in the
 * lexicon `search_words`; for the last word, nor the start of a word there) also matches the lexicon words within the edits the
 * tolerance rule of @pantry/domain allows: one from 4 letters, two from 7, a swap of two letters counting one
 * ('graepfruit' finds 'grapefruit'); the last word also as the start of a word ('pistahc' finds 'pistachio').
 * A known word is not corrected: 'bread' does not also find 'broad'. Nonsense is near no word, and finds nothing.
 *
 * The lexicon lookup is one statement per query: fuzzystrmatch's levenshtein_less_equal over the words of about
 * the typed length narrows thousands of words to a few candidates, and the domain's edit distance (which counts
 * a swap as one edit, where Levenshtein counts two) decides. See docs/decisions/search.md for the measurements.
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
/** The closest corrections of one word that take part in the query (a short typo can be near many words). */
const MAX_CORRECTIONS = 12;

/**
 * A catalog word a typed word stands for, how many edits away it is, whether it is matched as a prefix, and
 * whether the typed word matched only its start ('chli' is one edit from 'chi', the start of 'chicken').
 */
export type SearchTerm = { term: string; edits: number; prefix: boolean; start?: boolean };
/** The typed text, its meaningful words and, once corrected, what each word may match. */
export type SearchText = { text: string; words: string[]; terms?: SearchTerm[][] };

export function toSearchText(q: string): SearchText {
  const text = q.trim().toLowerCase();
  const all = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || all.length === 1));
  return { text, words: [...new Set(meaningful)].slice(0, MAX_WORDS) };
}

/** The search text with each word's corrections from the lexicon (cached with the catalog's read cache). */
export async function correctSearchText(
  db: DbOrTx,
  search: SearchText,
  cache?: ReadCache,
): Promise<SearchText> {
  const load = () => lexiconTerms(db, search.words);
  const terms = cache ? await cache.get(`search:terms:${JSON.stringify(search.words)}`, load) : await load();
  return { ...search, terms };
}

type Candidate = { i: number; word: string; products: number };

/**
 * The lexicon words a typed word may stand for, as one SELECT. A word the lexicon knows (the last word: a word
 * starting with it) stands for itself, and then the near words are not even looked at: the NOT EXISTS is
 * uncorrelated, so PostgreSQL checks it once and skips the scan. Otherwise the near words: Levenshtein counts a
 * swap as two edits, so the bound is 2 × max, and the last word is compared by its starts of the typed length
 * ± max (the start it may stand for). Typesense's 1 edit from 4 letters makes the bound loose for short words;
 * the domain's distance decides which candidates match.
 */
function lexiconLookup(i: number, word: string, last: boolean, max: number): SQL {
  const length = [...word].length;
  const bound = 2 * max;
  const near = last
    ? sql.join(
        Array.from(
          { length: 2 * max + 1 },
          (_, k) =>
            sql`levenshtein_less_equal(left(w.word, ${length - max + k}), ${word}, ${bound}) <= ${bound}`,
        ),
        sql` OR `,
      )
    : sql`length(w.word) BETWEEN ${length - max} AND ${length + max} AND levenshtein_less_equal(w.word, ${word}, ${bound}) <= ${bound}`;
  const known = (alias: string) =>
    last ? sql`starts_with(${sql.raw(alias)}.word, ${word})` : sql`${sql.raw(alias)}.word = ${word}`;
  return sql`SELECT ${i}::int AS i, w.word, w.products FROM search_words w WHERE ${known('w')}
             UNION ALL
             SELECT ${i}::int, w.word, w.products FROM search_words w
              WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE ${known('k')})
                AND length(w.word) >= ${length - max} AND (${near})`;
}

/**
 * What each word may match: itself (the last word as a prefix too) and, when the lexicon does not know it, its
 * corrections, closest first, whole words before starts of words, then the words more products carry. Only the
 * last word is a prefix: a prefix reads every lexeme it starts in the GIN index, and at 100,000 products
 * 'organic:*' on every word of 'organic peanut butter' was most of the search's time.
 */
async function lexiconTerms(db: DbOrTx, words: string[]): Promise<SearchTerm[][]> {
  const last = words.length - 1;
  const lookups = words.flatMap((word, i) => {
    const max = allowedEdits(word);
    return max === 0 ? [] : [lexiconLookup(i, word, i === last, max)];
  });
  const candidates = lookups.length
    ? await queryRows<Candidate>(db, sql.join(lookups, sql` UNION ALL `))
    : [];
  return words.map((word, i) => {
    const own: SearchTerm = { term: word, edits: 0, prefix: i === last };
    const mine = candidates.filter((c) => c.i === i);
    if (mine.some((c) => (i === last ? c.word.startsWith(word) : c.word === word))) return [own];
    const products = new Map(mine.map((c) => [c.word, c.products]));
    const corrections = mine
      .filter((candidate) => !STOP_WORDS.has(candidate.word))
      .map((candidate) => toleratedMatch(word, candidate.word, i === last))
      .filter((match): match is WordMatch => match !== null)
      .sort(
        (a, b) =>
          a.edits - b.edits ||
          Number(a.prefix) - Number(b.prefix) ||
          (products.get(b.word) ?? 0) - (products.get(a.word) ?? 0) ||
          a.word.localeCompare(b.word),
      )
      .slice(0, MAX_CORRECTIONS);
    return [
      own,
      ...corrections.map((c) => ({ term: c.word, edits: c.edits, prefix: false, start: c.prefix })),
    ];
  });
}

/** The terms of a word as a tsquery: an OR of lexemes, prefixes marked :*, restricted to weights when given. */
function wordQuery(terms: SearchTerm[], weights = ''): string {
  return terms
    .map((t) => (t.prefix || weights ? `${t.term}:${t.prefix ? '*' : ''}${weights}` : t.term))
    .join(' | ');
}

/** Each word's terms: its corrections once corrected, otherwise the word itself (the last as a prefix). */
function termsOf(search: SearchText): SearchTerm[][] {
  const last = search.words.length - 1;
  return search.terms ?? search.words.map((word, i) => [{ term: word, edits: 0, prefix: i === last }]);
}

const matches = (query: string): SQL => sql`p.search_vector @@ to_tsquery('english', ${query})`;

/** True when the product matches every word. Terms are letters and digits only (no tsquery syntax). */
export function matchesSearchText(search: SearchText): SQL {
  if (search.words.length === 0) return sql`false`;
  const all = termsOf(search)
    .map((terms) => `(${wordQuery(terms)})`)
    .join(' & ');
  return matches(all);
}

/**
 * How far a term is from what was typed, for the order: two steps per edit, and one more for a correction that
 * only the start of its word matched, so at the same edits a whole word ('chli' → 'chili') comes before a word
 * that merely starts near the typed one ('chicken').
 */
function typoLevel(term: SearchTerm): number {
  return 2 * term.edits + (term.start ? 1 : 0);
}

/**
 * Typos first: the typo level of the closest term each word matched, summed (0 for an exact match). Only words
 * whose terms differ in level need a CASE; the others add the same to every product (null when none does).
 */
export function searchTypos(search: SearchText): SQL | null {
  const parts = termsOf(search).flatMap((terms) => {
    const levels = [...new Set(terms.map(typoLevel))].sort((a, b) => a - b);
    if (levels.length < 2) return [];
    const whens = levels
      .slice(0, -1)
      .map(
        (level) =>
          sql`WHEN ${matches(wordQuery(terms.filter((t) => typoLevel(t) <= level)))} THEN ${sql.raw(String(level))}`,
      );
    return [sql`(CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(levels.at(-1) ?? 0))} END)`];
  });
  return parts.length ? sql.join(parts, sql` + `) : null;
}

/**
 * Where each word matched: 3 for the title (weight A), 2 for brand, categories and attributes (B), 1 for the
 * short description (C), summed over the words. Title beats brand beats description.
 */
export function searchFieldScore(search: SearchText): SQL {
  if (search.words.length === 0) return sql`0::int`;
  const parts = termsOf(search).map(
    (terms) =>
      sql`(CASE WHEN ${matches(wordQuery(terms, 'A'))} THEN 3 WHEN ${matches(wordQuery(terms, 'B'))} THEN 2 ELSE 1 END)`,
  );
  return sql.join(parts, sql` + `);
}

/** Relevance order: fewest typos, then the best fields, then popularity (every order then ends with id). */
export function searchOrder(search: SearchText): { expr: SQL; desc: boolean }[] {
  const typos = searchTypos(search);
  return [
    ...(typos ? [{ expr: typos, desc: false }] : []),
    { expr: searchFieldScore(search), desc: true },
    { expr: sql`p.popularity`, desc: true },
  ];
}
