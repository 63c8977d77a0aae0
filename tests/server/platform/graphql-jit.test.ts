import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from '@jest/globals';
import {
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { JitGateway } from '../../../server/platform/graphql/jit-gateway.js';

/**
 * graphql-jit executes the operations, and nothing a caller sees may change. The same
 * documents run through Apollo with graphql-js (schema) and with jit (gateway) must answer alike,
 * errors included (message, path, locations, extensions).
 */

const Item: GraphQLObjectType = new GraphQLObjectType({
  name: 'Item',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: GraphQLString },
    required: {
      type: new GraphQLNonNull(GraphQLString),
      resolve: (item: { required?: string }) => item.required ?? null,
    },
    refused: {
      type: GraphQLString,
      resolve: () => {
        throw new GraphQLError('refused', {
          extensions: { code: 'FORBIDDEN', errorDataList: [{ translationKey: 'ERROR_FORBIDDEN' }] },
        });
      },
    },
    broken: {
      type: GraphQLString,
      resolve: async () => {
        throw new Error('database gone');
      },
    },
    viewer: { type: GraphQLString, resolve: (_item, _args, ctx: { viewer: string }) => ctx.viewer },
  }),
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLList(new GraphQLNonNull(Item)),
        args: { first: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { first }: { first: number }) =>
          [
            { id: '1', name: 'a', required: 'r' },
            { id: '2', name: 'b' },
            { id: '3', name: 'c', required: 'r' },
          ].slice(0, first),
      },
    },
  }),
});

async function answer(server: ApolloServer<{ viewer: string }>, query: string, variables?: Record<string, unknown>) {
  const res = await server.executeOperation({ query, variables }, { contextValue: { viewer: 'v' } });
  return { status: res.http.status, body: res.body };
}

const DOCUMENTS: { query: string; variables?: Record<string, unknown> }[] = [
  { query: 'query Q($n: Int!) { items(first: $n) { id name viewer } }', variables: { n: 2 } },
  { query: '{ items(first: 3) { id refused } }' },
  { query: '{ items(first: 1) { id broken } }' },
  // A non-null violation nulls the whole list (its items are non-null).
  { query: '{ items(first: 2) { id required } }' },
  { query: 'query Q($n: Int!) { items(first: $n) { id } }', variables: { n: 'two' } },
  { query: 'query Q($n: Int!) { items(first: $n) { id } }' },
  { query: 'query A { items(first: 1) { id } } query B { items(first: 2) { name } }' },
];

describe('GraphQL executed by graphql-jit', () => {
  it('answers every document exactly as graphql-js does, three times (by graphql-js once, then compiled, then from the cache)', async () => {
    const plain = new ApolloServer<{ viewer: string }>({ schema, includeStacktraceInErrorResponses: false });
    const jit = new ApolloServer<{ viewer: string }>({
      gateway: new JitGateway(schema),
      includeStacktraceInErrorResponses: false,
    });
    await plain.start();
    await jit.start();
    try {
      for (const { query, variables } of DOCUMENTS) {
        const expected = await answer(plain, query, variables);
        for (let i = 0; i < 3; i++) expect(await answer(jit, query, variables)).toEqual(expected);
      }
      // Both operations of one document, each compiled for itself; a name it does not define
      // (graphql-js refuses it, the name as sent, not Apollo's resolved null).
      for (const operationName of ['A', 'B', 'A', 'B', 'C']) {
        const request = { query: DOCUMENTS[DOCUMENTS.length - 1].query, operationName };
        const expected = await plain.executeOperation(request, { contextValue: { viewer: 'v' } });
        const got = await jit.executeOperation(request, { contextValue: { viewer: 'v' } });
        expect({ status: got.http.status, body: got.body }).toEqual({
          status: expected.http.status,
          body: expected.body,
        });
      }
    } finally {
      await plain.stop();
      await jit.stop();
    }
  });
});
