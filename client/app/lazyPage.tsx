import { lazy, type ComponentType } from 'react';

/**
 * A route element loaded on first use (its own chunk), for modules with named exports:
 * `lazyPage(() => import('../features/home/HomePage.js').then((m) => m.HomePage))`.
 * The root layout's Suspense boundary shows a spinner meanwhile.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}
