import type { FastifyRequest } from 'fastify';
import { type LoggerOptions, type SerializedError, stdSerializers } from 'pino';

/**
 * Logs never carry secrets or personal data. A failed statement is logged without its parameters (Drizzle
 * writes them into the error's message), request URLs lose the values of secret query parameters, and the
 * fields that the app's bodies and rows carry are blanked wherever a log call passes them. E-mail addresses
 * and password hashes left in error text are masked as a last net.
 */

/** Field names of request bodies, account and address rows that hold secrets or personal data. */
const PRIVATE_FIELDS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'otpCode',
  'otp_code',
  'token',
  'nonce',
  'google_oauth_token',
  'payment_token',
  'card_number',
  'cardNumber',
  'cvc',
  'exp_month',
  'exp_year',
  'email',
  'emails',
  'firstname',
  'lastname',
  'street1',
  'street2',
  'city',
  'postcode',
  'telephone',
]);

/** Query parameters whose values are secrets or personal: reset and invite links, sign-in codes, the mailbox. */
const PRIVATE_QUERY_KEYS = new Set(['token', 'nonce', 'code', 'otp', 'otpcode', 'email', 'to', 'password']);

/** An e-mail address, also URL-encoded ('%40'). */
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** argon2 ($argon2id$v=19$m=…,t=…,p=…$salt$hash) and bcrypt hashes as they are stored. */
const PASSWORD_HASH =
  /\$argon2(?:id|i|d)\$(?:v=\d+\$)?[^$\s]*\$[\w+/=]+\$[\w+/=]+|\$2[aby]?\$\d\d\$[./\w]{53}/g;
/** Drizzle's "Failed query: <sql>\nparams: <values>", when the error itself is not at hand to cut exactly. */
const PARAMS_LINE = /\nparams: [^\n]*/g;

/** Keys whose values go through a serializer of their own (below, or Fastify's res). */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);
const REDACTED = '[Redacted]';

/** Headers, should a serializer ever log them: pino's redact, on the serialized request and response. */
export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * The log object with every private field blanked, at any depth of plain objects and arrays. Copied where
 * something changes, so the caller's objects stay as they were. pino's redact with `*.field` wildcards did
 * the same at about 20 µs a line; this walk costs well under 1 µs for the app's small log objects.
 */
export function maskPrivateFields(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const masked = value.map((item) => maskPrivateFields(item, depth + 1));
    return masked.some((item, index) => item !== value[index]) ? masked : value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const inner = record[key];
    const keep = depth === 0 && SERIALIZED_KEYS.has(key);
    const masked = PRIVATE_FIELDS.has(key) ? REDACTED : keep ? inner : maskPrivateFields(inner, depth + 1);
    if (masked === inner) continue;
    copy ??= { ...record };
    copy[key] = masked;
  }
  return copy ?? value;
}

function maskText(text: string, cuts: string[]): string {
  let masked = text;
  for (const cut of cuts) masked = masked.split(cut).join('');
  return masked.replace(PARAMS_LINE, '').replace(EMAIL, '[email]').replace(PASSWORD_HASH, '[hash]');
}

type ErrorLike = Error & { query?: unknown; params?: unknown; errors?: unknown };

/** The "\nparams: …" text of every Drizzle query error in the chain (causes and aggregated errors). */
function parameterTexts(error: unknown, seen = new Set<unknown>()): string[] {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const own = error as ErrorLike;
  const texts = typeof own.query === 'string' && Array.isArray(own.params) ? [`\nparams: ${own.params}`] : [];
  const nested = [own.cause, ...(Array.isArray(own.errors) ? own.errors : [])];
  return [...texts, ...nested.flatMap((inner) => parameterTexts(inner, seen))];
}

/** Masks a serialized error in place: its text, its string fields, and the serialized errors inside it. */
function maskSerialized(serialized: Record<string, unknown>, cuts: string[]): void {
  // The parameters themselves, and PostgreSQL's detail ("Failing row contains (…)", "Key (email)=(…)").
  delete serialized.params;
  delete serialized.detail;
  for (const [key, value] of Object.entries(serialized)) {
    if (typeof value === 'string') {
      serialized[key] = maskText(value, cuts);
    } else if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') maskSerialized(item, cuts);
    } else if (value && typeof value === 'object' && 'stack' in value) {
      maskSerialized(value as Record<string, unknown>, cuts);
    }
  }
}

/** pino's error serializer, then the statement's parameters and personal data taken out. */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  // Anything that is not error-like comes back as it was given: nothing of ours to mask.
  if (serialized !== (error as unknown)) maskSerialized(serialized, parameterTexts(error));
  return serialized;
}

/** A URL with the values of private query parameters replaced, and no e-mail address anywhere. */
export function maskUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url.replace(EMAIL, '[email]');
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      const name = safeDecode(key).replace(/\[.*$/, '').toLowerCase();
      return equals >= 0 && PRIVATE_QUERY_KEYS.has(name) ? `${key}=[Redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`.replace(EMAIL, '[email]');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request serializer with the URL masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** The logger options every Pantry logger takes (app.ts loggerOptions). */
export const privateLogOptions = {
  redact: { paths: logRedactPaths, censor: REDACTED },
  serializers: { err: serializeError, req: serializeRequest },
  formatters: {
    log: (object: Record<string, unknown>) => maskPrivateFields(object) as Record<string, unknown>,
  },
} satisfies Pick<LoggerOptions, 'redact' | 'serializers' | 'formatters'>;
