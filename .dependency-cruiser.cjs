/** The layering rules, checked by `npm test` (scripts/test-all.sh): `npx depcruise client server common tests scripts`. */
module.exports = {
  forbidden: [
    {
      name: 'no-module-circle',
      comment: 'Server modules import each other without a circle: a circle means two modules are one.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/modules/' },
      to: { path: '^server/modules/', circular: true },
    },
    {
      name: 'platform-takes-modules-as-parameters',
      comment: 'server/platform imports no module: modules are handed to it as parameters.',
      severity: 'error',
      from: { path: '^server/platform/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'client-program-schemas-as-types-only',
      comment:
        "The client imports only types from common/validation/program.ts: its schemas are built when it loads, which the builder's first screen paid (the limits and fields it needs are in program-fields.ts).",
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^common/validation/program[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable',
      comment:
        'Every import resolves to a file or an installed package (a types-only package has no file to resolve to).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@graphql-typed-document-node/core$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|client/graphql)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
