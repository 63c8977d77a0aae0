import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../../common/enums.js';
import { Button } from '../../ui/Button.js';

export interface StepActionsProps {
  previous?: Stage | null;
  next?: Stage | null;
  /** Next is shown but not usable (e.g. no custom product yet). */
  nextDisabled?: boolean;
  /** Where Skip goes, when Skip is offered. */
  skip?: Stage | null;
  go: (stage: Stage) => void;
  /** More buttons (the summary's Save and PDF buttons). */
  children?: ReactNode;
  /** Kept at the foot of the screen on a phone while the stage scrolls (a long list above it). */
  sticky?: boolean;
}

/** The bar of Previous / Skip / Next under a stage. */
export function StepActions({ previous, next, nextDisabled, skip, go, children, sticky = false }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={sticky ? 'step-actions step-actions--sticky' : 'step-actions'}>
      {previous && (
        <Button variant="secondary" onPress={() => go(previous)}>
          {t('BUILDER_PREVIOUS')}
        </Button>
      )}
      <div className="step-actions__end">
        {children}
        {skip && (
          <Button variant="ghost" onPress={() => go(skip)}>
            {t('BUILDER_SKIP')}
          </Button>
        )}
        {next && (
          <Button onPress={() => go(next)} isDisabled={nextDisabled}>
            {t('BUILDER_NEXT')}
          </Button>
        )}
      </div>
    </div>
  );
}
