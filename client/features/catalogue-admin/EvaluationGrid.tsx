import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cellColour, visibleRange, type GridGeometry, type Viewport } from './evaluationGeometry.js';

export interface GridIndicator {
  id: number;
  name: string;
  enabled: boolean;
}
export interface GridProduct {
  id: number;
  name: string;
  enabled: boolean;
  values: readonly number[];
}

interface Props {
  indicators: readonly GridIndicator[];
  products: readonly GridProduct[];
  geometry: GridGeometry;
  /** A typed value for a cell; the page validates and saves it. */
  onCommit: (row: number, col: number, text: string) => void;
}

interface Cell {
  row: number;
  col: number;
}

/**
 * The cross table as an ARIA grid, virtualised in both directions: only the rows and columns in
 * view are in the DOM (2,000 × 120 cells would be 240,000 elements), with sticky header row and
 * name column. One cell is the tab stop; arrows, Home/End and PageUp/PageDown move it, Enter or
 * F2 (or typing a digit or minus) edits it, Enter saves, Escape cancels.
 * (react-aria's TableLayout virtualises rows only, so the columns are windowed here by hand.)
 */
export function EvaluationGrid({ indicators, products, geometry: g, onCommit }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<Viewport>({ top: 0, left: 0, width: 1024, height: 640 });
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ cell: Cell; text: string } | null>(null);
  const focusPending = useRef(false);
  const cellRefs = useRef(new Map<string, HTMLElement>());

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setView({ top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight });
  }, []);
  useLayoutEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const range = visibleRange(g, view, products.length, indicators.length);
  const totalWidth = g.nameWidth + indicators.length * g.colWidth;
  const totalHeight = g.headerHeight + products.length * g.rowHeight;

  /** Scrolls the cell into view (behind neither sticky header nor name column). */
  const reveal = (cell: Cell) => {
    const el = scroller.current;
    if (!el) return;
    const top = cell.row * g.rowHeight;
    const left = cell.col * g.colWidth;
    const bodyHeight = el.clientHeight - g.headerHeight;
    const bodyWidth = el.clientWidth - g.nameWidth;
    // (A viewport with no room for a body cell, e.g. not laid out, is left alone.)
    if (bodyHeight > 0 && top < el.scrollTop) el.scrollTop = top;
    else if (bodyHeight > 0 && top + g.rowHeight > el.scrollTop + bodyHeight)
      el.scrollTop = top + g.rowHeight - bodyHeight;
    if (bodyWidth > 0 && left < el.scrollLeft) el.scrollLeft = left;
    else if (bodyWidth > 0 && left + g.colWidth > el.scrollLeft + bodyWidth)
      el.scrollLeft = left + g.colWidth - bodyWidth;
    measure();
  };

  const moveTo = (cell: Cell) => {
    const next = {
      row: Math.max(0, Math.min(products.length - 1, cell.row)),
      col: Math.max(0, Math.min(indicators.length - 1, cell.col)),
    };
    setActive(next);
    focusPending.current = true;
    reveal(next);
  };

  // Focus follows the active cell once it is rendered.
  useEffect(() => {
    if (!focusPending.current || editing) return;
    const el = cellRefs.current.get(`${active.row}:${active.col}`);
    if (el) {
      el.focus({ preventScroll: true });
      focusPending.current = false;
    }
  });

  const commit = () => {
    if (!editing) return;
    const { cell, text } = editing;
    setEditing(null);
    focusPending.current = true;
    if (text.trim() !== String(products[cell.row]?.values[cell.col] ?? '')) onCommit(cell.row, cell.col, text);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || products.length === 0 || indicators.length === 0) return;
    const pageRows = Math.max(1, Math.floor((view.height - g.headerHeight) / g.rowHeight) - 1);
    const moves: Record<string, Cell> = {
      ArrowUp: { row: active.row - 1, col: active.col },
      ArrowDown: { row: active.row + 1, col: active.col },
      ArrowLeft: { row: active.row, col: active.col - 1 },
      ArrowRight: { row: active.row, col: active.col + 1 },
      PageUp: { row: active.row - pageRows, col: active.col },
      PageDown: { row: active.row + pageRows, col: active.col },
      Home: event.ctrlKey ? { row: 0, col: 0 } : { row: active.row, col: 0 },
      End: event.ctrlKey
        ? { row: products.length - 1, col: indicators.length - 1 }
        : { row: active.row, col: indicators.length - 1 },
    };
    const target = moves[event.key];
    if (target && (event.target as HTMLElement).getAttribute('role') === 'gridcell') {
      event.preventDefault();
      moveTo(target);
    } else if (
      (event.key === 'Enter' || event.key === 'F2') &&
      (event.target as HTMLElement).getAttribute('role') === 'gridcell'
    ) {
      event.preventDefault();
      setEditing({ cell: active, text: String(products[active.row]!.values[active.col] ?? 0) });
    } else if (/^[-0-9]$/.test(event.key) && (event.target as HTMLElement).getAttribute('role') === 'gridcell') {
      event.preventDefault();
      setEditing({ cell: active, text: event.key });
    }
  };

  const rows = [];
  for (let r = range.rows.first; r <= range.rows.last; r++) {
    const p = products[r]!;
    const cells = [];
    for (let c = range.cols.first; c <= range.cols.last; c++) {
      const value = p.values[c] ?? 0;
      const isActive = active.row === r && active.col === c;
      const isEditing = editing?.cell.row === r && editing.cell.col === c;
      const label = t('EVALUATIONS_CELL_LABEL', { product: p.name, indicator: indicators[c]!.name });
      cells.push(
        <div
          key={c}
          role="gridcell"
          aria-colindex={c + 2}
          aria-label={isEditing ? undefined : `${label}: ${value}`}
          tabIndex={isActive && !editing ? 0 : -1}
          className={`eval-grid__cell${isActive ? ' eval-grid__cell--active' : ''}`}
          style={{ left: g.nameWidth + c * g.colWidth, width: g.colWidth, background: cellColour(value) }}
          ref={(el) => {
            if (el) cellRefs.current.set(`${r}:${c}`, el);
            else cellRefs.current.delete(`${r}:${c}`);
          }}
          onClick={() => moveTo({ row: r, col: c })}
          onDoubleClick={() => setEditing({ cell: { row: r, col: c }, text: String(value) })}
        >
          {isEditing ? (
            <input
              className="eval-grid__input"
              type="number"
              inputMode="numeric"
              min={-10}
              max={10}
              step={1}
              aria-label={label}
              autoFocus
              value={editing.text}
              onChange={(e) => setEditing({ cell: editing.cell, text: e.target.value })}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setEditing(null);
                  focusPending.current = true;
                }
              }}
            />
          ) : (
            value
          )}
        </div>,
      );
    }
    rows.push(
      <div
        key={p.id}
        role="row"
        aria-rowindex={r + 2}
        className="eval-grid__row"
        style={{ top: g.headerHeight + r * g.rowHeight, height: g.rowHeight, width: totalWidth }}
      >
        <div
          role="rowheader"
          aria-colindex={1}
          className={`eval-grid__name${p.enabled ? '' : ' eval-grid__name--disabled'}`}
          style={{ width: g.nameWidth }}
        >
          <Link to={`/admin/edit/products?id=${p.id}`} title={p.name}>
            {p.name}
          </Link>
        </div>
        {cells}
      </div>,
    );
  }

  const headers = [];
  for (let c = range.cols.first; c <= range.cols.last; c++) {
    const i = indicators[c]!;
    headers.push(
      <div
        key={i.id}
        role="columnheader"
        aria-colindex={c + 2}
        className={`eval-grid__colhead${i.enabled ? '' : ' eval-grid__colhead--disabled'}`}
        style={{ left: g.nameWidth + c * g.colWidth, width: g.colWidth }}
      >
        <Link to={`/admin/edit/indicators?id=${i.id}`} title={i.name}>
          {i.name}
        </Link>
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className="eval-grid"
      role="grid"
      aria-label={t('EVALUATIONS_TABLE_LABEL')}
      aria-rowcount={products.length + 1}
      aria-colcount={indicators.length + 1}
      onScroll={measure}
      onKeyDown={onGridKeyDown}
      data-testid="evaluation-grid"
    >
      <div className="eval-grid__canvas" style={{ width: totalWidth, height: totalHeight }}>
        <div
          role="row"
          aria-rowindex={1}
          className="eval-grid__header"
          style={{ height: g.headerHeight, width: totalWidth }}
        >
          <div
            role="columnheader"
            aria-colindex={1}
            className="eval-grid__corner"
            style={{ width: g.nameWidth, height: g.headerHeight }}
          >
            {t('EVALUATIONS_PRODUCT_COLUMN')}
          </div>
          {headers}
        </div>
        {rows}
      </div>
    </div>
  );
}
