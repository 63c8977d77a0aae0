import { makeVar, type ReactiveVar } from '@apollo/client/cache';
import { useReactiveVar } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSession } from '../../app/useSession.js';
import { hasStoredDraft, readDraft, writeDraft } from './draftStorage.js';
import { EMPTY_DRAFT, draftReducer, type DraftAction, type ProgramDraft } from './programDraft.js';

/*
 * The draft lives in an Apollo reactive variable (client-side state beside the cache), one per
 * user, and is written to localStorage on every change so it survives a reload. Logout removes
 * the stored copy (its key has the session's draft prefix).
 */
const drafts = new Map<string, ReactiveVar<ProgramDraft>>();

function draftVar(email: string): ReactiveVar<ProgramDraft> {
  let variable = drafts.get(email);
  if (!variable) {
    variable = makeVar(readDraft(localStorage, email));
    drafts.set(email, variable);
  } else if (variable() !== EMPTY_DRAFT && !hasStoredDraft(localStorage, email)) {
    // A logout removed the stored draft since: the work belongs to the ended session.
    variable(EMPTY_DRAFT);
  }
  return variable;
}

export interface ProgramDraftApi {
  draft: ProgramDraft;
  dispatch: (action: DraftAction) => void;
}

/** The current user's program draft and the way to change it. */
export function useProgramDraft(): ProgramDraftApi {
  const { user } = useSession();
  const email = user?.email ?? '';
  const variable = draftVar(email);
  const draft = useReactiveVar(variable);
  const dispatch = useCallback(
    (action: DraftAction) => {
      const next = draftReducer(variable(), action);
      if (next === variable()) return;
      variable(next);
      writeDraft(localStorage, email, next);
    },
    [variable, email],
  );
  return { draft, dispatch };
}
