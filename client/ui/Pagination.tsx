import { useTranslation } from 'react-i18next';

/** One entry of the paging control: a 0-based page, or a gap shown as an ellipsis. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/** At most this many page buttons; lists with more pages show gaps. */
export const MAX_PAGE_BUTTONS = 8;
/** Pages shown on each side of the current one. */
const NEIGHBOURS = 2;

/**
 * The pages to show (0-based): every page when there are at most eight; otherwise the first and
 * the last page and a run of five around the current one (kept inside the list, so the first and
 * last pages still see five), with a gap between runs. A gap that would hide exactly one page
 * shows that page instead while the control stays within eight buttons, since an ellipsis is no
 * shorter than the number it replaces. So a list of three or more pages always shows at least
 * three page buttons and never more than eight.
 * 20 pages at page 9 → 0 … 7 8 9 10 11 … 19 (shown as 1 … 8 9 10 11 12 … 20).
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const last = totalPages - 1;
  const page = Math.min(Math.max(current, 0), last);
  const pages = new Set<number>([0, last]);
  if (totalPages <= MAX_PAGE_BUTTONS) {
    for (let p = 0; p <= last; p++) pages.add(p);
  } else {
    const run = 2 * NEIGHBOURS + 1;
    const from = Math.min(Math.max(page - NEIGHBOURS, 1), last - run);
    for (let p = from; p < from + run; p++) pages.add(p);
  }
  const shown = [...pages].sort((a, b) => a - b);
  let buttons = shown.length;
  const items: PageItem[] = [];
  let previous: number | undefined;
  for (const p of shown) {
    if (previous !== undefined && p - previous === 2 && buttons < MAX_PAGE_BUTTONS) {
      items.push({ type: 'page', page: previous + 1 });
      buttons++;
    } else if (previous !== undefined && p - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}

export interface PaginationProps {
  /** The current page, 0-based. */
  page: number;
  totalPages: number;
  /** Called with the chosen page, 0-based. */
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * The paging control of the lists: previous and next, the first and last page, the current page
 * and two neighbours on each side (three to eight page buttons), ellipses for the gaps. Pages are 0-based in state and shown 1-based.
 * Nothing is rendered for fewer than two pages.
 */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages < 2) return null;
  const current = Math.min(Math.max(page, 0), totalPages - 1);
  return (
    <nav className={['pagination', className].filter(Boolean).join(' ')} aria-label={t('PAGINATION_LABEL')}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button pagination__step"
            disabled={current === 0}
            onClick={() => onPageChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="pagination__step-label">{t('PAGINATION_PREVIOUS')}</span>
          </button>
        </li>
        {pageItems(current, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={t('PAGINATION_PAGE', {
                  page: String(item.page + 1),
                })}
                onClick={() => {
                  if (item.page !== current) onPageChange(item.page);
                }}
              >
                {item.page + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button pagination__step"
            disabled={current === totalPages - 1}
            onClick={() => onPageChange(current + 1)}
          >
            <span className="pagination__step-label">{t('PAGINATION_NEXT')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
