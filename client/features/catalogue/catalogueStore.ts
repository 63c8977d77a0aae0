import type { SessionStore } from '../../app/session.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';

export const CATALOGUE_URL = '/secured/api/dataForEvaluations';

/** A failed catalogue request; `status` is the HTTP status (0 for a network failure). */
export class CatalogueError extends Error {
  constructor(readonly status: number) {
    super(`The catalogue could not be loaded (${status})`);
    this.name = 'CatalogueError';
  }
}

/** Missing parts of an answer become empty, so screens never meet `undefined`. */
function normalise(body: Partial<Catalogue>): Catalogue {
  return {
    products: body.products ?? [],
    skinIndicators: body.skinIndicators ?? [],
    incis: body.incis ?? [],
    incisInProducts: body.incisInProducts ?? {},
    productToIndicatorEvaluation: body.productToIndicatorEvaluation ?? {},
    indicatorToProductEvaluation: body.indicatorToProductEvaluation ?? {},
  };
}

/**
 * Fetches the catalogue with the bearer token. The server answers with an ETag and
 * `Cache-Control: no-cache`, so the browser's HTTP cache revalidates (304) instead of
 * downloading it again.
 */
export async function fetchCatalogue(token: string | null, fetchFn: typeof fetch = fetch.bind(globalThis)): Promise<Catalogue> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchFn(CATALOGUE_URL, { headers });
  } catch {
    throw new CatalogueError(0);
  }
  if (!response.ok) throw new CatalogueError(response.status);
  return normalise((await response.json()) as Partial<Catalogue>);
}

interface Entry {
  /** Whose catalogue it is: the offer depends on the user's region. */
  email: string;
  promise: Promise<Catalogue>;
  value?: Catalogue;
}

const cache = new WeakMap<SessionStore, Entry>();

/** The catalogue already loaded for the session's current user, if any. */
export function cachedCatalogue(session: SessionStore): Catalogue | undefined {
  const entry = cache.get(session);
  return entry && entry.email === session.getUser()?.email ? entry.value : undefined;
}

/**
 * The session's catalogue, fetched once per user and kept for the session (knowledge pages and
 * the builder share it). A failure is not kept, so the next screen tries again; a 401 to a
 * request that carried a token ends the session, as for GraphQL calls.
 */
export function loadCatalogue(session: SessionStore, fetchFn?: typeof fetch): Promise<Catalogue> {
  const email = session.getUser()?.email ?? '';
  const existing = cache.get(session);
  if (existing && existing.email === email) return existing.promise;
  const token = session.getToken();
  const entry: Entry = { email, promise: Promise.resolve(EMPTY_CATALOGUE) };
  entry.promise = fetchCatalogue(token, fetchFn).then(
    (catalogue) => {
      entry.value = catalogue;
      return catalogue;
    },
    (error: unknown) => {
      if (cache.get(session) === entry) cache.delete(session);
      if (token && error instanceof CatalogueError && error.status === 401) void session.logout({ callServer: false });
      throw error;
    },
  );
  cache.set(session, entry);
  return entry.promise;
}

/** Forgets the session's catalogue (tests, or after the catalogue changed). */
export function forgetCatalogue(session: SessionStore): void {
  cache.delete(session);
}
