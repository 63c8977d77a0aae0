import { Arg, Ctx as Context, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import { auditPage } from './audit.service.js';

@ObjectType('AuditEvent', { simpleResolvers: true })
export class AuditEventView {
  @Field(() => String, { description: 'ISO 8601.' })
  createdDate!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { description: 'One of the audit event types (back-office spec section 3).' })
  event!: string;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => String, { nullable: true, description: 'The name of the account with that e-mail, when it has one.' })
  userName!: string | null;
}

@ObjectType('AuditEventPage', { simpleResolvers: true })
export class AuditEventPageView {
  @Field(() => [AuditEventView])
  events!: AuditEventView[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Boolean)
  totalCapped!: boolean;
}

@InputType('AuditFilterInput')
export class AuditFilterInput {
  @Field(() => String, { nullable: true, description: 'ISO 8601, inclusive.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601, inclusive.' })
  to?: string | null;

  @Field(() => Int, { nullable: true })
  pageNo?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 50.' })
  pageSize?: number | null;

  @Field(() => [String], { nullable: true, description: 'Event types; none: all.' })
  types?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The start of the user name (case-insensitive).' })
  who?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Leave out successful logins (the attempt and its success); failed attempts stay.',
  })
  hideSuccessfulLogins?: boolean | null;
}

/** The audit log (ADMIN only, read only). */
@Resolver()
export class AuditResolver {
  @Query(() => AuditEventPageView)
  async auditEvents(
    @Arg('filter', () => AuditFilterInput, { nullable: true }) filter: AuditFilterInput | null,
    @Context() ctx: Ctx,
  ) {
    const { types, ...rest } = plainInput(filter ?? {});
    return auditPage(ctx, { ...rest, ...(types === undefined ? {} : { type: types }) });
  }
}
