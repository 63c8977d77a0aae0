import type { ApolloCache, DocumentNode, InMemoryCache } from '@apollo/client';

/**
 * At most this many entities (products, then indicators) per main-thread task, and at most
 * SLICE_MS of writing: a slice ends at whichever comes first. Writing an entity costs Apollo about 0.1 ms in Node on this project's
 * machines once its code is warm, several times that on a phone and while V8 still compiles
 * Apollo's write path (the first slices of a page); the time bound keeps those slices short too.
 * tests/bench/builder-cache.bench.mjs prints the longest slice.
 */
export const ENTITIES_PER_SLICE = 25;
export const SLICE_MS = 8;

/** The next main-thread task: the browser paints and handles input between two slices. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface SlicedCatalogueWrite<Product extends { id: number }, Indicator extends { id: number }> {
  /** The query's answer (fetched without the cache): the builder's catalogue, or its indicators alone. */
  answer: { products?: readonly Product[]; skinIndicators: readonly Indicator[] };
  /** The fragments each product and indicator is written with (the query's own); no products without one. */
  productFragment?: DocumentNode;
  indicatorFragment: DocumentNode;
  /** The same root fields selecting `id` only: written last, it points the lists at the entities. */
  listsQuery: DocumentNode;
}

/**
 * Writes a catalogue answer into Apollo's normalised cache in slices, one main-thread task each,
 * instead of one `writeQuery` that at 2,000 products is a task of 250 ms (a second on a phone)
 * while the builder's first stage takes input. The entities go first, without telling the
 * watchers (`broadcast: false`: no screen shows a half-written list); the lists last, in one
 * small write that reaches the watchers as any answer would, in a task of its own: on a page's
 * first write, Apollo's write path and its read path (the watchers' diffs) each run cold, and
 * together they made one long task. The cache then answers the whole query, field for field, as if
 * it had been written at once.
 */
export async function writeCatalogueInSlices<Product extends { id: number }, Indicator extends { id: number }>(
  cache: ApolloCache,
  { answer, productFragment, indicatorFragment, listsQuery }: SlicedCatalogueWrite<Product, Indicator>,
  { yieldToMain = nextTask, sliceMs = SLICE_MS }: { yieldToMain?: () => Promise<void>; sliceMs?: number } = {},
): Promise<void> {
  // writeFragment retains what it writes as a root of its own (kept by gc); once the lists
  // point at the entities they are released, so a later catalogue version's gc drops them.
  const ids: Array<string | undefined> = [];
  const products = productFragment ? (answer.products ?? []) : [];
  const entities = [
    ...products.map((data) => ({ typename: 'Product', data, fragment: productFragment! })),
    ...answer.skinIndicators.map((data) => ({ typename: 'SkinIndicator', data, fragment: indicatorFragment })),
  ];
  let inSlice = ENTITIES_PER_SLICE;
  let sliceStart = 0;
  for (const { typename, data, fragment } of entities) {
    if (inSlice === ENTITIES_PER_SLICE || performance.now() - sliceStart >= sliceMs) {
      await yieldToMain();
      inSlice = 0;
      sliceStart = performance.now();
    }
    inSlice += 1;
    const id = cache.identify({ __typename: typename, id: data.id });
    ids.push(id);
    cache.writeFragment({ id, fragment, data: { __typename: typename, ...data }, broadcast: false });
  }
  await yieldToMain();
  const skinIndicators = answer.skinIndicators.map(({ id }) => ({ __typename: 'SkinIndicator', id }));
  cache.writeQuery({
    query: listsQuery,
    data: productFragment ? { products: products.map(({ id }) => ({ __typename: 'Product', id })), skinIndicators } : { skinIndicators },
  });
  // (InMemoryCache's; a cache without retained roots has nothing to release.)
  const release = (cache as Partial<Pick<InMemoryCache, 'release'>>).release?.bind(cache);
  if (release) for (const id of ids) if (id) release(id);
}
