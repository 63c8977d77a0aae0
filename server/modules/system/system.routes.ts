import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guard.js';
import { obj, str } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { seedDir } from '../../platform/seed-files.js';
import path from 'node:path';

export const APP_VERSION: string = JSON.parse(
  readFileSync(path.join(seedDir(), '..', '..', '..', 'package.json'), 'utf8'),
).version;

/** GET /secured/api/version: the application's version. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/secured/api/version',
    doc({ summary: "The application's version.", tags: ['system'], response: { 200: obj({ version: str() }) } }),
    async (req) => {
      requireUser(req.ctx, [], { allowMustReset: true });
      return { version: APP_VERSION };
    },
  );
}
