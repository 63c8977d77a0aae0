import 'reflect-metadata';
import path from 'node:path';
import { buildAppSchema } from '../platform/graphql/schema.js';
import { RESOLVERS } from '../resolvers.js';

/** Writes schema.graphql at the repository root from the TypeGraphQL classes. */
const target = path.resolve(process.argv[2] ?? 'schema.graphql');
await buildAppSchema(RESOLVERS, target);
console.log(`schema written to ${target}`);
