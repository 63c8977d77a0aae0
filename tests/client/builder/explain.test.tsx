/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SessionProvider } from '../../../client/app/SessionProvider.js';
import { SESSION_STORAGE_KEY, SessionStore } from '../../../client/app/session.js';
import { catalogueTypePolicies } from '../../../client/features/catalogue/catalogueTypePolicies.js';
import { ProductIngredientsDocument, type ProductIngredientsQuery } from '../../../client/graphql/builderCatalogue.js';
import { EMPTY_DRAFT, draftReducer, type DraftAction } from '../../../client/features/builder/programDraft.js';
import { CreamIngredientsSection, SummaryWarnings } from '../../../client/features/builder/SummaryInsights.js';
import { SuggestionsStep } from '../../../client/features/builder/SuggestionsStep.js';
import { VolumesStep } from '../../../client/features/builder/VolumesStep.js';
import { makeToken } from '../support/tokens.js';
import { INDEX, inBuilder, productById } from './fixtures.js';

// Acne (11) LOW = weight 1, dryness (12) MEDIUM = weight 2: Σ weights 3.
const ACNE_LOW_DRYNESS_MEDIUM: DraftAction[] = [
  { type: 'toggleIndicator', skinIndicatorId: 11 },
  { type: 'setPriority', skinIndicatorId: 11, priority: 'LOW' },
  { type: 'toggleIndicator', skinIndicatorId: 12 },
];
const SMALL = productById(1).baseProductSuggestions[0]!;
const WITH_RETINOL: DraftAction[] = [
  ...ACNE_LOW_DRYNESS_MEDIUM,
  { type: 'toggleBase', productId: 1, suggestion: SMALL },
  { type: 'toggleProduct', product: productById(4) },
];

function Suggestions({ initial }: { initial: DraftAction[] }) {
  const [draft, dispatch] = useReducer(draftReducer, initial.reduce(draftReducer, EMPTY_DRAFT));
  return <SuggestionsStep draft={draft} dispatch={dispatch} index={INDEX} go={jest.fn()} />;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('explained suggestions', () => {
  afterEach(cleanup);

  it('a tile shows its score; the disclosure lists indicator, evaluation, weight and points adding up to it', () => {
    render(inBuilder(<Suggestions initial={ACNE_LOW_DRYNESS_MEDIUM} />));
    // Niacinamide: acne 9 × 1 ÷ 3 × 10 = 30, dryness 1 × 2 ÷ 3 × 10 = 6.67; score 36.67 shown 37 = 30 + 7.
    const tile = screen.getByRole('button', { name: 'Niacinamide' }).closest('li')!;
    expect(within(tile).getByText('Score: 37')).toBeTruthy();
    const why = within(tile).getByRole('button', { name: 'Why this score? Niacinamide' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(within(tile).queryByRole('table')).toBeNull();
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const table = within(tile).getByRole('table', { name: 'How the score of Niacinamide adds up' });
    expect(document.getElementById(why.getAttribute('aria-controls')!)!.contains(table)).toBe(true);
    expect(rows(table)).toEqual([
      ['Skin condition', 'Evaluation', 'Weight', 'Points'],
      ['Acne', '9', '1', '+30'],
      ['Dryness', '1', '2', '+7'],
      ['Score', '37'],
    ]);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('false');
  });

  it('a not-recommended product explains its score too, and a chosen one warns what it may worsen', () => {
    render(inBuilder(<Suggestions initial={ACNE_LOW_DRYNESS_MEDIUM} />));
    // Retinol: acne 8 → 26.67, dryness -6 × 2 ÷ 3 × 10 = -40; score -13.33 shown -13 = 27 - 40.
    const notRecommended = screen.getByRole('region', { name: 'Not recommended' });
    expect(within(notRecommended).getByText('Score: -13')).toBeTruthy();
    fireEvent.click(within(notRecommended).getByRole('button', { name: 'Why this score? Retinol' }));
    expect(rows(within(notRecommended).getByRole('table')).slice(1)).toEqual([
      ['Acne', '8', '1', '+27'],
      ['Dryness', '-6', '2', '-40'],
      ['Score', '-13'],
    ]);
    expect(screen.queryByText(/may worsen/)).toBeNull(); // not chosen: no warning

    fireEvent.click(screen.getAllByRole('switch', { name: 'Show all products' })[1]!);
    const retinol = screen.getByRole('button', { name: 'Retinol' });
    fireEvent.click(retinol);
    expect(within(retinol.closest('li')!).getByText('Retinol may worsen: Dryness')).toBeTruthy();
  });

  it('the volumes stage and the summary warn about a chosen product, naming it and the indicator', () => {
    const draft = WITH_RETINOL.reduce(draftReducer, EMPTY_DRAFT);
    render(inBuilder(<VolumesStep draft={draft} dispatch={jest.fn()} index={INDEX} go={jest.fn()} />));
    expect(screen.getByText('Retinol may worsen: Dryness')).toBeTruthy();
    cleanup();

    render(inBuilder(<SummaryWarnings draft={draft} index={INDEX} />));
    const section = screen.getByRole('region', { name: 'Possible contraindication' });
    expect(within(section).getByText('Retinol may worsen: Dryness')).toBeTruthy();
    expect(within(section).getByText('A warning only: the program can still be saved.')).toBeTruthy();
    cleanup();

    // Without a contraindication there is no section.
    render(
      inBuilder(<SummaryWarnings draft={ACNE_LOW_DRYNESS_MEDIUM.reduce(draftReducer, EMPTY_DRAFT)} index={INDEX} />),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the summary lists the cream ingredients once each, with their products and volume shares', async () => {
    // The INCI lists come from the cache (the summary's own query), not from the builder's catalogue.
    const client = new ApolloClient({
      link: ApolloLink.empty(),
      cache: new InMemoryCache({ typePolicies: catalogueTypePolicies }),
    });
    const line = (inci: number, position: number) => ({
      __typename: 'ProductInciLine' as const,
      position,
      inci: { __typename: 'Inci' as const, id: inci },
    });
    client.writeQuery({
      query: ProductIngredientsDocument,
      data: {
        products: [
          { __typename: 'Product', id: 1, incis: [line(1, 1)] },
          { __typename: 'Product', id: 4, incis: [line(1, 1), line(2, 2)] },
        ],
        incis: [
          { __typename: 'Inci', id: 1, name: 'AQUA' },
          { __typename: 'Inci', id: 2, name: 'RETINOL' },
        ],
      } as unknown as ProductIngredientsQuery,
    });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: makeToken({ exp: 4_000_000_000 }) }));
    // 44 ml base + 1 ml retinol = 45 ml.
    render(
      <SessionProvider store={new SessionStore({ storage: localStorage })}>
        <ApolloProvider client={client}>
          {inBuilder(<CreamIngredientsSection draft={WITH_RETINOL.reduce(draftReducer, EMPTY_DRAFT)} index={INDEX} />)}
        </ApolloProvider>
      </SessionProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Ingredients of the custom cream (approximate)' });
    expect(
      within(section).getByText(/2 INCI ingredients.*An approximation: the concentrations are not known\./),
    ).toBeTruthy();
    // Folded behind its heading's button until asked for.
    const toggle = within(section).getByRole('button', { name: 'Ingredients of the custom cream (approximate)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).queryAllByRole('listitem')).toEqual([]);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AQUABase-cream (97.8%); Retinol (2.2%)', 'RETINOLRetinol (2.2%)']);
    localStorage.clear();
  });
});

describe('counted texts (i18next plural keys)', () => {
  it('pick _one/_few/_many/_other in pl_PL and _one/_other in en_GB and de_DE', async () => {
    const { testI18n } = await import('../support/render.js');
    const pl = testI18n('pl_PL').i18n;
    expect([1, 3, 5, 22].map((count) => pl.t('EXPLAIN_WARNINGS_HEADING', { count }))).toEqual([
      'Możliwe przeciwwskazanie',
      '3 możliwe przeciwwskazania',
      '5 możliwych przeciwwskazań',
      '22 możliwe przeciwwskazania',
    ]);
    expect([1, 2].map((count) => testI18n('de_DE').i18n.t('EXPLAIN_WARNINGS_HEADING', { count }))).toEqual([
      'Mögliche Gegenanzeige',
      '2 mögliche Gegenanzeigen',
    ]);
    expect(testI18n('en_GB').i18n.t('EXPLAIN_INGREDIENTS_NOTE', { count: 1 })).toMatch(/^1 INCI ingredient, /);
  });
});
