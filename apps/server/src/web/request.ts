import type { FastifyReply, FastifyRequest } from 'fastify';

/** Paths the API and media own; React Router never sees them. */
export function isServerPath(url: string): boolean {
  return /^\/(?:api|media)(?:\/|\?|$)/.test(url);
}

/**
 * The page's absolute URL. The path is appended to the origin (never resolved against it, so '//other.host'
 * stays a path); a Host header that makes no valid URL falls back to the configured site origin.
 */
function pageUrl(request: FastifyRequest, siteOrigin: string): URL {
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
  try {
    return new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${request.host}${path}`);
  } catch {
    return new URL(`${siteOrigin}${path}`);
  }
}

/**
 * Fastify's request as a Fetch Request for React Router. Only GET and HEAD reach pages, so there is no
 * body to carry. The signal aborts when the client goes away before the answer is sent.
 */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply, siteOrigin: string): Request {
  const url = pageUrl(request, siteOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (typeof value === 'string') headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
