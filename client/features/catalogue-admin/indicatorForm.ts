import { NEW_SKIN_INDICATOR } from '../../../common/catalogue-admin.js';
import type { SkinIndicatorCategory } from '../../../common/enums.js';
import type { AdminSkinIndicatorQuery, SkinIndicatorInput } from '../../graphql/catalogueAdmin.js';
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

/** The indicator form's values: the shape of skinIndicatorSaveSchema, which validates them. */
export interface IndicatorFormValues {
  id: number | null;
  version: number | null;
  skinIndicatorCategory: SkinIndicatorCategory;
  enabled: boolean;
  names: TextValue[];
  descriptions: TextValue[];
  searchLinks: LinkValue[];
  evaluations: EvaluationValue[];
}

type StoredIndicator = NonNullable<AdminSkinIndicatorQuery['skinIndicator']>;

/** Values for a new indicator, an existing one, or a clone (no id and version; names marked by `clone`). */
export function indicatorFormValues(
  indicator: StoredIndicator | null,
  clone: CopyName | null,
  locales: readonly string[],
  productIds: readonly number[],
): IndicatorFormValues {
  const stored = new Map((indicator?.evaluations ?? []).map((e) => [e.productId, e.value]));
  return {
    id: indicator && !clone ? indicator.id : null,
    version: indicator && !clone ? indicator.version : null,
    skinIndicatorCategory: indicator?.skinIndicatorCategory ?? NEW_SKIN_INDICATOR.skinIndicatorCategory,
    enabled: indicator?.enabled ?? NEW_SKIN_INDICATOR.enabled,
    names: clone ? copiedNames(textValues(locales, indicator?.names), clone) : textValues(locales, indicator?.names),
    descriptions: textValues(locales, indicator?.descriptions),
    searchLinks: linkValues(locales, indicator?.searchLinks),
    evaluations: evaluationValues(productIds, stored),
  };
}

export function indicatorInput(values: IndicatorFormValues): SkinIndicatorInput {
  return {
    id: values.id,
    version: values.version,
    skinIndicatorCategory: values.skinIndicatorCategory,
    enabled: values.enabled,
    names: values.names,
    descriptions: values.descriptions,
    searchLinks: linksInput(values.searchLinks),
    evaluations: evaluationsInput(values.evaluations),
  };
}
