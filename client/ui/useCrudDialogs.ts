import { useCallback, useState } from 'react';
import { errorMessage, isStaleVersion, type ErrorMessage } from '../app/errors.js';
import { useNotify } from '../app/useNotify.js';

export interface CrudRunOptions<Dialog, Result> {
  /** The notification after a success. */
  successKey: string;
  /** The dialog after a success; none by default. */
  next?: (result: Result) => Dialog | null;
  /**
   * An edit's answer to a stale version (409): the dialog stays open with what was typed and
   * takes the entry as `reload` gives it now, so that saving again (once the user has checked)
   * overwrites the other change knowingly; `messageKey` says so.
   */
  stale?: { reload: () => Promise<Dialog | undefined>; messageKey: string };
}

/**
 * The dialog state of a back-office list page (one dialog at a time, spec back-office section 4)
 * and the one way its changes run: a success closes the dialog, notifies and reloads the list; a
 * refusal keeps the dialog open with the reason; a stale version follows `stale`.
 */
export function useCrudDialogs<Dialog>({ refetch }: { refetch: () => Promise<unknown> }) {
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<ErrorMessage>();

  const open = useCallback((next: Dialog | null) => {
    setFailure(undefined);
    setDialog(next);
  }, []);

  const run = async <Result>(change: () => Promise<Result>, options: CrudRunOptions<Dialog, Result>): Promise<void> => {
    setFailure(undefined);
    let following: Dialog | null;
    try {
      const result = await change();
      following = options.next ? options.next(result) : null;
    } catch (failed) {
      if (options.stale && isStaleVersion(failed)) {
        try {
          const fresh = await options.stale.reload();
          if (fresh) setDialog(fresh);
          setFailure({ key: options.stale.messageKey });
        } catch (reload) {
          setFailure(errorMessage(reload));
        }
        return;
      }
      setFailure(errorMessage(failed));
      return;
    }
    setDialog(following);
    notify.success(options.successKey);
    // A failed reload shows on the list (its query's error), not on the closed dialog.
    await refetch().catch(() => undefined);
  };

  return { dialog, failure, open, run };
}
