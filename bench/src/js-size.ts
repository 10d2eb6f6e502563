import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a page costs on the wire (issue 12): its HTML, the React Router hydration payload inside it, and the
 * JavaScript it loads (module scripts, modulepreload links, the imports of its inline module script and the preloads it adds after the first paint), each
 * raw, gzip (level 9) and brotli (quality 11), as a CDN or our precompressed files would send them.
 */

/**
 * Issue 12's budget for a catalog page's JavaScript (home, listing, search results, product page), gzip bytes;
 * page-bytes.test.ts fails the build above it. Preact's React layer runs the pages (docs/decisions/web.md), so
 * the libraries are about 60 KB, where React's were 117 KB.
 */
export const PAGE_JS_BUDGET_GZIP_BYTES = 150 * 1024;

export type ByteSizes = { raw: number; gzip: number; br: number };

export type PageBytes = {
  html: ByteSizes;
  /** The loader data React Router streams into the HTML (`streamController.enqueue(…)` scripts). */
  payload: ByteSizes;
  js: ByteSizes & { files: number };
};

export function byteSizes(body: Buffer | string): ByteSizes {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The JavaScript files a page's HTML makes the browser fetch before it is interactive, as URLs from the page. */
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

/** Sums the sizes of a page's scripts, each read with `readScript` (from the server, or from the build). */
export async function scriptSizes(
  srcs: string[],
  readScript: (src: string) => Promise<Buffer>,
): Promise<ByteSizes & { files: number }> {
  const total = { files: srcs.length, raw: 0, gzip: 0, br: 0 };
  for (const src of srcs) {
    const sizes = byteSizes(await readScript(src));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.br += sizes.br;
  }
  return total;
}

/** Fetches a page from the running server and measures it. */
export async function measurePage(pageUrl: string): Promise<PageBytes> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const html = await response.text();
  const js = await scriptSizes(pageScripts(html), async (src) =>
    Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer()),
  );
  return { html: byteSizes(html), payload: byteSizes(hydrationPayload(html)), js };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One Markdown table: a row per page, JS / HTML / payload in KB gzip, br and raw. */
export function pageBytesTable(pages: { name: string; bytes: PageBytes }[]): string {
  const lines = [
    `| page | JS files | JS gzip KB (budget ${kb(PAGE_JS_BUDGET_GZIP_BYTES)}) | JS br KB | JS raw KB | HTML gzip KB | HTML br KB | HTML raw KB | payload gzip KB | payload raw KB |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, bytes: b } of pages) {
    lines.push(
      `| ${name} | ${b.js.files} | ${kb(b.js.gzip)} | ${kb(b.js.br)} | ${kb(b.js.raw)} | ${kb(b.html.gzip)} | ${kb(b.html.br)} | ${kb(b.html.raw)} | ${kb(b.payload.gzip)} | ${kb(b.payload.raw)} |`,
    );
  }
  return lines.join('\n');
}

/** The catalog pages the budget covers, with a real product (the first of /c/food, not the gift card). */
export async function catalogPages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const listing = (await (
    await fetch(`${baseUrl}/api/v1/products?filter[category]=food&page_size=1`)
  ).json()) as {
    products: { url_key: string }[];
  };
  const urlKey = listing.products[0]?.url_key;
  if (!urlKey) throw new Error('no products in /c/food');
  return [
    { name: 'home', path: '/' },
    { name: 'listing /c/food', path: '/c/food' },
    { name: 'search results', path: `/search/results?q=${encodeURIComponent('peanut butter')}` },
    { name: 'product page', path: `/p/${encodeURIComponent(urlKey)}` },
  ];
}

/** `npm run bench`'s page table: each catalog page's JS, HTML and hydration payload, compressed and raw. */
export async function pageBytesReport(baseUrl: string): Promise<string> {
  const rows: { name: string; bytes: PageBytes }[] = [];
  for (const page of await catalogPages(baseUrl)) {
    rows.push({ name: page.name, bytes: await measurePage(`${baseUrl}${page.path}`) });
  }
  return `page bytes (issue 12: JS ≤ ${kb(PAGE_JS_BUDGET_GZIP_BYTES)} KB gzip per page; /c/food HTML and payload each < 40 KB gzip)\n\n${pageBytesTable(rows)}`;
}
