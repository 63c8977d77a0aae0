import { Arg, Ctx as Context, Mutation, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import * as auth from './auth.service.js';
import { AuthToken, ForgottenPasswordInput, LoginInput, PasswordChangeInput, ResetRequestInput } from './auth.types.js';

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

  @Mutation(() => Boolean)
  resetForgottenPassword(@Arg('input', () => ForgottenPasswordInput) input: ForgottenPasswordInput, @Context() ctx: Ctx) {
    return auth.resetForgottenPassword(ctx, plain(input));
  }

  @Mutation(() => Boolean)
  logout(@Context() ctx: Ctx) {
    return auth.logout(ctx);
  }
}
