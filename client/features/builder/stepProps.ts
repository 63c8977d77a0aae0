import type { Stage } from '../../../common/enums.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import type { DraftAction, ProgramDraft } from './programDraft.js';

/** What every stage screen receives from the builder page. */
export interface StepProps {
  draft: ProgramDraft;
  dispatch: (action: DraftAction) => void;
  index: CatalogueIndex;
  /** Moves to another stage (keeps the program id in the query string). */
  go: (stage: Stage) => void;
}
