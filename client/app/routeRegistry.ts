import type { RouteObject } from 'react-router';

let registered: RouteObject[] = [];

/** Records the route tree the router was built from (router.tsx does it once). */
export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** The registered route tree; empty before the router exists. */
export function knownRoutes(): RouteObject[] {
  return registered;
}
