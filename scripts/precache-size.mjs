// After `npm run build:client`: what the service worker (dist/client/sw.js) caches on install and
// what it leaves to first use, in files and bytes as sent with brotli (the .br copies of
// compress-client.mjs; a file without one is counted as it is).
// `node scripts/precache-size.mjs [dist/client]`
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
// The list vite-plugin-pwa wrote into it (keys sorted, so an entry starts with one of these).
const json = /\[\{"(?:onDemand|revision)"[^\]]*\]/.exec(readFileSync(path.join(root, 'sw.js'), 'utf8'))?.[0];
if (!json) throw new Error(`precache-size: no list of files in ${root}/sw.js`);
const files = JSON.parse(json);
const precache = files.filter((file) => !file.onDemand).map((file) => file.url);
const onDemand = files.filter((file) => file.onDemand).map((file) => file.url);

/** Bytes of a listed file as sent: its .br copy if there is one. */
const sent = (url) => {
  const file = path.join(root, url);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
};
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
for (const [name, urls] of [
  ['install (precache, with /index.html)', ['/index.html', ...precache]],
  ['first use (on demand)', onDemand],
]) {
  const sizes = urls.map((url) => [url, sent(url)]).sort((a, b) => b[1] - a[1]);
  console.log(`${name}: ${urls.length} files, ${kB(sizes.reduce((sum, [, size]) => sum + size, 0))} brotli`);
  for (const [url, size] of sizes.slice(0, Number(process.env.TOP ?? 5)))
    console.log(`  ${kB(size).padStart(7)}  ${url}`);
}
