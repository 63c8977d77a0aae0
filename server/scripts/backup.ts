import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { backupDatabase } from '../db/backup.js';

/**
 * `npm run backup [FILE]`: a consistent backup of DATABASE_URL's database, or of the embedded one
 * in DATA_DIR (the running app's server when it runs, else started for the backup).
 */
const config = loadConfig();
const file = path.resolve(process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.skincare.gz`);
let embedded: EmbeddedDatabase | null = null;
let url = config.databaseUrl;
if (!url) {
  const dir = path.join(config.dataDir, 'db');
  const pid = path.join(dir, 'pg', 'postmaster.pid');
  const password = existsSync(path.join(dir, 'pg-password'))
    ? readFileSync(path.join(dir, 'pg-password'), 'utf8').trim()
    : null;
  // postmaster.pid's fourth line is the port of the server the app runs.
  const port = existsSync(pid) ? readFileSync(pid, 'utf8').split('\n')[3]?.trim() : undefined;
  if (password && port) {
    url = `postgres://postgres:${password}@127.0.0.1:${port}/skincare`;
  } else {
    embedded = await startEmbeddedPostgres(dir);
    url = embedded.url;
  }
}
try {
  const counts = await backupDatabase(url, file);
  console.log(
    `backup written to ${file}: ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables`,
  );
} finally {
  await embedded?.stop();
}
