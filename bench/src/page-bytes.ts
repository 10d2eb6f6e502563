import { type ByteSizes, byteSizes, hydrationPayload, pageScripts } from './html-bytes.ts';
import {
  catalogPages,
  launchChromium,
  measurePageJs,
  PAGE_JS_BUDGET_GZIP_BYTES,
  type PageJs,
} from './page-js.ts';

/**
 * `npm run bench`'s page table: each catalog page's JavaScript as a phone's browser fetches it until the network
 * is quiet (page-js.ts), beside the files its HTML names, and its HTML and hydration payload, compressed and raw.
 */

type PageBytes = { html: ByteSizes; payload: ByteSizes; namedInHtml: number; js: PageJs };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A script's file name without its folder and content hash: `libraries-CyUa7iY2.js` is `libraries`. */
const fileName = (url: string) =>
  (new URL(url).pathname.split('/').pop() ?? url).replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');

function table(pages: { name: string; bytes: PageBytes }[]): string {
  const lines = [
    `| page | JS files fetched (named in HTML) | JS gzip KB (budget ${kb(PAGE_JS_BUDGET_GZIP_BYTES)}) | JS raw KB | HTML gzip KB | HTML br KB | HTML raw KB | payload gzip KB | payload raw KB |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, bytes: b } of pages) {
    lines.push(
      `| ${name} | ${b.js.files} (${b.namedInHtml}) | ${kb(b.js.gzip)} | ${kb(b.js.raw)} | ${kb(b.html.gzip)} | ${kb(b.html.br)} | ${kb(b.html.raw)} | ${kb(b.payload.gzip)} | ${kb(b.payload.raw)} |`,
    );
  }
  return lines.join('\n');
}

/** Each page's scripts, largest first, with their gzip KB. */
function scriptLists(pages: { name: string; bytes: PageBytes }[]): string {
  return pages
    .map(({ name, bytes }) => {
      const scripts = [...bytes.js.scripts]
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${fileName(s.url)} ${kb(s.gzip)}`);
      return `- ${name}: ${scripts.join(', ')}`;
    })
    .join('\n');
}

export async function pageBytesReport(baseUrl: string): Promise<string> {
  const rows: { name: string; bytes: PageBytes }[] = [];
  const browser = await launchChromium();
  try {
    for (const page of await catalogPages(baseUrl)) {
      const url = `${baseUrl}${page.path}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const html = await response.text();
      rows.push({
        name: page.name,
        bytes: {
          html: byteSizes(html),
          payload: byteSizes(hydrationPayload(html)),
          namedInHtml: pageScripts(html).length,
          js: await measurePageJs(browser, url),
        },
      });
    }
  } finally {
    await browser.close();
  }
  return [
    `page bytes (issue 22: JS fetched until the network is quiet, phone, scrolled to the end, ≤ ${kb(PAGE_JS_BUDGET_GZIP_BYTES)} KB gzip per page; issue 12: /c/food HTML and payload each < 40 KB gzip)`,
    '',
    table(rows),
    '',
    'scripts fetched, gzip KB:',
    '',
    scriptLists(rows),
  ].join('\n');
}
