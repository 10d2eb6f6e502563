import { formatDollars, STAFF_ROLE_LABELS, type StaffRole } from '@pantry/domain';

/** How the console writes a moment: 'Nov 27, 2026, 9:14 PM' in the operator's own time zone. */
export function formatMoment(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function roleLabel(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role] ?? role;
}

/** One field of a change: its name, and what it was and became (undefined: the side did not have it). */
export type ChangedField = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An audit entry's before and after as the fields that differ, so an operator reads 'role: Support agent →
 * Owner' instead of two blobs. A created thing (no before) or a removed one (no after) lists every field it had;
 * values that are not records are one field, 'value'.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before, after }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field,
      before: isRecord(before) ? was[field] : undefined,
      after: isRecord(after) ? now[field] : undefined,
    }));
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value of a change as text: '—' for nothing, a field in cents (`available_cents`) as dollars, a moment as the
 * console writes moments, other strings as they are, the rest as compact JSON.
 */
export function valueText(value: unknown, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('_cents')) return formatDollars(value);
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatMoment(value) : value;
  return JSON.stringify(value);
}
