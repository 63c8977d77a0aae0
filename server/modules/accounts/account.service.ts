import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { Account } from './account.entity.js';

export async function me(ctx: Ctx) {
  const user = requireUser(ctx, [], { allowMustReset: true });
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    surname: account.surname,
    companyName: account.companyName,
    phoneNo: account.phoneNo,
    customerId: account.customerId,
    roles: user.roles,
    preferredLocale: account.preferredLocale,
    fallbackLocale: account.fallbackLocale,
    mustResetPassword: !account.credentialsNonExpired,
    regionId: user.regionId,
  };
}
