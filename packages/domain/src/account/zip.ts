/**
 * US ZIP rules (account spec §5): '5 digits with an optional 4-digit extension. Address lookup runs only when the
 * zip has 5 or more characters.'
 */

const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** '12345' or '12345-6789', surrounding spaces ignored. */
export function isUsZip(zip: string | null | undefined): boolean {
  return US_ZIP.test((zip ?? '').trim());
}

/** True once the typed zip reaches 5 characters (spaces around it not counted). */
export function shouldLookUpZip(zip: string | null | undefined): boolean {
  return (zip ?? '').trim().length >= 5;
}
