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

/** Whether a field's name is a person's details. Events repeat a few dozen names: each is worked out once. */
const personalKeys = new Map<string, boolean>();
function isPersonalKey(key: string): boolean {
  let personal = personalKeys.get(key);
  if (personal === undefined) {
    const normal = normalizedKey(key);
    personal = PERSONAL_KEYS.has(normal) || PERSONAL_KEYS.has(normal.replace(/_/g, ''));
    // Bounded: a hostile client's made-up names are worked out each time rather than kept.
    if (personalKeys.size < 10_000) personalKeys.set(key, personal);
  }
  return personal;
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The keys and indexes down to the first personal value, innermost first; null when there is none. */
function findPersonalPath(value: unknown): (string | number)[] | null {
  // An e-mail address needs an '@': the pattern runs only on the strings that have one.
  if (typeof value === 'string') return value.includes('@') && EMAIL.test(value) ? [] : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findPersonalPath(value[index]);
      if (found) return [...found, index];
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const item = (value as Record<string, unknown>)[key];
      if (isPersonalKey(key) && hasValue(item)) return [key];
      const found = findPersonalPath(item);
      if (found) return [...found, key];
    }
  }
  return null;
}

/**
 * The path of the first personal value found (e.g. 'properties.email'), or null when there is none. The path is
 * written only for a refusal: the walk over a clean batch (every call) builds no strings.
 */
export function findPersonalData(value: unknown, path = ''): string | null {
  const found = findPersonalPath(value);
  if (!found) return null;
  let written = path;
  for (const step of found.reverse()) {
    written = typeof step === 'number' ? `${written}[${step}]` : written ? `${written}.${step}` : step;
  }
  return written || '(value)';
}
