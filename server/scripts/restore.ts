import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { restoreDatabase } from '../db/backup.js';

/**
 * `npm run restore FILE`: loads a backup into an empty database: DATABASE_URL's (which must hold
 * no tables), or a new embedded one in DATA_DIR (which must hold no database yet).
 */
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('usage: npm run restore FILE (a file written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();
let embedded: EmbeddedDatabase | null = null;
let url = config.databaseUrl;
if (!url) {
  const dir = path.join(config.dataDir, 'db');
  if (existsSync(path.join(dir, 'pg')) && readdirSync(path.join(dir, 'pg')).length > 0) {
    console.error(`${dir} holds a database already: restore into an empty DATA_DIR`);
    process.exit(2);
  }
  embedded = await startEmbeddedPostgres(dir);
  url = embedded.url;
}
try {
  const counts = await restoreDatabase(url, path.resolve(file));
  console.log(
    `restored ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables from ${file}`,
  );
} finally {
  await embedded?.stop();
}
