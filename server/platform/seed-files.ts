import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The seed data folder, server/db/seed, in the source tree (also used when running from dist/: its JSON is not copied there). */
export function seedDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the seed module');
    dir = parent;
  }
  return path.join(dir, 'server', 'db', 'seed');
}

export function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(path.join(seedDir(), ...parts), 'utf8')) as T;
}

export function listJson(...parts: string[]): string[] {
  const dir = path.join(seedDir(), ...parts);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}
