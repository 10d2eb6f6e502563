import fc from 'fast-check';
import qs from 'qs';

/**
 * Typed garbage for the API fuzz test (issue 10: bad input is a 4xx, never a 500). Requests are drawn from the
 * app's own OpenAPI document: every operation, its path, query, header and body fields, filled with values that
 * fit the schema or deliberately do not.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** The OpenAPI path, e.g. `/api/v1/account/cc/{id}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

type OpenApiDocument = {
  paths?: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const body = (content['application/json'] ?? Object.values(content)[0])?.schema;
      operations.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body });
    }
  }
  return operations;
}

/** Values that have broken servers before: NUL, lone surrogates, numbers past every column, odd shapes. */
const HUGE_TEXT = 'x'.repeat(70_000);
export const NASTY_VALUES: readonly unknown[] = [
  '\u0000',
  'ok\u0000ok',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '😀\udc00',
  HUGE_TEXT,
  '',
  ' ',
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  '1e308',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999999',
  '2147483648',
  '0x1F',
  '1.5',
  null,
  true,
  false,
  [],
  {},
  [[[[]]]],
  { a: { b: { c: { d: 'e' } } } },
  ['\u0000', '\ud800'],
  { '\u0000': 'key', '\ud800': 'key' },
];

/** NaN and the infinities cannot be JSON; they go as text in queries and forms. */
const NOT_JSON_NUMBERS = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value that fits the schema (or nearly: bounds are loose on purpose). `hints` give real ids by field name. */
export function fitting(schema: JsonSchema | undefined, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const hint = hints[name];
  if (!hint || (Array.isArray(hint) && hint.length === 0)) return fittingShape(schema, hints);
  const real = Array.isArray(hint) ? fc.constantFrom(...hint) : (hint as fc.Arbitrary<unknown>);
  return fc.oneof(
    { weight: 3, arbitrary: real },
    { weight: 1, arbitrary: tainted(real) },
    { weight: 2, arbitrary: fittingShape(schema, hints) },
  );
}

/** Text that fits its field but for one NUL or unpaired surrogate, which PostgreSQL cannot store. */
function tainted(text: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc
    .tuple(text.map(String), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat())
    .map(([value, bad, at]) => {
      const cut = at % (value.length + 1);
      return `${value.slice(0, cut)}${bad}${value.slice(cut)}`;
    });
}

function fittingShape(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => fitting(choice, hints)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fittingShape({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case 'string':
      if (schema.pattern?.includes('\\d')) return fc.integer({ min: 0, max: 3000 }).map(String);
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }) },
        { weight: 1, arbitrary: tainted(fc.string({ maxLength: 10 })) },
      );
    case 'integer':
    case 'number':
      // Whole numbers within the bounds (a fractional bound, such as a price's 0.01, rounds inwards).
      return fc.integer({
        min: Math.ceil(Math.max(schema.minimum ?? -5, -5)),
        max: Math.floor(Math.min(schema.maximum ?? 3000, 3000)),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(field(schema.items, hints), { maxLength: 3 });
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Real values for fields by name (ids of the test shopper's card, order, address…). */
export type Hints = Record<string, readonly unknown[] | fc.Arbitrary<unknown>>;

/** A field's value: mostly fitting, sometimes garbage, at any depth. */
export function field(schema: JsonSchema | undefined, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: fitting(schema, hints, name) }, { weight: 1, arbitrary: garbage });
}

/**
 * An object of the schema's fields: often only one to three of them (so one bad field is not hidden behind
 * another's refusal), sometimes any of them, with a few unknown keys where the schema allows them.
 */
function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, field(value, hints, key)]),
  );
  const keys = Object.keys(known);
  const few = fc
    .subarray(keys, { maxLength: Math.min(3, keys.length) })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((key) => [key, known[key]!]))));
  const record = fc.oneof(
    { weight: 3, arbitrary: few },
    { weight: 1, arbitrary: fc.record(known, { requiredKeys: [] }) },
  );
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), field(schema.additionalProperties, hints), {
    maxKeys: 3,
  });
  return fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }));
}

/** Query strings no schema describes: too deep, too wide, badly escaped. */
export const RAW_QUERIES: readonly string[] = [
  `filter${'[a]'.repeat(40)}=1`,
  `a${'[b]'.repeat(200)}=1`,
  Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&'),
  Array.from({ length: 300 }, () => 'filter[diets][]=vegan').join('&'),
  Array.from({ length: 300 }, (_, i) => `filter[diets][${i}]=vegan`).join('&'),
  'filter[diets][999999999]=vegan',
  'filter=vegan&filter[diets]=keto',
  'filter[__proto__][x]=1&constructor[prototype][y]=1',
  'cur_page=1e308&page_size=1e308',
  'cur_page=-1&page_size=-1',
  'cur_page=Infinity&page_size=NaN',
  'cur_page[]=1&page_size[a]=2',
  'q=%00&ccode=%00&code=a%00b',
  'q=%ED%A0%80&ccode=%ED%A0%80',
  'q=%&ccode=%E0%A4%A&code=%%%',
  'line_item_ids=1,2,x&cart_ids[]=-1',
  `line_item_ids=${Array.from({ length: 500 }, (_, i) => i + 1).join(',')}`,
  `q=${'%F0%9F%98%80'.repeat(300)}`,
  `ccode=${'y'.repeat(10_000)}`,
];

/** Path segments: both ids that could exist and ones no route should choke on. */
export const RAW_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%E0%A4%A',
  '%2F..%2F',
  '%20',
  'x'.repeat(600),
  '1'.repeat(45),
  'null',
  'undefined',
  '__proto__',
];

/** Bodies no JSON or form parser should take, and some they take that no schema wants. */
export const RAW_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":}' },
  { contentType: 'application/json', payload: '[1,' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '1e999' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}` },
  { contentType: 'application/json', payload: '{"code":"\\ud800","email":"\\u0000"}' },
  { contentType: 'application/json; charset=latin1', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: '%' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a[=1&b]=2&[]=3' },
  { contentType: 'application/x-www-form-urlencoded', payload: '%E0%A4%A=1&x=%ED%A0%80' },
  { contentType: 'application/x-www-form-urlencoded', payload: `a${'[b]'.repeat(100)}=1` },
  { contentType: 'application/x-www-form-urlencoded', payload: 'products=1&products[0][product_id]=x' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data\r\n\r\n',
  },
  { contentType: 'application/xml', payload: '<a/>' },
];

/** A query string for values that may hold NaN or Infinity (qs writes them as text). */
export function queryString(values: Record<string, unknown>): string {
  return qs.stringify(values, { allowEmptyArrays: true });
}

/** A JSON body; NaN and the infinities (which JSON.stringify would write as null) go as text. */
export function jsonBody(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
}

/**
 * Who sends a request: nobody, the test shopper (`verified`: with a passed code check, so account changes that
 * need one are reached too), someone with a made-up session cookie, or (for /api/admin) the operator or someone
 * with the wrong token.
 */
export type Sender = 'visitor' | 'shopper' | 'verified' | 'stranger' | 'admin' | 'bad-admin';

export type FuzzRequest = {
  method: string;
  url: string;
  sender: Sender;
  headers: Record<string, string>;
  body?: { contentType: string; payload: string };
};

/** A path segment as a client would write it: percent-encoded; text encodeURIComponent refuses goes as is. */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));
  }
}

function pathOf(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const segments = names.map((name) =>
    fc.oneof(
      { weight: 2, arbitrary: fitting({ type: 'string' }, hints, name).map(pathSegment) },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
      { weight: 1, arbitrary: garbage.map(pathSegment) },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let path = operation.path;
    names.forEach((name, index) => {
      path = path.replace(`{${name}}`, values[index] ?? '');
    });
    return path;
  });
}

function queryOf(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const fields = operation.parameters.filter((parameter) => parameter.in === 'query');
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((parameter) => [parameter.name, parameter.schema ?? {}])),
  };
  const described = objectOf(schema, hints).map(queryString);
  const raw = fc.constantFrom(...RAW_QUERIES);
  return fc.oneof(
    { weight: 4, arbitrary: described },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.tuple(described, raw).map(([a, b]) => `${a}&${b}`) },
  );
}

function headersOf(operation: Operation, hints: Hints): fc.Arbitrary<Record<string, string>> {
  const fields = operation.parameters.filter((parameter) => parameter.in === 'header');
  const values = Object.fromEntries(
    fields.map((parameter) => [
      parameter.name,
      fc.oneof(
        fc.uuid(),
        fitting(parameter.schema, hints, parameter.name).map(String),
        // An object goes as JSON: String() throws on one whose toString or valueOf is not a function
        // (fc.jsonValue makes { toString: 0 } now and then), which failed a CI run.
        garbage.map((value) =>
          typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
        ),
      ),
    ]),
  );
  return fc.record(values, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

function bodyOf(operation: Operation, hints: Hints): fc.Arbitrary<FuzzRequest['body']> {
  const value = field(operation.body ?? { type: 'object' }, hints);
  const described = fitting(operation.body ?? { type: 'object' }, hints);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: described.map((v) => ({ contentType: 'application/json', payload: jsonBody(v) })),
    },
    {
      weight: 2,
      arbitrary: described.map((v) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: queryString(
          typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : { value: v },
        ),
      })),
    },
    { weight: 1, arbitrary: value.map((v) => ({ contentType: 'application/json', payload: jsonBody(v) })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** One request to `operation`: path, query, headers and body each fitting or garbage, from one sender. */
export function requestTo(operation: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const senders: Sender[] = operation.path.startsWith('/api/admin')
    ? ['admin', 'admin', 'visitor', 'bad-admin']
    : ['visitor', 'shopper', 'verified', 'stranger'];
  const sendsBody = operation.body !== undefined || ['POST', 'PUT'].includes(operation.method);
  return fc
    .record({
      path: pathOf(operation, hints),
      query: queryOf(operation, hints),
      headers: headersOf(operation, hints),
      body: sendsBody ? bodyOf(operation, hints) : fc.constant(undefined),
      sender: fc.constantFrom(...senders),
    })
    .map(({ path, query, headers, body, sender }) => ({
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      sender,
      headers,
      ...(body ? { body } : {}),
    }));
}
