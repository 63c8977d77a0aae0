/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { MemoryRouter } from 'react-router';
import { NotificationProvider } from '../../../client/app/NotificationProvider.js';
import { SessionProvider } from '../../../client/app/SessionProvider.js';
import { SESSION_STORAGE_KEY, SessionStore } from '../../../client/app/session.js';
import { SuggestionsStep } from '../../../client/features/builder/SuggestionsStep.js';
import { EMPTY_DRAFT, draftReducer } from '../../../client/features/builder/programDraft.js';
import {
  CACHE_STORAGE_KEY,
  cacheOwner,
  persistClientCache,
} from '../../../client/features/catalogue/cachePersistence.js';
import { useCatalogueIndex } from '../../../client/features/catalogue/useCatalogue.js';
import { BuilderCatalogueDocument } from '../../../client/graphql/builderCatalogue.js';
import { createUiI18n } from '../../../client/i18n/i18n.js';
import { toResources } from '../../../client/i18n/textResources.js';
import { LocaleContext } from '../../../client/i18n/LocaleProvider.js';
import { seededTexts, withI18n, staticLocaleApi } from '../support/render.js';
import { makeToken } from '../support/tokens.js';
import { clientFor, fakeServer, type FakeServer } from './fakeServer.js';

/*
 * The builder's suggestions, on the catalogue of a real Apollo client (its normalised cache): a
 * mutation answering `Product { id … }` (as the admin form's saveProduct does) changes what the
 * builder shows at once, without fetching the catalogue again.
 */

const SAVE_PRODUCT = gql`
  mutation SaveProduct {
    saveProduct {
      id
      isInOffer
      evaluationMap
    }
  }
`;

const NAMES = { niacinamide: 'Niacinamide', retinol: 'Retinol', 'gel-base': 'Gel base' };
const texts = {
  ...seededTexts(),
  ...Object.fromEntries(Object.entries(NAMES).map(([code, name]) => [`PRODUCT_NAME_${code}`, { en_GB: name }])),
};
const locale = staticLocaleApi;

/** The builder's suggestions stage for "acne" at HIGH priority, on the catalogue of the cache. */
function BuilderSuggestions() {
  const { index, loading } = useCatalogueIndex(BuilderCatalogueDocument);
  const [draft, dispatch] = useReducer(
    draftReducer,
    [
      { type: 'toggleIndicator', skinIndicatorId: 1 } as const,
      { type: 'setPriority', skinIndicatorId: 1, priority: 'HIGH' } as const,
    ].reduce(draftReducer, EMPTY_DRAFT),
  );
  if (loading) return <p>loading</p>;
  return <SuggestionsStep draft={draft} dispatch={dispatch} index={index} go={() => undefined} />;
}

/** The knowledge pages' data: the whole catalogue's product codes, once loaded. */
function KnowledgeCatalogue() {
  const { catalogue, loading } = useCatalogueIndex();
  return <p>{loading ? 'loading' : catalogue.products.map((product) => product.code).join(', ')}</p>;
}

/** `restore`: the tab's persisted cache put into the new client first, as ApolloScope does. */
function renderBuilder(server: FakeServer, screenElement = <BuilderSuggestions />, { restore = false } = {}) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: makeToken({ exp: 4_000_000_000 }) }));
  const session = new SessionStore({ storage: localStorage });
  const client = clientFor(server);
  // As ApolloScope does: the copy is restored only for its owner; without `restore`, none is.
  persistClientCache(client, restore ? cacheOwner(session.getUser()!) : null);
  render(
    <SessionProvider store={session}>
      <NotificationProvider>
        <ApolloProvider client={client}>
          {withI18n(
            <LocaleContext.Provider value={locale}>
              <MemoryRouter>{screenElement}</MemoryRouter>
            </LocaleContext.Provider>,
            createUiI18n({ resources: toResources(texts), locale: 'en_GB' }),
          )}
        </ApolloProvider>
      </NotificationProvider>
    </SessionProvider>,
  );
  return client;
}

const FIRST_RENDER_MS = 10_000;

/** The catalogue version in the tab's persisted cache. */
const persistedVersion = () =>
  (JSON.parse(sessionStorage.getItem(CACHE_STORAGE_KEY) ?? '{}') as { ROOT_QUERY?: { catalogueVersion?: string } })
    .ROOT_QUERY?.catalogueVersion;

const suggested = () => within(screen.getByRole('region', { name: 'Suggested products' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the builder on the cached catalogue', () => {
  it('shows a product saved through a mutation at once, with its new evaluations and offer', async () => {
    const server = fakeServer();
    const client = renderBuilder(server);
    // Niacinamide scores 80 for acne (suggested); retinol 10 (not suggested) and not in the offer.
    // The first render of the step (the catalogue's fetch and its deferred render) can take over a
    // second on a loaded machine: testing-library's default wait is one second.
    await screen.findByRole('region', { name: 'Suggested products' }, { timeout: FIRST_RENDER_MS });
    expect(await suggested().findByRole('button', { name: 'Niacinamide' })).toBeTruthy();
    expect(suggested().queryByRole('button', { name: 'Retinol' })).toBeNull();
    // Persisted a second after the cache's last write (apollo3-cache-persist's debounce).
    await waitFor(() => expect(persistedVersion()).toBe(server.version), { timeout: FIRST_RENDER_MS });

    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 11, isInOffer: true, evaluationMap: { 1: 9 } },
    };
    await act(() => client.mutate({ mutation: SAVE_PRODUCT }));

    const retinol = await suggested().findByRole('button', { name: 'Retinol' });
    expect(within(retinol.closest('li')!).queryByText('Not available in your region')).toBeNull();
    // The query and the version check run side by side; nothing is fetched again.
    expect([...server.requests].sort()).toEqual(['BuilderCatalogue', 'CatalogueVersion', 'SaveProduct']);

    // A lower evaluation takes it out of the suggestions again.
    server.answers.SaveProduct = {
      saveProduct: { __typename: 'Product', id: 11, isInOffer: false, evaluationMap: { 1: 2 } },
    };
    await act(() => client.mutate({ mutation: SAVE_PRODUCT }));
    expect(suggested().queryByRole('button', { name: 'Retinol' })).toBeNull();
  });

  it('shows an error and an empty catalogue when the server cannot be reached', async () => {
    const server = fakeServer();
    server.down = true;
    renderBuilder(server);
    expect(await screen.findByText('loading')).toBeTruthy();
    await screen.findByRole('region', { name: 'Suggested products' }, { timeout: FIRST_RENDER_MS });
    expect(suggested().queryAllByRole('button')).toHaveLength(0);
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText(texts.CATALOGUE_LOAD_FAILED!.en_GB!),
    ).toBeTruthy();
  });
});

describe('the persisted cache after a new catalogue version', () => {
  it('carries the new version even when the answer fetched again is the same', async () => {
    const server = fakeServer();
    renderBuilder(server, <KnowledgeCatalogue />);
    await waitFor(() => expect(persistedVersion()).toBe(server.version), { timeout: FIRST_RENDER_MS });
    cleanup();

    // The offer changed elsewhere (a new version), this catalogue did not: the next page load
    // restores the old one, checks, drops it, fetches an equal one, and must keep the new version.
    const before = server.version;
    server.version = '8.enabled.1';
    server.requests.length = 0;
    // Answers that arrive later, as over a network (the browser journey where this failed); with
    // answers in the same task the screen's data changed and the copy was made anyway.
    server.latencyMs = 20;
    renderBuilder(server, <KnowledgeCatalogue />, { restore: true });
    await waitFor(() => expect(server.requests).toContain('Catalogue'), { timeout: FIRST_RENDER_MS });
    await waitFor(() => expect(persistedVersion()).toBe('8.enabled.1'), { timeout: FIRST_RENDER_MS });
    expect(before).not.toBe(server.version);
  });
});
