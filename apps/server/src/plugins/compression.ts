import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes a compressed answer saves less than the work costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Pages and API answers are compressed on the fly, brotli first then gzip, by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding` so a cache keeps the versions apart. Brotli runs at quality 4 here: close to gzip's speed
 * with smaller output, which suits answers made per request. Built assets are compressed once at build time at the
 * highest quality and served as files (see web/index.ts), and this plugin leaves them as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
