import { Field, Int, ObjectType } from 'type-graphql';

/** A program's share link as its owner sees it (share-link.service.ts ShareLinkView). */
@ObjectType('ShareLink', { simpleResolvers: true })
export class ShareLinkTypeView {
  @Field(() => String, {
    nullable: true,
    description:
      "The client's page; null when it cannot be shown again (the server's secret changed): make a new link.",
  })
  url!: string | null;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Date)
  createdDate!: Date;

  @Field(() => Int, { description: 'How often the page was opened (a count on the link, nobody tracked).' })
  views!: number;

  @Field(() => String, { description: "The page's language, e.g. de_DE." })
  locale!: string;
}
