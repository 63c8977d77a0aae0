import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AccountRecordView, PersonDetailsInput } from '../accounts/account.types.js';

@ObjectType('AdminAccount', {
  simpleResolvers: true,
  description: 'A local admin or an admin (admin/local-admins, admin/admins).',
})
export class AdminAccountView extends AccountRecordView {
  @Field(() => [Int], { description: 'Local admins: the regions administered (empty for admins).' })
  regionIds!: number[];

  @Field(() => [String], { description: 'Local admins: the locales they may translate to (empty for admins).' })
  translationLocales!: string[];

  @Field(() => Int, { description: 'Send it back with the update (optimistic locking).' })
  version!: number;
}

@ObjectType('LocalAdminPage', { simpleResolvers: true })
export class LocalAdminPageView {
  @Field(() => [AdminAccountView])
  localAdmins!: AdminAccountView[];

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;
}

@ObjectType('AdminPage', { simpleResolvers: true })
export class AdminPageView {
  @Field(() => [AdminAccountView])
  admins!: AdminAccountView[];

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;
}

@InputType('AdminAccountInput', {
  description: 'Create: no id, e-mail required. Update: id and version required, e-mail ignored.',
})
export class AdminAccountInput extends PersonDetailsInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  customerId?: string | null;

  @Field(() => Boolean, { defaultValue: true })
  enabled!: boolean;

  @Field(() => Boolean, { nullable: true })
  credentialsNonExpired?: boolean | null;

  @Field(() => Int, { nullable: true })
  version?: number | null;
}

@InputType('LocalAdminInput')
export class LocalAdminInput extends AdminAccountInput {
  @Field(() => [Int], { nullable: true })
  regionIds?: number[] | null;

  @Field(() => [String], { nullable: true })
  translationLocales?: string[] | null;
}
