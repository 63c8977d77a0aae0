import { useContext, useMemo } from 'react';
import type { ErrorMessage } from './errors.js';
import type { NotifyInput } from './notifications.js';
import { NotificationContext } from './NotificationProvider.js';

type Options = Omit<NotifyInput, 'type' | 'message'>;

export interface Notify {
  (input: NotifyInput): number;
  success: (message: string | string[], options?: Options) => number;
  error: (message: string | string[], options?: Options) => number;
  warning: (message: string | string[], options?: Options) => number;
  info: (message: string | string[], options?: Options) => number;
  /** An error notification from a parsed server error (`errorMessage(e)`). */
  serverError: (message: ErrorMessage, options?: Options) => number;
  dismiss: (id: number) => void;
}

/**
 * Shows notifications: `notify.success('AUTH_PASSWORD_CHANGED')`, or
 * `notify({ type: 'WARNING', message: 'KEY', duration: 0 })` for one that stays until dismissed.
 */
export function useNotify(): Notify {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotify needs a NotificationProvider');
  return useMemo(
    () =>
      Object.assign((input: NotifyInput) => store.notify(input), {
        success: (message, options) => store.notify({ ...options, type: 'SUCCESS', message }),
        error: (message, options) => store.notify({ ...options, type: 'ERROR', message }),
        warning: (message, options) => store.notify({ ...options, type: 'WARNING', message }),
        info: (message, options) => store.notify({ ...options, type: 'INFO', message }),
        serverError: (error, options) =>
          store.notify({
            ...options,
            type: 'ERROR',
            message: error.key,
            params: error.param === undefined ? options?.params : { ...options?.params, param: error.param },
          }),
        dismiss: (id) => store.dismiss(id),
      } satisfies Pick<Notify, 'success' | 'error' | 'warning' | 'info' | 'serverError' | 'dismiss'>),
    [store],
  );
}
