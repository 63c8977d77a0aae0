import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { loadAdminBootstrap, loadConfig } from '../config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { initOrm } from '../db/orm.js';
import { seed } from '../db/seed/index.js';
import { Account } from '../modules/accounts/account.entity.js';
import { hashPassword } from '../modules/auth/password.js';
import { emailField, passwordField } from '../../common/validation/index.js';
import path from 'node:path';

/**
 * Creates the first administrator of a production install:
 * `ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run create-admin` (or answer the prompts).
 */
const config = loadConfig();
const given = loadAdminBootstrap();
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedPostgres(path.join(config.dataDir, 'db'), { port: config.embeddedPgPort });
const orm = await initOrm(config.databaseUrl ?? embedded!.url, { debug: config.sqlDebug });
try {
  await seed(orm, { demoData: config.demoData });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const email = (given.email ?? (await rl.question('E-mail: '))).trim().toLowerCase();
  const password = given.password ?? (await rl.question('Password (9-128 characters): '));
  rl.close();
  await emailField.validate(email);
  await passwordField.validate(password);
  const em = orm.em.fork();
  if (await em.findOne(Account, { email })) throw new Error(`${email} exists already`);
  em.create(Account, { email, passwordHash: await hashPassword(password), roles: ['ADMIN'] });
  await em.flush();
  console.log(`administrator ${email} created`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await orm.close();
  await embedded?.stop();
}
