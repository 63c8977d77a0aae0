import { Arg, Ctx as Context, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LOCAL_ADMIN_DEFAULT_PAGE_SIZE } from '../../../common/validation/index.js';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { regionLoader } from '../regions/region.loader.js';
import { RegionView } from '../regions/region.types.js';
import { managedUserRecordFromRest, presentManagedUser, type ManagedUserRecord } from './managed-user.presenter.js';
import * as users from './managed-user.service.js';
import {
  ManagedUserCreateInput,
  ManagedUserPageView,
  ManagedUserUpdateInput,
  ManagedUserView,
} from './managed-user.types.js';

/** The local administrator's registered users (LOCAL_ADMIN of the user's region, or ADMIN). */
@Resolver()
export class ManagedUserResolver {
  @Query(() => ManagedUserPageView)
  async managedUsers(
    @Arg('pageNo', () => Int, { defaultValue: 0 }) pageNo: number,
    @Arg('pageSize', () => Int, { defaultValue: LOCAL_ADMIN_DEFAULT_PAGE_SIZE }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ) {
    const page = await users.userPage(ctx, { pageNo, pageSize, search });
    return { ...page, users: page.users.map(managedUserRecordFromRest) };
  }

  @Query(() => ManagedUserView)
  async managedUser(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return presentManagedUser(await users.getManagedUser(ctx, id));
  }

  @Mutation(() => ManagedUserView, { description: 'Creates a user and e-mails a set-password link (72 hours).' })
  async createManagedUser(
    @Arg('input', () => ManagedUserCreateInput) input: ManagedUserCreateInput,
    @Context() ctx: Ctx,
  ) {
    return presentManagedUser(await users.createUser(ctx, plainInput(input)));
  }

  @Mutation(() => ManagedUserView)
  async updateManagedUser(
    @Arg('input', () => ManagedUserUpdateInput) input: ManagedUserUpdateInput,
    @Context() ctx: Ctx,
  ) {
    return presentManagedUser(await users.updateUser(ctx, plainInput(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes the user with their programs and PDFs (see programCount).' })
  deleteManagedUser(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return users.deleteUser(ctx, id);
  }

  @Mutation(() => Boolean, { description: "Revokes the user's tokens; the next login must change the password." })
  forceManagedUserPasswordChange(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return users.forcePasswordChange(ctx, { id });
  }
}

@Resolver(() => ManagedUserView)
export class ManagedUserFieldsResolver {
  @FieldResolver(() => RegionView, { nullable: true, description: 'Batched per request (DataLoader).' })
  region(@Root() user: ManagedUserRecord, @Context() ctx: Ctx) {
    if (user.region !== undefined) return user.region;
    return user.regionId === null ? null : regionLoader(ctx).load(user.regionId);
  }

  @FieldResolver(() => Int, { description: 'Programs deleted with the user; batched per request.' })
  programCount(@Root() user: ManagedUserRecord, @Context() ctx: Ctx) {
    return users.programCountLoader(ctx).load(user.id);
  }
}
