import { apiErrorSchema } from '@pantry/domain';

/** The error bodies a route can answer with, for its OpenAPI entry. */
export const errorResponses = { 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema } as const;

/** The error bodies of routes that need a signed-in shopper or change an account. */
export const accountErrorResponses = {
  ...errorResponses,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  406: apiErrorSchema,
  409: apiErrorSchema,
  423: apiErrorSchema,
  429: apiErrorSchema,
} as const;
