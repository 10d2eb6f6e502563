import type { PantryLoadContext } from '@pantry/domain';

// The Fastify server passes `{ catalog }` to every loader (packages/domain/src/api/loader-context.ts).
declare module 'react-router' {
  interface AppLoadContext extends PantryLoadContext {}
}
