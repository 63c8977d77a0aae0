import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { MixtureRole, Priority } from '../../../common/enums.js';
import { MixtureRoleEnum, PriorityEnum } from '../../platform/graphql/enums.js';

// Outputs: the same shape as the REST JSON (program.presenter.ts builds both).

@ObjectType('IndicatorWithPriority', { simpleResolvers: true })
export class IndicatorWithPriorityView {
  @Field(() => Int)
  skinIndicatorId!: number;

  @Field(() => PriorityEnum)
  priority!: Priority;
}

@ObjectType('MixedProductLine', { simpleResolvers: true })
export class MixedProductLineView {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float)
  volume!: number;
}

@ObjectType('SpecialMixedProducts', { simpleResolvers: true })
export class SpecialMixedProductsView {
  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => [MixedProductLineView])
  baseProducts!: MixedProductLineView[];

  @Field(() => [MixedProductLineView])
  activeProducts!: MixedProductLineView[];
}

@ObjectType('RoleProductLine', { simpleResolvers: true })
export class RoleProductLineView {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float, { nullable: true })
  volume!: number | null;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => MixtureRoleEnum)
  mixtureRole!: MixtureRole;
}

@ObjectType('SkinCareProgram', { simpleResolvers: true })
export class SkinCareProgramView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The program number shown on my-mixtures and searched by prefix.' })
  number!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => ID, { nullable: true, description: 'The latest generated PDF; null after a save.' })
  pdfId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The client the program is for (a name or code); my mixtures searches it.',
  })
  clientReference!: string | null;

  @Field(() => Date)
  createdDate!: Date;

  @Field(() => Date)
  modifiedDate!: Date;

  @Field(() => [IndicatorWithPriorityView])
  skinIndicatorWithPriorityDtos!: IndicatorWithPriorityView[];

  @Field(() => SpecialMixedProductsView)
  specialMixedProducts!: SpecialMixedProductsView;

  @Field(() => [RoleProductLineView])
  washProducts!: RoleProductLineView[];

  @Field(() => [RoleProductLineView])
  readyProducts!: RoleProductLineView[];
}

@ObjectType('SkinCareProgramPage', { simpleResolvers: true })
export class SkinCareProgramPageView {
  @Field(() => [SkinCareProgramView])
  mixtures!: SkinCareProgramView[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;
}

@ObjectType('GeneratedPdf', { simpleResolvers: true })
export class GeneratedPdfView {
  @Field(() => ID)
  programId!: string;

  @Field(() => ID)
  pdfId!: string;
}

// Inputs: mirror programSchema and pdfOptionsSchema (common/validation/program.ts), which the
// service validates; GraphQL only checks the shape.

@InputType()
export class IndicatorWithPriorityInput {
  @Field(() => Int)
  skinIndicatorId!: number;

  @Field(() => PriorityEnum)
  priority!: Priority;
}

@InputType()
export class MixedProductLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float)
  volume!: number;
}

@InputType()
export class SpecialMixedProductsInput {
  @Field(() => String, { nullable: true })
  comment?: string | null;

  @Field(() => [MixedProductLineInput], { nullable: true })
  baseProducts?: MixedProductLineInput[] | null;

  @Field(() => [MixedProductLineInput], { nullable: true })
  activeProducts?: MixedProductLineInput[] | null;
}

@InputType()
export class RoleProductLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Float, { nullable: true })
  volume?: number | null;

  @Field(() => String, { nullable: true })
  comment?: string | null;

  @Field(() => MixtureRoleEnum, { nullable: true })
  mixtureRole?: MixtureRole | null;
}

@InputType()
export class SkinCareProgramInput {
  @Field(() => ID, { nullable: true, description: 'Absent: create. With version: update (or copy with saveAsNew).' })
  id?: string | null;

  @Field(() => Int, { nullable: true })
  version?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The client (name or code), at most 200 characters, one line; blank: none.',
  })
  clientReference?: string | null;

  @Field(() => [IndicatorWithPriorityInput])
  skinIndicatorWithPriorityDtos!: IndicatorWithPriorityInput[];

  @Field(() => SpecialMixedProductsInput)
  specialMixedProducts!: SpecialMixedProductsInput;

  @Field(() => [RoleProductLineInput])
  washProducts!: RoleProductLineInput[];

  @Field(() => [RoleProductLineInput])
  readyProducts!: RoleProductLineInput[];
}

@InputType()
export class PdfOptionsInput {
  @Field(() => ID, { description: 'The program id.' })
  id!: string;

  @Field(() => Boolean)
  showCompanyData!: boolean;

  @Field(() => Boolean)
  showReadyProducts!: boolean;

  @Field(() => Boolean)
  showSpecialMixedProducts!: boolean;

  @Field(() => Boolean)
  showVolume!: boolean;

  @Field(() => Boolean)
  showWashProducts!: boolean;

  @Field(() => Boolean)
  showUserNameForm!: boolean;

  @Field(() => Boolean)
  showInci!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The PDF's locale, e.g. uk_UA (one of the eleven); null: the owner's preferred locale.",
  })
  locale?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Print the program's live share link as a QR code (null: yes, when it has one).",
  })
  shareQr?: boolean | null;
}
