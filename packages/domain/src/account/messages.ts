/**
 * Account texts, word for word from the account spec (§5 validation rules), plus the few this package had to
 * word itself (marked as interpretations).
 */

export const accountMessages = {
  required: 'This is a required field.',
  invalidPassword: 'Please enter a valid password, 8 or more characters.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid mobile number.',
  invalidZip: 'We couldn’t validate your ZIP code, please try again.',
  contiguousStatesOnly: 'Sorry! At this time, we are only able to ship to the contiguous 48 states.',
  noAlaskaOrHawaii: "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
  /** Interpretation: the spec says PO boxes are rejected but gives no text. */
  noPoBoxes: "We can't ship to PO boxes. Please enter a street address.",
  /** Interpretation: the spec names a maximum length but gives no text. */
  tooLong: 'Please enter no more than 255 characters.',
} as const;

/** A refusal is a value: the field's message, ready to show. */
export type FieldCheck<T = string> = { ok: true; value: T } | { ok: false; message: string };
