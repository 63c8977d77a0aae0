/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import type { Stage } from '../../../common/enums.js';
import { SuggestionsStep } from '../../../client/features/builder/SuggestionsStep.js';
import { EMPTY_DRAFT, draftReducer, type DraftAction } from '../../../client/features/builder/programDraft.js';
import { INDEX, inBuilder } from './fixtures.js';

function Harness({ initial, go }: { initial: DraftAction[]; go: (stage: Stage) => void }) {
  const [draft, dispatch] = useReducer(draftReducer, initial.reduce(draftReducer, EMPTY_DRAFT));
  return <SuggestionsStep draft={draft} dispatch={dispatch} index={INDEX} go={go} />;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the suggestions stage', () => {
  afterEach(cleanup);

  it('without indicators offers every base and active; Skip until a custom product is chosen', () => {
    const go = jest.fn<(stage: Stage) => void>();
    render(inBuilder(<Harness initial={[]} go={go} />));
    expect(screen.queryByRole('switch')).toBeNull(); // no suggestions, no suggested/all toggle
    const skip = screen.getByRole('button', { name: 'Skip' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(skip);
    expect(go).toHaveBeenLastCalledWith('WASH');

    // A base counts with its size: the 44 ml button of Base-cream.
    const size = within(section('All bases')).getByRole('button', { name: 'Base-cream, 44.0 ml' });
    expect(size.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(size);
    expect(size.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(section('All bases')).getByRole('button', { name: 'Base-cream, 94.0 ml' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(go).toHaveBeenLastCalledWith('PERSONALIZED');
  });

  it('shows 6 products, then 6 more per press', () => {
    render(inBuilder(<Harness initial={[]} go={jest.fn()} />));
    const list = () => within(section('All active concentrates')).getAllByRole('listitem');
    expect(list()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more (5 left)' }));
    expect(list()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('marks a chosen product pressed, warns when it is not in the offer, and links to its page in a new tab', () => {
    render(inBuilder(<Harness initial={[]} go={jest.fn()} />));
    const retinol = screen.getByRole('button', { name: 'Retinol' });
    expect(retinol.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(retinol);
    expect(retinol.getAttribute('aria-pressed')).toBe('true');
    const tile = retinol.closest('li')!;
    expect(within(tile).getByText('Not available in your region')).toBeTruthy();
    expect(retinol.getAttribute('aria-describedby')).toBeTruthy();
    const link = within(tile).getByRole('link');
    expect(link.getAttribute('href')).toBe('/knowledge/products?id=4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('with indicators shows the suggested lists, the not-recommended list and the suggested/all toggle', () => {
    render(inBuilder(<Harness initial={[{ type: 'toggleIndicator', skinIndicatorId: 12 }]} go={jest.fn()} />));
    // Dryness: hyaluron 10·10 = 100 and … suggested; retinol −60 is not recommended.
    const suggested = within(section('Suggested products'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(suggested[0]).toContain('Hyaluron');
    expect(within(section('Not recommended')).getByText('Retinol')).toBeTruthy();
    const toggles = screen.getAllByRole('switch', { name: 'Show all products' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]!);
    expect(within(section('All active concentrates')).getAllByRole('listitem')).toHaveLength(6);
  });
});
