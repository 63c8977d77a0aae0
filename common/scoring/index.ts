export {
  PRIORITY_WEIGHTS,
  type EvaluationMatrix,
  type ProductSuggestions,
  type RecipeLine,
  type ScoredIndicator,
  type ScoredProduct,
  type ScoringIndicator,
  type ScoringProduct,
  type SkinIssue,
} from './types.js';
export { SUGGESTION_THRESHOLDS, productScore, suggestProducts } from './product-score.js';
export {
  INDICATOR_SUGGESTED_ABOVE,
  INDICATOR_SUGGESTED_BELOW,
  isIndicatorScoreShown,
  recipeIndicatorScore,
  suggestIndicators,
} from './indicator-score.js';
export { explainProductScore, shownScore, type ScoreContribution, type ScoreExplanation } from './contributions.js';
export {
  KNOWLEDGE_SCORE_SHOWN_FROM,
  isKnowledgeScoreShown,
  knowledgeBarWidth,
  knowledgeScore,
} from './knowledge-evaluation.js';
export {
  CONTRAINDICATION_THRESHOLD,
  contraindications,
  isContraindication,
  type Contraindication,
} from './contraindications.js';
