import { apiErrorSchema } from '@pantry/domain';

/** The error bodies a route can answer with, for its OpenAPI entry. */
export const errorResponses = { 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema } as const;
