/**
 * How the knowledge pages show an evaluation (user spec section 9): the -10..10 evaluation times
 * 10, shown only when at least 40 or negative (weak positive evaluations are noise to a reader).
 */

/** The smallest positive knowledge score that is shown. */
export const KNOWLEDGE_SCORE_SHOWN_FROM = 40;

/** The knowledge score of an evaluation: evaluation × 10 (7 → 70, -3 → -30). */
export function knowledgeScore(evaluation: number): number {
  return Math.round(evaluation * 10);
}

/** Whether a knowledge score is shown: at least 40, or negative. */
export function isKnowledgeScoreShown(score: number): boolean {
  return Number.isFinite(score) && (score >= KNOWLEDGE_SCORE_SHOWN_FROM || score < 0);
}

/** Bar width in percent: the score's absolute value, capped at 100. */
export function knowledgeBarWidth(score: number): number {
  return Number.isFinite(score) ? Math.min(100, Math.abs(score)) : 0;
}
