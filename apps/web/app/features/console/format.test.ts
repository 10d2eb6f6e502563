import { describe, expect, it } from 'vitest';
import { auditQueryFromSearch, newestPageSearch, olderPageSearch } from './audit-search.ts';
import { changedFields, valueText } from './format.ts';

describe('an audit entry’s change', () => {
  it('lists only the fields that differ, with what they were and became', () => {
    expect(
      changedFields(
        { role: 'support', name: 'Sam', disabled: false },
        { role: 'owner', name: 'Sam', disabled: false },
      ),
    ).toEqual([{ field: 'role', before: 'support', after: 'owner' }]);
  });

  it('lists every field of something created (no before) or removed (no after)', () => {
    expect(changedFields(null, { email: 'a@b.test', role: 'support' })).toEqual([
      { field: 'email', before: undefined, after: 'a@b.test' },
      { field: 'role', before: undefined, after: 'support' },
    ]);
    expect(changedFields({ id: 4 }, null)).toEqual([{ field: 'id', before: 4, after: undefined }]);
  });

  it('treats plain values as one field, and writes nothing as a dash', () => {
    expect(changedFields(3, 5)).toEqual([{ field: 'value', before: 3, after: 5 }]);
    expect(changedFields(null, null)).toEqual([]);
    expect(valueText(null)).toBe('—');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('2026-12-04T21:49:30.662Z')).toMatch(/^Dec [45], 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(valueText('support')).toBe('support');
    expect(valueText(750, 'available_cents')).toBe('$7.50');
    expect(valueText(750, 'qty')).toBe('750');
  });
});

describe('the audit page’s address', () => {
  it('keeps the filters that are set and readable, 50 to a page', () => {
    const search = new URLSearchParams('q=invite&actor=&from=2026-11-01&to=yesterday&before=120');
    expect(auditQueryFromSearch(search)).toEqual({ q: 'invite', from: '2026-11-01', before: 120, limit: 50 });
  });

  it('pages older with the same filters, and back to the newest', () => {
    const search = new URLSearchParams('q=invite&before=120');
    expect(olderPageSearch(search, 70)).toBe('?q=invite&before=70');
    expect(newestPageSearch(search)).toBe('?q=invite');
  });
});
