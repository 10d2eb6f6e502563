import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// @pantry/domain declares `"sideEffects": false`, so the zod wire schemas the browser never calls leave the bundle.
export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 3200 },
  build: { assetsInlineLimit: 0 },
});
