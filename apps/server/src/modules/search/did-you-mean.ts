import { type DbOrTx, sql } from '@pantry/db';
import { allowedEdits, editDistance } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/**
 * 'Did you mean …' (issue 12 §4): each typed word the lexicon does not know, replaced by the closest lexicon
 * word. It looks one edit further than search itself forgives (a search that found nothing was already given
 * the search's own tolerance), and among equally close words takes the one most products carry.
 */

/** One edit more than search allows, and at least one from 3 letters: 'mlk' → 'milk'. */
export function suggestionEdits(word: string): number {
  if ([...word].length < 3 || /\p{N}/u.test(word)) return 0;
  return allowedEdits(word) + 1;
}

/** Two-letter words are units ('ml', 'oz', 'lb'): never what a shopper meant by a longer word. */
const MIN_SUGGESTED_LETTERS = 3;

type Candidate = { i: number; word: string; products: number };

/** The closest lexicon word of each word (the word itself when known, or when nothing is near). */
export async function closestLexiconWords(db: DbOrTx, words: string[]): Promise<string[]> {
  const lookups = words.flatMap((word, i) => {
    const max = suggestionEdits(word);
    if (max === 0) return [];
    const length = [...word].length;
    return [
      sql`SELECT ${i}::int AS i, w.word, w.products FROM search_words w
           WHERE w.word = ${word}
              OR (length(w.word) BETWEEN ${Math.max(MIN_SUGGESTED_LETTERS, length - max)} AND ${length + max}
                  AND levenshtein_less_equal(w.word, ${word}, ${2 * max}) <= ${2 * max})`,
    ];
  });
  const candidates = lookups.length
    ? await queryRows<Candidate>(db, sql.join(lookups, sql` UNION ALL `))
    : [];
  return words.map((word, i) => {
    const mine = candidates.filter((c) => c.i === i);
    if (mine.some((c) => c.word === word)) return word;
    const max = suggestionEdits(word);
    const best = mine
      .map((c) => ({ ...c, edits: editDistance(word, c.word, max) }))
      .filter((c) => c.edits <= max)
      .sort((a, b) => a.edits - b.edits || b.products - a.products || a.word.localeCompare(b.word))[0];
    return best?.word ?? word;
  });
}
