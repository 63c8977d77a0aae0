import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { CatalogueProduct } from '../catalogue/catalogue.types.js';

/** The link to a product's knowledge page, in a new tab. */
export function KnowledgeLink({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <a href={`/knowledge/products?id=${productId}`} target="_blank" rel="noopener" className="product-tile__link">
      {t('BUILDER_PRODUCT_DETAILS')}
      <span className="visually-hidden">
        {' '}
        {name} {t('KNOWLEDGE_OPENS_IN_NEW_TAB')}
      </span>
    </a>
  );
}

/** The "not available" warning of a product outside the user's offer. */
export function NotAvailable({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p className="product-tile__warning" id={id}>
      {t('BUILDER_NOT_AVAILABLE')}
    </p>
  );
}

export interface ProductTileProps {
  product: CatalogueProduct;
  name: string;
  selected: boolean;
  onToggle: () => void;
  /** Extra content under the name (e.g. a score). */
  children?: ReactNode;
  /** Why the product cannot be toggled here (shown, and the toggle's description): it is then disabled. */
  lockedReason?: string;
}

/**
 * A product to add to or remove from the program: the product's name is a toggle button
 * (aria-pressed, filled when chosen); a link opens its knowledge page in a new tab.
 */
export function ProductTile({ product, name, selected, onToggle, children, lockedReason }: ProductTileProps) {
  const warningId = useId();
  const reasonId = useId();
  const describedBy =
    [product.isInOffer ? null : warningId, lockedReason ? reasonId : null].filter(Boolean).join(' ') || undefined;
  return (
    <li
      className={['product-tile', selected && 'product-tile--selected', lockedReason && 'product-tile--locked']
        .filter(Boolean)
        .join(' ')}
    >
      <ToggleButton
        className="product-toggle"
        isSelected={selected}
        onChange={onToggle}
        isDisabled={!!lockedReason}
        aria-describedby={describedBy}
        data-product-id={product.id}
      >
        <span className="product-toggle__check" aria-hidden="true" />
        <span className="product-toggle__name">{name}</span>
      </ToggleButton>
      <div className="product-tile__meta">
        {lockedReason && (
          <p className="product-tile__locked" id={reasonId}>
            {lockedReason}
          </p>
        )}
        {!product.isInOffer && <NotAvailable id={warningId} />}
        {children}
        <KnowledgeLink productId={product.id} name={name} />
      </div>
    </li>
  );
}
