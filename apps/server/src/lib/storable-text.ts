/**
 * PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate is not Unicode at all (drivers store
 * it as U+FFFD, or refuse it inside JSON). Either one in a request is a client's mistake, so the API refuses it
 * before any service sees it (issue 10: bad input is a 4xx, never a 500).
 */

// One pass per string: a NUL, or a surrogate that is not half of a pair (in a `u` regex a pair is one code point).
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

type Visit = { value: unknown; key: string; parent: Visit | undefined };

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string (a value or a key) that cannot be stored, [] when `input` is one, or null when
 * every string is fine. Iterative, so a body nested a million arrays deep cannot overflow the stack.
 */
export function findUnstorableText(input: unknown): string[] | null {
  if (typeof input === 'string') return isStorableText(input) ? null : [];
  if (typeof input !== 'object' || input === null || ArrayBuffer.isView(input)) return null;
  const pending: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const object = visit.value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      if (!isStorableText(key)) return [...pathTo(visit), key];
      const value = object[key];
      if (typeof value === 'string') {
        if (!isStorableText(value)) return [...pathTo(visit), key];
      } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
        pending.push({ value, key, parent: visit });
      }
    }
  }
  return null;
}
