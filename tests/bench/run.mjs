// Runs every tests/bench/*.bench.mjs, one after the other, each in its own Node process
// (`npm run bench` builds first). Exits non-zero when any benchmark fails. An argument runs only
// the benchmarks whose file name contains it (`npm run bench -- reads`); the soak (half an hour)
// runs only when asked for: `npm run bench -- soak`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (only ? f.includes(only) : f !== 'soak.bench.mjs'))
  .sort();
let failed = 0;
for (const file of benches) {
  const { status } = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${status})`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
