import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import { AUDIT_DEFAULT_PAGE_SIZE } from '../../../common/validation/admin.js';

/** What the audit screen's filter fields hold (dates as the date inputs give them, yyyy-MM-dd). */
export interface AuditFilterValues {
  from: string;
  to: string;
  who: string;
  types: string[];
  /** Leave out successful logins (each is an attempt and a success: two rows). */
  hideLogins: boolean;
}

export const EMPTY_AUDIT_FILTER: AuditFilterValues = { from: '', to: '', who: '', types: [], hideLogins: false };

/** A date input's day, from its first moment (`start`) or up to its last, in the browser's time zone, as ISO. */
function dayBound(day: string, bound: 'start' | 'end'): string | null {
  if (day === '') return null;
  const date = parseISO(day);
  if (!isValid(date)) return null;
  return (bound === 'start' ? startOfDay(date) : endOfDay(date)).toISOString();
}

/** The `auditEvents` filter of the fields and a page (both dates inclusive, whole days). */
export function auditFilterInput(values: AuditFilterValues, pageNo: number) {
  const who = values.who.trim();
  return {
    from: dayBound(values.from, 'start'),
    to: dayBound(values.to, 'end'),
    who: who === '' ? null : who,
    types: values.types.length > 0 ? values.types : null,
    hideSuccessfulLogins: values.hideLogins || null,
    pageNo,
    pageSize: AUDIT_DEFAULT_PAGE_SIZE,
  };
}

/** The account kinds some messages start with (admin accounts: `LOCAL_ADMIN a@b`), and their names. */
const ROLE_KEYS: Record<string, string> = { LOCAL_ADMIN: 'AUDIT_ROLE_LOCAL_ADMIN', ADMIN: 'AUDIT_ROLE_ADMIN' };

/** A message as people read it: a leading role code is given by its name ("Local administrator a@b"). */
export function auditMessage(message: string | null, t: (key: string) => string): string {
  if (!message) return '';
  const match = /^(LOCAL_ADMIN|ADMIN) (.*)$/s.exec(message);
  return match ? `${t(ROLE_KEYS[match[1]!]!)} ${match[2]}` : message;
}
