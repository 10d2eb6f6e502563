import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// @pantry/domain declares `"sideEffects": false`, so the zod wire schemas the browser never calls leave the bundle.
// The libraries every page runs go out as one file: as some twenty small ones they compress about 7 KB worse.
const EVERY_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]|cookie|set-cookie-parser)/;

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 3200 },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'libraries', test: EVERY_PAGE }] } },
    },
  },
});
