import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * `NOTIFY channel, payload` through the ORM's pool, its text led by `tag` (the notifier's, so that
 * statement counts can leave its markers out). Hand-written: pg_notify is a function called for its
 * effect, which no entity or builder method expresses.
 */
export function notifyThroughPool(orm: MikroORM, tag: string, channel: string, payload: string): Promise<unknown> {
  return orm.em.getConnection().execute(`${tag} select pg_notify(?, ?)`, [channel, payload]);
}
