import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout.js';
import { registerRoutes } from './routeRegistry.js';
import { appRoutes } from './routes.js';

/** The browser router: the root layout around the route table of `routes.tsx`. */
export function createAppRouter() {
  const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: appRoutes() }];
  registerRoutes(routes);
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
