import { Arg, Ctx as Context, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as pdfs from './program-pdf.service.js';
import * as programs from './program.service.js';
import {
  GeneratedPdfView,
  PdfOptionsInput,
  SkinCareProgramInput,
  SkinCareProgramPageView,
  SkinCareProgramView,
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
    return programs.page(ctx, { pageNo, pageSize, search });
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
