import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { Priority, ProductCategory, ProductUsage, SkinIndicatorCategory } from '../../../../common/enums.js';
import {
  PriorityEnum,
  ProductCategoryEnum,
  ProductUsageEnum,
  SkinIndicatorCategoryEnum,
} from '../../../platform/graphql/enums.js';

// Outputs. Plain fields use TypeGraphQL's simple resolvers (no middleware per field): a catalogue
// answer has thousands of them. Computed fields live in catalogue.resolver.ts.

@ObjectType('SearchLink', { simpleResolvers: true })
export class SearchLinkView {
  @Field(() => String, { description: 'language_country' })
  locale!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType('BaseProductSuggestion', { simpleResolvers: true })
export class BaseProductSuggestionView {
  @Field(() => Int, { description: "The suggestion's place in its product's list (1, 2, …), as in the REST bundle." })
  id!: number;

  @Field(() => Float)
  baseSize!: number;

  @Field(() => Float)
  increment!: number;

  @Field(() => Float)
  maxVolumeSuggestion!: number;

  @Field(() => Float)
  recommendedInput!: number;
}

@ObjectType('Evaluation', { simpleResolvers: true, description: 'One cell of the evaluation matrix (-10..10).' })
export class EvaluationView {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int)
  skinIndicatorId!: number;

  @Field(() => Int)
  value!: number;
}

@ObjectType('Inci', { simpleResolvers: true })
export class InciView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String, { description: 'The INCI name, as on the label.' })
  name!: string;

  @Field(() => String, { nullable: true })
  alternativeName!: string | null;

  @Field(() => String)
  chemicalNamePlaceholder!: string;

  @Field(() => String)
  descriptionPlaceholder!: string;

  // chemicalName, description: catalogue.resolver.ts
}

@ObjectType('ProductInciLine', { simpleResolvers: true })
export class ProductInciLineView {
  @Field(() => Int, { description: 'Label order, from 0.' })
  position!: number;

  inciId!: number;

  // inci: catalogue.resolver.ts
}

@ObjectType('Product', { simpleResolvers: true })
export class ProductView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  namePlaceholder!: string;

  @Field(() => String)
  descriptionPlaceholder!: string;

  @Field(() => ProductCategoryEnum)
  productCategory!: ProductCategory;

  @Field(() => ProductUsageEnum)
  productUsage!: ProductUsage;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [SearchLinkView])
  searchLinks!: SearchLinkView[];

  @Field(() => Boolean, { description: "Enabled, available in the caller's region and not disallowed there." })
  isInOffer!: boolean;

  @Field(() => [BaseProductSuggestionView])
  baseProductSuggestions!: BaseProductSuggestionView[];

  // name, description, incis, evaluations: catalogue.resolver.ts
}

@ObjectType('SkinIndicator', { simpleResolvers: true })
export class SkinIndicatorView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  namePlaceholder!: string;

  @Field(() => String)
  descriptionPlaceholder!: string;

  @Field(() => SkinIndicatorCategoryEnum)
  skinIndicatorCategory!: SkinIndicatorCategory;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [SearchLinkView])
  searchLinks!: SearchLinkView[];

  // name, description, evaluations: catalogue.resolver.ts
}

@ObjectType('ScoreContribution', {
  simpleResolvers: true,
  description:
    "One chosen skin indicator's share of a product's score: evaluation × weight ÷ Σ weights × 10, as whole points.",
})
export class ScoreContributionView {
  @Field(() => Int, { description: 'The skin indicator id.' })
  indicator!: number;

  @Field(() => Float, { description: "The product's evaluation for the indicator (-10..10; missing counts 0)." })
  evaluation!: number;

  @Field(() => Int, { description: 'The priority weight: LOW 1, MEDIUM 2, HIGH 3.' })
  weight!: number;

  @Field(() => Int, {
    description: 'Whole points; the contributions of a product add up to its shownScore (largest-remainder rounding).',
  })
  points!: number;
}

@ObjectType('ProductScore', {
  simpleResolvers: true,
  description: 'A product and its score for the chosen skin issues (not rounded).',
})
export class ProductScoreView {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float)
  score!: number;

  @Field(() => Int, { description: 'The score as the builder shows it: a whole number, half up.' })
  shownScore!: number;

  @Field(() => [ScoreContributionView], { description: 'Why: one per chosen skin indicator, largest points first.' })
  contributions!: ScoreContributionView[];

  @Field(() => Boolean)
  isInOffer!: boolean;
}

@ObjectType('BaseProductScore', { simpleResolvers: true })
export class BaseProductScoreView extends ProductScoreView {
  @Field(() => [BaseProductSuggestionView])
  baseProductSuggestions!: BaseProductSuggestionView[];
}

@ObjectType('IndicatorScore', {
  simpleResolvers: true,
  description: "A skin indicator and the recipe's score for it (not rounded).",
})
export class IndicatorScoreView {
  @Field(() => Int)
  skinIndicatorId!: number;

  @Field(() => Float)
  score!: number;
}

@ObjectType('Suggestions', { simpleResolvers: true })
export class SuggestionsView {
  @Field(() => [BaseProductScoreView], { description: 'BASE products scoring above 10, best first.' })
  baseProducts!: BaseProductScoreView[];

  @Field(() => [ProductScoreView], { description: 'ACTIVE products scoring above 20, best first.' })
  activeProducts!: ProductScoreView[];

  @Field(() => [ProductScoreView], { description: 'CARE products scoring above 20, best first.' })
  careProducts!: ProductScoreView[];

  @Field(() => [ProductScoreView], { description: 'CLEANING products scoring 0 or more, best first.' })
  cleaningProducts!: ProductScoreView[];

  @Field(() => [ProductScoreView], { description: 'Products scoring -10 or less, worst first.' })
  notRecommended!: ProductScoreView[];

  @Field(() => [IndicatorScoreView], { description: 'Indicators the recipe scores above 40 or below -10 for.' })
  skinIndicators!: IndicatorScoreView[];
}

// Inputs: the shapes of suggestionInputSchema (common/validation/program.ts), which validates them.

@InputType('SkinIssueInput')
export class SkinIssueInput {
  @Field(() => Int)
  skinIndicatorId!: number;

  @Field(() => PriorityEnum)
  priority!: Priority;
}

@InputType('RecipeLineInput')
export class RecipeLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float)
  volume!: number;
}

@InputType('RecipeInput')
export class RecipeInput {
  @Field(() => [RecipeLineInput], { nullable: true })
  baseProducts?: RecipeLineInput[] | null;

  @Field(() => [RecipeLineInput], { nullable: true })
  activeProducts?: RecipeLineInput[] | null;
}

@InputType('SuggestionInput')
export class SuggestionInput {
  @Field(() => [SkinIssueInput])
  skinIssues!: SkinIssueInput[];

  @Field(() => RecipeInput, { nullable: true })
  recipe?: RecipeInput | null;
}
