import { catalogPages, measurePageJs, launchChromium } from '../bench/src/page-js.ts';
const base = process.argv[2] ?? 'http://localhost:3100';
const only = process.argv[3];
const b = await launchChromium();
for (const p of await catalogPages(base)) {
  if (only && p.name !== only) continue;
  const js = await measurePageJs(b, base + p.path);
  console.log(p.name, p.path, js.gzip, 153600 - js.gzip);
  if (only) for (const s of js.scripts.sort((a,b)=>b.gzip-a.gzip)) console.log('  ', new URL(s.url).pathname, s.gzip);
}
await b.close();
