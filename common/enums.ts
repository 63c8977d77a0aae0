/** Enumerations shared by server and client. Values are the wire values of the spec. */

export const ROLES = ['ADMIN', 'LOCAL_ADMIN', 'CONTENT_EDITOR', 'APP_USER'] as const;
export type Role = (typeof ROLES)[number];

/** Keeps only the authorities this product knows; any other value in a token is ignored. */
export function knownRoles(authorities: readonly string[]): Role[] {
  return authorities.filter((a): a is Role => (ROLES as readonly string[]).includes(a));
}

export const PRODUCT_CATEGORIES = ['CLEANING', 'MODULAR', 'CARE', 'COLOR'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Combination rules (decision 070). NOT_TOGETHER: not in one program. NOT_SAME_ROUTINE_TIME: not
 * in the same routine time; products carry no routine time (morning, evening), so it warns
 * whenever both are in the program and advises separate routine times; when both are in the
 * custom cream, that the cream mixes them.
 */
export const COMBINATION_KINDS = ['NOT_TOGETHER', 'NOT_SAME_ROUTINE_TIME'] as const;
export type CombinationKind = (typeof COMBINATION_KINDS)[number];

/** Most severe last (the order of the enum); warnings are listed most severe first. */
export const COMBINATION_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type CombinationSeverity = (typeof COMBINATION_SEVERITIES)[number];

export const PRODUCT_USAGES = ['BASE', 'ACTIVE', 'READY_PRODUCT'] as const;
export type ProductUsage = (typeof PRODUCT_USAGES)[number];

export const SKIN_INDICATOR_CATEGORIES = ['CONDITION', 'DISEASE', 'DAMAGE'] as const;
export type SkinIndicatorCategory = (typeof SKIN_INDICATOR_CATEGORIES)[number];

export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const MIXTURE_ROLES = ['WASH', 'CARE'] as const;
export type MixtureRole = (typeof MIXTURE_ROLES)[number];

export const TEXT_TYPES = [
  'INTERFACE',
  'EMAIL',
  'SKIN_INDICATOR_NAME',
  'SKIN_INDICATOR_DESCRIPTION',
  'PRODUCT_NAME',
  'PRODUCT_DESCRIPTION',
  'MISSING',
  'PDF',
  'INCI_CHEMICAL_NAME',
  'INCI_DESCRIPTION',
] as const;
export type TextType = (typeof TEXT_TYPES)[number];

export const AUDIT_EVENT_TYPES = [
  'LOGIN_ATTEMPT',
  'LOGIN_SUCCESS',
  'PASSWORD_RESET_ATTEMPT',
  'PASSWORD_RESET_REQUEST',
  'PASSWORD_RESET_REQUEST_SUCCESS',
  'PASSWORD_RESET_SUCCESS',
  'CHANGE_PASSWORD_SUCCESS',
  'LOGOUT',
  'CREATE_USER',
  'CREATE_ADMIN',
  'SAVE_SKIN_CARE_PROGRAM',
  'SAVE_SKIN_CARE_PROGRAM_SUCCESS',
  'DELETE_SKIN_CARE_PROGRAM',
  'GENERATE_PDF_SKIN_CARE_PROGRAM',
  'DOWNLOAD_PDF',
  'UPDATE_PDF_DATA',
  'UPDATE_PDF_DATA_SUCCESS',
  'UPDATE_USER_DATA',
  'UPDATE_USER_DATA_SUCCESS',
  'ADMIN_UPDATE_USER_DATA',
  'ADMIN_UPDATE_USER_DATA_SUCCESS',
  'ADMIN_DELETE_USER_DATA',
  'ADMIN_CREATE_NEW_USER',
  'ADMIN_CREATE_NEW_USER_SUCCESS',
  'ADMIN_REGISTER_CANDIDATE',
  'ADMIN_REGISTER_CANDIDATE_SUCCESS',
  'ADMIN_DELETE_CANDIDATE',
  'API_KEY_CREATED',
  'API_KEY_REVOKED',
  // Share links of programs (issue 37): the client's own page.
  'SHARE_LINK_CREATED',
  'SHARE_LINK_REVOKED',
  // Catalogue changes (issue 35): who changed what, with the changed fields' before and after in `data`.
  'PRODUCT_CREATE',
  'PRODUCT_UPDATE',
  'PRODUCT_CLONE',
  'PRODUCT_ENABLE',
  'PRODUCT_DISABLE',
  'PRODUCT_DELETE',
  'PRODUCT_BASE_SUGGESTIONS_UPDATE',
  'SKIN_INDICATOR_CREATE',
  'SKIN_INDICATOR_UPDATE',
  'SKIN_INDICATOR_CLONE',
  'SKIN_INDICATOR_ENABLE',
  'SKIN_INDICATOR_DISABLE',
  'EVALUATION_UPDATE',
  'REGION_AVAILABLE_PRODUCTS_UPDATE',
  'REGION_DISALLOWED_PRODUCTS_UPDATE',
  // Combination rules (issue 37, decision 070).
  'COMBINATION_RULE_CREATE',
  'COMBINATION_RULE_UPDATE',
  'COMBINATION_RULE_DELETE',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Builder stages, in order. */
export const STAGES = ['CONDITIONS', 'PERSONALIZED_SUGGESTIONS', 'PERSONALIZED', 'WASH', 'READY', 'FORMULA'] as const;
export type Stage = (typeof STAGES)[number];

export const NOTIFICATION_TYPES = ['SUCCESS', 'ERROR', 'WARNING', 'INFO'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
