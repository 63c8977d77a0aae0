import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { CombinationKind, CombinationSeverity, ProductCategory } from '../../../common/enums.js';
import { CombinationKindEnum, CombinationSeverityEnum, ProductCategoryEnum } from '../../platform/graphql/enums.js';
import { LocalizedTextInput, LocalizedTextView } from '../catalogue/admin/catalogue-admin.types.js';

// The shapes of combinationRuleSaveSchema (common/validation/combination.ts), which validates them.

@ObjectType('CombinationRule', {
  simpleResolvers: true,
  description:
    'Two products, or a product and a product category, that should not meet in one program (NOT_TOGETHER) or ' +
    'not in the same routine time (NOT_SAME_ROUTINE_TIME: warned whenever both are in the program). Informs; never blocks.',
})
export class CombinationRuleView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'The other product (null when the rule names a category).' })
  otherProductId!: number | null;

  @Field(() => ProductCategoryEnum, {
    nullable: true,
    description: 'Every other product of this category (null when the rule names a product).',
  })
  otherCategory!: ProductCategory | null;

  @Field(() => CombinationKindEnum)
  kind!: CombinationKind;

  @Field(() => CombinationSeverityEnum)
  severity!: CombinationSeverity;

  @Field(() => String, { description: "Translation key of the rule's message." })
  messagePlaceholder!: string;
}

@ObjectType('CombinationRuleAdmin', {
  simpleResolvers: true,
  description: 'A combination rule as the back office edits it.',
})
export class CombinationRuleAdminView extends CombinationRuleView {
  @Field(() => String)
  code!: string;

  @Field(() => [LocalizedTextView], { description: 'The message in every locale it has.' })
  messages!: LocalizedTextView[];

  @Field(() => String, { nullable: true, description: 'Why the rule exists (its source); not shown to users.' })
  comment!: string | null;

  @Field(() => Int)
  version!: number;
}

@InputType('CombinationRuleInput', {
  description:
    'No id: a new rule. With id: an update (send the version read). Exactly one of otherProductId and otherCategory.',
})
export class CombinationRuleInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  version?: number | null;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  otherProductId?: number | null;

  @Field(() => ProductCategoryEnum, { nullable: true })
  otherCategory?: ProductCategory | null;

  @Field(() => CombinationKindEnum)
  kind!: CombinationKind;

  @Field(() => CombinationSeverityEnum)
  severity!: CombinationSeverity;

  @Field(() => [LocalizedTextInput], { description: 'The message per locale (de_DE and en_GB required).' })
  messages!: LocalizedTextInput[];

  @Field(() => String, { nullable: true })
  comment?: string | null;
}
