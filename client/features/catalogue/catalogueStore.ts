import { authorizedFetch } from '../../app/authorizedFetch.js';
import type { SessionStore } from '../../app/session.js';
import { EMPTY_CATALOGUE, type Catalogue } from './catalogue.types.js';

export const CATALOGUE_URL = '/secured/api/dataForEvaluations';

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
 * Fetches the catalogue with the session's token (a 401 ends the session). The server answers
 * with an ETag and `Cache-Control: no-cache`, so the browser's HTTP cache revalidates (304)
 * instead of downloading it again.
 */
async function fetchCatalogue(session: SessionStore, fetchFn?: typeof fetch): Promise<Catalogue> {
  const response = await authorizedFetch(session, CATALOGUE_URL, { headers: { accept: 'application/json' } }, fetchFn);
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
 * the builder share it). A failure is not kept, so the next screen tries again.
 */
export function loadCatalogue(session: SessionStore, fetchFn?: typeof fetch): Promise<Catalogue> {
  const email = session.getUser()?.email ?? '';
  const existing = cache.get(session);
  if (existing && existing.email === email) return existing.promise;
  const entry: Entry = { email, promise: Promise.resolve(EMPTY_CATALOGUE) };
  entry.promise = fetchCatalogue(session, fetchFn).then(
    (catalogue) => {
      entry.value = catalogue;
      return catalogue;
    },
    (error: unknown) => {
      if (cache.get(session) === entry) cache.delete(session);
      throw error;
    },
  );
  cache.set(session, entry);
  return entry.promise;
}
