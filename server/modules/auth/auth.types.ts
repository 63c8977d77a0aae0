import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class AuthToken {
  @Field(() => String)
  token!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
export class PasswordChangeInput {
  /** Required outside the forced change after login. */
  @Field(() => String, { nullable: true })
  currentPassword?: string | null;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordRepeated!: string;
}

@InputType()
export class ResetRequestInput {
  @Field(() => String)
  username!: string;
}

@InputType()
export class ForgottenPasswordInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordRepeated!: string;

  @Field(() => String)
  token!: string;
}

@InputType({ description: 'The token of a reset link, as its page has it from the e-mailed address.' })
export class ResetTokenInput {
  @Field(() => String)
  token!: string;
}
