import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsPolicy } from './security-headers.ts';

/** The OpenAPI document, built from every route's zod schemas, at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pantry API',
        description:
          'The storefront API of Pantry, an online grocery membership store. Money is in dollars with 2 decimals; ' +
          'errors are `{ success: false, errors, code }`.',
        version: '1.0.0',
      },
      tags: [
        { name: 'catalog', description: 'Listings, products, navigation' },
        { name: 'search', description: 'Search and suggestions' },
        { name: 'store', description: 'Store settings a shopper reads: free-shipping thresholds and fees' },
        { name: 'media', description: 'Product images (SVG, drawn by the server)' },
        {
          name: 'health',
          description: "Liveness and readiness for a load balancer, and the database pool's counts",
        },
      ],
    },
    transform: createJsonSchemaTransform({
      skipList: [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/yaml',
        '/api/docs/static/*',
        '/api/docs/*',
      ],
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: docsPolicy });
}
