import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_BASE_SUGGESTION,
  formatVolume,
  parseVolumeInput,
  roundTo,
  stepDown,
  stepUp,
  totalVolume,
  volumeWarnings,
} from '../../common/volume.js';

describe('DEFAULT_BASE_SUGGESTION', () => {
  it('is 44 + six 1 ml actives = 50 ml, in steps of 0.5', () => {
    expect(DEFAULT_BASE_SUGGESTION).toEqual({
      baseSize: 44,
      increment: 0.5,
      maxVolumeSuggestion: 50,
      recommendedInput: 1,
    });
  });
});

describe('parseVolumeInput', () => {
  it('parses numbers with a dot or a comma, rounded to one decimal', () => {
    expect(parseVolumeInput('44')).toBe(44);
    expect(parseVolumeInput('1.5')).toBe(1.5);
    expect(parseVolumeInput('1,5')).toBe(1.5);
    expect(parseVolumeInput(' 2,25 ')).toBe(2.3);
    expect(parseVolumeInput('1.45')).toBe(1.5); // not 1.4 (binary drift)
    expect(parseVolumeInput('1.44')).toBe(1.4);
    expect(parseVolumeInput(',5')).toBe(0.5);
    expect(parseVolumeInput('3.')).toBe(3);
  });

  it('gives 0 for empty, non-numeric or negative input', () => {
    for (const raw of ['', '   ', 'abc', '12abc', '-5', '-0.5', 'NaN', 'Infinity', '1e3', '0x10', '1.2.3', '1,2,3']) {
      expect(parseVolumeInput(raw)).toBe(0);
    }
  });
});

describe('stepUp and stepDown', () => {
  it('adds and subtracts the increment without float drift', () => {
    expect(stepUp(0.1, 0.2)).toBe(0.3); // 0.1 + 0.2 would be 0.30000000000000004
    expect(stepUp(44, 0.5)).toBe(44.5);
    expect(stepDown(0.3, 0.1)).toBe(0.2);
    expect(stepUp(1, 0.25)).toBe(1.25); // rounded to the increment's decimals, not to one
    expect(stepDown(1.25, 0.25)).toBe(1);
  });

  it('never goes below 0', () => {
    expect(stepDown(0.3, 0.5)).toBe(0);
    expect(stepDown(0, 1)).toBe(0);
  });

  it('treats an invalid volume as 0 and an invalid increment as no step', () => {
    expect(stepUp(Number.NaN, 1)).toBe(1);
    expect(stepUp(-3, 1)).toBe(1);
    expect(stepUp(2, Number.NaN)).toBe(2);
    expect(stepDown(2, -1)).toBe(2);
  });
});

describe('totalVolume', () => {
  it('sums the volumes, ignoring invalid ones, without float dust', () => {
    expect(totalVolume([{ volume: 44 }, { volume: 1 }, { volume: 5 }])).toBe(50);
    expect(totalVolume([{ volume: 0.1 }, { volume: 0.2 }])).toBe(0.3);
    expect(totalVolume([{ volume: 1 }, { volume: Number.NaN }, { volume: -4 }, { volume: null }, {}])).toBe(1);
    expect(totalVolume([])).toBe(0);
  });
});

describe('roundTo', () => {
  it('rounds half up on the decimal value', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1e-7, 1)).toBe(0);
  });
});

describe('formatVolume', () => {
  it('shows one decimal in the locale notation', () => {
    expect(formatVolume(1.5)).toBe('1.5');
    expect(formatVolume(44)).toBe('44.0');
    expect(formatVolume(0.25, 'en_GB')).toBe('0.3');
    expect(formatVolume(1.5, 'de_DE')).toBe('1,5');
    expect(formatVolume(1.5, 'pl-PL')).toBe('1,5');
  });

  it('falls back to en_GB for an unusable locale and shows 0 for NaN', () => {
    expect(formatVolume(2, 'not a locale!')).toBe('2.0');
    expect(formatVolume(Number.NaN)).toBe('0.0');
  });
});

describe('volumeWarnings', () => {
  const chosen = { baseSuggestion: DEFAULT_BASE_SUGGESTION, baseSizes: [44, 94] };

  it('without a base product, warns when the total differs from the default 50 ml', () => {
    // two actives of 1 ml: 2 ml against the suggested 50 ml
    expect(volumeWarnings({ baseVolume: undefined, baseSuggestion: null, baseSizes: [44], total: 2 })).toEqual({
      baseSizeNotRecommended: false,
      totalDiffersFromSuggested: true,
    });
    // six actives of 1 ml + 44 ml of something else would be 50: no total warning
    expect(
      volumeWarnings({ baseVolume: undefined, baseSuggestion: undefined, baseSizes: [44], total: 50 })
        .totalDiffersFromSuggested,
    ).toBe(false);
  });

  it('warns about nothing for an empty cream', () => {
    expect(volumeWarnings({ baseVolume: undefined, baseSuggestion: null, baseSizes: [44], total: 0 })).toEqual({
      baseSizeNotRecommended: false,
      totalDiffersFromSuggested: false,
    });
  });

  it('warns about nothing for a recommended size and the suggested total', () => {
    // 44 + 0.1 × 60 summed in floating point is 50.00000000000004 or so: within the tolerance
    const total = Array.from({ length: 60 }, () => 0.1).reduce((a, b) => a + b, 44);
    expect(volumeWarnings({ ...chosen, baseVolume: 44, total })).toEqual({
      baseSizeNotRecommended: false,
      totalDiffersFromSuggested: false,
    });
  });

  it('warns when the base volume is not a recommended size', () => {
    expect(volumeWarnings({ ...chosen, baseVolume: 45, total: 50 }).baseSizeNotRecommended).toBe(true);
    expect(volumeWarnings({ ...chosen, baseVolume: 94, total: 50 }).baseSizeNotRecommended).toBe(false);
  });

  it('warns when the total differs from maxVolumeSuggestion', () => {
    expect(volumeWarnings({ ...chosen, baseVolume: 44, total: 49.5 }).totalDiffersFromSuggested).toBe(true);
    expect(volumeWarnings({ ...chosen, baseVolume: 44, total: 50.5 }).totalDiffersFromSuggested).toBe(true);
  });
});
