import { format } from 'date-fns';

/** Spec section 9: dates are shown year-month-day hour:minute, in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'yyyy-MM-dd HH:mm');
}
