/** The builder's stages and the moves between them (user spec section 2, "Formula builder stages"). */
import { STAGES, type Stage } from '../../../common/enums.js';
import { hasCustomProduct, hasSuggestions, type ProgramDraft } from './programDraft.js';

export const DEFAULT_STAGE: Stage = 'CONDITIONS';

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The stage of the query string; anything else starts at the beginning. */
export function parseStage(value: string | null): Stage {
  return isStage(value) ? value : DEFAULT_STAGE;
}

/** Translation key of a stage's name. */
export function stageKey(stage: Stage): string {
  return `BUILDER_STAGE_${stage}`;
}

/**
 * Where Next goes. From CONDITIONS: the suggestions when an indicator is chosen, else the volumes
 * (which send a program without a custom product on to the suggestions). None from FORMULA.
 */
export function nextStage(stage: Stage, draft: ProgramDraft): Stage | null {
  switch (stage) {
    case 'CONDITIONS':
      return hasSuggestions(draft) ? 'PERSONALIZED_SUGGESTIONS' : 'PERSONALIZED';
    case 'PERSONALIZED_SUGGESTIONS':
      return 'PERSONALIZED';
    case 'PERSONALIZED':
      return 'WASH';
    case 'WASH':
      return 'READY';
    case 'READY':
      return 'FORMULA';
    case 'FORMULA':
      return null;
  }
}

/** Where Previous goes; none from CONDITIONS (it only has Next). WASH skips the empty volumes stage. */
export function previousStage(stage: Stage, draft: ProgramDraft): Stage | null {
  switch (stage) {
    case 'CONDITIONS':
      return null;
    case 'PERSONALIZED_SUGGESTIONS':
      return 'CONDITIONS';
    case 'PERSONALIZED':
      return 'PERSONALIZED_SUGGESTIONS';
    case 'WASH':
      return hasCustomProduct(draft) ? 'PERSONALIZED' : 'PERSONALIZED_SUGGESTIONS';
    case 'READY':
      return 'WASH';
    case 'FORMULA':
      return 'READY';
  }
}

/**
 * Next from the suggestions needs a custom product (the volumes stage would send the user back);
 * without one, Skip is the way on.
 */
export function isNextEnabled(stage: Stage, draft: ProgramDraft): boolean {
  return stage !== 'PERSONALIZED_SUGGESTIONS' || hasCustomProduct(draft);
}

/** Skip is offered only on the suggestions stage while no custom product is chosen. */
export function isSkipShown(stage: Stage, draft: ProgramDraft): boolean {
  return stage === 'PERSONALIZED_SUGGESTIONS' && !hasCustomProduct(draft);
}

/** Where Skip goes. */
export const SKIP_TARGET: Stage = 'WASH';

/** The stage to go to instead: the volumes need a base or an active product. */
export function stageRedirect(stage: Stage, draft: ProgramDraft): Stage | null {
  return stage === 'PERSONALIZED' && !hasCustomProduct(draft) ? 'PERSONALIZED_SUGGESTIONS' : null;
}

export type BreadcrumbPlace = 'previous' | 'current' | 'next' | 'far';

/** Every stage with its place relative to the current one (under 768 px only the near three show). */
export function breadcrumb(current: Stage): { stage: Stage; place: BreadcrumbPlace }[] {
  const at = STAGES.indexOf(current);
  return STAGES.map((stage, i) => ({
    stage,
    place: i === at ? 'current' : i === at - 1 ? 'previous' : i === at + 1 ? 'next' : 'far',
  }));
}
