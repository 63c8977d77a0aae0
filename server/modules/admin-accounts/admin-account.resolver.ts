import { Arg, Ctx as Context, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE } from '../../../common/validation/index.js';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { regionLoader } from '../regions/region.loader.js';
import { RegionView } from '../regions/region.types.js';
import { adminAccountRecordOf, presentAdminAccount, type AdminAccountRecord } from './admin-account.presenter.js';
import * as accounts from './admin-account.service.js';
import { sendTestEmails } from './test-mail.service.js';
import {
  AdminAccountInput,
  AdminAccountView,
  AdminPageView,
  LocalAdminInput,
  LocalAdminPageView,
} from './admin-account.types.js';

const pageArgs = (pageNo: number, pageSize: number, search: string | null) => ({ pageNo, pageSize, search });

/** Local admins and admins (ADMIN only). */
@Resolver()
export class AdminAccountResolver {
  @Query(() => LocalAdminPageView)
  async localAdmins(
    @Arg('pageNo', () => Int, { defaultValue: 0 }) pageNo: number,
    @Arg('pageSize', () => Int, { defaultValue: ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ) {
    const page = await accounts.accountPage(ctx, 'LOCAL_ADMIN', pageArgs(pageNo, pageSize, search));
    return { ...page, localAdmins: page.accounts.map(adminAccountRecordOf) };
  }

  @Query(() => AdminPageView)
  async admins(
    @Arg('pageNo', () => Int, { defaultValue: 0 }) pageNo: number,
    @Arg('pageSize', () => Int, { defaultValue: ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ) {
    const page = await accounts.accountPage(ctx, 'ADMIN', pageArgs(pageNo, pageSize, search));
    return { ...page, admins: page.accounts.map(adminAccountRecordOf) };
  }

  @Mutation(() => AdminAccountView, {
    description: 'Creates a local admin and e-mails a set-password link (72 hours).',
  })
  async createLocalAdmin(@Arg('input', () => LocalAdminInput) input: LocalAdminInput, @Context() ctx: Ctx) {
    return presentAdminAccount(await accounts.createAccount(ctx, 'LOCAL_ADMIN', plainInput(input)));
  }

  @Mutation(() => AdminAccountView)
  async updateLocalAdmin(@Arg('input', () => LocalAdminInput) input: LocalAdminInput, @Context() ctx: Ctx) {
    return presentAdminAccount(await accounts.updateAccount(ctx, 'LOCAL_ADMIN', plainInput(input)));
  }

  @Mutation(() => Boolean)
  deleteLocalAdmin(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return accounts.deleteAccount(ctx, 'LOCAL_ADMIN', id);
  }

  @Mutation(() => Boolean, {
    description: "Revokes the local admin's tokens; the next login must change the password.",
  })
  forceLocalAdminPasswordChange(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return accounts.forcePasswordChange(ctx, { id });
  }

  @Mutation(() => AdminAccountView, { description: 'Creates an admin and e-mails a set-password link (72 hours).' })
  async createAdmin(@Arg('input', () => AdminAccountInput) input: AdminAccountInput, @Context() ctx: Ctx) {
    return presentAdminAccount(await accounts.createAccount(ctx, 'ADMIN', plainInput(input)));
  }

  @Mutation(() => AdminAccountView, {
    description: 'The last enabled admin cannot be disabled, nor can anybody disable themselves.',
  })
  async updateAdmin(@Arg('input', () => AdminAccountInput) input: AdminAccountInput, @Context() ctx: Ctx) {
    return presentAdminAccount(await accounts.updateAccount(ctx, 'ADMIN', plainInput(input)));
  }

  @Mutation(() => Int, {
    description:
      "Sends every e-mail template in the locale (default: the caller's) to the calling admin; answers how many went.",
  })
  sendTestEmails(@Arg('locale', () => String, { nullable: true }) locale: string | null, @Context() ctx: Ctx) {
    return sendTestEmails(ctx, locale);
  }

  @Mutation(() => Boolean, {
    description: 'The last enabled admin cannot be deleted, nor can anybody delete themselves.',
  })
  deleteAdmin(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return accounts.deleteAccount(ctx, 'ADMIN', id);
  }
}

@Resolver(() => AdminAccountView)
export class AdminAccountFieldsResolver {
  @FieldResolver(() => [RegionView], { description: 'Local admins: the regions administered, batched per request.' })
  async regions(@Root() account: AdminAccountRecord, @Context() ctx: Ctx) {
    if (account.regions) return account.regions;
    const regions = await regionLoader(ctx).loadMany(account.regionIds);
    return regions.filter((r): r is NonNullable<typeof r> & RegionView => !!r && !(r instanceof Error));
  }
}
