/**
 * Name split (account spec §5): 'at the last space into first and last; the last name becomes N/A if there is a
 * single word.'
 */

export const MISSING_LAST_NAME = 'N/A';

export interface FullName {
  firstname: string;
  lastname: string;
}

/** Trims and collapses runs of whitespace first, so 'Ann  Lee ' splits like 'Ann Lee'. */
export function splitFullName(name: string | null | undefined): FullName {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  const cut = clean.lastIndexOf(' ');
  if (cut === -1) return { firstname: clean, lastname: MISSING_LAST_NAME };
  return { firstname: clean.slice(0, cut), lastname: clean.slice(cut + 1) };
}
