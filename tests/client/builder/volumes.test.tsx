/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { VolumesStep } from '../../../client/features/builder/VolumesStep.js';
import {
  EMPTY_DRAFT,
  draftReducer,
  type DraftAction,
  type ProgramDraft,
} from '../../../client/features/builder/programDraft.js';
import { INDEX, inBuilder, productById } from './fixtures.js';

const SMALL = productById(1).baseProductSuggestions[0]!; // 44 ml, increment 0.5, suggested 50 ml, 1 ml per active

/** The volumes stage on a live draft, as the builder page holds it. */
function Harness({ initial }: { initial: ProgramDraft }) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  return <VolumesStep draft={draft} dispatch={dispatch} index={INDEX} go={jest.fn()} />;
}

function start(...actions: DraftAction[]) {
  render(inBuilder(<Harness initial={actions.reduce(draftReducer, EMPTY_DRAFT)} />));
}

const input = (name: string) => screen.getByLabelText(`Volume of ${name} in ml`) as HTMLInputElement;
const plus = (name: string) => fireEvent.click(screen.getByRole('button', { name: `More ${name}` }));
const minus = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Less ${name}` }));
const type = (name: string, text: string) => {
  fireEvent.change(input(name), { target: { value: text } });
};
const leave = (name: string) => fireEvent.blur(input(name));
const total = () => screen.getByTestId('total-volume').textContent;
const BASE_WARNING = /not one of its recommended sizes \(44\.0 ml, 94\.0 ml\)/;
const TOTAL_WARNING = 'The total volume differs from the suggested 50.0 ml.';

describe('the volumes stage', () => {
  afterEach(cleanup);

  const recipe: DraftAction[] = [
    { type: 'toggleBase', productId: 1, suggestion: SMALL },
    { type: 'toggleProduct', product: productById(3) },
    { type: 'toggleProduct', product: productById(5) },
  ];

  it('shows each line with its volume, base first, and the total against the suggested volume', () => {
    start(...recipe);
    expect(input('Base-cream').value).toBe('44.0');
    expect(input('Niacinamide').value).toBe('1.0');
    expect(input('Hyaluron').value).toBe('1.0');
    expect(total()).toBe('46.0 ml');
    expect(screen.getByTestId('suggested-volume').textContent).toBe('50.0 ml');
  });

  it('plus and minus move a volume by the base size’s increment', () => {
    start(...recipe);
    plus('Niacinamide');
    expect(input('Niacinamide').value).toBe('1.5');
    plus('Niacinamide');
    plus('Base-cream');
    expect(input('Niacinamide').value).toBe('2.0');
    expect(input('Base-cream').value).toBe('44.5');
    minus('Base-cream');
    expect(input('Base-cream').value).toBe('44.0');
    expect(total()).toBe('47.0 ml');
  });

  it('minus never goes below 0', () => {
    start(...recipe);
    minus('Hyaluron');
    expect(input('Hyaluron').value).toBe('0.5');
    minus('Hyaluron');
    minus('Hyaluron');
    minus('Hyaluron');
    expect(input('Hyaluron').value).toBe('0.0');
    expect(total()).toBe('45.0 ml');
  });

  it('takes typed volumes live (comma or point); non-numeric or negative input becomes 0', () => {
    start(...recipe);
    type('Niacinamide', '3,5');
    expect(total()).toBe('48.5 ml');
    // While typing, the field keeps the user's text.
    expect(input('Niacinamide').value).toBe('3,5');
    leave('Niacinamide');
    expect(input('Niacinamide').value).toBe('3.5');

    type('Hyaluron', 'abc');
    expect(total()).toBe('47.5 ml');
    leave('Hyaluron');
    expect(input('Hyaluron').value).toBe('0.0');

    type('Niacinamide', '-2');
    leave('Niacinamide');
    expect(input('Niacinamide').value).toBe('0.0');
    expect(total()).toBe('44.0 ml');
  });

  it('warns when the total differs from the suggestion and when the base is not a recommended size', () => {
    start(...recipe);
    // 44 + 1 + 1 = 46: a recommended base size, but not the suggested 50 ml.
    expect(screen.queryByText(BASE_WARNING)).toBeNull();
    expect(screen.getByText(TOTAL_WARNING)).toBeTruthy();

    type('Niacinamide', '5');
    leave('Niacinamide');
    expect(total()).toBe('50.0 ml');
    expect(screen.queryByText(TOTAL_WARNING)).toBeNull();

    plus('Base-cream');
    expect(screen.getByText(BASE_WARNING)).toBeTruthy();
    expect(screen.getByText(TOTAL_WARNING)).toBeTruthy();
    minus('Base-cream');
    expect(screen.queryByText(BASE_WARNING)).toBeNull();
    expect(screen.queryByText(TOTAL_WARNING)).toBeNull();
  });

  it('without a base product, warns about the total against the default 50 ml, not about a base size', () => {
    start({ type: 'toggleProduct', product: productById(3) }, { type: 'toggleProduct', product: productById(5) });
    expect(total()).toBe('2.0 ml');
    expect(screen.getByText(TOTAL_WARNING)).toBeTruthy();
    expect(screen.queryByText(BASE_WARNING)).toBeNull();
  });

  it('recomputes the skin conditions the cream addresses as volumes change', () => {
    start({ type: 'toggleProduct', product: productById(3) }, { type: 'toggleProduct', product: productById(5) });
    const conditions = () =>
      Array.from(document.querySelectorAll('.recipe-indicator')).map((li) =>
        li.textContent?.replace(/\s+/g, ' ').trim(),
      );
    // 1 ml each: acne 10·(9+0)/2 = 45, dryness 10·(1+10)/2 = 55.
    expect(conditions()).toEqual(['Dryness score 55', 'Acne score 45']);
    type('Hyaluron', '0');
    // Niacinamide alone: acne 90, dryness 10 (not suggested).
    expect(conditions()).toEqual(['Acne score 90']);
  });
});
