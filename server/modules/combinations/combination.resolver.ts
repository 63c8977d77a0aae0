import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as combinations from './combination.service.js';
import { CombinationRuleAdminView, CombinationRuleInput, CombinationRuleView } from './combination.types.js';

/** Combination rules: read with the catalogue (the builder's), edited in admin/combination-rules. */
@Resolver()
export class CombinationResolver {
  @Query(() => [CombinationRuleView], {
    description: 'The combination rules between products the caller sees (every role and API keys).',
  })
  combinationRules(@Context() ctx: Ctx) {
    return combinations.builderRules(ctx);
  }

  @Query(() => [CombinationRuleAdminView], { description: 'Every combination rule (ADMIN, CONTENT_EDITOR).' })
  adminCombinationRules(@Context() ctx: Ctx) {
    return combinations.adminRules(ctx);
  }

  @Mutation(() => CombinationRuleAdminView, {
    description:
      'Creates or updates a rule: 400 for a product paired with itself or unknown products, 409 for a pair that has a rule or a stale version.',
  })
  async saveCombinationRule(
    @Arg('input', () => CombinationRuleInput) input: CombinationRuleInput,
    @Context() ctx: Ctx,
  ) {
    const id = await combinations.saveRule(ctx, plainInput(input));
    return combinations.adminRule(ctx, id);
  }

  @Mutation(() => Boolean)
  deleteCombinationRule(@Arg('id', () => Int) id: number, @Context() ctx: Ctx) {
    return combinations.deleteRule(ctx, id);
  }
}
