/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination, pageItems, type PageItem } from '../../client/ui/Pagination.js';
import { withI18n } from './support/render.js';

/** The control as a user reads it: 1-based numbers and '…' for a gap. */
const shown = (items: PageItem[]) => items.map((i) => (i.type === 'gap' ? '…' : String(i.page + 1))).join(' ');

/** How many page buttons (not gaps) a list of items shows. */
const buttons = (items: PageItem[]) => items.filter((i) => i.type === 'page').length;

describe('pageItems', () => {
  it('shows the first and last page and two neighbours on each side of the current one', () => {
    // 0-based page 9 is shown as 10.
    expect(shown(pageItems(9, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(shown(pageItems(5, 20))).toBe('1 … 4 5 6 7 8 … 20');
  });

  it('keeps a run of five pages near the start and the end', () => {
    expect(shown(pageItems(0, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(shown(pageItems(2, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(shown(pageItems(19, 20))).toBe('1 … 15 16 17 18 19 20');
    expect(shown(pageItems(0, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(shown(pageItems(9, 10))).toBe('1 … 5 6 7 8 9 10');
  });

  it('shows a single hidden page instead of an ellipsis while there is room', () => {
    // Page 5 (shown 6): 1 … 4 5 6 7 8 [9] 10: the "9" would be the only page in the gap.
    expect(shown(pageItems(5, 10))).toBe('1 … 4 5 6 7 8 9 10');
    // Nine pages cannot all show in eight buttons: one gap stays.
    expect(shown(pageItems(4, 9))).toBe('1 2 3 4 5 6 7 … 9');
  });

  it('shows every page of a list of up to eight', () => {
    expect(shown(pageItems(0, 1))).toBe('1');
    expect(shown(pageItems(0, 2))).toBe('1 2');
    expect(shown(pageItems(1, 3))).toBe('1 2 3');
    expect(shown(pageItems(2, 5))).toBe('1 2 3 4 5');
    expect(shown(pageItems(0, 8))).toBe('1 2 3 4 5 6 7 8');
    expect(shown(pageItems(7, 8))).toBe('1 2 3 4 5 6 7 8');
  });

  it('shows at least three and at most eight page buttons whenever there are three pages or more', () => {
    for (let total = 3; total <= 40; total++) {
      for (let page = 0; page < total; page++) {
        const items = pageItems(page, total);
        expect(buttons(items)).toBeGreaterThanOrEqual(3);
        expect(buttons(items)).toBeLessThanOrEqual(8);
        expect(items).toContainEqual({ type: 'page', page });
      }
    }
  });

  it('keeps a page out of range inside the list', () => {
    expect(shown(pageItems(12, 10))).toBe('1 … 5 6 7 8 9 10');
    expect(shown(pageItems(-3, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(pageItems(0, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  afterEach(cleanup);

  it('is not shown for fewer than two pages', () => {
    const { container } = render(withI18n(<Pagination page={0} totalPages={1} onPageChange={() => undefined} />));
    expect(container.innerHTML).toBe('');
    render(withI18n(<Pagination page={0} totalPages={0} onPageChange={() => undefined} />));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a labelled navigation marking the current page, numbered from 1', () => {
    render(withI18n(<Pagination page={5} totalPages={10} onPageChange={() => undefined} />));
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(pages).toEqual(['‹Previous', '1', '4', '5', '6', '7', '8', '9', '10', 'Next›']);
    const current = within(nav).getByRole('button', { name: 'Page 6' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
    // The ellipses are decoration: screen readers skip them.
    render(withI18n(<Pagination page={9} totalPages={20} onPageChange={() => undefined} />));
    const [, wide] = screen.getAllByRole('navigation', { name: 'Pages' });
    expect(wide.querySelectorAll('li[aria-hidden="true"]').length).toBe(2);
  });

  it('reports the chosen page 0-based', () => {
    const onPageChange = jest.fn<(page: number) => void>();
    render(withI18n(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    // The current page is no change.
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([9, 0, 4, 6]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(withI18n(<Pagination page={0} totalPages={3} onPageChange={() => undefined} />));
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
    rerender(withI18n(<Pagination page={2} totalPages={3} onPageChange={() => undefined} />));
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
