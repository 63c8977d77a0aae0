/**
 * Back-office administration schemas (back-office spec sections 5, 7 and 9): local admins,
 * admins, regions, system languages and the audit filter. Shared by the services and the client.
 */
import * as yup from 'yup';
import { AUDIT_EVENT_TYPES, TEXT_TYPES } from '../enums.js';
import { LOCALES } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';
import {
  MAX_COMMENT,
  bool,
  emailField,
  integer,
  oneOfValues,
  optionalEmailField,
  optionalText,
  requiredText,
  serialId,
  strictObject,
  text,
  uuid,
  version,
} from './fields.js';
import { personDetailsFields } from './person.js';
import { translationCreateSchema } from './catalogue.js';

/** Local admins and admins: 10 per page (spec section 9). */
export const ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE = 10;
/** The audit log: 50 per page (spec section 9). */
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** More regions than anybody administers: a bound against oversized requests. */
export const MAX_ADMIN_REGIONS = 500;

/** A list of locales (`ll_CC`), each one of the eleven. */
const localeList = () =>
  yup
    .array(yup.string().strict().typeError(K.INVALID_TYPE).oneOf(LOCALES, K.INVALID_LOCALE).required(K.REQUIRED))
    .strict()
    .typeError(K.INVALID_TYPE)
    .max(LOCALES.length, K.TOO_MANY_ITEMS);

/**
 * A local admin or an admin, created or edited by an admin. Flat (the REST adapter flattens the
 * wire's `kokoBaseUser`). Local admins also carry their regions and translation languages.
 */
export function makeAdminAccountSchema({ creating, local }: { creating: boolean; local: boolean }) {
  return strictObject({
    id: creating ? uuid().nullable() : uuid().required(K.REQUIRED),
    email: creating ? emailField : optionalEmailField,
    customerId: optionalText(),
    ...personDetailsFields(),
    enabled: bool().required(K.REQUIRED),
    credentialsNonExpired: bool().nullable(),
    version: creating ? version().nullable() : version().required(K.REQUIRED),
    baseVersion: version().nullable(),
    ...(local
      ? {
          regionIds: yup
            .array(serialId().required(K.REQUIRED))
            .strict()
            .typeError(K.INVALID_TYPE)
            .max(MAX_ADMIN_REGIONS, K.TOO_MANY_ITEMS)
            .nullable(),
          translationLocales: localeList().nullable(),
        }
      : {}),
  });
}

export const localAdminCreateSchema = makeAdminAccountSchema({ creating: true, local: true });
export const localAdminUpdateSchema = makeAdminAccountSchema({ creating: false, local: true });
export const adminCreateSchema = makeAdminAccountSchema({ creating: true, local: false });
export const adminUpdateSchema = makeAdminAccountSchema({ creating: false, local: false });
export type AdminAccountInput = yup.InferType<typeof localAdminCreateSchema>;

/** A system language to add: one of the known languages, by language and country. */
export const languageSchema = strictObject({
  language: requiredText(3).matches(/^[a-z]{2,3}$/, K.INVALID_VALUE),
  country: requiredText(2).matches(/^[A-Z]{2}$/, K.INVALID_VALUE),
  name: optionalText(100),
});
export type LanguageInput = yup.InferType<typeof languageSchema>;

const isoDate = () =>
  text(40)
    .nullable()
    .test('date', K.INVALID_VALUE, (value) => !value || !Number.isNaN(Date.parse(value)));

/** The audit filter: dates (ISO), page, size, event types, user substring. */
export const auditQuerySchema = strictObject({
  from: isoDate(),
  to: isoDate(),
  pageNo: integer().min(0, K.MIN).max(1_000_000, K.MAX).nullable(),
  pageSize: integer().min(1, K.MIN).max(AUDIT_MAX_PAGE_SIZE, K.MAX).nullable(),
  type: yup
    .array(oneOfValues(AUDIT_EVENT_TYPES).required(K.REQUIRED))
    .typeError(K.INVALID_TYPE)
    .max(AUDIT_EVENT_TYPES.length, K.TOO_MANY_ITEMS)
    .nullable(),
  who: text(254).nullable(),
  /** Leave out successful logins (the attempt and its success); failed attempts stay. */
  hideSuccessfulLogins: bool().nullable(),
});
export type AuditQueryInput = yup.InferType<typeof auditQuerySchema>;

/** The `{{name}}` placeholders of a text, sorted and unique: a translation must keep en_GB's. */
export function placeholdersOf(value: string): string[] {
  return [...new Set([...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

export const TRANSLATIONS_DEFAULT_PAGE_SIZE = 50;
export const TRANSLATIONS_MAX_PAGE_SIZE = 200;

/** The translation administration's filter (key substring, text type, empty only, locale). */
export const translationListSchema = strictObject({
  key: text(150).nullable(),
  textType: oneOfValues(TEXT_TYPES).nullable(),
  emptyOnly: bool().nullable(),
  locale: yup.string().strict().typeError(K.INVALID_TYPE).oneOf(LOCALES, K.INVALID_LOCALE).nullable(),
  pageNo: integer().min(0, K.MIN).max(1_000_000, K.MAX).nullable(),
  pageSize: integer().min(1, K.MIN).max(TRANSLATIONS_MAX_PAGE_SIZE, K.MAX).nullable(),
});
export type TranslationListInput = yup.InferType<typeof translationListSchema>;

/**
 * One text saved from the administration: the create form's fields and, when editing, the version
 * read. The comment explains a new text to later translators, so only a text that does not exist
 * yet needs one; an edit of an existing text may leave it empty, with or without the version (the
 * spec's body has none). Whether the text exists is the server's to know (saveText).
 */
export const translationSaveSchema = translationCreateSchema.shape({
  comment: optionalText(MAX_COMMENT, 'multi'),
  version: version().nullable(),
});

/** Whether a version sent back names a stored text (stored texts start at version 1). */
export function isExistingVersion(read: unknown): boolean {
  return typeof read === 'number' && read > 0;
}
export type TranslationSaveInput = yup.InferType<typeof translationSaveSchema>;
