import { randomUUID } from 'node:crypto';
import { watchStatements } from '../../support/statements.js';
import type { TestApp } from '../../support/app.js';

export type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

export function sqlOf(t: TestApp): Sql {
  return <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
}

export interface Regions {
  polska: number;
  deutschland: number;
  uk: number;
}

export async function demoRegions(sql: Sql): Promise<Regions> {
  const rows = await sql<{ id: number; name: string }>('select id, name from region');
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  return { polska: id('Polska'), deutschland: id('Deutschland'), uk: id('United Kingdom') };
}

export interface CandidateFixture {
  email: string;
  regionId: number;
  confirmed?: boolean;
  name?: string;
  surname?: string;
  companyName?: string;
  preferredLocale?: string;
  fallbackLocale?: string;
}

/** A stored candidate (as registration leaves it), returning its id. */
export async function insertCandidate(sql: Sql, c: CandidateFixture): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into candidate (id, email, customer_id, company_name, name, surname, phone_no, preferred_locale, fallback_locale, region_id,
       terms_confirmed, privacy_policy_confirmed, email_confirmed, created_date, version)
     values (?, ?, 'CUST-7', ?, ?, ?, '+1 555', ?, ?, ?, true, true, ?, now(), 1)`,
    [
      id,
      c.email,
      c.companyName ?? 'Studio',
      c.name ?? 'Cand',
      c.surname ?? 'Idate',
      c.preferredLocale ?? 'pl_PL',
      c.fallbackLocale ?? 'en_GB',
      c.regionId,
      c.confirmed ?? true,
    ],
  );
  return id;
}

/** Plain APP_USER accounts (unusable password) in a region, returning their ids. */
export async function insertUsers(sql: Sql, regionId: number, count: number, prefix: string): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `insert into account (id, email, password_hash, name, surname, company_name, roles, tokens_valid_after, translation_locales, created_date, region_id, preferred_locale, fallback_locale)
     select gen_random_uuid(), ? || g || '@example.com', 'x', 'Name' || g, ? || lpad(g::text, 4, '0'), 'Company ' || g, '{APP_USER}', now(), '{}', now(), ?, 'en_GB', 'en_GB'
       from generate_series(1, ?) g returning id`,
    [prefix, prefix, regionId, count],
  );
  return rows.map((r) => r.id);
}

export const keysOf = (body: { errorDataList: Array<{ translationKey: string }> }) =>
  body.errorDataList.map((e) => e.translationKey);

/** Counts the SQL statements `run` sends (through MikroORM's logger, the notifier's markers left out). */
export async function statementsOf(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const stop = watchStatements(t.orm, () => statements++);
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}
