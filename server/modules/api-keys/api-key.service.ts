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
import { Region } from '../regions/region.entity.js';
import { ApiKey } from './api-key.entity.js';
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

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

function present(key: ApiKey, regionName: string): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    regionId: key.regionId,
    regionName,
    createdBy: key.createdBy,
    createdDate: key.createdDate.toISOString(),
    revokedAt: iso(key.revokedAt),
    lastUsedAt: iso(key.lastUsedAt),
    requestCount: Number(key.requestCount),
  };
}

/** The keys with their regions' names: two statements whatever their number. */
async function presentAll(em: EntityManager, keys: ApiKey[]): Promise<ApiKeyView[]> {
  const regions =
    keys.length === 0
      ? []
      : await em.find(Region, { id: { $in: [...new Set(keys.map((k) => k.regionId))] } }, { fields: ['name'] });
  const names = new Map(regions.map((r) => [r.id, r.name]));
  return keys.map((key) => present(key, names.get(key.regionId)!));
}

/** Every key, newest first; usage as written so far (this process's counts are written first). */
export async function listApiKeys(ctx: Ctx): Promise<ApiKeyView[]> {
  requireAdmin(ctx);
  await ctx.deps.apiKeys.usage.flush();
  // Usage is written beside this request's unit of work: read as it is now.
  const keys = await ctx.em.find(ApiKey, {}, { orderBy: { createdDate: 'desc', id: 'asc' }, refresh: true });
  return presentAll(ctx.em, keys);
}

/**
 * Makes a key for a region; the answer carries the secret, which is never shown again. With an
 * `Idempotency-Key`, a repeat answers the same key and secret (kept encrypted with the key, 48 hours).
 */
export async function createApiKey(ctx: Ctx, input: unknown): Promise<ApiKeyView & { secret: string }> {
  const admin = requireAdmin(ctx);
  const data = await validate(apiKeyCreateSchema, input);
  return once(ctx, 'api-keys.create', async (keep) => {
    const region = await ctx.em.findOne(Region, data.regionId, { fields: ['name'] });
    if (!region) throw badRequest(API_KEY_ERRORS.UNKNOWN_REGION, 'regionId');
    const id = randomUUID();
    const { prefix, secret, hash } = newSecret();
    const created = await ctx.em.transactional(async (tx) => {
      const key = tx.create(ApiKey, {
        id,
        name: data.name,
        prefix,
        secretHash: hash,
        regionId: data.regionId,
        createdBy: admin.email,
      });
      await tx.flush();
      const answer = { ...present(key, region.name), secret };
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
  // Only the first revocation counts (and is audited), also when two arrive at once.
  const revoked = await ctx.em.nativeUpdate(ApiKey, { id, revokedAt: null }, { revokedAt: new Date() });
  const key = await ctx.em.findOne(ApiKey, id, { refresh: true });
  if (!key) throw notFound();
  if (revoked > 0) {
    ctx.deps.apiKeys.registry.onNotify(key.prefix);
    await recordAudit(ctx.em, admin.email, 'API_KEY_REVOKED', `${key.prefix} "${key.name}"`);
  }
  const [view] = await presentAll(ctx.em, [key]);
  return view!;
}
