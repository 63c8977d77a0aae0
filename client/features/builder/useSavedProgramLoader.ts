import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { errorMessage, GENERIC_ERROR, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { BuilderProgramDocument, type BuilderProgramQuery } from '../../graphql/builderProgram.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { draftFromProgram } from './programConversion.js';
import { asNewDraft, type DraftAction } from './programDraft.js';

/**
 * Opening /formula?id=… loads that saved program into the draft (replacing it), once the
 * catalogue is there (the base size is derived from it); /formula?remix=… loads it as a new
 * draft (`asNew`, see asNewDraft) and calls `onLoaded` with its number. A failure is notified and
 * `onFailed` drops the id from the address. Returns whether a load is under way.
 */
export function useSavedProgramLoader(options: {
  /** The id to load, or null when the draft already holds it (or there is none). */
  id: string | null;
  index: CatalogueIndex;
  catalogueLoading: boolean;
  dispatch: (action: DraftAction) => void;
  onFailed: () => void;
  /** Re-mix: the program becomes a new draft (no id, version, number or PDF). */
  asNew?: boolean;
  onLoaded?: (number: string) => void;
}): boolean {
  const { id, index, catalogueLoading, dispatch, onFailed, asNew = false, onLoaded } = options;
  const client = useApolloClient();
  const notify = useNotify();
  const [failedId, setFailedId] = useState<string | null>(null);

  // Effect events: the index changes with the language, and a program is loaded once per id, not
  // per language or per new callback.
  const loaded = useEffectEvent((program: NonNullable<BuilderProgramQuery['skinCareProgram']>) => {
    const draft = draftFromProgram(program, (productId) => index.product(productId)?.baseProductSuggestions);
    dispatch({ type: 'replace', draft: asNew ? asNewDraft(draft) : draft });
    onLoaded?.(program.number);
  });
  const failed = useEffectEvent((failedOf: string, reason: ErrorMessage) => {
    notify.error(reason === GENERIC_ERROR ? 'BUILDER_LOAD_FAILURE' : ['BUILDER_LOAD_FAILURE', reason.key]);
    setFailedId(failedOf);
    onFailed();
  });

  useEffect(() => {
    if (!id || catalogueLoading || failedId === id) return;
    let active = true;
    client
      .query({ query: BuilderProgramDocument, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!active) return;
        if (!data) throw new Error('No program in the answer');
        loaded(data.skinCareProgram);
      })
      .catch((error: unknown) => {
        if (!active) return;
        failed(id, errorMessage(error));
      });
    return () => {
      active = false;
    };
  }, [id, catalogueLoading, failedId, client]);

  return !!id && failedId !== id;
}
