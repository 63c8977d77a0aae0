import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client (the client preset): operations live in `*.graphql` files beside
 * their components; `client/graphql/` is generated from the committed `schema.graphql`.
 * Components use them with Apollo 4: `useMutation(LoginDocument)`.
 */
const config: CodegenConfig = {
  // CODEGEN_SCHEMA lets a check generate against another schema file; the committed one is the default.
  schema: process.env.CODEGEN_SCHEMA ?? 'schema.graphql',
  documents: ['client/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
