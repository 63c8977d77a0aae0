/*
 * The service worker of the offline builder, built to /sw.js by vite-plugin-pwa (injectManifest,
 * vite.config.ts), which writes this build's files in place of __WB_MANIFEST below.
 *
 * - The app shell (index.html) and the build's files every user needs (precache) are cached on
 *   install, so a reload without network still opens the app; a new build is a new version: it
 *   takes over at once (skipWaiting, clients.claim) and deletes the caches of older versions.
 * - The rest of the build (marked onDemand by scripts/precache-split.ts: the admins' GraphQL
 *   explorer with GraphiQL and Monaco, and very large files) is cached when first fetched, cache
 *   first. Only this build's files are kept, so the cache holds at most the build.
 * - Of the API only the two public answers the start needs are kept (the translations, per
 *   requested locales, and their version; no personal data), network first. Nothing else of
 *   /graphql or /…/api/ is touched: programs, accounts and the catalogue never land in this cache.
 * - Only 'self' is involved, so the CSP (script-src 'self', worker-src falling back to it) holds.
 */
export {};

/** A file of this build: hashed names have no revision, the public folder's files their content's. */
interface BuildFile {
  url: string;
  revision: string | null;
  onDemand?: true;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  __WB_MANIFEST: BuildFile[];
}
declare const self: WorkerScope;

/** FNV-1a of the list: another hashed name or public file's revision is another version. */
function versionOf(files: readonly BuildFile[]): string {
  const text = JSON.stringify(files);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

// Read once, as written: the build replaces this very expression.
const FILES = self.__WB_MANIFEST;
const sw = self;
const PREFIX = 'formula-builder-';
const CACHE = `${PREFIX}${versionOf(FILES)}`;
const SHELL = '/index.html';
/** Public, the same for everyone: what the start needs to show texts offline (with the bundles read). */
const TEXTS_VERSION = '/public/api/translations/version';
/** One locale's texts (common/pageHints.ts's textsBundleUrl): each is kept apart, under its path. */
const TEXTS_BUNDLE = /^\/public\/api\/translations\/bundles\/[a-z]{2}_[A-Z]{2}$/;
const API_PREFIXES = ['/graphql', '/public/api/', '/secured/api/'];
const PRECACHE = FILES.filter((file) => !file.onDemand).map((file) => file.url);
/** This build's files (hashed, or the public folder's by content): the only ones kept. */
const BUILD_FILES = new Set(FILES.map((file) => file.url));

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([SHELL, ...PRECACHE]);
      // Best effort: the texts are fetched again (and cached) by every start that has network.
      await cache.add(TEXTS_VERSION).catch(() => undefined);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/** The network's answer (kept when `keep`), else the cached `fallback`. */
async function networkFirst(request: Request, fallback: string, keep: boolean): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keep && response.ok) await (await caches.open(CACHE)).put(fallback, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(fallback, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** A build file never changes under one name: the cached copy, else the network's (kept by its path). */
async function cacheFirst(request: Request, pathname: string): Promise<Response> {
  const cached = await caches.match(pathname, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await (await caches.open(CACHE)).put(pathname, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (url.pathname === TEXTS_VERSION || TEXTS_BUNDLE.test(url.pathname)) {
    // Keyed by path, so that one locale's texts never answer for another's offline; a query the
    // client never sends goes to the network alone (nothing a caller names grows the cache).
    return url.search === '' ? event.respondWith(networkFirst(request, url.pathname, true)) : undefined;
  }
  if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  // Every client route is the one index.html; without network the cached one opens the app.
  if (request.mode === 'navigate') return event.respondWith(networkFirst(request, SHELL, false));
  if (BUILD_FILES.has(url.pathname)) event.respondWith(cacheFirst(request, url.pathname));
});
