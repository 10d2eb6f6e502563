/**
 * Money is integer cents everywhere inside Pantry (architecture: Money). Dollars appear only at the edge.
 */

/** Rounds half away from zero to a whole cent: the one rounding rule for money. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Cents to dollars with 2 decimals, for API responses. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars (as sent by a client) to cents. */
export function dollarsToCents(dollars: number): number {
  return roundCents(dollars * 100);
}

/**
 * A whole number with US thousands separators ("12,345"). Written out rather than `toLocaleString('en-US')`,
 * which starts the browser's locale data on first use: on a phone that was a tenth of the page's hydration.
 */
export function groupThousands(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "$12.34" (spec §9: prices in US dollars with 2 decimals). */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as the API sends them (a number with 2 decimals, absent as 0) shown as "$12.34": the web's one money formatter. */
export function formatWireDollars(dollars: number | null | undefined): string {
  return formatDollars(dollarsToCents(dollars ?? 0));
}

/** A percent of an amount in cents, rounded half-up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return roundCents((cents * percent) / 100);
}
