import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { repoRoot, startServer } from './server.ts';

/**
 * `npm run lighthouse`: starts the built store on a free port with the PGlite demo catalog, runs Lighthouse's
 * mobile preset (its default: simulated slow 4G, 4× CPU slowdown, a phone screen) in Debian's Chromium on the home
 * page, /c/food, a product page and a search page, and prints one table. With --runs N each page runs N times and
 * the median run (by performance score) is shown, since one run on a shared machine is noisy.
 * Issue 12's targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, accessibility 100. Beside them, the JavaScript
 * the page fetched by Lighthouse's own network records (its 'network-requests' audit, resource type Script): files
 * and transfer size: brotli, which Chromium asks for, with each response's headers (about 1 KB a file). Issue 22's
 * 150 KB gzip budget is `npm run bench`'s count (page-js.ts), which asks for gzip and scrolls the page to its end.
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    /** Measure a store that is already running (e.g. another build) instead of starting this one. */
    url: { type: 'string' },
    /** Write each page's full Lighthouse report (JSON) into this folder, to see where the time went. */
    save: { type: 'string' },
    /** Only these pages (repeatable), instead of the four. */
    path: { type: 'string', multiple: true },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Figures = {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  jsFiles: number;
  jsTransferBytes: number;
};

type NetworkRequest = { resourceType?: string; transferSize?: number };

/** The scripts among Lighthouse's network records of the page load. */
function scriptsOf(result: RunnerResult): NetworkRequest[] {
  const details = result.lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? []).filter((request) => request.resourceType === 'Script');
}

async function firstProductPath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/products?filter[category]=food&page_size=1`);
  const body = (await res.json()) as { products: { url_key: string }[] };
  const key = body.products[0]?.url_key;
  if (!key) throw new Error('the demo catalog has no food product');
  return `/p/${key}`;
}

let lighthouseVersion = '';

function figuresOf(result: RunnerResult | undefined): Figures {
  if (!result) throw new Error('Lighthouse returned no result');
  lighthouseVersion = result.lhr.lighthouseVersion;
  const { categories, audits } = result.lhr;
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  return {
    performance: score(categories.performance?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    accessibility: score(categories.accessibility?.score),
    jsFiles: scriptsOf(result).length,
    jsTransferBytes: scriptsOf(result).reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/**
 * One Lighthouse run, tried again (up to twice) when Lighthouse itself failed to record the page, such as
 * NO_NAVSTART on a busy machine: that is not a figure of the page.
 */
async function runOnce(url: string, flags: Flags): Promise<RunnerResult | undefined> {
  let result = await lighthouse(url, flags);
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await lighthouse(url, flags);
  return result;
}

function saveReport(folder: string, path: string, run: number, result: RunnerResult): void {
  mkdirSync(folder, { recursive: true });
  const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`;
  writeFileSync(join(folder, name), JSON.stringify(result.lhr));
}

function median(all: Figures[]): Figures {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

async function measure(base: string, paths: string[]): Promise<Map<string, Figures>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  try {
    const figures = new Map<string, Figures>();
    for (const path of paths) {
      // One unmeasured visit first, so every run meets the same warm server caches.
      await fetch(`${base}${path}`);
      const all: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await runOnce(`${base}${path}`, flags);
        if (args.save && result) saveReport(args.save, path, run, result);
        all.push(figuresOf(result));
      }
      figures.set(path, median(all));
      console.log(`${path}: done`);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

function table(figures: Map<string, Figures>): string {
  const lines = [
    '| page | performance | LCP s | CLS | TBT ms | accessibility | JS files | JS transferred KB (br + headers) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [path, f] of figures) {
    lines.push(
      `| ${path} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(2)} | ${f.cls.toFixed(3)} | ${Math.round(f.tbtMs)} | ${f.accessibility} | ${f.jsFiles} | ${(f.jsTransferBytes / 1024).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

const dataDir = join(repoRoot, 'bench/results/lighthouse-pglite');
mkdirSync(dataDir, { recursive: true });
const server = args.url ? null : await startServer({ DATA_DIR: dataDir });
const base = args.url ?? server?.baseUrl ?? '';
try {
  const paths = args.path ?? [
    '/',
    '/c/food',
    await firstProductPath(base),
    '/search/results?q=peanut%20butter',
  ];
  const figures = await measure(base, paths);
  console.log(
    `\n# Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4× CPU), median of ${runs} run(s), ${new Date().toISOString()}\n`,
  );
  console.log(table(figures));
} finally {
  await server?.stop();
}
