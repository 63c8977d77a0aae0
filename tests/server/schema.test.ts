import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAppSchema } from '../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../server/resolvers.js';

describe('schema.graphql', () => {
  it('is the schema the TypeGraphQL classes emit (regenerate with `npm run schema`)', async () => {
    const target = path.join(os.tmpdir(), `schema-${process.pid}.graphql`);
    await buildAppSchema(RESOLVERS, target);
    expect(readFileSync('schema.graphql', 'utf8')).toBe(readFileSync(target, 'utf8'));
  });
});
