import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout.js';
import { preloadLazyElements } from './lazyPage.js';
import { registerRoutes } from './routeRegistry.js';
import { appRoutes } from './routes.js';

/** The browser router: the root layout around the route table of `routes.tsx`. */
export function createAppRouter() {
  const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: appRoutes() }];
  registerRoutes(routes);
  // The opened URL's lazy routes (e.g. Apollo's scope and the builder) load in parallel with the
  // texts, not one after the other once rendered.
  preloadLazyElements((matchRoutes(routes, window.location) ?? []).map((match) => match.route.element));
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
