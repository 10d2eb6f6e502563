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

/**
 * Security headers on every answer (pages, API, assets, errors) with helmet: the CSP above, no framing, nosniff, a
 * referrer that leaves the site as its origin only, and HSTS when the site is https. Helmet's middleware is built
 * once here and run on each request: @fastify/helmet built it again on every request (parsing the policy each
 * time), about a twentieth of a cart read's time on the server (issue 23 §6).
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
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws instead of passing an error on (since 8.1), so its callback only ever continues.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
