/**
 * How far a typed search word may be from a catalog word and still match it (issue 23 §8): Typesense's
 * defaults (min_len_1typo 4, min_len_2typo 7), counted on the word as typed: a word of 4 or more letters is
 * allowed one edit, a word of 7 or more two, so 'waer' finds water and 'glss' glass. (Issue 12 §3 had
 * Meilisearch's 5 and 9, which left every 4-letter typo finding nothing.)
 * An edit is inserting, deleting or changing one letter, or swapping two adjacent letters (the optimal
 * string alignment form of the Damerau–Levenshtein distance: 'graepfruit' is one edit from 'grapefruit').
 * The last word of a query is allowed to be the start of a longer word ('pistach' finds 'pistachio'),
 * with the same tolerance on the part typed.
 */

/** Words this long get one edit… */
export const ONE_EDIT_MIN_LETTERS = 4;
/** …and words this long get two. */
export const TWO_EDITS_MIN_LETTERS = 7;

/**
 * The edits a typed word is allowed. Words with digits ('12oz', '2%') are sizes and codes: a near miss is
 * another size, not a typo, so they must match exactly.
 */
export function allowedEdits(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const letters = [...word].length;
  if (letters >= TWO_EDITS_MIN_LETTERS) return 2;
  if (letters >= ONE_EDIT_MIN_LETTERS) return 1;
  return 0;
}

/**
 * The number of edits between a and b (insert, delete, substitute, adjacent swap) when it is at most max,
 * otherwise max + 1. Stops as soon as a whole row of the table is over max, so far-apart words cost little.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      current.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? max + 1, max + 1);
}

/**
 * The edits between the typed text and the closest start of word (some prefix of it), at most max, else
 * max + 1: 'pistahc' is one edit from 'pistach', the start of 'pistachio'.
 */
export function prefixEditDistance(typed: string, word: string, max: number): number {
  const length = [...typed].length;
  const letters = [...word];
  let best = max + 1;
  for (let size = Math.max(1, length - max); size <= Math.min(letters.length, length + max); size++) {
    best = Math.min(best, editDistance(typed, letters.slice(0, size).join(''), max));
    if (best === 0) break;
  }
  return best;
}

export type WordMatch = { word: string; edits: number; prefix: boolean };

/**
 * How a catalog word matches a typed word under the tolerance rule, or null when it does not. A whole-word
 * match is preferred to a prefix match at the same number of edits.
 */
export function toleratedMatch(typed: string, word: string, asPrefix: boolean): WordMatch | null {
  const max = allowedEdits(typed);
  const whole = editDistance(typed, word, max);
  const start = asPrefix ? prefixEditDistance(typed, word, max) : max + 1;
  if (whole <= max && whole <= start) return { word, edits: whole, prefix: false };
  if (start <= max) return { word, edits: start, prefix: true };
  return null;
}
