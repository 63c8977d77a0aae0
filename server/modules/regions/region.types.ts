import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Region')
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

@ObjectType('RegistrationRegion', { description: 'A region open for registration.' })
export class RegistrationRegionView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('RegionProductSet')
export class RegionProductSetView {
  @Field(() => Int)
  regionId!: number;

  @Field(() => [Int])
  productIds!: number[];
}

@ObjectType('RegionProducts', { description: 'Available or disallowed products of the regions the caller administers.' })
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
