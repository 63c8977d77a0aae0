import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Region', { simpleResolvers: true })
export class RegionView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  defaultLocale!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int)
  version!: number;
}

@ObjectType('RegistrationRegion', { simpleResolvers: true, description: 'A region open for registration.' })
export class RegistrationRegionView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('RegionProductSet', { simpleResolvers: true })
export class RegionProductSetView {
  @Field(() => Int)
  regionId!: number;

  @Field(() => [Int])
  productIds!: number[];
}

@ObjectType('RegionProducts', {
  simpleResolvers: true,
  description: 'Available or disallowed products of the regions the caller administers.',
})
export class RegionProductsView {
  @Field(() => [Int], { description: 'Every product id.' })
  productsId!: number[];

  @Field(() => [RegionProductSetView], { description: 'Per managed region, the product ids in the set.' })
  regions!: RegionProductSetView[];
}

@InputType('RegionProductsInput')
export class RegionProductsInput {
  @Field(() => Int)
  regionId!: number;

  @Field(() => [Int])
  productIds!: number[];
}
