import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first.ts';

// The shape React Router 7 gives a server-rendered page: preloads in the head, and the inline module script that
// imports the route modules and starts the app at the end of the body.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/first-paint.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/libraries.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="N"/></head><body><main>Food</main>',
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/listing.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"listing":route1};\n\nimport("/assets/entry.client.js");</script>',
  '</body></html>',
].join('');

describe('paint first, then run (issue 12)', () => {
  const painted = paintFirst(page);

  it('takes the module preloads out of the HTML, so only the HTML and the stylesheet come before the first paint', () => {
    expect(painted).not.toContain('rel="modulepreload"');
    expect(painted).toContain('<link rel="stylesheet" href="/assets/first-paint.css"/>');
    expect(painted).toContain('<main>Food</main>');
  });

  it('waits for a frame, then preloads the same files and imports the route modules before starting the app', () => {
    const script = painted.slice(painted.indexOf('<script nonce="N" type="module"'));
    const wait = script.indexOf('requestAnimationFrame');
    const preloads = script.indexOf(
      'const modulePreloads = ["/assets/entry.client.js","/assets/libraries.js","/assets/root.js"];',
    );
    const routes = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/listing.js")]);',
    );
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"listing":route1};');
    const start = script.indexOf('import("/assets/entry.client.js");</script>');
    expect([wait, preloads, routes, modules, start].every((at) => at >= 0)).toBe(true);
    expect(wait < preloads && preloads < routes && routes < modules && modules < start).toBe(true);
    expect(script).not.toMatch(/import \* as/);
    // The nonce the policy allows stays on the script.
    expect(script.startsWith('<script nonce="N" type="module" async="">')).toBe(true);
  });

  it('leaves a page without a React Router start script as it is', () => {
    expect(paintFirst('<html><body>Maintenance</body></html>')).toBe('<html><body>Maintenance</body></html>');
    const noRoutes =
      '<link rel="modulepreload" href="/a.js"/><script type="module">import("/a.js");</script>';
    expect(paintFirst(noRoutes)).toBe(noRoutes);
  });
});
