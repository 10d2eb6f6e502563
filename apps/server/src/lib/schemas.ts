import { z } from 'zod';

/**
 * Zod pieces shared by several modules' request schemas.
 */

/** A whole number in a range, from a query string ("2") or a loader (2). */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}
