import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { regionSchema, serialId, strictObject } from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { Language } from '../languages/language.entity.js';
import { fill, translator } from '../translations/translation.service.js';
import { Region } from './region.entity.js';
import { REGION_ADMIN_ERRORS, regionAdminErrors } from './region-admin.errors.js';
import { readRows } from '../../platform/read-sql.js';

const idSchema = strictObject({ id: serialId().required(K.REQUIRED) });

/** Every region by name (admin/regions). */
export async function allRegions(ctx: Ctx): Promise<Region[]> {
  requireAdmin(ctx);
  return ctx.em.find(Region, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

/**
 * Creates (no id) or updates (id and version) a region. The default locale must be a system
 * language; a disabled region is no longer offered at registration (candidate service).
 */
export async function saveRegion(ctx: Ctx, input: unknown): Promise<Region> {
  requireAdmin(ctx);
  const data = await validate(regionSchema, input);
  if (!(await ctx.em.count(Language, { id: data.defaultLocale, isSystem: true }))) {
    throw badRequest(REGION_ADMIN_ERRORS.LOCALE_NOT_SYSTEM, 'defaultLocale');
  }
  let region: Region;
  if (data.id) {
    const found = await ctx.em.findOne(Region, data.id);
    if (!found) throw notFound();
    if (data.version !== null && data.version !== undefined && data.version !== found.version) throw conflict();
    region = found;
    region.name = data.name;
    region.enabled = data.enabled;
    region.defaultLocale = data.defaultLocale;
  } else {
    region = ctx.em.create(Region, { name: data.name, enabled: data.enabled, defaultLocale: data.defaultLocale });
  }
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw regionAdminErrors.nameTaken();
    if (error instanceof OptimisticLockError) throw conflict();
    throw error;
  }
  return region;
}

/** What still uses a region: its users, candidates and local admins. */
export async function regionUsage(
  ctx: Ctx,
  id: number,
): Promise<{ users: number; candidates: number; localAdmins: number }> {
  const rows = await readRows<{ users: string; candidates: string; local_admins: string }>(
    ctx.deps,
    'regions.usage',
    `select (select count(*) from account where region_id = ?)::text as users,
            (select count(*) from candidate where region_id = ?)::text as candidates,
            (select count(*) from account_admin_region where region_id = ?)::text as local_admins`,
    [id, id, id],
  );
  const row = rows[0]!;
  return { users: Number(row.users), candidates: Number(row.candidates), localAdmins: Number(row.local_admins) };
}

const USAGE_KEYS = {
  users: 'REGION_IN_USE_USERS',
  candidates: 'REGION_IN_USE_CANDIDATES',
  localAdmins: 'REGION_IN_USE_LOCAL_ADMINS',
} as const;

/** What still uses a region, in the caller's words ("users: 2, candidates: 1"): the counts above zero. */
async function usageInWords(ctx: Ctx, usage: Record<keyof typeof USAGE_KEYS, number>): Promise<string> {
  const t = await translator(ctx.em, ctx.locale, ctx.fallbackLocale);
  return (Object.keys(USAGE_KEYS) as Array<keyof typeof USAGE_KEYS>)
    .filter((kind) => usage[kind] > 0)
    .map((kind) => fill(t(USAGE_KEYS[kind]), { n: String(usage[kind]) }))
    .join(', ');
}

/** Deletes an unused region; one still in use is refused (409) with what uses it as param. */
export async function deleteRegion(ctx: Ctx, rawId: unknown): Promise<boolean> {
  requireAdmin(ctx);
  const id = typeof rawId === 'string' && /^\d{1,9}$/.test(rawId) ? Number(rawId) : rawId;
  const data = await validate(idSchema, { id });
  const region = await ctx.em.findOne(Region, data.id);
  if (!region) throw notFound();
  const usage = await regionUsage(ctx, region.id);
  if (usage.users + usage.candidates + usage.localAdmins > 0)
    throw regionAdminErrors.inUse(await usageInWords(ctx, usage));
  await ctx.em.nativeDelete(Region, { id: region.id });
  return true;
}
