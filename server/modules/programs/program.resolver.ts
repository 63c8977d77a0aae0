import { Arg, Ctx as Context, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as pdfs from './program-pdf.service.js';
import * as programs from './program.service.js';
import type { ProgramHead } from './program.reads.js';
import {
  GeneratedPdfView,
  IndicatorWithPriorityView,
  RoleProductLineView,
  PdfOptionsInput,
  SkinCareProgramInput,
  SkinCareProgramPageView,
  SkinCareProgramView,
  SpecialMixedProductsView,
} from './program.types.js';

/** The caller's own skin-care programs ("my mixtures"); another owner's id is 404. */
@Resolver()
export class ProgramResolver {
  @Query(() => SkinCareProgramView)
  skinCareProgram(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return programs.get(ctx, id);
  }

  @Query(() => SkinCareProgramPageView)
  skinCarePrograms(
    @Arg('pageNo', () => Int, { defaultValue: 0 }) pageNo: number,
    @Arg('pageSize', () => Int, { defaultValue: programs.DEFAULT_PAGE_SIZE }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ) {
    // The lines only when the query asks for them (the field resolvers below, batched).
    return programs.headPage(ctx, { pageNo, pageSize, search });
  }

  @Mutation(() => SkinCareProgramView)
  saveSkinCareProgram(
    @Arg('program', () => SkinCareProgramInput) program: SkinCareProgramInput,
    @Arg('saveAsNew', () => Boolean, { defaultValue: false }) saveAsNew: boolean,
    @Context() ctx: Ctx,
  ) {
    return programs.save(ctx, plainInput(program), saveAsNew);
  }

  @Mutation(() => Boolean)
  deleteSkinCareProgram(@Arg('id', () => ID) id: string, @Context() ctx: Ctx) {
    return programs.remove(ctx, id);
  }

  @Mutation(() => GeneratedPdfView)
  generateSkinCareProgramPdf(@Arg('options', () => PdfOptionsInput) options: PdfOptionsInput, @Context() ctx: Ctx) {
    return pdfs.generate(ctx, plainInput(options));
  }
}

/** A program's lines, loaded for all programs of an operation together (DataLoader in the service). */
@Resolver(() => SkinCareProgramView)
export class ProgramLinesResolver {
  @FieldResolver(() => [IndicatorWithPriorityView])
  async skinIndicatorWithPriorityDtos(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return (await programs.linesOf(ctx, program)).skinIndicatorWithPriorityDtos;
  }

  @FieldResolver(() => SpecialMixedProductsView)
  async specialMixedProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return (await programs.linesOf(ctx, program)).specialMixedProducts;
  }

  @FieldResolver(() => [RoleProductLineView])
  async washProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return (await programs.linesOf(ctx, program)).washProducts;
  }

  @FieldResolver(() => [RoleProductLineView])
  async readyProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return (await programs.linesOf(ctx, program)).readyProducts;
  }
}
