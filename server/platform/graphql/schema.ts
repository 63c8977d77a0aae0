import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker, type NonEmptyArray } from 'type-graphql';
import type { Role } from '../../../common/enums.js';
import { requireUser } from '../auth/guard.js';
import type { Ctx } from '../context.js';
import './enums.js';

/** The one authChecker: the same rule as REST's guard (401 without a user, 403 on roles). */
export const authChecker: AuthChecker<Ctx, Role> = ({ context }, roles) => {
  requireUser(context, roles);
  return true;
};

/** The resolver classes of the schema; the list lives in server/resolvers.ts, beside the routes. */
export type AppResolvers = NonEmptyArray<Function>;

export function buildAppSchema(resolvers: AppResolvers, emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
