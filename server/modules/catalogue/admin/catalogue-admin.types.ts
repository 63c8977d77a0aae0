import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ProductCategory, ProductUsage, SkinIndicatorCategory } from '../../../../common/enums.js';
import { ProductCategoryEnum, ProductUsageEnum, SkinIndicatorCategoryEnum } from '../../../platform/graphql/enums.js';

// The back office's shapes: the inputs of productSaveSchema and skinIndicatorSaveSchema
// (common/validation/catalogue-admin.ts), which validate them.

@ObjectType('LocalizedText', {
  simpleResolvers: true,
  description: 'A stored text of one locale (names and descriptions in the back office).',
})
export class LocalizedTextView {
  @Field(() => String, { description: 'language_country' })
  locale!: string;

  @Field(() => String)
  value!: string;
}

@InputType('LocalizedTextInput', {
  description: 'A text of one locale; an empty value removes it (de_DE and en_GB are required).',
})
export class LocalizedTextInput {
  @Field(() => String)
  locale!: string;

  @Field(() => String, { nullable: true })
  value?: string | null;
}

@InputType('SearchLinkInput', { description: 'An http(s) link per locale; empty ones are left out.' })
export class SearchLinkInput {
  @Field(() => String)
  locale!: string;

  @Field(() => String, { nullable: true })
  url?: string | null;
}

@InputType('EvaluationEntryInput', {
  description: 'An evaluation (-10..10) against the entry of the other kind with this id.',
})
export class EvaluationEntryInput {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  value!: number;
}

@InputType('BaseProductSuggestionInput')
export class BaseProductSuggestionInput {
  @Field(() => Float)
  baseSize!: number;

  @Field(() => Float)
  increment!: number;

  @Field(() => Float)
  maxVolumeSuggestion!: number;

  @Field(() => Float)
  recommendedInput!: number;
}

@InputType('ProductInput', {
  description:
    'No id: a new product. With id: an update (send the version read). Replaces texts given, links, suggestions and evaluations.',
})
export class ProductInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  version?: number | null;

  @Field(() => ProductCategoryEnum)
  productCategory!: ProductCategory;

  @Field(() => ProductUsageEnum, { description: 'READY_PRODUCT unless the category is MODULAR (BASE or ACTIVE).' })
  productUsage!: ProductUsage;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [LocalizedTextInput])
  names!: LocalizedTextInput[];

  @Field(() => [LocalizedTextInput])
  descriptions!: LocalizedTextInput[];

  @Field(() => [SearchLinkInput], { nullable: true })
  searchLinks?: SearchLinkInput[] | null;

  @Field(() => [BaseProductSuggestionInput], { nullable: true, description: 'Kept for BASE products only.' })
  baseProductSuggestions?: BaseProductSuggestionInput[] | null;

  @Field(() => [EvaluationEntryInput], {
    nullable: true,
    description: 'Against skin indicators: the whole row of the matrix.',
  })
  evaluations?: EvaluationEntryInput[] | null;
}

@InputType('SkinIndicatorInput', { description: 'No id: a new indicator. With id: an update (send the version read).' })
export class SkinIndicatorInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  version?: number | null;

  @Field(() => SkinIndicatorCategoryEnum)
  skinIndicatorCategory!: SkinIndicatorCategory;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [LocalizedTextInput])
  names!: LocalizedTextInput[];

  @Field(() => [LocalizedTextInput])
  descriptions!: LocalizedTextInput[];

  @Field(() => [SearchLinkInput], { nullable: true })
  searchLinks?: SearchLinkInput[] | null;

  @Field(() => [EvaluationEntryInput], {
    nullable: true,
    description: 'Against products: the whole column of the matrix.',
  })
  evaluations?: EvaluationEntryInput[] | null;
}

@ObjectType('CatalogueFieldChange', {
  simpleResolvers: true,
  description: 'One changed field of a version of a product or an indicator (decision 069).',
})
export class CatalogueFieldChangeView {
  @Field(() => String, { description: '`enabled`, `names.de_DE`, `searchLinks.en_GB`, `evaluations.<id>`, `incis`, …' })
  path!: string;

  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true, description: 'Texts and links: the locale (language_country).' })
  locale!: string | null;

  @Field(() => Int, { nullable: true, description: "Evaluations: the other entry's id." })
  refId!: number | null;

  @Field(() => String, { nullable: true, description: "Evaluations: the other entry's name now (null: deleted)." })
  refName!: string | null;

  @Field(() => String, { description: 'The value before, as JSON text (`null`: none); a label as ingredient names.' })
  before!: string;

  @Field(() => String, { description: 'The value after, as JSON text (`null`: none).' })
  after!: string;
}

@ObjectType('CatalogueEntryVersion', {
  simpleResolvers: true,
  description: 'One version of a product or an indicator: who, when and what changed (decision 069).',
})
export class CatalogueEntryVersionView {
  @Field(() => Int, { description: 'From 1 per entry; restoreProductVersion and restoreSkinIndicatorVersion take it.' })
  number!: number;

  @Field(() => String, {
    nullable: true,
    description: 'E-mail of the author; null: the state before the history began.',
  })
  author!: string | null;

  @Field(() => Date)
  createdDate!: Date;

  @Field(() => Int, { nullable: true, description: 'A restore: the version it restored.' })
  restoredFrom!: number | null;

  @Field(() => [CatalogueFieldChangeView])
  changes!: CatalogueFieldChangeView[];
}
