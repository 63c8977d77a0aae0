import { Arg, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as accounts from './account.service.js';
import { MeView, PdfUserInfoInput, PdfUserInfoView, UserDetailsInput } from './account.types.js';

@Resolver()
export class AccountResolver {
  @Query(() => MeView)
  me(@Context() ctx: Ctx) {
    return accounts.me(ctx);
  }

  @Query(() => PdfUserInfoView, { nullable: true, description: 'The company data on my PDFs; null until first saved.' })
  myPdfData(@Context() ctx: Ctx) {
    return accounts.myPdfData(ctx);
  }

  @Mutation(() => MeView)
  async updateMyDetails(@Arg('input', () => UserDetailsInput) input: UserDetailsInput, @Context() ctx: Ctx) {
    await accounts.updateDetails(ctx, plainInput(input));
    return accounts.me(ctx);
  }

  @Mutation(() => PdfUserInfoView)
  updateMyPdfData(@Arg('input', () => PdfUserInfoInput) input: PdfUserInfoInput, @Context() ctx: Ctx) {
    return accounts.updatePdfData(ctx, plainInput(input));
  }
}
