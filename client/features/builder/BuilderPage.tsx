import { Activity, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Stage } from '../../../common/enums.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { BuilderCatalogueDocument } from '../../graphql/builderCatalogue.js';
import { useCatalogueIndex } from '../catalogue/useCatalogue.js';
import { OfflineBanner } from './OfflineBanner.js';
import { ConditionsStep } from './ConditionsStep.js';
import { FormulaStep } from './FormulaStep.js';
import { RoleProductsStep } from './RoleProductsStep.js';
import { StageBreadcrumb } from './StageBreadcrumb.js';
import { nextStage, parseStage, stageKey, stageRedirect } from './stages.js';
import type { StepProps } from './stepProps.js';
import { SuggestionsStep } from './SuggestionsStep.js';
import { useProgramDraft } from './useProgramDraft.js';
import { useSavedProgramLoader } from './useSavedProgramLoader.js';
import { VolumesStep } from './VolumesStep.js';

export const BUILDER_PATH = '/formula';

/** The builder's address of a stage, with the program id when there is one. */
export function builderHref(stage: Stage, id?: string | null): string {
  const params = new URLSearchParams({ stage });
  if (id) params.set('id', id);
  return `${BUILDER_PATH}?${params.toString()}`;
}

/**
 * /formula: the program builder. The query string holds the stage, the saved program's id
 * (loaded into the draft when it differs) and newSkinCareProgram=true (starts a new draft,
 * then leaves the address so a reload keeps the work) and remix=<id> (the saved program as a new
 * draft, then leaves the address alike).
 */
export function BuilderPage() {
  const { t } = useTranslation();
  usePageTitle('BUILDER_TITLE');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stage = parseStage(params.get('stage'));
  const idParam = params.get('id') || null;
  const reset = params.get('newSkinCareProgram') === 'true';
  const remixId = params.get('remix') || null;
  const { draft, dispatch } = useProgramDraft();
  const notify = useNotify();
  const { index, loading: catalogueLoading, failed: catalogueFailed } = useCatalogueIndex(BuilderCatalogueDocument);

  useEffect(() => {
    if (!reset) return;
    dispatch({ type: 'reset' });
    setParams({ stage }, { replace: true });
  }, [reset, stage, dispatch, setParams]);

  const dropId = useCallback(() => setParams({ stage }, { replace: true }), [setParams, stage]);
  const loadingProgram = useSavedProgramLoader({
    id: !reset && !remixId && idParam && idParam !== draft.id ? idParam : null,
    index,
    catalogueLoading,
    dispatch,
    onFailed: dropId,
  });
  const remixed = useCallback(
    (number: string) => {
      notify.info('BUILDER_REMIX_LOADED', { params: { number } });
      setParams({ stage }, { replace: true });
    },
    [notify, setParams, stage],
  );
  const loadingRemix = useSavedProgramLoader({
    id: !reset ? remixId : null,
    index,
    catalogueLoading,
    dispatch,
    onFailed: dropId,
    asNew: true,
    onLoaded: remixed,
  });

  const programId = remixId ? null : (idParam ?? draft.id);
  const go = useCallback((next: Stage) => void navigate(builderHref(next, programId)), [navigate, programId]);
  // After a save the id goes into the address without leaving the stage, nor the place the user
  // scrolled to (a new address is otherwise a new page for the scroll restoration: back to the top).
  const onSaved = useCallback(
    (id: string) => setParams({ stage, id }, { replace: true, preventScrollReset: true }),
    [setParams, stage],
  );

  // Focus follows the stage (not on the first render), so keyboard and screen-reader users start at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    heading.current?.focus({ preventScroll: true });
  }, [stage]);

  const waiting = reset || catalogueLoading || loadingProgram || loadingRemix;
  const redirect = waiting ? null : stageRedirect(stage, draft);
  if (redirect) return <Navigate to={builderHref(redirect, programId)} replace />;

  const props: StepProps = { draft, dispatch, index, go };
  const stageScreen = (shown: Stage) =>
    shown === 'CONDITIONS' ? (
      <ConditionsStep {...props} catalogueMissing={catalogueFailed} />
    ) : shown === 'PERSONALIZED_SUGGESTIONS' ? (
      <SuggestionsStep {...props} />
    ) : shown === 'PERSONALIZED' ? (
      <VolumesStep {...props} />
    ) : shown === 'WASH' || shown === 'READY' ? (
      <RoleProductsStep stage={shown} {...props} />
    ) : (
      <FormulaStep {...props} onSaved={onSaved} />
    );
  // While conditions are chosen, the suggestions they give are rendered hidden, when the browser
  // is idle (React's Activity): Next then shows a finished screen instead of building every tile
  // at the press, 480-712 ms on a phone at 4x CPU (issue 35 item 12).
  const ahead =
    !waiting && stage === 'CONDITIONS' && nextStage(stage, draft) === 'PERSONALIZED_SUGGESTIONS'
      ? nextStage(stage, draft)
      : null;
  return (
    <section className="page builder">
      <h1 className="builder__title">{t('BUILDER_TITLE')}</h1>
      <OfflineBanner catalogueMissing={catalogueFailed} />
      <StageBreadcrumb current={stage} hrefOf={(s) => builderHref(s, programId)} />
      <h2 ref={heading} tabIndex={-1} className="builder__stage-title">
        {t(stageKey(stage))}
      </h2>
      <p className="builder__stage-intro">{t(`${stageKey(stage)}_INTRO`)}</p>
      {waiting ? (
        // A screen's height while loading: the footer starts below the fold, and the stage
        // arriving (long on a phone) does not push it out of view, a layout shift of the footer.
        <div className="builder__waiting">
          <PageSpinner />
        </div>
      ) : (
        <>
          {/* Keyed by stage: the hidden screen ahead is the one shown when Next reaches it. */}
          <Activity key={stage} mode="visible">
            {stageScreen(stage)}
          </Activity>
          {ahead && (
            <Activity key={ahead} mode="hidden">
              {stageScreen(ahead)}
            </Activity>
          )}
        </>
      )}
    </section>
  );
}
