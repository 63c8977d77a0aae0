import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PersonDetails } from '../../../common/person.js';

/** The person fields every record of an account or a candidate shows (a base class, never in the schema itself). */
@ObjectType({ simpleResolvers: true })
export abstract class PersonFieldsView implements PersonDetails {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  customerId!: string | null;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  surname!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  phoneNo!: string | null;

  @Field(() => String)
  preferredLocale!: string;

  @Field(() => String)
  fallbackLocale!: string;
}

/** What every record of an account shows (managed users, local admins, admins), but its version. */
@ObjectType({ simpleResolvers: true })
export abstract class AccountRecordView extends PersonFieldsView {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Boolean, { description: 'False: the account must change its password at the next login.' })
  credentialsNonExpired!: boolean;
}

@ObjectType('Me', { simpleResolvers: true })
export class MeView extends PersonFieldsView {
  @Field(() => [String])
  roles!: string[];

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
/** The person fields every form of an account or a candidate sends (a base class, never in the schema itself). */
@InputType()
export abstract class PersonDetailsInput implements PersonDetails {
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
}

@InputType()
export class UserDetailsInput extends PersonDetailsInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

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
export type AccountRecordFields = AccountRecordView & { version: number };
