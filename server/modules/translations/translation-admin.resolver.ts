import { Arg, Ctx as Context, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { saveText } from './translation-admin.service.js';
import { translationPage } from './translation-list.service.js';

@ObjectType('TranslationText', { simpleResolvers: true })
export class TranslationTextView {
  @Field(() => String)
  locale!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => Int, { description: 'Send it back with saveTranslation (optimistic locking).' })
  version!: number;

  @Field(() => Boolean, { description: 'Whether the caller may change this text.' })
  editable!: boolean;
}

@ObjectType('TranslationRow', { simpleResolvers: true })
export class TranslationRowView {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  textType!: string;

  @Field(() => [TranslationTextView])
  texts!: TranslationTextView[];
}

@ObjectType('TranslationPage', { simpleResolvers: true })
export class TranslationPageView {
  @Field(() => [TranslationRowView])
  rows!: TranslationRowView[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;
}

@InputType('TranslationFilterInput')
export class TranslationFilterInput {
  @Field(() => String, { nullable: true, description: 'A substring of the key, any case.' })
  key?: string | null;

  @Field(() => String, { nullable: true })
  textType?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only keys without a text in the locale (or in any system locale).',
  })
  emptyOnly?: boolean | null;

  @Field(() => String, { nullable: true })
  locale?: string | null;

  @Field(() => Int, { nullable: true })
  pageNo?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 50.' })
  pageSize?: number | null;
}

@InputType('TranslationSaveInput')
export class TranslationSaveInput {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  locale!: string;

  @Field(() => String, { defaultValue: 'INTERFACE' })
  textType!: string;

  @Field(() => String)
  value!: string;

  // Required when a text is created, not when one is edited (the shared rule says which).
  @Field(() => String, { defaultValue: '', description: 'Required for a new text; an edit may leave it empty.' })
  comment!: string;

  @Field(() => Int, { nullable: true, description: 'The version read; omitted for a new text.' })
  version?: number | null;
}

@ObjectType('SavedTranslation', { simpleResolvers: true })
export class SavedTranslationView {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  locale!: string;

  @Field(() => String)
  textType!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => Int)
  version!: number;
}

/** The translation administration (ADMIN, CONTENT_EDITOR; LOCAL_ADMIN within their languages). */
@Resolver()
export class TranslationAdminResolver {
  @Query(() => TranslationPageView)
  translationAdminPage(
    @Arg('filter', () => TranslationFilterInput, { nullable: true }) filter: TranslationFilterInput | null,
    @Context() ctx: Ctx,
  ) {
    return translationPage(ctx, plainInput(filter ?? {}));
  }

  @Mutation(() => SavedTranslationView, {
    description: 'Placeholders must match en_GB; a stale version is 409; the translations version changes.',
  })
  async saveTranslation(@Arg('input', () => TranslationSaveInput) input: TranslationSaveInput, @Context() ctx: Ctx) {
    const saved = await saveText(ctx, plainInput(input));
    return { ...saved, locale: `${saved.locale.language}_${saved.locale.country}` };
  }
}
