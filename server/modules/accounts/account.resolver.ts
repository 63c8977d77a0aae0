import { Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import * as accounts from './account.service.js';
import { MeView } from './account.types.js';

@Resolver()
export class AccountResolver {
  @Query(() => MeView)
  me(@Context() ctx: Ctx) {
    return accounts.me(ctx);
  }
}
