import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AccountRecordView, PersonDetailsInput } from '../accounts/account.types.js';

@ObjectType('ManagedUser', { simpleResolvers: true, description: 'A user of a region the caller administers.' })
export class ManagedUserView extends AccountRecordView {
  @Field(() => Int, { nullable: true })
  regionId!: number | null;

  @Field(() => Int, { description: 'Send it back with updateManagedUser (optimistic locking).' })
  version!: number;
}

@ObjectType('ManagedUserPage', { simpleResolvers: true })
export class ManagedUserPageView {
  @Field(() => [ManagedUserView])
  users!: ManagedUserView[];

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Boolean, {
    description:
      'True when more rows matched than were counted (10,000 without a search; 500 with one; 200 for one or two letters): totalPages covers those.',
  })
  totalCapped!: boolean;
}

@InputType('ManagedUserCreateInput')
export class ManagedUserCreateInput extends PersonDetailsInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  customerId?: string | null;

  @Field(() => Int)
  regionId!: number;

  @Field(() => Boolean, { defaultValue: true })
  enabled!: boolean;

  @Field(() => Boolean, { defaultValue: true })
  credentialsNonExpired!: boolean;
}

@InputType('ManagedUserUpdateInput')
export class ManagedUserUpdateInput extends PersonDetailsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  customerId?: string | null;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int)
  regionId!: number;

  @Field(() => Int)
  version!: number;
}
