import type { PantryLoadContext } from '@pantry/domain';

// The Fastify server passes `{ services, publicConfig, storeConfig, cspNonce }` to every loader: `services` are the
// server modules' own services, called in process (packages/domain/src/api/loader-context.ts, built in
// apps/server/src/web/services.ts).
declare module 'react-router' {
  interface AppLoadContext extends PantryLoadContext {}
}
