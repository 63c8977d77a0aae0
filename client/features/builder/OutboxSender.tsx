import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GENERIC_ERROR, errorCode, errorMessage } from '../../app/errors.js';
import { DEFAULT_NOTIFICATION_SECONDS } from '../../app/notifications.js';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import { isRetryLater, newActionKeys, sendPdf, sendSave } from './programRequests.js';
import { useProgramDraft } from './useProgramDraft.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { clearQueued, outboxStorageKey, readQueued, useQueued, type QueuedProgramRequest } from './outbox.js';
import { isNetworkFailure, useOnline } from '../../app/useOnline.js';

const seconds = { duration: DEFAULT_NOTIFICATION_SECONDS };
/**
 * The waits before sending again when the network refused a send although the browser reports it
 * online (the first request after a return often fails: a tab or its service worker learns of the
 * network later than the browser). Without a retry the request would wait for the next return.
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Sends what is queued, one tab at a time: every open tab of the user sees the network return, and
 * each sending the queued Save would create the program twice. Under the lock the queue is read
 * again, so a tab that waited finds it already sent (and cleared). Without Web Locks (an old
 * browser), each tab sends as before.
 */
async function sendOnce(
  email: string,
  send: (request: QueuedProgramRequest) => Promise<SendOutcome>,
): Promise<SendOutcome> {
  const sendQueued = async (): Promise<SendOutcome> => {
    const request = readQueued(email);
    return request ? send(request) : 'done';
  };
  if (!('locks' in navigator)) return sendQueued();
  return navigator.locks.request(`${outboxStorageKey(email)}.sending`, sendQueued);
}

/** `unsent`: the network refused the request, or the server asked for a later try (503; its key still running): it stays queued. */
type SendOutcome = 'done' | 'unsent';

/**
 * Sends the Save or Generate PDF queued without network as soon as it returns, on whatever
 * logged-in screen the user is. The answer goes into the draft while it is still the program
 * queued. A program changed meanwhile (409) asks, as the builder does, whether to save it as a
 * new one; one deleted meanwhile ends in a message that stays, and the draft is kept (without
 * the deleted program's id, so the next Save creates it anew).
 */
export function OutboxSender() {
  const { t } = useTranslation();
  const { user } = useSession();
  const email = user?.email ?? '';
  const queued = useQueued(email);
  const online = useOnline();
  const client = useApolloClient();
  const notify = useNotify();
  const { draft, dispatch } = useProgramDraft();
  const location = useLocation();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<QueuedProgramRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // Network refusals in a row, and the timer of the next try after one.
  const refusals = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [retry, setRetry] = useState(0);
  // The latest values for the send, which runs across renders.
  const latest = useRef({ draft, location });
  useLayoutEffect(() => {
    latest.current = { draft, location };
  });

  /** Points the builder's address at the program's new id when it shows the queued one. */
  const followId = useCallback(
    (from: string | null, to: string | null) => {
      const { pathname, search } = latest.current.location;
      const params = new URLSearchParams(search);
      // BuilderPage's BUILDER_PATH, not imported: that would load the builder with every screen.
      if (pathname !== '/formula' || params.get('id') !== from) return;
      if (to) params.set('id', to);
      else params.delete('id');
      void navigate({ pathname, search: `?${params.toString()}` }, { replace: true });
    },
    [navigate],
  );

  const send = useCallback(
    async (request: QueuedProgramRequest): Promise<SendOutcome> => {
      const ours = () => latest.current.draft.id === request.sourceId;
      let saved;
      try {
        // The action's own key on every try: a try whose answer was lost is answered, not stored again.
        saved = await sendSave(client, request.program, request.mode, request.keys.save);
      } catch (error) {
        if (isNetworkFailure(error) || isRetryLater(error)) return 'unsent';
        clearQueued(email);
        const code = errorCode(error);
        if (code === 'CONFLICT') {
          setConflict(request);
          return 'done';
        }
        if (code === 'NOT_FOUND') {
          if (ours())
            dispatch({
              type: 'replace',
              draft: { ...latest.current.draft, id: null, version: null, number: null, pdfId: null },
            });
          followId(request.sourceId, null);
          notify.error('OFFLINE_QUEUED_PROGRAM_DELETED', { duration: 0 });
          return 'done';
        }
        const reason = errorMessage(error);
        notify.error(reason === GENERIC_ERROR ? 'OFFLINE_QUEUED_FAILED' : ['OFFLINE_QUEUED_FAILED', reason.key], {
          duration: 0,
        });
        return 'done';
      }
      clearQueued(email);
      if (ours()) {
        dispatch({ type: 'saved', id: saved.id, version: saved.version, number: saved.number });
        followId(request.sourceId, saved.id);
      }
      if (request.kind !== 'pdf' || !request.choices) {
        notify.success('OFFLINE_SAVE_SENT', { ...seconds, params: { number: saved.number ?? '' } });
        return 'done';
      }
      try {
        const pdfId = await sendPdf(client, saved.id, request.choices, request.keys.pdf);
        if (latest.current.draft.id === saved.id) dispatch({ type: 'pdfGenerated', pdfId });
        notify.success('OFFLINE_PDF_SENT', { ...seconds, params: { number: saved.number ?? '' } });
      } catch {
        notify.error('BUILDER_PDF_FAILURE', seconds);
      }
      return 'done';
    },
    [client, email, dispatch, followId, notify],
  );

  useEffect(() => {
    if (!online || !queued || !email || sending.current) return;
    sending.current = true;
    clearTimeout(retryTimer.current);
    void sendOnce(email, send)
      .then((outcome) => {
        if (outcome === 'done') {
          refusals.current = 0;
          return;
        }
        const wait = RETRY_DELAYS_MS[Math.min(refusals.current, RETRY_DELAYS_MS.length - 1)];
        refusals.current += 1;
        retryTimer.current = setTimeout(() => setRetry((n) => n + 1), wait);
      })
      .finally(() => {
        sending.current = false;
      });
  }, [online, queued, email, send, retry]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  if (!conflict) return null;
  return (
    <ConfirmDialog
      isOpen
      title={t('OFFLINE_CONFLICT_TITLE')}
      text={t('OFFLINE_CONFLICT_TEXT')}
      confirmLabel={t('BUILDER_SAVE_NEW')}
      isBusy={busy}
      onCancel={() => setConflict(null)}
      onConfirm={() => {
        setBusy(true);
        // Saving as new is an action of its own: keys of its own.
        void send({ ...conflict, mode: 'copy', keys: newActionKeys(conflict.kind === 'pdf') }).finally(() => {
          setBusy(false);
          setConflict(null);
        });
      }}
    />
  );
}
