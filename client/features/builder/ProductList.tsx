import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.js';

/** Spec: the lists show 6 products, each "show more" adds 6. */
export const PAGE_OF_PRODUCTS = 6;

export interface ProductListProps<T> {
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  className?: string;
}

/** A grid of product tiles showing the first 6, with a "show more" button adding 6 at a time. */
export function ProductList<T>({ items, render, label, emptyText, className }: ProductListProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE_OF_PRODUCTS);
  if (items.length === 0) return <p className="builder__empty">{emptyText}</p>;
  const visible = items.slice(0, shown);
  const hidden = items.length - visible.length;
  return (
    <>
      <ul className={['product-grid', className].filter(Boolean).join(' ')} aria-label={label}>
        {visible.map(render)}
      </ul>
      {hidden > 0 && (
        <Button
          variant="secondary"
          className="product-grid__more"
          onPress={() => setShown((n) => n + PAGE_OF_PRODUCTS)}
        >
          {t('BUILDER_SHOW_MORE', { amount: String(Math.min(hidden, PAGE_OF_PRODUCTS)), remaining: String(hidden) })}
        </Button>
      )}
    </>
  );
}
