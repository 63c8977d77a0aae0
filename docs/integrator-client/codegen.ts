import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * A typed client for integrators (docs/integrators.md): TypeScript types and typed documents for
 * the operations in this folder, generated from the committed schema.graphql. Run from the
 * repository root: `npx graphql-codegen --config docs/integrator-client/codegen.ts`.
 * tests/server/docs/integrator-codegen.test.ts generates it and type-checks the example.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['docs/integrator-client/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'docs/integrator-client/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', DateTimeISO: 'string', IntArray: 'number[]', EvaluationMap: 'Record<string, number>' },
      },
    },
  },
};

export default config;
