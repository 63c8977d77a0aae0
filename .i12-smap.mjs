import { readFileSync } from 'node:fs';
import { decode } from '@jridgewell/sourcemap-codec';
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + '.map'));
const code = readFileSync(file, 'utf8').split('\n');
const lines = decode(map.mappings);
const bytes = new Map();
lines.forEach((segs, li) => {
  const len = code[li]?.length ?? 0;
  segs.forEach((s, i) => {
    const end = i + 1 < segs.length ? segs[i + 1][0] : len;
    const src = s.length > 1 ? map.sources[s[1]] : '(none)';
    bytes.set(src, (bytes.get(src) ?? 0) + end - s[0]);
  });
});
const group = new Map();
for (const [src, b] of bytes) {
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const k = m ? m[1] : src.replace(/^(\.\.\/)+/, '').split('/').slice(process.env.DEPTH ? 0 : 0, Number(process.env.DEPTH ?? 3)).join('/');
  group.set(k, (group.get(k) ?? 0) + b);
}
console.log([...group].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${String(v).padStart(8)} ${k}`).join('\n'));
