import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { createSessionStore } from './service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Is this unsafe request from another site? A browser always names the page's origin on a cross-origin post, so
 * an Origin that is neither the configured site nor this host itself is refused. Requests without Origin (curl,
 * other servers) carry no browser cookies by accident, so they pass; Sec-Fetch-Site catches old browsers that
 * send only that.
 */
export function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === siteOrigin) return false;
    const ownOrigin = `${request.protocol}://${request.host}`;
    return origin !== ownOrigin;
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export async function registerSessions(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorate('sessions', createSessionStore(app.db));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, app.config.siteOrigin)) {
      throw new AppError('forbidden', 'Requests from another site are not allowed.');
    }
  });
}
