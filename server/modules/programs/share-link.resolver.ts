import { Arg, Ctx as Context, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import * as sharing from './share-link.service.js';
import { ShareLinkTypeView } from './share-link.types.js';

/** Share links of the caller's own programs (decision 067); another owner's program is 404. */
@Resolver()
export class ShareLinkResolver {
  @Query(() => ShareLinkTypeView, { nullable: true, description: "The program's working share link, or null." })
  skinCareProgramShareLink(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return sharing.current(ctx, id);
  }

  @Mutation(() => ShareLinkTypeView, {
    description: "Makes the program's share link for its client, replacing the one it had; answers its address.",
  })
  shareSkinCareProgram(
    @Arg('id', () => ID) id: string,
    @Arg('locale', () => String, { nullable: true, description: "The page's language; null: the PDF's." })
    locale: string | null,
    @Context() ctx: Ctx,
  ) {
    return sharing.share(ctx, id, { locale });
  }

  @Mutation(() => Boolean, { description: "Revokes the program's share link; false when it had none." })
  revokeSkinCareProgramShareLink(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return sharing.revoke(ctx, id);
  }
}
