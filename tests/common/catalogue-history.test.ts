import { describe, expect, it } from '@jest/globals';
import {
  compareChangePaths,
  entryChanges,
  parseChangePath,
  type EntrySnapshot,
} from '../../common/catalogue-history.js';

/* The field-by-field change a version of a product or an indicator records (decision 069), computed by hand. */
const serum: EntrySnapshot = {
  code: 'P_SERUM',
  fields: {
    productCategory: 'MODULAR',
    productUsage: 'ACTIVE',
    enabled: true,
    baseProductSuggestions: [],
  },
  names: { de_DE: 'Serum', en_GB: 'Serum' },
  descriptions: { de_DE: 'Beschreibung', en_GB: 'Description' },
  searchLinks: { en_GB: 'https://example.com/serum' },
  evaluations: { '3': 4, '12': -2 },
  incis: [7, 5],
};

describe('entryChanges', () => {
  it('is empty between two equal snapshots (key order does not matter)', () => {
    const reordered: EntrySnapshot = {
      ...serum,
      names: { en_GB: 'Serum', de_DE: 'Serum' },
      evaluations: { '12': -2, '3': 4 },
    };
    expect(entryChanges(serum, reordered)).toEqual({});
  });

  it('names each changed text per locale, a removed one as after null, an added one as before null', () => {
    const after: EntrySnapshot = {
      ...serum,
      names: { de_DE: 'Serum neu', en_GB: 'Serum', fr_FR: 'Sérum' },
      descriptions: { de_DE: 'Beschreibung' },
    };
    expect(entryChanges(serum, after)).toEqual({
      'names.de_DE': { before: 'Serum', after: 'Serum neu' },
      'names.fr_FR': { before: null, after: 'Sérum' },
      'descriptions.en_GB': { before: 'Description', after: null },
    });
  });

  it('compares plain fields by value, lists as a whole, links per locale', () => {
    const suggestion = { baseSize: 50, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 };
    const after: EntrySnapshot = {
      ...serum,
      fields: {
        productCategory: 'MODULAR',
        productUsage: 'BASE',
        enabled: false,
        baseProductSuggestions: [suggestion],
      },
      searchLinks: { en_GB: 'https://example.com/serum', de_DE: 'https://example.de/serum' },
    };
    expect(entryChanges(serum, after)).toEqual({
      productUsage: { before: 'ACTIVE', after: 'BASE' },
      enabled: { before: true, after: false },
      baseProductSuggestions: { before: [], after: [suggestion] },
      'searchLinks.de_DE': { before: null, after: 'https://example.de/serum' },
    });
  });

  it('counts a missing evaluation as 0: 4 → 0 when removed, 0 → 9 when added, 0 ↔ absent is no change', () => {
    const after: EntrySnapshot = { ...serum, evaluations: { '12': -2, '40': 9, '41': 0 } };
    expect(entryChanges(serum, after)).toEqual({
      'evaluations.3': { before: 4, after: 0 },
      'evaluations.40': { before: 0, after: 9 },
    });
  });

  it('keeps the label as one list: a new order is a change, no label and an empty one are not', () => {
    expect(entryChanges(serum, { ...serum, incis: [5, 7] })).toEqual({
      incis: { before: [7, 5], after: [5, 7] },
    });
    expect(entryChanges(serum, { ...serum, incis: [] })).toEqual({ incis: { before: [7, 5], after: null } });
    const { incis: _incis, ...withoutLabel } = serum;
    expect(entryChanges({ ...withoutLabel }, { ...serum, incis: [] })).toEqual({});
  });

  it('records everything of a new entry as a change from null, and of a removed one as a change to null', () => {
    const made = entryChanges(null, serum);
    expect(made).toEqual({
      productCategory: { before: null, after: 'MODULAR' },
      productUsage: { before: null, after: 'ACTIVE' },
      enabled: { before: null, after: true },
      baseProductSuggestions: { before: null, after: [] },
      'names.de_DE': { before: null, after: 'Serum' },
      'names.en_GB': { before: null, after: 'Serum' },
      'descriptions.de_DE': { before: null, after: 'Beschreibung' },
      'descriptions.en_GB': { before: null, after: 'Description' },
      'searchLinks.en_GB': { before: null, after: 'https://example.com/serum' },
      'evaluations.3': { before: 0, after: 4 },
      'evaluations.12': { before: 0, after: -2 },
      incis: { before: null, after: [7, 5] },
    });
    expect(entryChanges(serum, null)['names.en_GB']).toEqual({ before: 'Serum', after: null });
  });

  it('lists evaluations by the other entry id as a number (3 before 12)', () => {
    const after: EntrySnapshot = { ...serum, evaluations: { '3': 5, '12': -1 } };
    expect(Object.keys(entryChanges(serum, after))).toEqual(['evaluations.3', 'evaluations.12']);
  });
});

describe('parseChangePath', () => {
  it('takes a path apart into its field and the locale or the other entry', () => {
    expect(parseChangePath('enabled')).toEqual({ field: 'enabled', locale: null, refId: null });
    expect(parseChangePath('names.de_DE')).toEqual({ field: 'names', locale: 'de_DE', refId: null });
    expect(parseChangePath('evaluations.12')).toEqual({ field: 'evaluations', locale: null, refId: 12 });
  });
});

describe('compareChangePaths', () => {
  it('orders as the form does: category, enabled, texts by locale, links, suggestions, evaluations by id, label', () => {
    const paths = [
      'incis',
      'evaluations.12',
      'names.en_GB',
      'enabled',
      'evaluations.3',
      'searchLinks.de_DE',
      'baseProductSuggestions',
      'names.de_DE',
      'productCategory',
      'descriptions.pl_PL',
    ];
    expect([...paths].sort(compareChangePaths)).toEqual([
      'productCategory',
      'enabled',
      'names.de_DE',
      'names.en_GB',
      'descriptions.pl_PL',
      'searchLinks.de_DE',
      'baseProductSuggestions',
      'evaluations.3',
      'evaluations.12',
      'incis',
    ]);
  });
});
