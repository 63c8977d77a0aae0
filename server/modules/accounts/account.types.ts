import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Me', { simpleResolvers: true })
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

  @Field(() => Int, { description: 'Send it back with updateMyDetails (optimistic locking).' })
  version!: number;
}

@ObjectType('PdfUserInfo', { simpleResolvers: true })
export class PdfUserInfoView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  companyPhoneNo!: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine1!: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine2!: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine3!: string | null;

  @Field(() => Int)
  version!: number;
}

/** The user's own details (userDetailsSchema); e-mail and customer id are not editable. */
@InputType()
export class UserDetailsInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  surname?: string | null;

  @Field(() => String, { nullable: true })
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  phoneNo?: string | null;

  @Field(() => String)
  preferredLocale!: string;

  @Field(() => String, { nullable: true, description: 'Ignored (set to the preferred one) for en_GB and de_DE.' })
  fallbackLocale?: string | null;

  @Field(() => Int)
  version!: number;
}

/** The company data printed on PDFs (pdfUserInfoSchema). */
@InputType()
export class PdfUserInfoInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  companyPhoneNo?: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine1?: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine2?: string | null;

  @Field(() => String, { nullable: true })
  companyAddressLine3?: string | null;

  @Field(() => Int, { nullable: true, description: 'Required once the data exists.' })
  version?: number | null;
}

/** The fields every record of an account shows (managed users, local admins, admins). */
export interface AccountRecordFields {
  id: string;
  email: string;
  customerId: string | null;
  name: string | null;
  surname: string | null;
  companyName: string | null;
  phoneNo: string | null;
  preferredLocale: string;
  fallbackLocale: string;
  enabled: boolean;
  credentialsNonExpired: boolean;
  version: number;
}
