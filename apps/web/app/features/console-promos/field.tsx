import type { z } from 'zod';

/**
 * The Promotions forms' shared parts (their fields are the console's CheckedField): the check that turns a form's values into the wire body or
 * the messages field by field (the zod schema's first, then the rules between fields the server applies too).
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The schema's messages by field, then the rules' (only when the schema passed). */
export function checkForm<S extends z.ZodType<object>, F extends string>(
  schema: S,
  rules: (value: z.infer<S>) => FieldErrors<F>,
  value: unknown,
): { value: z.infer<S> | null; errors: FieldErrors<F> } {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const errors: FieldErrors<F> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as F;
      errors[field] ??= issue.code === 'invalid_type' ? 'Enter a number here.' : issue.message;
    }
    return { value: null, errors };
  }
  const errors = rules(parsed.data);
  return { value: Object.keys(errors).length ? null : parsed.data, errors };
}

/** A form's text: trimmed, or null when empty. */
export function textOrNull(form: FormData, name: string): string | null {
  const value = form.get(name);
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/** A form's number: null when empty, NaN when not a number (the schema then says so). */
export function numberOrNull(form: FormData, name: string): number | null {
  const text = textOrNull(form, name);
  return text === null ? null : Number(text.replace(/^\$/, ''));
}

/** 'Saved.' under a form once its call went through (announced). */
export function SavedNote({ text }: { text: string | null }) {
  return (
    <p role="status" className="console-muted">
      {text ?? ''}
    </p>
  );
}
