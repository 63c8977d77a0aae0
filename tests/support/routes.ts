import type { FastifyInstance } from 'fastify';

/**
 * Every route registered in the app as `METHOD /path`, read from Fastify's route tree
 * (`printRoutes`; Fastify keeps no public list). HEAD routes Fastify adds for each GET are left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)── (\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    const methods = (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    for (const method of methods) if (!(method === 'HEAD' && methods.includes('GET'))) routes.push(`${method} ${path}`);
  }
  return routes;
}
