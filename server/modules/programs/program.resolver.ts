import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx as Context, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { selectsAnyField } from '../../platform/graphql/selects.js';
import * as pdfs from './program-pdf.service.js';
import * as programs from './program.service.js';
import type { ProgramHead, ProgramLines } from './program.reads.js';
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

/** The fields of a program that are its lines (ProgramLinesResolver). */
const LINE_FIELDS: ReadonlySet<string> = new Set<keyof ProgramLines>([
  'skinIndicatorWithPriorityDtos',
  'specialMixedProducts',
  'washProducts',
  'readyProducts',
]);

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
    @Info() info: GraphQLResolveInfo,
  ) {
    // The lines only when the query asks for them: then read with the page, in its one statement.
    const query = { pageNo, pageSize, search };
    return selectsAnyField(info, LINE_FIELDS) ? programs.page(ctx, query) : programs.headPage(ctx, query);
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

/** One list of a program's lines: at once when the program was read with them (no promise per field). */
function lineField<K extends keyof ProgramLines>(
  ctx: Ctx,
  program: ProgramHead,
  key: K,
): ProgramLines[K] | Promise<ProgramLines[K]> {
  const own = program[key];
  return own !== undefined ? (own as ProgramLines[K]) : programs.linesOf(ctx, program).then((lines) => lines[key]);
}

/** A program's lines, loaded for all programs of an operation together (DataLoader in the service). */
@Resolver(() => SkinCareProgramView)
export class ProgramLinesResolver {
  @FieldResolver(() => [IndicatorWithPriorityView])
  skinIndicatorWithPriorityDtos(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return lineField(ctx, program, 'skinIndicatorWithPriorityDtos');
  }

  @FieldResolver(() => SpecialMixedProductsView)
  specialMixedProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return lineField(ctx, program, 'specialMixedProducts');
  }

  @FieldResolver(() => [RoleProductLineView])
  washProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return lineField(ctx, program, 'washProducts');
  }

  @FieldResolver(() => [RoleProductLineView])
  readyProducts(@Root() program: ProgramHead, @Context() ctx: Ctx) {
    return lineField(ctx, program, 'readyProducts');
  }
}
