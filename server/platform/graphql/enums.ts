import { registerEnumType } from 'type-graphql';
import {
  AUDIT_EVENT_TYPES,
  COMBINATION_KINDS,
  COMBINATION_SEVERITIES,
  MIXTURE_ROLES,
  PRIORITIES,
  PRODUCT_CATEGORIES,
  PRODUCT_USAGES,
  ROLES,
  SKIN_INDICATOR_CATEGORIES,
  TEXT_TYPES,
} from '../../../common/enums.js';

/** A GraphQL enum object from one of common/enums' value lists (value = name). */
function asEnum<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

// Every shared enum is registered once, here; modules import these objects for @Field types.
export const PriorityEnum = asEnum(PRIORITIES);
export const ProductCategoryEnum = asEnum(PRODUCT_CATEGORIES);
export const ProductUsageEnum = asEnum(PRODUCT_USAGES);
export const SkinIndicatorCategoryEnum = asEnum(SKIN_INDICATOR_CATEGORIES);
export const MixtureRoleEnum = asEnum(MIXTURE_ROLES);
export const TextTypeEnum = asEnum(TEXT_TYPES);
export const AuditEventTypeEnum = asEnum(AUDIT_EVENT_TYPES);
export const RoleEnum = asEnum(ROLES);
export const CombinationKindEnum = asEnum(COMBINATION_KINDS);
export const CombinationSeverityEnum = asEnum(COMBINATION_SEVERITIES);

registerEnumType(PriorityEnum, { name: 'Priority' });
registerEnumType(ProductCategoryEnum, { name: 'ProductCategory' });
registerEnumType(ProductUsageEnum, { name: 'ProductUsage' });
registerEnumType(SkinIndicatorCategoryEnum, { name: 'SkinIndicatorCategory' });
registerEnumType(MixtureRoleEnum, { name: 'MixtureRole' });
registerEnumType(TextTypeEnum, { name: 'TextType' });
registerEnumType(AuditEventTypeEnum, { name: 'AuditEventType' });
registerEnumType(RoleEnum, { name: 'Role' });
registerEnumType(CombinationKindEnum, { name: 'CombinationKind' });
registerEnumType(CombinationSeverityEnum, { name: 'CombinationSeverity' });
