// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every file of dist/client
// that compresses, so @fastify/static (`preCompressed`) sends them without compressing per request.
// Formats that are compressed already (images, woff2) are skipped: their copies would not be smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const SKIP = /\.(br|gz|png|jpe?g|gif|webp|avif|woff2?|zip|pdf)$/i;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (!SKIP.test(name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A copy no smaller than the file is left out; the file itself is then sent.
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  count++;
  before += bytes.length;
  after += Math.min(br.length, bytes.length);
}
console.log(
  `compress-client: ${count} files, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with brotli`,
);
