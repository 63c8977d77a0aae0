import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../../platform/context.js';
import { plainInput } from '../../../platform/graphql/plain-input.js';
import { evaluationTable, setEvaluation } from './evaluation-table.service.js';
import { deleteInci, inciAdminList } from '../inci/inci-admin.service.js';
import { inciReloadStatus, startInciReload } from '../inci/inci-reload.service.js';
import { relinkAsVersion } from '../history/entry-versions.js';
import { regionMatrix } from './region-matrix.service.js';
import {
  EvaluationCellInput,
  EvaluationTableProductView,
  EvaluationTableView,
  InciAdminEntryView,
  InciReloadStatusView,
  RegionMatrixKindEnum,
  RegionMatrixView,
} from './catalogue-matrices.types.js';

/** admin/evaluations, admin/available, admin/disallowed, admin/inci-management (ADMIN, CONTENT_EDITOR). */
@Resolver()
export class CatalogueMatricesResolver {
  @Query(() => EvaluationTableView, { description: 'The evaluation cross table.' })
  evaluationTable(@Context() ctx: Ctx) {
    return evaluationTable(ctx);
  }

  @Mutation(() => EvaluationTableProductView, {
    description: "Sets one cell; 409 when the product's version is stale. Answers the row.",
  })
  setEvaluation(@Arg('input', () => EvaluationCellInput) input: EvaluationCellInput, @Context() ctx: Ctx) {
    return setEvaluation(ctx, plainInput(input));
  }

  @Query(() => RegionMatrixView, { description: 'Products × regions: availability or prohibition (read-only).' })
  regionMatrix(@Arg('kind', () => RegionMatrixKindEnum) kind: RegionMatrixKindEnum, @Context() ctx: Ctx) {
    return regionMatrix(ctx, kind);
  }

  @Query(() => [InciAdminEntryView], { description: 'Every ingredient with the products that use it.' })
  inciAdminList(@Context() ctx: Ctx) {
    return inciAdminList(ctx);
  }

  @Mutation(() => Boolean, {
    description: 'Refused (409, ERROR_INCI_IN_USE with the product names) while a product uses it.',
  })
  deleteInci(@Arg('id', () => Int) id: number, @Context() ctx: Ctx) {
    return deleteInci(ctx, id);
  }

  @Mutation(() => InciReloadStatusView, { description: 'Starts "reload all" in the background (409 while one runs).' })
  reloadIncis(@Context() ctx: Ctx) {
    return startInciReload(ctx, relinkAsVersion);
  }

  @Query(() => InciReloadStatusView, { nullable: true, description: 'The latest INCI reload (null: none yet).' })
  incisReloadStatus(@Context() ctx: Ctx) {
    return inciReloadStatus(ctx);
  }
}
