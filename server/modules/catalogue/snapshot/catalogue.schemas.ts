import { PRODUCT_CATEGORIES, PRODUCT_USAGES, SKIN_INDICATOR_CATEGORIES, TEXT_TYPES } from '../../../../common/enums.js';
import {
  arr,
  bool,
  int,
  map,
  nullable,
  num,
  obj,
  str,
  strEnum,
  wireLocale,
} from '../../../platform/openapi/json-schema.js';

/** REST shapes of the catalogue: the user's bundle (catalogue-bundle.ts) and the back office's records. */

const searchLinks = map(str(), { description: 'locale ("ll_CC") → search link' });
const evaluations = (of: string) =>
  map(int({ minimum: -10, maximum: 10 }), { description: `${of} id → evaluation (-10..10; absent means 0)` });
const baseSuggestion = obj(
  { baseSize: num(), increment: num(), recommendedInput: num(), maxVolumeSuggestion: num() },
  { description: 'ml' },
);
const bundleSuggestion = obj(
  {
    id: int({ description: "Its place in the product's list, from 1." }),
    baseSize: num(),
    increment: num(),
    recommendedInput: num(),
    maxVolumeSuggestion: num(),
  },
  { description: 'ml' },
);

export const catalogueBundleSchema = obj({
  products: arr(
    obj({
      id: int(),
      code: str(),
      namePlaceholder: str({ description: 'A translation key.' }),
      descriptionPlaceholder: str(),
      productCategory: strEnum(PRODUCT_CATEGORIES),
      productUsage: strEnum(PRODUCT_USAGES),
      enabled: bool(),
      searchLinks,
      isInOffer: bool({ description: "Enabled, available in the caller's region and not disallowed there." }),
      baseProductSuggestions: arr(bundleSuggestion),
    }),
  ),
  skinIndicators: arr(
    obj({
      id: int(),
      code: str(),
      namePlaceholder: str(),
      descriptionPlaceholder: str(),
      skinIndicatorCategory: strEnum(SKIN_INDICATOR_CATEGORIES),
      enabled: bool(),
      searchLinks,
    }),
  ),
  incis: arr(
    obj({
      id: int(),
      name: str(),
      alternativeName: nullable(str()),
      chemicalNamePlaceholder: str(),
      descriptionPlaceholder: str(),
    }),
  ),
  incisInProducts: map(arr(obj({ inciId: int(), position: int() })), {
    description: 'product id → its ingredients in label order',
  }),
  productToIndicatorEvaluation: map(evaluations('indicator'), {
    description: 'product id → indicator id → evaluation',
  }),
  indicatorToProductEvaluation: map(evaluations('product'), { description: 'indicator id → product id → evaluation' }),
});

const text = obj({
  key: str(),
  locale: wireLocale,
  comment: nullable(str()),
  textType: strEnum(TEXT_TYPES),
  value: str(),
  version: int(),
});
const regionRef = obj({ id: int(), name: str() });

export const productRecordSchema = obj({
  id: int(),
  version: int({ description: 'Send it back with a save (409 when stale).' }),
  enabled: bool(),
  productCategory: strEnum(PRODUCT_CATEGORIES),
  productUsage: strEnum(PRODUCT_USAGES),
  names: arr(text),
  descriptions: arr(text),
  searchLinks,
  productToIndicatorEvaluation: evaluations('indicator'),
  baseProductSuggestions: arr(baseSuggestion),
  availableRegions: arr(regionRef),
  disallowedRegions: arr(regionRef),
  isInOffer: bool(),
});

export const skinIndicatorRecordSchema = obj({
  id: int(),
  version: int({ description: 'Send it back with a save (409 when stale).' }),
  enabled: bool(),
  skinIndicatorCategory: strEnum(SKIN_INDICATOR_CATEGORIES),
  names: arr(text),
  descriptions: arr(text),
  searchLinks,
  indicatorToProductEvaluation: evaluations('product'),
  namePlaceholder: str(),
});

/** A save: the record as GET shows it; no id (or null) makes a new entry. Texts need de_DE and en_GB. */
const saveOf = (record: Record<string, unknown>, description: string) => {
  const properties = { ...(record.properties as Record<string, Record<string, unknown>>) };
  properties.id = nullable(int());
  properties.version = nullable(int());
  return { ...record, description, properties, required: ['names'] };
};
export const productSaveSchema = saveOf(
  productRecordSchema,
  'The record as GET shows it (read-only parts ignored: keys, types and versions of texts, regions, isInOffer); names and descriptions need de_DE and en_GB.',
);
export const skinIndicatorSaveSchema = saveOf(
  skinIndicatorRecordSchema,
  'The record as GET shows it (read-only parts ignored: keys, types and versions of texts, namePlaceholder); names and descriptions need de_DE and en_GB.',
);
