/** Sizes and window maths of the virtualised cross table (both directions). */
export interface GridGeometry {
  rowHeight: number;
  colWidth: number;
  nameWidth: number;
  headerHeight: number;
}

// Rows hold two lines of a product name (three when narrow), so that names sharing a first word
// stay apart; the header holds indicator names set vertically, whole words per line.
export const WIDE: GridGeometry = { rowHeight: 44, colWidth: 64, nameWidth: 280, headerHeight: 168 };
export const NARROW: GridGeometry = { rowHeight: 56, colWidth: 52, nameWidth: 148, headerHeight: 168 };

/** Extra rows/columns rendered beyond the visible ones, so a small scroll shows no gap. */
const OVERSCAN = 3;

export interface Viewport {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Range {
  first: number;
  last: number;
}

/** The rows and columns that intersect the viewport (plus overscan), clamped to the counts. */
export function visibleRange(g: GridGeometry, v: Viewport, rows: number, cols: number): { rows: Range; cols: Range } {
  const span = (start: number, size: number, step: number, count: number): Range => {
    if (count === 0) return { first: 0, last: -1 };
    const first = Math.max(0, Math.floor(start / step) - OVERSCAN);
    const last = Math.min(count - 1, Math.ceil((start + Math.max(size, 0)) / step) + OVERSCAN);
    return { first, last };
  };
  return {
    rows: span(v.top, v.height - g.headerHeight, g.rowHeight, rows),
    cols: span(v.left, v.width - g.nameWidth, g.colWidth, cols),
  };
}

/**
 * The heat-map colour of a value (-10..10): white at 0, green for positive, red for negative,
 * darker as |value| grows. Lightness stays ≥ 55 % so the black figure keeps its contrast.
 */
export function cellColour(value: number): string {
  if (value === 0) return 'hsl(0 0% 100%)';
  const lightness = 96 - Math.min(Math.abs(value), 10) * 4;
  return value > 0 ? `hsl(140 55% ${lightness}%)` : `hsl(0 80% ${lightness}%)`;
}
