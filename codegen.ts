import type { CodegenConfig } from '@graphql-codegen/cli';
import path from 'node:path';

/**
 * Typed documents for the client: operations live in `*.graphql` files beside their components;
 * each gets a module of its own in `client/graphql/` (its name: `login.graphql` → `login.ts`),
 * generated from the committed `schema.graphql` (codegen's near-operation-file preset). A chunk of
 * the build then carries the documents it uses, not all of them. Components use them with
 * Apollo 4: `useMutation(LoginDocument)`.
 */
// The preset writes beside each document, in `folder` relative to it. The documents' paths are
// absolute, so climbing past the file system's root (path.join stops there) and down the absolute
// path of client/graphql puts every module there, whatever the document's depth.
const GENERATED = `${'../'.repeat(32)}${path.resolve('client/graphql').slice(1)}`;

const config: CodegenConfig = {
  // CODEGEN_SCHEMA lets a check generate against another schema file; the committed one is the default.
  schema: process.env.CODEGEN_SCHEMA ?? 'schema.graphql',
  documents: ['client/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/': {
      preset: 'near-operation-file',
      presetConfig: { folder: GENERATED, extension: '.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { ID: 'string', DateTimeISO: 'string', IntArray: 'number[]', EvaluationMap: 'Record<string, number>' },
      },
    },
  },
};

export default config;
