import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { getProductImageSvg } from './service.ts';

const IMAGE_FILE = /^(\d{1,9})-(\d{1,4})\.svg$/;
/** Image urls carry the product id and position, and a drawing never changes for a url: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /media/products/{productId}-{position}.svg. Width and quality parameters (spec §7) are accepted and ignored: SVG scales. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/products/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A product image, drawn as SVG',
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({ width: z.unknown().optional(), jpg_quality: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      const svg = match ? await getProductImageSvg(app.db, Number(match[1]), Number(match[2])) : null;
      if (!svg) throw notFound('No such image');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).send(svg);
    },
  );
};
