/**
 * Text entry filter (account spec §5): 'allows only letters, digits and space.'
 * Letters include accented and other non-Latin letters (with their combining marks); digits are 0-9; space is the
 * plain space, so tabs and new lines are removed.
 */

const NOT_ALLOWED = /[^\p{L}\p{M}0-9 ]/gu;

export function filterTextEntry(text: string | null | undefined): string {
  return (text ?? '').replace(NOT_ALLOWED, '');
}
