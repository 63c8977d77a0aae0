import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IntArrayScalar } from './int-array.scalar.js';

// Outputs of the cross table, the region matrices and INCI management (simple resolvers: the
// cross table alone has thousands of rows).

@ObjectType('EvaluationTableIndicator', { simpleResolvers: true })
export class EvaluationTableIndicatorView {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: "In the caller's language." })
  name!: string;

  @Field(() => Boolean)
  enabled!: boolean;
}

@ObjectType('EvaluationTableProduct', { simpleResolvers: true, description: 'One row of the cross table.' })
export class EvaluationTableProductView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int, { description: "The product's version: setEvaluation sends it back." })
  version!: number;

  @Field(() => IntArrayScalar, {
    description: 'One value per indicator, aligned with EvaluationTable.indicators (0: none).',
  })
  values!: number[];
}

@ObjectType('EvaluationTable', { simpleResolvers: true, description: 'Products × indicators (admin/evaluations).' })
export class EvaluationTableView {
  @Field(() => [EvaluationTableIndicatorView])
  indicators!: EvaluationTableIndicatorView[];

  @Field(() => [EvaluationTableProductView])
  products!: EvaluationTableProductView[];
}

@InputType('EvaluationCellInput')
export class EvaluationCellInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int)
  indicatorId!: number;

  @Field(() => Int, { description: '-10..10' })
  value!: number;

  @Field(() => Int, { description: "The product's version as read (409 when stale)." })
  version!: number;
}

export enum RegionMatrixKindEnum {
  AVAILABLE = 'AVAILABLE',
  DISALLOWED = 'DISALLOWED',
}
registerEnumType(RegionMatrixKindEnum, { name: 'RegionMatrixKind' });

@ObjectType('RegionMatrixRegion', { simpleResolvers: true })
export class RegionMatrixRegionView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('RegionMatrixProduct', {
  simpleResolvers: true,
  description: 'No `id` field on purpose: the two matrices hold different cells for one product.',
})
export class RegionMatrixProductView {
  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [Boolean], { description: 'Aligned with RegionMatrix.regions.' })
  cells!: boolean[];
}

@ObjectType('RegionMatrix', { simpleResolvers: true })
export class RegionMatrixView {
  @Field(() => [RegionMatrixRegionView])
  regions!: RegionMatrixRegionView[];

  @Field(() => [RegionMatrixProductView])
  products!: RegionMatrixProductView[];
}

@ObjectType('InciAdminEntry', { simpleResolvers: true })
export class InciAdminEntryView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  alternativeName!: string | null;

  @Field(() => [String], { description: 'Products whose label lists it; empty: it may be deleted.' })
  usedBy!: string[];
}

@ObjectType('InciReloadStatus', { simpleResolvers: true })
export class InciReloadStatusView {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'RUNNING, SUCCESS or ERROR.' })
  status!: string;

  @Field(() => String)
  startedBy!: string;

  @Field(() => String, { description: 'ISO 8601.' })
  startedAt!: string;

  @Field(() => String, { nullable: true })
  finishedAt!: string | null;

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  processed!: number;

  @Field(() => Int)
  inserted!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  relinked!: number;

  @Field(() => String, { nullable: true, description: 'The translation key of the failure (ERROR).' })
  errorKey!: string | null;
}
