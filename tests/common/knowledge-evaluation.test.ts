import { describe, expect, it } from '@jest/globals';
import { isKnowledgeScoreShown, knowledgeBarWidth, knowledgeScore } from '../../common/scoring/index.js';

describe('knowledge evaluation scores', () => {
  it('is the evaluation times 10', () => {
    expect(knowledgeScore(7)).toBe(70);
    expect(knowledgeScore(-3)).toBe(-30);
    expect(knowledgeScore(0)).toBe(0);
    expect(knowledgeScore(10)).toBe(100);
  });

  it('shows scores of at least 40 and every negative one', () => {
    expect(isKnowledgeScoreShown(40)).toBe(true); // evaluation 4
    expect(isKnowledgeScoreShown(100)).toBe(true);
    expect(isKnowledgeScoreShown(30)).toBe(false); // evaluation 3
    expect(isKnowledgeScoreShown(10)).toBe(false);
    expect(isKnowledgeScoreShown(0)).toBe(false);
    expect(isKnowledgeScoreShown(-10)).toBe(true); // evaluation -1
    expect(isKnowledgeScoreShown(-100)).toBe(true);
    expect(isKnowledgeScoreShown(Number.NaN)).toBe(false);
  });

  it('draws the bar as wide as the absolute score, at most 100 %', () => {
    expect(knowledgeBarWidth(70)).toBe(70);
    expect(knowledgeBarWidth(-30)).toBe(30);
    expect(knowledgeBarWidth(120)).toBe(100);
    expect(knowledgeBarWidth(Number.NaN)).toBe(0);
  });
});
