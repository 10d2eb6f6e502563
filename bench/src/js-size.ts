import { gzipSync } from 'node:zlib';

/**
 * The gzip size of the JavaScript a page loads: its module scripts and modulepreload links, fetched from the
 * running server and compressed as a CDN would.
 */
export async function pageJavaScriptGzipBytes(
  pageUrl: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    if (match[1]) srcs.add(match[1]);
  }
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) srcs.add(match[1]);
  }
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, gzipBytes };
}
