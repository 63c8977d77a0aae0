import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PersonDetailsInput, PersonFieldsView } from '../accounts/account.types.js';

@ObjectType('Candidate', { simpleResolvers: true })
export class CandidateView extends PersonFieldsView {
  @Field(() => Int)
  regionId!: number;

  @Field(() => Boolean)
  termsConfirmed!: boolean;

  @Field(() => Boolean)
  privacyPolicyConfirmed!: boolean;

  @Field(() => Boolean, { description: 'Only a confirmed candidate can be registered as a user.' })
  emailConfirmed!: boolean;

  @Field(() => Date)
  createdDate!: Date;

  @Field(() => Int, { description: 'Send it back with registerCandidateAsUser.' })
  version!: number;
}

@ObjectType('CandidatePage', { simpleResolvers: true })
export class CandidatePageView {
  @Field(() => [CandidateView])
  candidates!: CandidateView[];

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

@InputType('CandidateRegistrationInput', { description: 'The public registration form; locales as ll_CC.' })
export class CandidateRegistrationInput extends PersonDetailsInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  customerId?: string | null;

  @Field(() => Int)
  regionId!: number;

  @Field(() => Boolean)
  termsConfirmed!: boolean;

  @Field(() => Boolean)
  privacyPolicyConfirmed!: boolean;
}

@InputType('RegisterCandidateInput')
export class RegisterCandidateInput {
  @Field(() => ID)
  kokoCandidateId!: string;

  @Field(() => String, { nullable: true, description: "Overrides the candidate's customer id when given." })
  customerId?: string | null;

  @Field(() => Int)
  version!: number;
}
