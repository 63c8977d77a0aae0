import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { GENERIC_ERROR, errorCode, errorMessage } from '../../app/errors.js';
import { DEFAULT_NOTIFICATION_SECONDS } from '../../app/notifications.js';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import { queueRequest } from './outbox.js';
import { isNetworkFailure } from '../../app/useOnline.js';
import { downloadProgramPdf } from './downloadProgramPdf.js';
import { toProgramInput } from './programConversion.js';
import type { DraftAction, ProgramDraft } from './programDraft.js';
import {
  isRetryLater,
  newActionKeys,
  programForMode,
  sendPdf,
  sendSave,
  type ActionKeys,
  type PdfChoices,
  type SaveMode,
} from './programRequests.js';

export type { PdfChoices, SaveMode } from './programRequests.js';

/** A save or PDF that found no network: queued (outbox.ts) and sent when it returns. */
class Queued extends Error {}

export interface ProgramActions {
  busy: 'save' | 'pdf' | 'download' | null;
  /** Saves; resolves with the program's id, or null after a failure or when queued offline (already notified). */
  save: (mode: SaveMode) => Promise<string | null>;
  /** Saves (update or create), then generates the PDF; resolves true on success. */
  generatePdf: (choices: PdfChoices) => Promise<boolean>;
  downloadPdf: () => Promise<void>;
}

const seconds = { duration: DEFAULT_NOTIFICATION_SECONDS };

/**
 * Saving and PDFs of the FORMULA stage (spec sections 4 and 8): after a save the id and version
 * go into the draft (its PDF is gone) and `onSaved` puts the id into the query string; a stale
 * version (409) is refused by the server and shown, never merged.
 */
export function useProgramActions(
  draft: ProgramDraft,
  dispatch: (action: DraftAction) => void,
  onSaved: (id: string) => void,
): ProgramActions {
  const client = useApolloClient();
  const notify = useNotify();
  const { store, user } = useSession();
  const email = user?.email ?? '';
  const [busy, setBusy] = useState<ProgramActions['busy']>(null);

  /** A failure with the server's reason under the action's own message, when the server gave one. */
  const failed = useCallback(
    (key: string, error: unknown) => {
      const reason = errorMessage(error);
      if (reason === GENERIC_ERROR && errorCode(error) !== 'CONFLICT') return notify.error(key, seconds);
      return notify.error([key, reason.key], {
        ...seconds,
        params: reason.param === undefined ? undefined : { param: reason.param },
      });
    },
    [notify],
  );

  /**
   * Without network the request is queued (persisted, sent when the network returns, see
   * OutboxSender) with the action's keys, and the user told so; the draft stays as it is.
   */
  const queue = useCallback(
    (mode: SaveMode, choices: PdfChoices | null, keys: ActionKeys): Queued => {
      const program = programForMode(toProgramInput(draft), mode);
      const stored = queueRequest(email, {
        kind: choices ? 'pdf' : 'save',
        mode,
        program,
        choices,
        sourceId: draft.id,
        keys,
      });
      if (stored) notify.info(choices ? 'OFFLINE_PDF_QUEUED' : 'OFFLINE_SAVE_QUEUED', seconds);
      else notify.error(choices ? 'BUILDER_PDF_FAILURE' : 'BUILDER_SAVE_FAILURE', seconds);
      return new Queued();
    },
    [draft, email, notify],
  );

  /**
   * Saves; throws Queued when the request waits for the network (PDF included when `choices`),
   * or for a database that was unreachable: the save may have been stored, and the outbox's
   * retry with the same key gets it rather than storing it again.
   */
  const runSave = useCallback(
    async (mode: SaveMode, keys: ActionKeys, choices: PdfChoices | null = null): Promise<string | null> => {
      if (!navigator.onLine) throw queue(mode, choices, keys);
      try {
        const saved = await sendSave(client, toProgramInput(draft), mode, keys.save);
        dispatch({ type: 'saved', id: saved.id, version: saved.version, number: saved.number });
        onSaved(saved.id);
        return saved.id;
      } catch (error) {
        if (isNetworkFailure(error) || isRetryLater(error)) throw queue(mode, choices, keys);
        failed('BUILDER_SAVE_FAILURE', error);
        return null;
      }
    },
    [client, draft, dispatch, onSaved, failed, queue],
  );

  const save = useCallback(
    async (mode: SaveMode) => {
      setBusy('save');
      try {
        const id = await runSave(mode, newActionKeys(false));
        if (id) notify.success('BUILDER_SAVE_SUCCESS', seconds);
        return id;
      } catch (error) {
        if (error instanceof Queued) return null;
        throw error;
      } finally {
        setBusy(null);
      }
    },
    [runSave, notify],
  );

  const generatePdf = useCallback(
    async (choices: PdfChoices) => {
      setBusy('pdf');
      try {
        const keys = newActionKeys(true);
        const id = await runSave(draft.id ? 'update' : 'create', keys, choices);
        if (!id) return false;
        try {
          const pdfId = await sendPdf(client, id, choices, keys.pdf);
          dispatch({ type: 'pdfGenerated', pdfId });
          notify.success('BUILDER_PDF_SUCCESS', seconds);
          return true;
        } catch (error) {
          dispatch({ type: 'pdfGenerated', pdfId: null });
          failed('BUILDER_PDF_FAILURE', error);
          return false;
        }
      } catch (error) {
        // Queued: the dialog closes, the PDF is made when the network returns.
        if (error instanceof Queued) return true;
        throw error;
      } finally {
        setBusy(null);
      }
    },
    [runSave, client, draft.id, dispatch, notify, failed],
  );

  const downloadPdf = useCallback(async () => {
    if (!draft.id || !draft.pdfId) return;
    setBusy('download');
    try {
      await downloadProgramPdf(store, draft.id, draft.pdfId);
      notify.success('BUILDER_DOWNLOAD_SUCCESS', seconds);
    } catch {
      notify.error('BUILDER_DOWNLOAD_FAILURE', seconds);
    } finally {
      setBusy(null);
    }
  }, [draft.id, draft.pdfId, store, notify]);

  return { busy, save, generatePdf, downloadPdf };
}
