export {
  PRIORITY_WEIGHTS,
  type EvaluationMatrix,
  type ProductSuggestions,
  type ScoredIndicator,
  type ScoredProduct,
  type ScoringIndicator,
  type ScoringProduct,
  type SkinIssue,
} from './types.js';
export { productScore, suggestProducts } from './product-score.js';
export { isIndicatorScoreShown, recipeIndicatorScore, suggestIndicators } from './indicator-score.js';
export { explainProductScore, shownScore, type ScoreExplanation } from './contributions.js';
export { isKnowledgeScoreShown, knowledgeBarWidth, knowledgeScore } from './knowledge-evaluation.js';
export { CONTRAINDICATION_THRESHOLD, contraindications, isContraindication } from './contraindications.js';
