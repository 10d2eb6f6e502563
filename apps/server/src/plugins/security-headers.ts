import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Google Identity Services (sign-in button and one-tap), allowed only when GOOGLE_CLIENT_ID is set. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

type CspOptions = Pick<Config, 'nodeEnv' | 'siteOrigin' | 'googleClientId'>;
type Directives = Record<string, Array<string | ((req: unknown, res: ServerResponse) => string)>>;

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/**
 * Random bytes drawn 256 nonces at a time: one randomBytes call per answer was a measurable part of a cart read
 * (issue 23 §6). Every nonce is still 16 bytes of the CSPRNG, and no bytes are used twice.
 */
let pool = Buffer.alloc(0);
let taken = 0;

function freshNonce(): string {
  if (taken + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

/** The response's script nonce, made on first use (helmet asks first, when it writes the header). */
function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The nonce of this reply's Content-Security-Policy, for the inline scripts a page renders. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * The policy of every answer. Scripts: our files and the inline scripts React Router writes, which carry the
 * response's nonce. Styles: our stylesheets; style attributes stay allowed because pages render some (progress
 * bars, rating stars). The 'unsafe-inline' in style-src is only for browsers without style-src-elem/-attr.
 */
export function cspDirectives({ nodeEnv, siteOrigin, googleClientId }: CspOptions): Directives {
  const google = Boolean(googleClientId);
  const development = nodeEnv === 'development';
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [
      "'self'",
      (_req, res) => `'nonce-${nonceOf(res)}'`,
      ...(google ? [`${GOOGLE_GSI}client`] : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(google ? [`${GOOGLE_GSI}style`] : [])],
    // Vite's hot reload and error overlay add <style> elements in development.
    'style-src-elem': [
      "'self'",
      ...(development ? ["'unsafe-inline'"] : []),
      ...(google ? [`${GOOGLE_GSI}style`] : []),
    ],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // Vite's hot-reload websocket in development; 'self' does not cover ws: in every browser.
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : []), ...(google ? [GOOGLE_GSI] : [])],
    'frame-src': google ? [GOOGLE_GSI] : ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (siteOrigin.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The OpenAPI page's policy: the store's, except that Swagger UI adds a <style> element of its own. Its
 * scripts are files, so script-src stays as strict.
 */
export function docsPolicy(storePolicy: string): string {
  return storePolicy.replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'");
}

/** Stands in for the nonce while helmet's headers are worked out once; each answer puts its own nonce there. */
const NONCE_SENTINEL = 'pantry-nonce-sentinel';

type HeaderWrite = { name: string; value: string; nonceAt: number };

/**
 * The headers helmet writes for these options, worked out once by running its middleware on a stand-in response:
 * helmet stays the one that decides the headers and their values, and a request only copies them (issue 23 §6:
 * running helmet on every request showed in a cart read's CPU profile).
 */
function helmetHeaders(setHeaders: ReturnType<typeof helmet>): { writes: HeaderWrite[]; removes: string[] } {
  const writes: HeaderWrite[] = [];
  const removes: string[] = [];
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      const text = String(value);
      writes.push({ name, value: text, nonceAt: text.indexOf(NONCE_SENTINEL) });
    },
    removeHeader(name: string) {
      removes.push(name);
    },
  } as unknown as ServerResponse;
  nonces.set(standIn, NONCE_SENTINEL);
  let finished = false;
  setHeaders({} as never, standIn, () => {
    finished = true;
  });
  if (!finished)
    throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return { writes, removes };
}

/**
 * Security headers on every answer (pages, API, assets, errors) with helmet: the CSP above, no framing, nosniff, a
 * referrer that leaves the site as its origin only, and HSTS when the site is https. Helmet's headers are worked
 * out once here (helmetHeaders) and copied onto each answer with the answer's own nonce.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: CspOptions): Promise<void> {
  const https = options.siteOrigin.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    // Google's sign-in popup needs its opener; without Google nothing opens another window.
    crossOriginOpenerPolicy: { policy: options.googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const { writes, removes } = helmetHeaders(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removes) res.removeHeader(name);
    for (const { name, value, nonceAt } of writes) {
      res.setHeader(
        name,
        nonceAt < 0
          ? value
          : value.slice(0, nonceAt) + nonceOf(res) + value.slice(nonceAt + NONCE_SENTINEL.length),
      );
    }
    done();
  });
}
