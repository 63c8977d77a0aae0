import { Arg, Ctx as Context, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LOCAL_ADMIN_DEFAULT_PAGE_SIZE } from '../../../common/validation/index.js';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { presentManagedUser } from '../managed-users/managed-user.presenter.js';
import { ManagedUserView } from '../managed-users/managed-user.types.js';
import { regionLoader, type RegionRecord } from '../regions/region.loader.js';
import { RegionView, RegistrationRegionView } from '../regions/region.types.js';
import * as admin from './candidate-admin.service.js';
import type { CandidateRecord } from './candidate.presenter.js';
import * as candidates from './candidate.service.js';
import {
  CandidatePageView,
  CandidateRegistrationInput,
  CandidateView,
  RegisterCandidateInput,
} from './candidate.types.js';

/** Public registration and the local administrator's candidates list. */
@Resolver()
export class CandidateResolver {
  @Query(() => [RegistrationRegionView], { description: 'Regions open for registration (public).' })
  candidateRegions(@Context() ctx: Ctx) {
    return candidates.registrationRegions(ctx);
  }

  @Mutation(() => Boolean, { description: 'Public registration; the same answer whether or not the e-mail is known.' })
  registerCandidate(
    @Arg('input', () => CandidateRegistrationInput) input: CandidateRegistrationInput,
    @Context() ctx: Ctx,
  ) {
    return candidates.register(ctx, plainInput(input));
  }

  @Mutation(() => Boolean, { description: 'Confirms the e-mail address with the id and token of the link (public).' })
  async confirmCandidateEmail(
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String) token: string,
    @Context() ctx: Ctx,
  ) {
    return (await candidates.confirmEmail(ctx, { id, token })).emailConfirmed;
  }

  @Query(() => CandidatePageView, { description: "Candidates of the caller's regions (LOCAL_ADMIN, ADMIN)." })
  candidates(
    @Arg('pageNo', () => Int, { defaultValue: 0 }) pageNo: number,
    @Arg('pageSize', () => Int, { defaultValue: LOCAL_ADMIN_DEFAULT_PAGE_SIZE }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ) {
    return admin.candidatePage(ctx, { pageNo, pageSize, search });
  }

  @Mutation(() => ManagedUserView, { description: 'A confirmed candidate becomes a user (set-password e-mail sent).' })
  async registerCandidateAsUser(
    @Arg('input', () => RegisterCandidateInput) input: RegisterCandidateInput,
    @Context() ctx: Ctx,
  ) {
    return presentManagedUser(await admin.registerAsUser(ctx, plainInput(input)));
  }

  @Mutation(() => Boolean)
  deleteCandidate(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return admin.deleteCandidate(ctx, id);
  }
}

@Resolver(() => CandidateView)
export class CandidateFieldsResolver {
  @FieldResolver(() => RegionView, { nullable: true, description: 'Batched per request (DataLoader).' })
  region(@Root() candidate: CandidateRecord & { region?: RegionRecord | null }, @Context() ctx: Ctx) {
    // The list's records carry their region (read path); others ask the loader.
    if (candidate.region !== undefined) return candidate.region;
    return regionLoader(ctx).load(candidate.regionId);
  }
}
