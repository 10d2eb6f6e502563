import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Preact's React compatibility layer stands in for React on the server and in the browser (issue 12's JavaScript
 * budget): every import of React resolves to it, in the build (vite.config.ts) and in the web tests.
 */
export const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

const require = createRequire(import.meta.url);

/**
 * The web tests' Testing Library is its Preact edition, with the same queries and events; React Router is read as
 * its ES module, because its CommonJS file would `require` React itself, past the alias.
 */
export const preactInWebTests = [
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(new URL('./app/test-utils/testing-library.ts', import.meta.url)),
  },
  { find: /^react-router$/, replacement: require.resolve('react-router').replace(/\.js$/, '.mjs') },
];
