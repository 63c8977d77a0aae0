import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireUser } from './guards.js';
import { RootLayout } from './layout/RootLayout.js';
import { preloadLazyElements } from './lazyPage.js';
import { registerRoutes } from './routeRegistry.js';
import { appRoutes } from './routes.js';

/**
 * The lazy elements of the routes matching `location`, down to the first login guard when nobody
 * is signed in (that visitor is sent to the login page, whose code is in the entry chunk).
 */
export function lazyElementsToPreload(routes: RouteObject[], location: { pathname: string }, signedIn: boolean): unknown[] {
  const elements: unknown[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (!signedIn && isValidElement(route.element) && route.element.type === RequireUser) break;
    elements.push(route.element);
  }
  return elements;
}

/** The browser router: the root layout around the route table of `routes.tsx`. */
export function createAppRouter(options: { signedIn: boolean }) {
  const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: appRoutes() }];
  registerRoutes(routes);
  // The opened URL's lazy routes (e.g. Apollo's scope and the builder) load in parallel with the
  // texts, not one after the other once rendered.
  preloadLazyElements(lazyElementsToPreload(routes, window.location, options.signedIn));
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
