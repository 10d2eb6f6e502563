// After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the client
// build, at the highest quality, so the server sends them as files (@fastify/static preCompressed) instead of
// compressing the same bytes on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|html|map|webmanifest)$/;
const root = new URL('../build/client/', import.meta.url).pathname;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  const raw = readFileSync(path);
  if (raw.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} client files (brotli and gzip)`);
