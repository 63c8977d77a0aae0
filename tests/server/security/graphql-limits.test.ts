import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  getIntrospectionQuery,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import {
  GRAPHQL_LIMITS,
  GRAPHQL_PARSE_OPTIONS,
  LIMIT_VALIDATION_RULES,
} from '../../../server/platform/graphql/limits.js';
import { buildAppSchema } from '../../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../../server/resolvers.js';
import { DEMO_PASSWORD, createTestApp, gql, loginToken, type TestApp } from '../../support/app.js';

/** Every operation the client sends (with the fragments they share), and the catalogue queries. */
function clientGraphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'graphql' && dir === 'client' ? [] : clientGraphqlFiles(file);
    return file.endsWith('.graphql') ? [file] : [];
  });
}

const CATALOGUE_QUERIES: Record<string, string> = {
  // The whole catalogue bundle with one object per evaluation (the client's own Catalogue query,
  // with evaluation maps, is among the client's operations above).
  bundle: `{
    products {
      id code namePlaceholder descriptionPlaceholder productCategory productUsage enabled isInOffer
      searchLinks { locale url }
      baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput }
      incis { position inci { id } }
      evaluations { skinIndicatorId value }
    }
    skinIndicators { id code namePlaceholder descriptionPlaceholder skinIndicatorCategory enabled searchLinks { locale url } }
    incis { id name alternativeName chemicalNamePlaceholder descriptionPlaceholder }
  }`,
  productDetail: `query($id: Int!) { product(id: $id) { id code namePlaceholder descriptionPlaceholder productCategory productUsage enabled isInOffer
    searchLinks { locale url } baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput }
    incis { position inci { id name alternativeName chemicalNamePlaceholder descriptionPlaceholder } } evaluations { skinIndicatorId value } } }`,
  indicators:
    '{ skinIndicators { id code namePlaceholder descriptionPlaceholder skinIndicatorCategory enabled searchLinks { locale url } evaluations { productId value } } }',
  // Admins' tools (GraphiQL, codegen) introspect.
  introspection: getIntrospectionQuery(),
};

const post = (t: TestApp, query: string, token?: string) => gql(t.app, query, {}, token);
const keys = (errors: Awaited<ReturnType<typeof gql>>['errors']) =>
  (errors ?? []).flatMap((e) => e.extensions.errorDataList);
const repeat = (n: number, item: (i: number) => string) => Array.from({ length: n }, (_, i) => item(i)).join(' ');

describe('every query the client sends passes the limits with room', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema(RESOLVERS);
  });

  const files = clientGraphqlFiles('client');
  const definitions = files.flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const operations: Array<[string, string]> = [
    ...definitions
      .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      .map((d): [string, string] => [
        d.kind === Kind.OPERATION_DEFINITION ? d.name!.value : '',
        printWithFragments(d, fragments),
      ]),
    ...Object.entries(CATALOGUE_QUERIES),
  ];

  test('the client has operations to check', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(operations.length).toBeGreaterThan(files.length);
  });

  test.each(operations)('%s', (_name, source) => {
    // Parsed as Apollo parses (the token limit is a parse option).
    const errors = validate(schema, parse(source, GRAPHQL_PARSE_OPTIONS), [
      ...specifiedRules,
      ...LIMIT_VALIDATION_RULES,
    ]);
    expect(errors.map((e) => e.message)).toEqual([]);
    // Room: twice the tokens would still pass.
    expect(() =>
      parse(
        `${source}\n${source.replace(/\b(query|mutation|fragment)\s+(\w+)/g, '$1 $2Copy').replace(/\.\.\.(\w+)/g, '...$1Copy')}`,
        GRAPHQL_PARSE_OPTIONS,
      ),
    ).not.toThrow();
  });
});

function printWithFragments(operation: DefinitionNode, fragments: DefinitionNode[]): string {
  const source = (d: DefinitionNode) => d.loc!.source.body.slice(d.loc!.start, d.loc!.end);
  const used = fragments.filter(
    (f) => f.kind === Kind.FRAGMENT_DEFINITION && source(operation).includes(`...${f.name.value}`),
  );
  return [source(operation), ...used.map(source)].join('\n');
}

describe('limits over HTTP: just under passes, just over is a 400 before any resolver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(query: string, translationKey: string, param: string, token?: string) {
    const res = await post(t, query, token);
    expect(res).toHaveStatus(400);
    expect(res.data).toBeNull();
    expect(keys(res.errors)).toContainEqual({ translationKey, param });
    for (const e of res.errors!) expect(e.extensions.code).toBe('BAD_REQUEST');
  }

  /** The probe's documents: refused with a 400 by whichever limit is met first (tokens, here). */
  async function expectRefusedByLimit(query: string, token?: string) {
    const res = await post(t, query, token);
    expect(res).toHaveStatus(400);
    expect(res.data).toBeNull();
    for (const { translationKey } of keys(res.errors)) expect(translationKey).toMatch(/^ERROR_QUERY_TOO_/);
  }

  test('depth', async () => {
    // __type(1) fields(2) type(3) ofType… name: depth = 4 + number of ofType.
    const deep = (ofTypes: number) =>
      `{ __type(name: "Product") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
    const under = await post(t, deep(GRAPHQL_LIMITS.depth - 4));
    expect(under).toHaveStatus(200);
    expect(under.errors).toBeUndefined();
    await expectRefused(deep(GRAPHQL_LIMITS.depth - 3), 'ERROR_QUERY_TOO_DEEP', String(GRAPHQL_LIMITS.depth));
  });

  test('aliases (the probe: thousands of aliased publicSettings ran one statement each)', async () => {
    const aliased = (n: number) => `{ ${repeat(n, (i) => `a${i}: publicSettings { __typename }`)} }`;
    const under = await post(t, aliased(GRAPHQL_LIMITS.aliases));
    expect(under).toHaveStatus(200);
    expect(Object.keys(under.data!)).toHaveLength(GRAPHQL_LIMITS.aliases);
    await expectRefused(
      aliased(GRAPHQL_LIMITS.aliases + 1),
      'ERROR_QUERY_TOO_MANY_ALIASES',
      String(GRAPHQL_LIMITS.aliases),
    );
    await expectRefusedByLimit(aliased(3000));
  });

  test('the probe’s 100 aliased catalogue queries are refused for a logged-in user', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const query = `{ ${repeat(100, (i) => `p${i}: products { incis { inci { chemicalNamePlaceholder descriptionPlaceholder } } evaluations { value } }`)} }`;
    await expectRefusedByLimit(query, token);
    // Even in a short spelling (fewer tokens), aliases and cost refuse it.
    const short = `{ ${repeat(40, (i) => `p${i}: products { incis { inci { id } } }`)} }`;
    const res = await post(t, short, token);
    expect(keys(res.errors).map((e) => e.translationKey)).toEqual(
      expect.arrayContaining(['ERROR_QUERY_TOO_MANY_ALIASES', 'ERROR_QUERY_TOO_COMPLEX']),
    );
  });

  test('directives', async () => {
    const directed = (n: number) =>
      `{ publicSettings { ${repeat(n, (i) => `t${i}: __typename @include(if: true)`)} } }`;
    const under = await post(t, directed(GRAPHQL_LIMITS.directives));
    expect(under).toHaveStatus(200);
    expect(under.errors).toBeUndefined();
    await expectRefused(
      directed(GRAPHQL_LIMITS.directives + 1),
      'ERROR_QUERY_TOO_MANY_DIRECTIVES',
      String(GRAPHQL_LIMITS.directives),
    );
  });

  test('tokens', async () => {
    // `{ __typename… t0: __typename… }`: 2 braces, 3 tokens per aliased __typename (aliases of
    // __typename are free, each costs 1), 1 per plain one.
    const long = (tokens: number) => {
      const aliased = Math.floor((tokens - 2) / 3);
      return `{ ${'__typename '.repeat(tokens - 2 - 3 * aliased)}${repeat(aliased, (i) => `t${i}: __typename`)} }`;
    };
    const under = await post(t, long(GRAPHQL_LIMITS.tokens));
    expect(under).toHaveStatus(200);
    expect(under.errors).toBeUndefined();
    await expectRefused(long(GRAPHQL_LIMITS.tokens + 1), 'ERROR_QUERY_TOO_MANY_TOKENS', String(GRAPHQL_LIMITS.tokens));
    // Spelt short enough, a document over the token limit is refused by it, before Apollo parses it.
    const short = `{${'__typename '.repeat(GRAPHQL_LIMITS.tokens)}}`;
    expect(short.length).toBeLessThan(GRAPHQL_LIMITS.documentLength);
    await expectRefused(short, 'ERROR_QUERY_TOO_MANY_TOKENS', String(GRAPHQL_LIMITS.tokens));
    // A huge document is refused by its length, before anything reads it.
    await expectRefused(long(50_000), 'ERROR_QUERY_TOO_LARGE', String(GRAPHQL_LIMITS.documentLength));
  });

  test('cost', async () => {
    // __type: 2 + 1.5 per scalar selected under it.
    const costly = (scalars: number) => `{ __type(name: "Query") { ${repeat(scalars, (i) => `n${i}: name`)} } }`;
    const withoutAliases = (scalars: number) => costly(scalars).replace(/n\d+: /g, '');
    const maxScalars = Math.floor((GRAPHQL_LIMITS.cost - 2) / 1.5);
    const under = await post(t, withoutAliases(maxScalars));
    expect(under).toHaveStatus(200);
    expect(under.errors).toBeUndefined();
    await expectRefused(withoutAliases(maxScalars + 1), 'ERROR_QUERY_TOO_COMPLEX', String(GRAPHQL_LIMITS.cost));
  });

  test('the response cache does not let a refused catalogue query through on repetition', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const query = `{ ${repeat(GRAPHQL_LIMITS.aliases + 1, (i) => `p${i}: products { id }`)} }`;
    for (let i = 0; i < 2; i++)
      await expectRefused(query, 'ERROR_QUERY_TOO_MANY_ALIASES', String(GRAPHQL_LIMITS.aliases), token);
    const allowed = `{ ${repeat(GRAPHQL_LIMITS.aliases, (i) => `p${i}: products { id }`)} }`;
    for (let i = 0; i < 2; i++) expect(await post(t, allowed, token)).toHaveStatus(200);
  });

  describe('expensive mutations run at most once per request', () => {
    test('password change twice: refused, and neither ran', async () => {
      const token = await loginToken(t.app, 'user.uk@example.com');
      const change = (alias: string) =>
        `${alias}: changePassword(input: { currentPassword: "${DEMO_PASSWORD}", password: "new-password-${alias}", passwordRepeated: "new-password-${alias}" }) { token }`;
      await expectRefused(
        `mutation { ${change('a')} ${change('b')} }`,
        'ERROR_OPERATION_ONCE_PER_REQUEST',
        'changePassword',
        token,
      );
      await expect(loginToken(t.app, 'user.uk@example.com', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
    });

    test('twice through a fragment or an inline fragment is refused too', async () => {
      await expectRefused(
        'mutation { ...R ... on Mutation { requestPasswordReset(input: { username: "user@example.com" }) } } fragment R on Mutation { requestPasswordReset(input: { username: "user@example.com" }) }',
        'ERROR_OPERATION_ONCE_PER_REQUEST',
        'requestPasswordReset',
      );
    });

    test.each([
      [
        'login',
        (a: string) => `${a}: login(input: { username: "user@example.com", password: "${DEMO_PASSWORD}" }) { token }`,
      ],
      ['requestPasswordReset', (a: string) => `${a}: requestPasswordReset(input: { username: "user@example.com" })`],
      [
        'resetForgottenPassword',
        (a: string) =>
          `${a}: resetForgottenPassword(input: { username: "user@example.com", password: "new-password-1", passwordRepeated: "new-password-1", token: "x" })`,
      ],
      [
        'generateSkinCareProgramPdf',
        (a: string) =>
          `${a}: generateSkinCareProgramPdf(options: { id: "00000000-0000-4000-8000-000000000000", showCompanyData: true, showInci: true, showReadyProducts: true, showSpecialMixedProducts: true, showUserNameForm: true, showVolume: true }) { pdfId }`,
      ],
    ])('%s: once passes validation, twice is refused', async (name, field) => {
      const token = await loginToken(t.app, 'user@example.com');
      const once = await post(t, `mutation { ${field('a')} }`, token);
      expect(keys(once.errors).map((e) => e.translationKey)).not.toContain('ERROR_OPERATION_ONCE_PER_REQUEST');
      await expectRefused(`mutation { ${field('a')} ${field('b')} }`, 'ERROR_OPERATION_ONCE_PER_REQUEST', name, token);
      // The probe's twenty aliased PDF renders.
      await expectRefused(
        `mutation { ${repeat(20, (i) => field(`a${i}`))} }`,
        'ERROR_OPERATION_ONCE_PER_REQUEST',
        name,
        token,
      );
    });
  });
});
