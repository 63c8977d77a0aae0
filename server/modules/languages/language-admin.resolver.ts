import { Arg, Ctx as Context, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as languages from './language-admin.service.js';

@ObjectType('Language', { simpleResolvers: true })
export class LanguageView {
  @Field(() => ID, { description: 'language_country, e.g. pl_PL.' })
  id!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String)
  country!: string;

  @Field(() => String)
  name!: string;
}

@InputType('LanguageInput')
export class LanguageInput {
  @Field(() => String)
  language!: string;

  @Field(() => String)
  country!: string;
}

/** admin/languages (ADMIN only). */
@Resolver()
export class LanguageAdminResolver {
  @Query(() => [LanguageView], { description: 'The system languages (ADMIN).' })
  systemLanguages(@Context() ctx: Ctx) {
    return languages.systemLanguages(ctx);
  }

  @Query(() => [LanguageView], { description: 'Every language that can be a system language (ADMIN).' })
  allLanguages(@Context() ctx: Ctx) {
    return languages.allLanguages(ctx);
  }

  @Mutation(() => LanguageView)
  addSystemLanguage(@Arg('input', () => LanguageInput) input: LanguageInput, @Context() ctx: Ctx) {
    return languages.addLanguage(ctx, plainInput(input));
  }

  @Mutation(() => Boolean, { description: 'en_GB and de_DE stay; a locale in use is refused (409) with the counts.' })
  removeSystemLanguage(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return languages.removeLanguage(ctx, id);
  }
}
