/**
 * Query strings and form bodies for /api/v1 (spec §7: 'form-encoded posts, repeated-array query
 * formatting'). Arrays of plain values repeat their key (`a=1&a=2`); objects nest with brackets
 * (`filter[diets]=vegan`, `products[0][qty]=2`). Empty values (null, undefined) are left out.
 */
type Plain = string | number | boolean;

function pairs(value: unknown, key: string, out: [string, string][]): void {
  if (value == null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (item !== null && typeof item === 'object') pairs(item, `${key}[${i}]`, out);
      else pairs(item, key, out);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pairs(v, `${key}[${k}]`, out);
    return;
  }
  out.push([key, String(value as Plain)]);
}

export function encodeParams(params: Record<string, unknown>): string {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) pairs(value, key, out);
  return out
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`,
    )
    .join('&');
}
