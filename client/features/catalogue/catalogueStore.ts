import { ApolloLink, type ApolloClient } from '@apollo/client';
import { tap } from 'rxjs';
import type { CatalogueQuery } from '../../graphql/graphql.js';

type Entity = { __typename?: string; id?: unknown } & Record<string, unknown>;
const LISTS = { Product: 'products', SkinIndicator: 'skinIndicators', Inci: 'incis' } as const;
type Typename = keyof typeof LISTS;

/**
 * The catalogue of one Apollo client, kept as the Catalogue query answered it instead of in
 * Apollo's normalised cache: normalising (and denormalising for every read of) its thousands of
 * fields took 0.4–0.9 s of main thread on a phone, on the builder's first screen. What the
 * normalised cache gave is kept: an operation's answer carrying `Product`, `SkinIndicator` or
 * `Inci { id … }` (a saved product, say) updates the entry of the same id at once
 * (catalogueUpdateLink), and the screens re-render from the new snapshot.
 */
export class CatalogueStore {
  private current: CatalogueQuery | null = null;
  private listeners = new Set<() => void>();
  /** Query.catalogueVersion when the catalogue was fetched (or restored). */
  version: string | undefined;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The catalogue, or null before it arrived; a new object after every change. */
  readonly getSnapshot = (): CatalogueQuery | null => this.current;

  set(data: CatalogueQuery | null, version: string | undefined): void {
    this.current = data;
    this.version = version;
    for (const listener of this.listeners) listener();
  }

  /** Copies the fields the catalogue has from the entities of an answer onto its entries of the same id. */
  apply(answer: unknown): void {
    if (!this.current) return;
    const updates = new Map<string, Entity>();
    collect(answer, updates, 0);
    if (updates.size === 0) return;
    let changed = false;
    const next = { ...this.current } as Record<string, Entity[]>;
    for (const [typename, list] of Object.entries(LISTS)) {
      next[list] = (next[list] ?? []).map((entry) => {
        const update = updates.get(`${typename}:${String(entry.id)}`);
        if (!update) return entry;
        const fields = Object.entries(update).filter(([key]) => key !== '__typename' && key !== 'id' && key in entry);
        if (fields.length === 0) return entry;
        changed = true;
        return { ...entry, ...Object.fromEntries(fields) };
      });
    }
    if (changed) this.set(next as unknown as CatalogueQuery, this.version);
  }
}

/** Every catalogue entity in an answer, later occurrences of an id adding to earlier ones. */
function collect(value: unknown, into: Map<string, Entity>, depth: number): void {
  if (depth > 32 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
    return;
  }
  const entity = value as Entity;
  if (typeof entity.__typename === 'string' && entity.__typename in LISTS && entity.id !== undefined) {
    const key = `${entity.__typename as Typename}:${String(entity.id)}`;
    into.set(key, { ...into.get(key), ...entity });
  }
  // Scalar maps (evaluationMap) hold no entities, but walking them is harmless.
  for (const field of Object.values(entity)) if (field !== null && typeof field === 'object') collect(field, into, depth + 1);
}

const stores = new WeakMap<ApolloClient, CatalogueStore>();

/** The catalogue store of an Apollo client (made on first use). */
export function catalogueOf(client: ApolloClient): CatalogueStore {
  let store = stores.get(client);
  if (!store) {
    store = new CatalogueStore();
    stores.set(client, store);
  }
  return store;
}

/**
 * Applies every answer's catalogue entities (mutations and other queries alike, as the normalised
 * cache did) to the client's catalogue; the Catalogue query itself fills the store in catalogueSync.
 */
export const catalogueUpdateLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.operationName !== 'Catalogue' && result.data) catalogueOf(operation.client).apply(result.data);
    }),
  ),
);
