/**
 * Personal data in an analytics event (issue 26: 'No personal data is kept beyond the visitor id and account id;
 * e-mails and names are refused'). An event is refused when any of its values, at any depth and before unknown
 * fields are dropped, looks like an e-mail address, or when a field named for a person's details (e-mail, first,
 * last or full name, phone, street address) holds a value. A person's name in free text cannot be told from a
 * product's; the field names catch what a client sends as a name.
 */

const EMAIL = /[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}/i;

const PERSONAL_KEYS = new Set([
  'email',
  'e_mail',
  'emailaddress',
  'email_address',
  'firstname',
  'first_name',
  'lastname',
  'last_name',
  'fullname',
  'full_name',
  'customer_name',
  'username',
  'user_name',
  'phone',
  'phone_number',
  'telephone',
  'street',
  'address',
  'address1',
  'address2',
  'street_address',
]);

function normalizedKey(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The path of the first personal value found (e.g. 'properties.email'), or null when there is none. */
export function findPersonalData(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return EMAIL.test(value) ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findPersonalData(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      const normal = normalizedKey(key);
      if ((PERSONAL_KEYS.has(normal) || PERSONAL_KEYS.has(normal.replace(/_/g, ''))) && hasValue(item))
        return here;
      const found = findPersonalData(item, here);
      if (found) return found;
    }
  }
  return null;
}
