import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wholeNumber } from '../catalog/schemas.ts';

/**
 * GET /api/bench/constant?bytes=N: a constant JSON body of about N bytes, built once per size. The
 * benchmark's ceiling: what this server answers when it does no work. Registered only with BENCH_ROUTES=true.
 */
const bodies = new Map<number, string>();
const MAX_CACHED_SIZES = 64;

function constantBody(bytes: number): string {
  const cached = bodies.get(bytes);
  if (cached) return cached;
  const envelope = '{"success":true,"data":""}';
  const body = `{"success":true,"data":"${'x'.repeat(Math.max(0, bytes - envelope.length))}"}`;
  if (bodies.size < MAX_CACHED_SIZES) bodies.set(bytes, body);
  return body;
}

export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bench/constant',
    {
      schema: {
        hide: true,
        querystring: z.object({ bytes: wholeNumber(0, 10_000_000).default(1024) }),
      },
    },
    (request, reply) => reply.type('application/json; charset=utf-8').send(constantBody(request.query.bytes)),
  );
};
