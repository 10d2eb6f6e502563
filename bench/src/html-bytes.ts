import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a page's HTML costs on the wire (issue 12) and what it names: its size, the React Router hydration payload
 * inside it, and the scripts it asks for itself, each raw, gzip (level 9) and brotli (quality 11), as a CDN or our
 * precompressed files would send them. The JavaScript a page fetches in all is measured in a browser (page-js.ts).
 */

export type ByteSizes = { raw: number; gzip: number; br: number };

export function byteSizes(body: Buffer | string): ByteSizes {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The JavaScript files a page's HTML names, as URLs from the page: script tags, modulepreload links, the imports of
 * its inline module script and the preloads that script adds after the first paint. Not what the page fetches in
 * all: the lazily loaded parts are only known once the app runs (page-js.ts counts those).
 */
export function pageScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    if (match[1]) srcs.add(match[1]);
  }
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) srcs.add(match[1]);
  }
  // A shared page adds its preloads after the first paint (apps/server/src/web/paint-first.ts).
  for (const match of html.matchAll(/const modulePreloads = (\[[^\]]*\]);/g)) {
    for (const src of JSON.parse(match[1] ?? '[]') as string[]) srcs.add(src);
  }
  return [...srcs];
}

/** The text of the hydration payload: every chunk React Router enqueued into the page's stream. */
export function hydrationPayload(html: string): string {
  const chunks: string[] = [];
  for (const match of html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) {
    if (match[1]) chunks.push(JSON.parse(match[1]) as string);
  }
  return chunks.join('');
}
