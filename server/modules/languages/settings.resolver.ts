import { Ctx as Context, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { publicSettings } from './language.service.js';

@ObjectType({
  simpleResolvers: true,
  description:
    'The operator of this installation as its legal pages name it (OPERATOR_*). null: not configured; empty: does not apply.',
})
export class LegalOperator {
  @Field(() => String, { nullable: true, description: 'Company or person running the installation (OPERATOR_NAME).' })
  name!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Postal address without the country, one line per element (OPERATOR_ADDRESS).',
  })
  address!: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 3166-1 alpha-2 code of the country and of the law that applies (OPERATOR_COUNTRY).',
  })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail address (OPERATOR_EMAIL).' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Where privacy questions go (OPERATOR_PRIVACY_EMAIL).' })
  privacyEmail!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone number (OPERATOR_PHONE).' })
  phone!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who legally represents the operator (OPERATOR_REPRESENTATIVE).',
  })
  representative!: string | null;

  @Field(() => String, { nullable: true, description: 'Register court and number (OPERATOR_REGISTER).' })
  register!: string | null;

  @Field(() => String, { nullable: true, description: 'VAT identification number (OPERATOR_VAT_ID).' })
  vatId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Place of jurisdiction named in the terms (OPERATOR_JURISDICTION).',
  })
  jurisdiction!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class PublicSettings {
  @Field(() => [String], { description: 'Locales whose INCI data and screens are shown (INCI_LOCALES).' })
  inciLocales!: string[];

  @Field(() => [String], { description: 'Locales offered in the interface: the system languages.' })
  systemLocales!: string[];

  @Field(() => LegalOperator, { description: 'The operator named on the legal pages.' })
  operator!: LegalOperator;
}

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings)
  async publicSettings(@Context() ctx: Ctx): Promise<PublicSettings> {
    return publicSettings(ctx.em, ctx.deps.config);
  }
}
