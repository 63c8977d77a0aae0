import { Ctx as Context, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { publicSettings } from './language.service.js';

@ObjectType({ simpleResolvers: true })
export class PublicSettings {
  @Field(() => [String], { description: 'Locales whose INCI data and screens are shown (INCI_LOCALES).' })
  inciLocales!: string[];

  @Field(() => [String], { description: 'Locales offered in the interface: the system languages.' })
  systemLocales!: string[];
}

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings)
  async publicSettings(@Context() ctx: Ctx): Promise<PublicSettings> {
    return publicSettings(ctx.em, ctx.deps.config.inciLocales);
  }
}
