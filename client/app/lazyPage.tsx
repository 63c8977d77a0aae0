import { lazy, type ComponentType, type ReactElement } from 'react';

/** Each lazy route element's loader, so that the routes of the opened URL can be fetched early. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element loaded on first use (its own chunk), for modules with named exports:
 * `lazyPage(() => import('../features/home/HomePage.js').then((m) => m.HomePage))`.
 * The root layout's Suspense boundary shows a spinner meanwhile.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed chunk load may be retried by the next render.
      loading = undefined;
      throw error;
    }));
  const Page = lazy(async () => ({ default: await once() }));
  const element = <Page />;
  loaders.set(element, once);
  return element;
}

/**
 * Starts loading the chunks of lazy route elements (those of the URL being opened) at once,
 * in parallel, instead of one nested level after the other as they render.
 */
export function preloadLazyElements(elements: readonly unknown[]): void {
  for (const element of elements) {
    const load = loaders.get(element as ReactElement);
    // Only a head start: a failure shows when the route renders and loads it again.
    if (load) load().catch(() => undefined);
  }
}
