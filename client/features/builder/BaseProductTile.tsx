import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import { DEFAULT_BASE_SUGGESTION, formatVolume, type BaseSuggestion } from '../../../common/volume.js';
import { useLocale } from '../../i18n/useLocale.js';
import type { CatalogueProduct } from '../catalogue/catalogue.types.js';
import { KnowledgeLink, NotAvailable } from './ProductTile.js';

/** The sizes a base product is offered in (the defaults when it has none). */
export function baseSizesOf(product: CatalogueProduct): BaseSuggestion[] {
  return product.baseProductSuggestions.length > 0 ? product.baseProductSuggestions : [DEFAULT_BASE_SUGGESTION];
}

export interface BaseProductTileProps {
  product: CatalogueProduct;
  name: string;
  isSizeSelected: (baseSize: number) => boolean;
  onToggleSize: (suggestion: BaseSuggestion) => void;
  /** Extra content under the sizes (the score, warnings). */
  children?: ReactNode;
}

/** A base product with one toggle button per size; choosing a size chooses the base. */
export function BaseProductTile({ product, name, isSizeSelected, onToggleSize, children }: BaseProductTileProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const warningId = useId();
  const nameId = useId();
  const sizes = baseSizesOf(product);
  const anySelected = sizes.some((s) => isSizeSelected(s.baseSize));
  return (
    <li
      className={['product-tile', 'product-tile--base', anySelected && 'product-tile--selected']
        .filter(Boolean)
        .join(' ')}
    >
      <h4 className="product-tile__name" id={nameId}>
        {name}
      </h4>
      <div className="base-sizes" role="group" aria-labelledby={nameId}>
        {sizes.map((suggestion) => {
          const size = `${formatVolume(suggestion.baseSize, locale)} ${t('BUILDER_ML')}`;
          return (
            <ToggleButton
              key={suggestion.baseSize}
              className="size-toggle"
              isSelected={isSizeSelected(suggestion.baseSize)}
              onChange={() => onToggleSize(suggestion)}
              aria-label={`${name}, ${size}`}
              aria-describedby={product.isInOffer ? undefined : warningId}
            >
              <span className="product-toggle__check" aria-hidden="true" />
              {size}
            </ToggleButton>
          );
        })}
      </div>
      <div className="product-tile__meta">
        {!product.isInOffer && <NotAvailable id={warningId} />}
        {children}
        <KnowledgeLink productId={product.id} name={name} />
      </div>
    </li>
  );
}
