import { Arg, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import * as auth from './auth.service.js';
import {
  AuthToken,
  ForgottenPasswordInput,
  LoginInput,
  PasswordChangeInput,
  ResetRequestInput,
  ResetTokenInput,
} from './auth.types.js';

/** Spreads a GraphQL input object into a plain object for the shared yup schemas. */
const plain = (input: object) => ({ ...input });

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthToken)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Context() ctx: Ctx) {
    return auth.login(ctx, plain(input));
  }

  @Mutation(() => AuthToken)
  refreshToken(@Context() ctx: Ctx) {
    return auth.refresh(ctx);
  }

  @Mutation(() => AuthToken)
  changePassword(@Arg('input', () => PasswordChangeInput) input: PasswordChangeInput, @Context() ctx: Ctx) {
    return auth.changeOwnPassword(ctx, plain(input));
  }

  @Mutation(() => Boolean)
  requestPasswordReset(@Arg('input', () => ResetRequestInput) input: ResetRequestInput, @Context() ctx: Ctx) {
    return auth.requestPasswordReset(ctx, plain(input));
  }

  @Query(() => Boolean, {
    description:
      "Whether a reset link's token can still be used (known, unused, not expired); reading it does not use it up.",
  })
  async resetTokenValid(@Arg('input', () => ResetTokenInput) input: ResetTokenInput, @Context() ctx: Ctx) {
    return (await auth.resetTokenState(ctx, plain(input))).valid;
  }

  @Mutation(() => Boolean)
  resetForgottenPassword(
    @Arg('input', () => ForgottenPasswordInput) input: ForgottenPasswordInput,
    @Context() ctx: Ctx,
  ) {
    return auth.resetForgottenPassword(ctx, plain(input));
  }

  @Mutation(() => Boolean)
  logout(@Context() ctx: Ctx) {
    return auth.logout(ctx);
  }
}
