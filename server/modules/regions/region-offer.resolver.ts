import { Arg, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as offers from './region-offer.service.js';
import { RegionProductsInput, RegionProductsView, RegionView } from './region.types.js';

const toView = (r: offers.RegionProducts): RegionProductsView => ({
  productsId: r.productsId,
  regions: Object.entries(r.regionProductMap).map(([regionId, productIds]) => ({
    regionId: Number(regionId),
    productIds,
  })),
});

/** Regions a local administrator manages and their available / disallowed products. */
@Resolver()
export class RegionOfferResolver {
  @Query(() => [RegionView], { description: 'The regions the caller administers (ADMIN: all).' })
  myRegions(@Context() ctx: Ctx) {
    return offers.myRegions(ctx);
  }

  @Query(() => RegionProductsView)
  async regionProductAvailability(@Context() ctx: Ctx) {
    return toView(await offers.regionProducts(ctx, 'available'));
  }

  @Query(() => RegionProductsView)
  async regionProductDisallowed(@Context() ctx: Ctx) {
    return toView(await offers.regionProducts(ctx, 'disallowed'));
  }

  @Mutation(() => RegionProductsView, { description: "Replaces the region's available products." })
  async setRegionAvailableProducts(
    @Arg('input', () => RegionProductsInput) input: RegionProductsInput,
    @Context() ctx: Ctx,
  ) {
    return toView(await offers.setRegionProducts(ctx, 'available', plainInput(input)));
  }

  @Mutation(() => RegionProductsView, { description: "Replaces the region's disallowed products." })
  async setRegionDisallowedProducts(
    @Arg('input', () => RegionProductsInput) input: RegionProductsInput,
    @Context() ctx: Ctx,
  ) {
    return toView(await offers.setRegionProducts(ctx, 'disallowed', plainInput(input)));
  }
}
