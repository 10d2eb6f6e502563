/**
 * Paint first, then run: a shared catalog page asks for its JavaScript only after the browser has painted the
 * server's HTML (issue 12). React Router puts `<link rel="modulepreload">` for every module in the head and starts
 * the app from an inline module script whose static imports run as soon as they arrive. On a phone those
 * downloads share the first round trips with the stylesheet, and on a fast connection the app's start-up can run
 * before the first frame; either way the shopper waits longer to see a page that is already in the HTML. Here the
 * preloads leave the head, and the inline script waits for one frame, then adds the same preloads (so the files
 * still download in parallel) and imports the route modules itself. The app then starts exactly as before.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const START_SCRIPT = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";\n?/g;

/**
 * Waits for a frame and the task after it (the paint happens between them), or at most 200 ms where frames don't
 * come (a tab in the background).
 */
const AFTER_PAINT =
  'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 200); });';

export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const start = START_SCRIPT.exec(html);
  if (preloads.length === 0 || !start) return html;
  const [, open, body, close] = start as unknown as [string, string, string, string];
  const routes = [...body.matchAll(ROUTE_IMPORT)].map((match) => ({ name: match[1], url: match[2] }));
  if (routes.length === 0) return html;
  const later = [
    AFTER_PAINT,
    `const modulePreloads = ${JSON.stringify(preloads)};`,
    "for (const href of modulePreloads) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }",
    `const [${routes.map((r) => r.name).join(', ')}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(', ')}]);`,
    body.replace(ROUTE_IMPORT, ''),
  ].join('\n');
  const withoutPreloads = html.replace(PRELOAD, '');
  return withoutPreloads.replace(START_SCRIPT, () => `${open}${later}${close}`);
}
