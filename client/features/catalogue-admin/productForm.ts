import { effectiveUsage, NEW_PRODUCT } from '../../../common/catalogue-admin.js';
import type { ProductCategory, ProductUsage } from '../../../common/enums.js';
import type { AdminProductQuery, ProductInput } from '../../graphql/catalogueAdmin.js';
import {
  copiedNames,
  evaluationsInput,
  evaluationValues,
  linksInput,
  linkValues,
  textValues,
  type CopyName,
  type EvaluationValue,
  type LinkValue,
  type TextValue,
} from './entryForm.js';

export interface BaseSuggestionValue {
  baseSize: number | null;
  increment: number | null;
  maxVolumeSuggestion: number | null;
  recommendedInput: number | null;
}

/** The product form's values: the shape of productSaveSchema, which validates them. */
export interface ProductFormValues {
  id: number | null;
  version: number | null;
  productCategory: ProductCategory;
  productUsage: ProductUsage;
  enabled: boolean;
  names: TextValue[];
  descriptions: TextValue[];
  searchLinks: LinkValue[];
  baseProductSuggestions: BaseSuggestionValue[];
  evaluations: EvaluationValue[];
}

type StoredProduct = NonNullable<AdminProductQuery['product']>;

/**
 * Values for a new product (spec defaults), an existing one, or a clone of one (no id and
 * version: saving makes a new product with new text keys; its names marked by `clone`).
 */
export function productFormValues(
  product: StoredProduct | null,
  clone: CopyName | null,
  locales: readonly string[],
  indicatorIds: readonly number[],
): ProductFormValues {
  const stored = new Map((product?.evaluations ?? []).map((e) => [e.skinIndicatorId, e.value]));
  return {
    id: product && !clone ? product.id : null,
    version: product && !clone ? product.version : null,
    productCategory: product?.productCategory ?? NEW_PRODUCT.productCategory,
    productUsage: product?.productUsage ?? NEW_PRODUCT.productUsage,
    enabled: product?.enabled ?? NEW_PRODUCT.enabled,
    names: clone ? copiedNames(textValues(locales, product?.names), clone) : textValues(locales, product?.names),
    descriptions: textValues(locales, product?.descriptions),
    searchLinks: linkValues(locales, product?.searchLinks),
    baseProductSuggestions: (product?.baseProductSuggestions ?? []).map(
      ({ baseSize, increment, maxVolumeSuggestion, recommendedInput }) => ({
        baseSize,
        increment,
        maxVolumeSuggestion,
        recommendedInput,
      }),
    ),
    evaluations: evaluationValues(indicatorIds, stored),
  };
}

/** What saveProduct is sent: the usage the category allows, suggestions for BASE only. */
export function productInput(values: ProductFormValues): ProductInput {
  const usage = effectiveUsage(values.productCategory, values.productUsage);
  return {
    id: values.id,
    version: values.version,
    productCategory: values.productCategory,
    productUsage: usage,
    enabled: values.enabled,
    names: values.names,
    descriptions: values.descriptions,
    searchLinks: linksInput(values.searchLinks),
    baseProductSuggestions:
      usage === 'BASE' ? (values.baseProductSuggestions as ProductInput['baseProductSuggestions']) : [],
    evaluations: evaluationsInput(values.evaluations),
  };
}
