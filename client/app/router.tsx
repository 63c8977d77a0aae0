import { isValidElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireUser } from './guards.js';
import { RootLayout } from './layout/RootLayout.js';
import { preloadLazyElements } from './lazyPage.js';
import { registerRoutes } from './routeRegistry.js';
import { appRoutes } from './routes.js';

/**
 * The lazy elements of the matched routes (the opened URL's), down to the first login guard when
 * nobody is signed in (that visitor is sent to the login page, whose code is in the entry chunk).
 */
export function lazyElementsToPreload(matches: readonly { route: RouteObject }[], signedIn: boolean): unknown[] {
  const elements: unknown[] = [];
  for (const { route } of matches) {
    if (!signedIn && isValidElement(route.element) && route.element.type === RequireUser) break;
    elements.push(route.element);
  }
  return elements;
}

/** The browser router: the root layout around the route table of `routes.tsx`. */
export function createAppRouter() {
  const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: appRoutes() }];
  registerRoutes(routes);
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the opened URL's lazy routes (e.g. Apollo's scope and the builder), so that they
 * load in parallel with the texts, not one after the other once rendered. The router's own match
 * of the URL, so that the route table is ranked once.
 */
export function preloadOpenedRoutes(router: AppRouter, options: { signedIn: boolean }): void {
  preloadLazyElements(lazyElementsToPreload(router.state.matches, options.signedIn));
}
