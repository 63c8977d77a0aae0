import {
  Arg,
  Ctx as Context,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as apiKeys from './api-key.service.js';

@ObjectType('ApiKey', {
  simpleResolvers: true,
  description: "An integrator's API key; its secret is shown once, at creation.",
})
export class ApiKeyView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The visible start of the secret (skc_<prefix>_…).' })
  prefix!: string;

  @Field(() => Int, { description: 'The region whose offer the key sees.' })
  regionId!: number;

  @Field(() => String)
  regionName!: string;

  @Field(() => String)
  createdBy!: string;

  @Field(() => String, { description: 'ISO 8601.' })
  createdDate!: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601; null while the key works.' })
  revokedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601; written in batches, may lag by a second.' })
  lastUsedAt!: string | null;

  @Field(() => Float, { description: 'Requests admitted so far (written in batches).' })
  requestCount!: number;
}

@ObjectType('CreatedApiKey', { simpleResolvers: true })
export class CreatedApiKeyView {
  @Field(() => ApiKeyView)
  key!: ApiKeyView;

  @Field(() => String, {
    description: 'The secret: send it as `Authorization: ApiKey <secret>` or `X-Api-Key`. Never shown again.',
  })
  secret!: string;
}

@InputType('ApiKeyInput')
export class ApiKeyInput {
  @Field(() => String)
  name!: string;

  @Field(() => Int)
  regionId!: number;
}

/** admin/api-keys (ADMIN only), over the same service as the REST routes. */
@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKeyView], { description: 'Every API key, newest first (ADMIN).' })
  apiKeys(@Context() ctx: Ctx) {
    return apiKeys.listApiKeys(ctx);
  }

  @Mutation(() => CreatedApiKeyView, { description: 'Makes an API key for a region (ADMIN); audited.' })
  async createApiKey(@Arg('input', () => ApiKeyInput) input: ApiKeyInput, @Context() ctx: Ctx) {
    const { secret, ...key } = await apiKeys.createApiKey(ctx, plainInput(input));
    return { key, secret };
  }

  @Mutation(() => ApiKeyView, { description: 'Revokes an API key at once in every process (ADMIN); audited.' })
  revokeApiKey(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return apiKeys.revokeApiKey(ctx, id);
  }
}
