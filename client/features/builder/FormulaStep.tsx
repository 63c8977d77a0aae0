import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../../common/enums.js';
import { isEmptyProgram } from '../../../common/program-content.js';
import { formatVolume, totalVolume } from '../../../common/volume.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { ClientReferenceField } from './ClientReferenceField.js';
import { CommentField } from './CommentField.js';
import { hasCustomProduct, recipeLines, type DraftAction, type ProgramDraft } from './programDraft.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { StepActions } from './StepActions.js';
import { SummaryCombinationWarnings } from './CombinationWarning.js';
import { CreamIngredientsSection, SummaryWarnings } from './SummaryInsights.js';
import { previousStage } from './stages.js';
import type { StepProps } from './stepProps.js';
import { useProgramActions } from './useProgramActions.js';

// The dialogs load when first opened (or when their button is hovered or focused): the overlay code
// they need (react-aria's Modal and Dialog) was otherwise evaluated with the builder's first stage.
// The PDF options also bring the shared schemas' defaults.
const loadPdfDialog = () => import('./PdfOptionsDialog.js');
const loadShareDialog = () => import('../sharing/ShareDialog.js');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
const PdfOptionsDialog = lazy(() => loadPdfDialog().then((m) => ({ default: m.PdfOptionsDialog })));
const loadOverwriteDialog = () => import('./OverwriteDialog.js');
const OverwriteDialog = lazy(() => loadOverwriteDialog().then((m) => ({ default: m.OverwriteDialog })));

function SectionHead({ id, title, edit, go }: { id: string; title: string; edit: Stage; go: (stage: Stage) => void }) {
  const { t } = useTranslation();
  return (
    <div className="builder-section__head">
      <h3 id={id}>{title}</h3>
      <Button
        variant="ghost"
        className="summary__edit"
        onPress={() => go(edit)}
        aria-label={t('BUILDER_EDIT_NAMED', { name: title })}
      >
        {t('BUILDER_EDIT')}
      </Button>
    </div>
  );
}

type Go = (stage: Stage) => void;
type Dispatch = (action: DraftAction) => void;

// The summary's sections are memoised on the parts of the draft they show: a comment going into
// the draft when typing pauses renders its own section, not the whole summary (issue 35 item 12).

const IndicatorsSummary = memo(function IndicatorsSummary({
  indicators,
  index,
  go,
}: {
  indicators: ProgramDraft['indicators'];
  index: CatalogueIndex;
  go: Go;
}) {
  const { t } = useTranslation();
  return (
    <section className="builder-section summary" aria-labelledby="summary-indicators">
      <SectionHead id="summary-indicators" title={t('BUILDER_SUMMARY_INDICATORS')} edit="CONDITIONS" go={go} />
      {indicators.length === 0 ? (
        <p className="builder__empty">{t('BUILDER_CONDITIONS_NONE')}</p>
      ) : (
        <ul className="summary__list">
          {indicators.map((i) => (
            <li key={i.skinIndicatorId} className="summary__row">
              <span>{index.indicatorName(i.skinIndicatorId)}</span>
              <span className={`priority-badge priority-badge--${i.priority.toLowerCase()}`}>
                <span className="visually-hidden">{t('BUILDER_PRIORITY')}: </span>
                {t(`PRIORITY_${i.priority}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

interface CreamSummaryProps extends Pick<ProgramDraft, 'base' | 'actives' | 'comment'> {
  index: CatalogueIndex;
  go: Go;
  dispatch: Dispatch;
}

const CreamSummary = memo(function CreamSummary({ base, actives, comment, index, go, dispatch }: CreamSummaryProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const ml = (volume: number) => `${formatVolume(volume, locale)} ${t('BUILDER_ML')}`;
  const lines = recipeLines({ base, actives });
  const setComment = useCallback((text: string) => dispatch({ type: 'setCreamComment', comment: text }), [dispatch]);
  return (
    <section className="builder-section summary" aria-labelledby="summary-cream">
      <SectionHead
        id="summary-cream"
        title={t('BUILDER_SUMMARY_CREAM')}
        edit={hasCustomProduct({ base, actives }) ? 'PERSONALIZED' : 'PERSONALIZED_SUGGESTIONS'}
        go={go}
      />
      {lines.length === 0 ? (
        <p className="builder__empty">{t('BUILDER_SUMMARY_NO_CREAM')}</p>
      ) : (
        <>
          <ul className="summary__list">
            {lines.map((line) => (
              <li key={line.productId} className="summary__row">
                <span>
                  {index.productName(line.productId)}
                  <span className="volume-line__role">
                    {t(base?.productId === line.productId ? 'BUILDER_ROLE_BASE' : 'BUILDER_ROLE_ACTIVE')}
                  </span>
                </span>
                <span className="summary__volume">{ml(line.volume)}</span>
              </li>
            ))}
            <li className="summary__row summary__row--total">
              <span>{t('BUILDER_TOTAL_VOLUME')}</span>
              <span className="summary__volume">{ml(totalVolume(lines))}</span>
            </li>
          </ul>
          <CommentField label={t('BUILDER_CREAM_COMMENT')} value={comment} onChange={setComment} />
        </>
      )}
    </section>
  );
});

interface RoleSummaryProps {
  role: 'WASH' | 'READY';
  list: ProgramDraft['wash'];
  index: CatalogueIndex;
  go: Go;
  dispatch: Dispatch;
}

const RoleSummary = memo(function RoleSummary({ role, list, index, go, dispatch }: RoleSummaryProps) {
  const { t } = useTranslation();
  const id = `summary-${role.toLowerCase()}`;
  return (
    <section className="builder-section summary" aria-labelledby={id}>
      <SectionHead id={id} title={t(`BUILDER_SUMMARY_${role}`)} edit={role} go={go} />
      {list.length === 0 ? (
        <p className="builder__empty">{t('BUILDER_SUMMARY_NONE_CHOSEN')}</p>
      ) : (
        <ul className="summary__list">
          {list.map((line) => (
            <RoleLine
              key={line.productId}
              role={role}
              productId={line.productId}
              comment={line.comment}
              name={index.productName(line.productId)}
              dispatch={dispatch}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

const RoleLine = memo(function RoleLine({
  role,
  productId,
  comment,
  name,
  dispatch,
}: {
  role: 'WASH' | 'READY';
  productId: number;
  comment: string;
  name: string;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const setComment = useCallback(
    (text: string) => dispatch({ type: 'setLineComment', role, productId, comment: text }),
    [dispatch, role, productId],
  );
  return (
    <li className="summary__product">
      <span className="summary__product-name">{name}</span>
      <CommentField label={t('BUILDER_PRODUCT_COMMENT', { name })} value={comment} onChange={setComment} />
    </li>
  );
});

/**
 * FORMULA: the summary. Indicators with priority; the custom cream with its comment and volumes
 * in ml; wash and ready products with comments; edit buttons per stage; Previous, Save,
 * Generate PDF and (with a saved program and a PDF) Download PDF.
 */
export function FormulaStep({ draft, dispatch, index, go, onSaved }: StepProps & { onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const actions = useProgramActions(draft, dispatch, onSaved);
  const [overwriteOpen, setOverwriteOpen] = useState(false);
  const [overwriteUsed, setOverwriteUsed] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [pdfUsed, setPdfUsed] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const lines = recipeLines(draft);
  // Nothing chosen: the server refuses such a program (ERROR_PROGRAM_EMPTY), so Save and PDF wait, saying why.
  const empty = isEmptyProgram({
    skinIndicatorWithPriorityDtos: draft.indicators,
    specialMixedProducts: { baseProducts: lines, activeProducts: [] },
    washProducts: draft.wash,
    readyProducts: draft.ready,
  });
  const setClientReference = useCallback(
    (clientReference: string) => dispatch({ type: 'setClientReference', clientReference }),
    [dispatch],
  );

  // The outcome of the last Save or PDF, shown beside the buttons; `n` tells two alike apart.
  const [result, setResult] = useState<{ kind: 'saved' | 'pdf'; n: number } | null>(null);
  const finish = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const done = (kind: 'saved' | 'pdf') => setResult((r) => ({ kind, n: (r?.n ?? 0) + 1 }));
  const save = (mode: Parameters<typeof actions.save>[0]) =>
    void actions.save(mode).then((id) => {
      if (id) done('saved');
    });
  const generatePdf = useCallback(
    async (choices: Parameters<typeof actions.generatePdf>[0]) => {
      const ok = await actions.generatePdf(choices);
      if (ok) done('pdf');
      return ok;
    },
    [actions],
  );
  const pdfReady = !!(draft.id && draft.pdfId);
  // The page stays where the user was; the result comes into view and takes the focus, so that
  // screen readers read it: the Download PDF button after a PDF, else the saved notice.
  useEffect(() => {
    if (!result) return;
    const download =
      result.kind === 'pdf' && pdfReady ? finish.current?.querySelector<HTMLElement>('[data-download-pdf]') : null;
    const target = download ?? notice.current;
    const box = finish.current;
    if (!target || !box) return;
    target.focus({ preventScroll: true });
    box.scrollIntoView({ block: 'nearest' });
    // The PDF dialog closing gives the focus back to its button a frame later: take it again then.
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now !== target && (now === document.body || box.contains(now))) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [result, pdfReady]);

  const onSave = () => {
    if (draft.id) {
      setOverwriteUsed(true);
      setOverwriteOpen(true);
    } else save('create');
  };

  return (
    <>
      {draft.number && <p className="summary__number">{t('BUILDER_PROGRAM_NUMBER', { number: draft.number })}</p>}

      <SummaryWarnings draft={draft} index={index} />
      <SummaryCombinationWarnings draft={draft} index={index} />

      <ClientReferenceField value={draft.clientReference} onChange={setClientReference} />

      <IndicatorsSummary indicators={draft.indicators} index={index} go={go} />
      <CreamSummary
        base={draft.base}
        actives={draft.actives}
        comment={draft.comment}
        index={index}
        go={go}
        dispatch={dispatch}
      />
      <RoleSummary role="WASH" list={draft.wash} index={index} go={go} dispatch={dispatch} />
      <RoleSummary role="READY" list={draft.ready} index={index} go={go} dispatch={dispatch} />
      {/* After the comments (on a phone its list sat between the cream and them), folded. */}
      <CreamIngredientsSection draft={draft} index={index} />

      <div ref={finish} className="summary__finish">
        {result && draft.number && (
          <p ref={notice} tabIndex={-1} className="summary__result" data-testid="builder-result">
            {t(result.kind === 'pdf' && pdfReady ? 'BUILDER_PDF_READY_NOTICE' : 'BUILDER_SAVED_NOTICE', {
              number: draft.number,
            })}
          </p>
        )}
        {empty && (
          <p id="summary-empty-hint" className="summary__empty-hint" data-testid="builder-empty-hint">
            {t('BUILDER_SAVE_EMPTY_HINT')}
          </p>
        )}
        <StepActions previous={previousStage('FORMULA', draft)} go={go}>
          <Button
            variant="secondary"
            onHoverStart={() => void (draft.id && loadOverwriteDialog())}
            onFocus={() => void (draft.id && loadOverwriteDialog())}
            onPress={onSave}
            isPending={actions.busy === 'save'}
            isDisabled={empty || (actions.busy !== null && actions.busy !== 'save')}
            aria-describedby={empty ? 'summary-empty-hint' : undefined}
          >
            {t('BUILDER_SAVE')}
          </Button>
          <Button
            variant="secondary"
            onHoverStart={() => void loadPdfDialog()}
            onFocus={() => void loadPdfDialog()}
            onPress={() => {
              setPdfUsed(true);
              setPdfOpen(true);
            }}
            isDisabled={empty || actions.busy !== null}
            aria-describedby={empty ? 'summary-empty-hint' : undefined}
          >
            {t('BUILDER_GENERATE_PDF')}
          </Button>
          {draft.id && draft.number && (
            <Button
              variant="secondary"
              onHoverStart={() => void loadShareDialog()}
              onFocus={() => void loadShareDialog()}
              onPress={() => setShareOpen(true)}
              isDisabled={actions.busy !== null}
            >
              {t('SHARE_ACTION')}
            </Button>
          )}
          {pdfReady && (
            <Button
              onPress={() => void actions.downloadPdf()}
              isPending={actions.busy === 'download'}
              data-download-pdf
            >
              {t('BUILDER_DOWNLOAD_PDF')}
            </Button>
          )}
        </StepActions>
      </div>

      {overwriteUsed && (
        <Suspense fallback={null}>
          <OverwriteDialog
            isOpen={overwriteOpen}
            onOpenChange={setOverwriteOpen}
            programNumber={draft.number}
            onChoose={(choice) => save(choice)}
          />
        </Suspense>
      )}
      {shareOpen && draft.id && draft.number && (
        <Suspense fallback={null}>
          <ShareDialog program={{ id: draft.id, number: draft.number }} onClose={() => setShareOpen(false)} />
        </Suspense>
      )}
      {pdfUsed && (
        <Suspense fallback={null}>
          <PdfOptionsDialog
            isOpen={pdfOpen}
            onOpenChange={setPdfOpen}
            onGenerate={generatePdf}
            isPending={actions.busy === 'pdf'}
          />
        </Suspense>
      )}
    </>
  );
}
