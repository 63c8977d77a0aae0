/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EvaluationGrid } from '../../../client/features/catalogue-admin/EvaluationGrid.js';
import { WIDE, cellColour, visibleRange } from '../../../client/features/catalogue-admin/evaluationGeometry.js';
import { withI18n } from '../support/render.js';

afterEach(cleanup);

const indicators = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Indicator ${i + 1}`, enabled: true }));
const products = Array.from({ length: 2000 }, (_, p) => ({
  id: p + 1,
  name: `Product ${p + 1}`,
  enabled: p % 2 === 0,
  values: indicators.map((_, i) => ((p + i) % 21) - 10),
}));

describe('visibleRange', () => {
  it('covers the viewport plus a few rows and columns, clamped to the table', () => {
    const r = visibleRange(
      WIDE,
      { top: 100 * WIDE.rowHeight, left: 10 * WIDE.colWidth, width: 1000, height: 600 },
      2000,
      120,
    );
    expect(r.rows.first).toBe(97);
    expect(r.rows.last).toBeGreaterThanOrEqual(100 + Math.ceil((600 - WIDE.headerHeight) / WIDE.rowHeight));
    expect(r.cols.first).toBe(7);
    const end = visibleRange(WIDE, { top: 1e9, left: 1e9, width: 1000, height: 600 }, 2000, 120);
    expect(end.rows.last).toBe(1999);
    expect(end.cols.last).toBe(119);
  });
});

describe('cellColour', () => {
  it('is white at zero, green above, red below, darker with |value|', () => {
    expect(cellColour(0)).toBe('hsl(0 0% 100%)');
    expect(cellColour(3)).toMatch(/^hsl\(140 /);
    expect(cellColour(-3)).toMatch(/^hsl\(0 80% /);
    const lightness = (v: number) => Number(/(\d+)%\)$/.exec(cellColour(v))![1]);
    expect(lightness(10)).toBeLessThan(lightness(2));
    expect(lightness(-10)).toBe(lightness(10));
  });
});

describe('EvaluationGrid', () => {
  const renderGrid = (onCommit = jest.fn()) =>
    render(
      withI18n(
        <MemoryRouter>
          <EvaluationGrid indicators={indicators} products={products} geometry={WIDE} onCommit={onCommit} />
        </MemoryRouter>,
      ),
    );

  it('renders a window of the 240,000 cells, with grid semantics and edit links', () => {
    renderGrid();
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('2001');
    expect(grid.getAttribute('aria-colcount')).toBe('121');
    const cells = screen.getAllByRole('gridcell');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThan(2000);
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/admin/edit/products?id=1');
    expect(screen.getByRole('link', { name: 'Indicator 1' }).getAttribute('href')).toBe('/admin/edit/indicators?id=1');
  });

  it('edits a cell from the keyboard and hands the typed value over; Escape cancels', () => {
    const onCommit = jest.fn();
    renderGrid(onCommit);
    const first = screen.getAllByRole('gridcell')[0]!;
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = document.querySelector(
      '[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="3"]',
    ) as HTMLElement;
    expect(second.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(second, { key: 'Enter' });
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(0, 1, '5');

    fireEvent.keyDown(second, { key: '7' });
    const again = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(again.value).toBe('7');
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
