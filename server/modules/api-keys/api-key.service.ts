import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyCreateSchema, apiKeyIdSchema } from '../../../common/validation/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { once } from '../../platform/idempotency/idempotency.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { API_KEY_ERRORS } from './api-key.errors.js';
import { newSecret } from './api-key.secret.js';

/** A key as admins see it: never its secret or hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  regionId: number;
  regionName: string;
  createdBy: string;
  createdDate: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  requestCount: number;
}

const SELECT = `
  select k.id, k.name, k.prefix, k.region_id, r.name as region_name, k.created_by, k.created_date, k.revoked_at,
         k.last_used_at, k.request_count
    from api_key k join region r on r.id = k.region_id`;

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

function present(row: Record<string, unknown>): ApiKeyView {
  return {
    id: String(row.id),
    name: String(row.name),
    prefix: String(row.prefix),
    regionId: Number(row.region_id),
    regionName: String(row.region_name),
    createdBy: String(row.created_by),
    createdDate: iso(row.created_date)!,
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    requestCount: Number(row.request_count),
  };
}

async function loadView(em: EntityManager, id: string): Promise<ApiKeyView | null> {
  const rows = await em.execute<Record<string, unknown>[]>(`${SELECT} where k.id = ?`, [id]);
  return rows[0] ? present(rows[0]) : null;
}

/** Every key, newest first; usage as written so far (this process's counts are written first). */
export async function listApiKeys(ctx: Ctx): Promise<ApiKeyView[]> {
  requireAdmin(ctx);
  await ctx.deps.apiKeys.usage.flush();
  const rows = await ctx.em.execute<Record<string, unknown>[]>(`${SELECT} order by k.created_date desc, k.id`);
  return rows.map(present);
}

/**
 * Makes a key for a region; the answer carries the secret, which is never shown again. With an
 * `Idempotency-Key`, a repeat answers the same key and secret (kept encrypted with the key, 48 hours).
 */
export async function createApiKey(ctx: Ctx, input: unknown): Promise<ApiKeyView & { secret: string }> {
  const admin = requireAdmin(ctx);
  const data = await validate(apiKeyCreateSchema, input);
  return once(ctx, 'api-keys.create', async (keep) => {
    const [region] = await ctx.em.execute<{ name: string }[]>('select name from region where id = ?', [data.regionId]);
    if (!region) throw badRequest(API_KEY_ERRORS.UNKNOWN_REGION, 'regionId');
    const id = randomUUID();
    const { prefix, secret, hash } = newSecret();
    const created = await ctx.em.transactional(async (tx) => {
      await tx.execute(
        'insert into api_key (id, name, prefix, secret_hash, region_id, created_by, created_date) values (?, ?, ?, ?, ?, ?, now())',
        [id, data.name, prefix, hash, data.regionId, admin.email],
      );
      const answer = { ...(await loadView(tx, id))!, secret };
      await keep(tx, answer);
      return answer;
    });
    await recordAudit(ctx.em, admin.email, 'API_KEY_CREATED', `${prefix} "${data.name}" region ${region.name}`);
    return created;
  });
}

/**
 * Revokes a key (revoking it again changes nothing). The trigger's NOTIFY tells every process;
 * this one drops its copy at once, before answering.
 */
export async function revokeApiKey(ctx: Ctx, rawId: unknown): Promise<ApiKeyView> {
  const admin = requireAdmin(ctx);
  const { id } = await validate(apiKeyIdSchema, { id: rawId });
  const revoked = await ctx.em.execute<{ prefix: string; name: string }[]>(
    'update api_key set revoked_at = now() where id = ? and revoked_at is null returning prefix, name',
    [id],
  );
  const view = await loadView(ctx.em, id);
  if (!view) throw notFound();
  if (revoked[0]) {
    ctx.deps.apiKeys.registry.onNotify(revoked[0].prefix);
    await recordAudit(ctx.em, admin.email, 'API_KEY_REVOKED', `${revoked[0].prefix} "${revoked[0].name}"`);
  }
  return view;
}
