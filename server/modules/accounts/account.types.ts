import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Me')
export class MeView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  surname!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  phoneNo!: string | null;

  @Field(() => String, { nullable: true })
  customerId!: string | null;

  @Field(() => [String])
  roles!: string[];

  @Field(() => String)
  preferredLocale!: string;

  @Field(() => String)
  fallbackLocale!: string;

  @Field(() => Boolean)
  mustResetPassword!: boolean;

  @Field(() => Int, { nullable: true })
  regionId!: number | null;
}
