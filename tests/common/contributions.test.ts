import { describe, expect, it } from '@jest/globals';
import {
  CONTRAINDICATION_THRESHOLD,
  contraindications,
  explainProductScore,
  isContraindication,
  productScore,
  shownScore,
  type EvaluationMatrix,
  type SkinIssue,
} from '../../common/scoring/index.js';

const A = 1;
const B = 2;
const C = 3;
const P = 100;
const issue = (skinIndicatorId: number, priority: SkinIssue['priority'] = 'MEDIUM'): SkinIssue => ({
  skinIndicatorId,
  priority,
});
const matrix = (evaluations: Record<number, number>): EvaluationMatrix => ({ [P]: evaluations });
const sum = (points: number[]) => points.reduce((a, b) => a + b, 0);

describe('shownScore', () => {
  it('rounds to a whole number, half up', () => {
    expect([shownScore(27.5), shownScore(-2.5), shownScore(-2.51), shownScore(33.333), shownScore(Number.NaN)]).toEqual(
      [28, -2, -3, 33, 0],
    );
  });
});

describe('explainProductScore', () => {
  it('one issue: all the score is its contribution (10 × e)', () => {
    expect(explainProductScore(P, [issue(A, 'LOW')], matrix({ [A]: 7 }))).toEqual({
      score: 70,
      shownScore: 70,
      contributions: [{ indicatorId: A, evaluation: 7, weight: 1, points: 70 }],
    });
  });

  it('three equal thirds of 10 (3.33 each) show 4 + 3 + 3: the missing unit goes to the indicator chosen first', () => {
    const result = explainProductScore(P, [issue(A), issue(B), issue(C)], matrix({ [A]: 1, [B]: 1, [C]: 1 }));
    expect(result.shownScore).toBe(10);
    expect(result.contributions).toEqual([
      { indicatorId: A, evaluation: 1, weight: 2, points: 4 },
      { indicatorId: B, evaluation: 1, weight: 2, points: 3 },
      { indicatorId: C, evaluation: 1, weight: 2, points: 3 },
    ]);
  });

  it('HIGH e=5 and LOW e=-4: exact 37.5 and -10, score 27.5 shown 28 = 38 - 10', () => {
    const result = explainProductScore(P, [issue(B, 'LOW'), issue(A, 'HIGH')], matrix({ [A]: 5, [B]: -4 }));
    expect(result.score).toBe(27.5);
    expect(result.shownScore).toBe(28);
    // Largest first, whatever the order chosen.
    expect(result.contributions).toEqual([
      { indicatorId: A, evaluation: 5, weight: 3, points: 38 },
      { indicatorId: B, evaluation: -4, weight: 1, points: -10 },
    ]);
  });

  it('a negative half: exact 2.5 and -5, score -2.5 shown -2 = 3 - 5', () => {
    const result = explainProductScore(P, [issue(A), issue(B)], matrix({ [A]: 0.5, [B]: -1 }));
    expect(result.shownScore).toBe(-2);
    expect(result.contributions.map((c) => [c.indicatorId, c.points])).toEqual([
      [A, 3],
      [B, -5],
    ]);
  });

  it('a missing evaluation counts 0 (points 0, never -0); the last priority of a repeated indicator wins', () => {
    const result = explainProductScore(P, [issue(A, 'LOW'), issue(B), issue(A, 'HIGH')], matrix({ [A]: 2 }));
    // W = 3 + 2 = 5; A: 10·3·2/5 = 12, B: 0.
    expect(result.contributions).toEqual([
      { indicatorId: A, evaluation: 2, weight: 3, points: 12 },
      { indicatorId: B, evaluation: 0, weight: 2, points: 0 },
    ]);
    expect(Object.is(result.contributions[1]!.points, 0)).toBe(true);
    expect(result.score).toBe(productScore(P, [issue(A, 'LOW'), issue(B), issue(A, 'HIGH')], matrix({ [A]: 2 })));
  });

  it('no issue: score 0 and no contribution', () => {
    expect(explainProductScore(P, [], matrix({ [A]: 5 }))).toEqual({ score: 0, shownScore: 0, contributions: [] });
  });

  it('adds up on awkward weights (sevenths, ninths, fractional evaluations)', () => {
    const priorities: SkinIssue['priority'][] = ['LOW', 'MEDIUM', 'HIGH'];
    for (let seed = 1; seed <= 300; seed++) {
      const issues = [A, B, C, 4].slice(0, 1 + (seed % 4)).map((id, i) => issue(id, priorities[(seed + i) % 3]!));
      const evaluations = Object.fromEntries(
        issues.map((s, i) => [s.skinIndicatorId, (((seed * 7 + i * 13) % 41) - 20) / 2]),
      );
      const result = explainProductScore(P, issues, matrix(evaluations));
      expect(sum(result.contributions.map((c) => c.points))).toBe(
        shownScore(productScore(P, issues, matrix(evaluations))),
      );
      for (const c of result.contributions)
        expect(
          Math.abs(c.points - (10 * c.weight * c.evaluation) / sum(result.contributions.map((x) => x.weight))),
        ).toBeLessThan(1);
    }
  });
});

describe('contraindications', () => {
  it('the threshold is -5, inclusive', () => {
    expect(CONTRAINDICATION_THRESHOLD).toBe(-5);
    expect([
      isContraindication(-5),
      isContraindication(-4.9),
      isContraindication(-10),
      isContraindication(0),
      isContraindication(Number.NaN),
    ]).toEqual([true, false, true, false, false]);
  });

  it('lists the chosen products × chosen indicators at or below it, products in order, worst indicator first', () => {
    const m: EvaluationMatrix = { 10: { [A]: -5, [B]: -7, [C]: -4 }, 11: { [A]: 3 }, 12: { [C]: -9 } };
    expect(contraindications([12, 11, 10, 10], [A, B, C], m)).toEqual([
      { productId: 12, indicatorId: C, evaluation: -9 },
      { productId: 10, indicatorId: B, evaluation: -7 },
      { productId: 10, indicatorId: A, evaluation: -5 },
    ]);
    expect(contraindications([10], [C], m)).toEqual([]); // -4 is above the threshold
    expect(contraindications([13], [A], m)).toEqual([]); // a missing evaluation counts 0
  });
});
