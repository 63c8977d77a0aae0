import { Arg, Ctx as Context, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as regions from './region-admin.service.js';
import { RegionView } from './region.types.js';

@InputType('RegionInput', { description: 'No id: a new region. With id: an update (send the version read).' })
export class RegionInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { description: 'A system language, e.g. pl_PL.' })
  defaultLocale!: string;

  @Field(() => Int, { nullable: true })
  version?: number | null;
}

/** admin/regions (ADMIN only). */
@Resolver()
export class RegionAdminResolver {
  @Query(() => [RegionView], { description: 'Every region, by name (ADMIN).' })
  regions(@Context() ctx: Ctx) {
    return regions.allRegions(ctx);
  }

  @Mutation(() => RegionView)
  saveRegion(@Arg('input', () => RegionInput) input: RegionInput, @Context() ctx: Ctx) {
    return regions.saveRegion(ctx, plainInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      'Refused (409, ERROR_REGION_IN_USE with the counts) while users, candidates or local admins belong to it.',
  })
  deleteRegion(@Arg('id', () => Int) id: number, @Context() ctx: Ctx) {
    return regions.deleteRegion(ctx, id);
  }
}
