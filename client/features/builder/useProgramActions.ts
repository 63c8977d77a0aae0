import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { PdfOptionsInput } from '../../../common/validation/program.js';
import { GENERIC_ERROR, errorCode, errorMessage } from '../../app/errors.js';
import { DEFAULT_NOTIFICATION_SECONDS } from '../../app/notifications.js';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import { GenerateSkinCareProgramPdfDocument, SaveSkinCareProgramDocument } from '../../graphql/graphql.js';
import { downloadProgramPdf } from './downloadProgramPdf.js';
import { toProgramInput } from './programConversion.js';
import type { DraftAction, ProgramDraft } from './programDraft.js';

/** create: a new program; update: overwrite the saved one (same id, version checked); copy: "Save new", a new id. */
export type SaveMode = 'create' | 'update' | 'copy';

/** The PDF options without the program id (the program is saved first, which gives the id). */
export type PdfChoices = Omit<PdfOptionsInput, 'id'>;

export interface ProgramActions {
  busy: 'save' | 'pdf' | 'download' | null;
  /** Saves; resolves with the program's id, or null after a failure (already notified). */
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
  const { store } = useSession();
  const [busy, setBusy] = useState<ProgramActions['busy']>(null);

  /** A failure with the server's reason under the action's own message, when the server gave one. */
  const failed = useCallback(
    (key: string, error: unknown) => {
      const reason = errorMessage(error);
      if (reason === GENERIC_ERROR && errorCode(error) !== 'CONFLICT') return notify.error(key, seconds);
      return notify.error([key, reason.key], { ...seconds, params: reason.param === undefined ? undefined : { param: reason.param } });
    },
    [notify],
  );

  const runSave = useCallback(
    async (mode: SaveMode): Promise<string | null> => {
      const program = toProgramInput(draft);
      if (mode !== 'update') {
        program.id = null;
        program.version = null;
      }
      try {
        const { data } = await client.mutate({ mutation: SaveSkinCareProgramDocument, variables: { program, saveAsNew: false } });
        const saved = data?.saveSkinCareProgram;
        if (!saved) throw new Error('The save returned no program');
        dispatch({ type: 'saved', id: saved.id, version: saved.version, number: saved.number });
        onSaved(saved.id);
        return saved.id;
      } catch (error) {
        failed('BUILDER_SAVE_FAILURE', error);
        return null;
      }
    },
    [client, draft, dispatch, onSaved, failed],
  );

  const save = useCallback(
    async (mode: SaveMode) => {
      setBusy('save');
      try {
        const id = await runSave(mode);
        if (id) notify.success('BUILDER_SAVE_SUCCESS', seconds);
        return id;
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
        const id = await runSave(draft.id ? 'update' : 'create');
        if (!id) return false;
        try {
          const { data } = await client.mutate({
            mutation: GenerateSkinCareProgramPdfDocument,
            variables: { options: { ...choices, id } },
          });
          const pdfId = data?.generateSkinCareProgramPdf.pdfId;
          if (!pdfId) throw new Error('The PDF generation returned no id');
          dispatch({ type: 'pdfGenerated', pdfId });
          notify.success('BUILDER_PDF_SUCCESS', seconds);
          return true;
        } catch (error) {
          dispatch({ type: 'pdfGenerated', pdfId: null });
          failed('BUILDER_PDF_FAILURE', error);
          return false;
        }
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
