import type { MikroORM } from '@mikro-orm/postgresql';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedCatalogue } from './catalogue.js';
import { DEMO_ACCOUNTS, E2E_ACCOUNTS, seedAccounts, seedRegions } from './demo.js';
import { seedDir } from '../../platform/seed-files.js';
import { seedReference } from './reference.js';

export interface SeedOptions {
  demoData: boolean;
  e2eFixtures?: boolean;
}

/**
 * Languages and texts always; in demo mode also the regions, the demo accounts and the demo
 * catalogue. Idempotent: running it again changes nothing.
 */
export async function seed(orm: MikroORM, options: SeedOptions): Promise<void> {
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    // One seeding process at a time when several servers start together.
    await tx.execute('select pg_advisory_xact_lock(424242)');
    await seedReference(tx);
    if (!options.demoData) return;
    const regions = await seedRegions(tx);
    await seedAccounts(tx, regions, DEMO_ACCOUNTS);
    if (options.e2eFixtures) await seedAccounts(tx, regions, E2E_ACCOUNTS);
    if (existsSync(path.join(seedDir(), 'catalogue', 'products.json'))) await seedCatalogue(tx, regions);
  });
}
