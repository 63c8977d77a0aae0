import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../server/resolvers.js';

describe('schema.graphql', () => {
  it('is the schema the TypeGraphQL classes emit (regenerate with `npm run schema`)', async () => {
    const target = path.join(os.tmpdir(), `schema-${process.pid}.graphql`);
    await buildAppSchema(RESOLVERS, target);
    expect(readFileSync('schema.graphql', 'utf8')).toBe(readFileSync(target, 'utf8'));
  });
});

describe('simple resolvers', () => {
  // `simpleResolvers: true` reads a plain field without TypeGraphQL's per-field wrapper, but it also skips
  // the field's @Authorized roles and middlewares and reads the field's schema name, not its
  // property: a type declaring it may hold none of those, or a field would lose its guard silently.
  it('no field of a simpleResolvers type has roles, middlewares or a schema name of its own', async () => {
    await buildAppSchema(RESOLVERS);
    const storage = getMetadataStorage();
    const offending: string[] = [];
    let simpleTypes = 0;
    for (const type of storage.objectTypes) {
      if (!type.simpleResolvers) continue;
      simpleTypes++;
      for (const field of type.fields ?? []) {
        if (field.simple === false) continue;
        if (field.roles !== undefined || (field.middlewares ?? []).length > 0 || field.schemaName !== field.name)
          offending.push(`${type.name}.${field.schemaName}`);
      }
    }
    expect(simpleTypes).toBeGreaterThan(30);
    expect(offending).toEqual([]);
  });

  it('leaves the program page without a resolver on its plain fields and keeps the field resolvers', async () => {
    const schema = await buildAppSchema(RESOLVERS);
    const program = schema.getType('SkinCareProgram');
    if (!isObjectType(program)) throw new Error('SkinCareProgram is not an object type');
    expect(program.getFields().number.resolve).toBeUndefined();
    const query = schema.getQueryType()!.getFields();
    expect(query.skinCarePrograms.resolve).toBeDefined();
  });
});
