/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR.
 */
import { openFromEnv } from './open-from-env.ts';

const started = performance.now();
const { location, close } = await openFromEnv();
await close();
console.log(`Migrated ${location} in ${Math.round(performance.now() - started)} ms.`);
