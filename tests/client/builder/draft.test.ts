import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_DRAFT,
  asNewDraft,
  draftReducer,
  hasCustomProduct,
  isBaseSelected,
  isInCream,
  isProductSelected,
  type DraftAction,
  type ProgramDraft,
} from '../../../client/features/builder/programDraft.js';
import { draftStorageKey, parseDraft, readDraft, writeDraft } from '../../../client/features/builder/draftStorage.js';
import { draftFromProgram, toProgramInput } from '../../../client/features/builder/programConversion.js';
import {
  SKIP_TARGET,
  breadcrumb,
  isNextEnabled,
  isSkipShown,
  nextStage,
  parseStage,
  previousStage,
  stageRedirect,
} from '../../../client/features/builder/stages.js';
import { DEFAULT_BASE_SUGGESTION } from '../../../common/volume.js';
import { CATALOGUE, productById } from './fixtures.js';

const apply = (...actions: DraftAction[]) => actions.reduce(draftReducer, EMPTY_DRAFT);
const toggle = (id: number): DraftAction => ({ type: 'toggleProduct', product: productById(id) });
const LARGE = CATALOGUE.products[0]!.baseProductSuggestions[1]!;
const SMALL = CATALOGUE.products[0]!.baseProductSuggestions[0]!;

describe('toggling products by role', () => {
  it('leaves a COLOR product out of every list (the rule itself: tests/common/product-role.test.ts)', () => {
    const color = { id: 99, productCategory: 'COLOR', productUsage: 'READY_PRODUCT' } as const;
    expect(apply({ type: 'toggleProduct', product: color })).toBe(EMPTY_DRAFT);
    expect(isProductSelected(EMPTY_DRAFT, color)).toBe(false);
  });

  it('puts cleaning into the wash list, care into the ready list, actives into the cream; again removes', () => {
    const draft = apply(toggle(6), toggle(7), toggle(3));
    expect(draft.wash).toEqual([{ productId: 6, volume: null, comment: '' }]);
    expect(draft.ready).toEqual([{ productId: 7, volume: null, comment: '' }]);
    expect(draft.actives).toEqual([{ productId: 3, volume: DEFAULT_BASE_SUGGESTION.recommendedInput }]);
    for (const id of [6, 7, 3]) expect(isProductSelected(draft, productById(id))).toBe(true);

    const removed = [toggle(6), toggle(7), toggle(3)].reduce(draftReducer, draft);
    expect(removed.wash).toEqual([]);
    expect(removed.ready).toEqual([]);
    expect(removed.actives).toEqual([]);
  });

  it('puts an active picked at the ready stage into the ready list, not the cream', () => {
    const pick: DraftAction = { type: 'toggleProduct', product: productById(3), list: 'READY' };
    const draft = apply(pick);
    expect(draft.ready).toEqual([{ productId: 3, volume: null, comment: '' }]);
    expect(draft.actives).toEqual([]);
    expect(isProductSelected(draft, productById(3), 'READY')).toBe(true);
    expect(isProductSelected(draft, productById(3))).toBe(false); // not in the cream
    expect(apply(pick, pick).ready).toEqual([]);
    // a stage that may not take the product leaves it to its own list
    expect(apply({ type: 'toggleProduct', product: productById(3), list: 'WASH' }).actives).toHaveLength(1);
  });

  it('keeps a concentrate of the cream out of the ready list: picking it there changes nothing, and one going into the cream leaves it', () => {
    const asReady: DraftAction = { type: 'toggleProduct', product: productById(3), list: 'READY' };
    const inCream = apply(toggle(3));
    expect(draftReducer(inCream, asReady)).toBe(inCream);
    expect(isInCream(inCream, 3)).toBe(true);

    const movedIn = apply(asReady, toggle(7), toggle(3));
    expect(movedIn.actives.map((l) => l.productId)).toEqual([3]);
    expect(movedIn.ready.map((l) => l.productId)).toEqual([7]);
  });

  it('drops a ready line the cream also holds when a program is loaded (saved before the rule)', () => {
    const both: ProgramDraft = {
      ...EMPTY_DRAFT,
      actives: [{ productId: 3, volume: 2 }],
      ready: [
        { productId: 3, volume: null, comment: 'x' },
        { productId: 7, volume: null, comment: '' },
      ],
    };
    expect(apply({ type: 'replace', draft: both }).ready.map((l) => l.productId)).toEqual([7]);
  });

  it('gives a new active the chosen base size’s recommended input', () => {
    const draft = apply({ type: 'toggleBase', productId: 1, suggestion: LARGE }, toggle(3));
    expect(draft.actives).toEqual([{ productId: 3, volume: LARGE.recommendedInput }]);
  });

  it('does not add a base through the plain toggle (it needs a size)', () => {
    expect(apply(toggle(1))).toBe(EMPTY_DRAFT);
  });
});

describe('the base product', () => {
  it('is chosen with its size, which sets the volume and the suggestion', () => {
    const draft = apply({ type: 'toggleBase', productId: 1, suggestion: SMALL });
    expect(draft.base).toEqual({ productId: 1, volume: 44 });
    expect(draft.baseSuggestion).toEqual(SMALL);
    expect(isBaseSelected(draft, 1, 44)).toBe(true);
    // The same product in another size is not the chosen one.
    expect(isBaseSelected(draft, 1, 94)).toBe(false);
  });

  it('is one at a time: another product or size replaces it; the same again clears it', () => {
    let draft = apply({ type: 'toggleBase', productId: 1, suggestion: SMALL });
    draft = draftReducer(draft, { type: 'toggleBase', productId: 1, suggestion: LARGE });
    expect(draft.base).toEqual({ productId: 1, volume: 94 });
    expect(draft.baseSuggestion).toEqual(LARGE);
    draft = draftReducer(draft, { type: 'toggleBase', productId: 2, suggestion: DEFAULT_BASE_SUGGESTION });
    expect(draft.base).toEqual({ productId: 2, volume: 44 });
    expect(isBaseSelected(draft, 1, 94)).toBe(false);
    draft = draftReducer(draft, { type: 'toggleBase', productId: 2, suggestion: DEFAULT_BASE_SUGGESTION });
    expect(draft.base).toBeNull();
    expect(draft.baseSuggestion).toBeNull();
  });

  it('counts as selected only when product and size match, even after its volume changed', () => {
    const draft = apply(
      { type: 'toggleBase', productId: 1, suggestion: SMALL },
      { type: 'setVolume', productId: 1, volume: 47 },
    );
    expect(isBaseSelected(draft, 1, 44)).toBe(true);
    expect(isBaseSelected(draft, 2, 44)).toBe(false);
  });
});

describe('indicators', () => {
  it('toggling adds an indicator with MEDIUM priority, and removes it again', () => {
    const added = apply({ type: 'toggleIndicator', skinIndicatorId: 11 });
    expect(added.indicators).toEqual([{ skinIndicatorId: 11, priority: 'MEDIUM' }]);
    expect(draftReducer(added, { type: 'toggleIndicator', skinIndicatorId: 11 }).indicators).toEqual([]);
  });

  it('changes a priority and removes one', () => {
    const draft = apply(
      { type: 'toggleIndicator', skinIndicatorId: 11 },
      { type: 'toggleIndicator', skinIndicatorId: 12 },
      { type: 'setPriority', skinIndicatorId: 12, priority: 'HIGH' },
      { type: 'removeIndicator', skinIndicatorId: 11 },
    );
    expect(draft.indicators).toEqual([{ skinIndicatorId: 12, priority: 'HIGH' }]);
  });
});

describe('stage moves', () => {
  const withIndicator = apply({ type: 'toggleIndicator', skinIndicatorId: 11 });
  const withActive = apply(toggle(3));

  it('Next from CONDITIONS: suggestions with an indicator, else the volumes', () => {
    expect(nextStage('CONDITIONS', withIndicator)).toBe('PERSONALIZED_SUGGESTIONS');
    expect(nextStage('CONDITIONS', EMPTY_DRAFT)).toBe('PERSONALIZED');
  });

  it('Skip shows on the suggestions only while no custom product is chosen, and goes to WASH', () => {
    expect(isSkipShown('PERSONALIZED_SUGGESTIONS', EMPTY_DRAFT)).toBe(true);
    expect(isSkipShown('PERSONALIZED_SUGGESTIONS', withActive)).toBe(false);
    expect(
      isSkipShown(
        'PERSONALIZED_SUGGESTIONS',
        apply({ type: 'toggleBase', productId: 2, suggestion: DEFAULT_BASE_SUGGESTION }),
      ),
    ).toBe(false);
    for (const stage of ['CONDITIONS', 'PERSONALIZED', 'WASH', 'READY', 'FORMULA'] as const) {
      expect(isSkipShown(stage, EMPTY_DRAFT)).toBe(false);
    }
    expect(SKIP_TARGET).toBe('WASH');
  });

  it('Next from the suggestions needs a custom product', () => {
    expect(isNextEnabled('PERSONALIZED_SUGGESTIONS', EMPTY_DRAFT)).toBe(false);
    expect(isNextEnabled('PERSONALIZED_SUGGESTIONS', withActive)).toBe(true);
    expect(nextStage('PERSONALIZED_SUGGESTIONS', withActive)).toBe('PERSONALIZED');
  });

  it('the volumes stage without base or actives sends back to the suggestions', () => {
    expect(hasCustomProduct(EMPTY_DRAFT)).toBe(false);
    expect(stageRedirect('PERSONALIZED', EMPTY_DRAFT)).toBe('PERSONALIZED_SUGGESTIONS');
    expect(stageRedirect('PERSONALIZED', withActive)).toBeNull();
    expect(stageRedirect('WASH', EMPTY_DRAFT)).toBeNull();
  });

  it('goes on and back through the rest in order', () => {
    expect(nextStage('PERSONALIZED', withActive)).toBe('WASH');
    expect(nextStage('WASH', withActive)).toBe('READY');
    expect(nextStage('READY', withActive)).toBe('FORMULA');
    expect(nextStage('FORMULA', withActive)).toBeNull();
    expect(previousStage('CONDITIONS', withActive)).toBeNull();
    expect(previousStage('WASH', withActive)).toBe('PERSONALIZED');
    expect(previousStage('WASH', EMPTY_DRAFT)).toBe('PERSONALIZED_SUGGESTIONS');
    expect(previousStage('FORMULA', withActive)).toBe('READY');
  });

  it('reads the stage from the query string, starting at CONDITIONS', () => {
    expect(parseStage('WASH')).toBe('WASH');
    expect(parseStage(null)).toBe('CONDITIONS');
    expect(parseStage('wash')).toBe('CONDITIONS');
  });

  it('marks the breadcrumb’s near stages (the only ones shown on a phone)', () => {
    expect(breadcrumb('WASH').map((s) => s.place)).toEqual(['far', 'far', 'previous', 'current', 'next', 'far']);
    expect(breadcrumb('CONDITIONS').map((s) => s.place)).toEqual(['current', 'next', 'far', 'far', 'far', 'far']);
  });
});

describe('saving and storing', () => {
  const full: ProgramDraft = apply(
    { type: 'toggleIndicator', skinIndicatorId: 11 },
    { type: 'toggleBase', productId: 1, suggestion: LARGE },
    toggle(3),
    toggle(6),
    toggle(7),
    { type: 'setLineComment', role: 'WASH', productId: 6, comment: 'mornings' },
    { type: 'setCreamComment', comment: 'twice a day' },
  );

  it('sends the program in the shape of programSchema', () => {
    expect(toProgramInput(full)).toEqual({
      id: null,
      version: null,
      clientReference: null,
      skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 11, priority: 'MEDIUM' }],
      specialMixedProducts: {
        comment: 'twice a day',
        baseProducts: [{ productId: 1, volume: 94 }],
        activeProducts: [{ productId: 3, volume: 2 }],
      },
      washProducts: [{ productId: 6, volume: null, comment: 'mornings', mixtureRole: 'WASH' }],
      readyProducts: [{ productId: 7, volume: null, comment: null, mixtureRole: 'CARE' }],
    });
  });

  it('after a save keeps the id and version and forgets the PDF', () => {
    const saved = draftReducer(draftReducer(full, { type: 'pdfGenerated', pdfId: 'old' }), {
      type: 'saved',
      id: 'a1',
      version: 3,
      number: '17',
    });
    expect(saved).toMatchObject({ id: 'a1', version: 3, number: '17', pdfId: null });
  });

  it('turns a saved program back into a draft, finding the base size from its volume', () => {
    const input = toProgramInput({ ...full, id: 'a1', version: 2 });
    const draft = draftFromProgram(
      {
        id: 'a1',
        number: '17',
        version: 2,
        pdfId: null,
        clientReference: 'Anna K.',
        skinIndicatorWithPriorityDtos: input.skinIndicatorWithPriorityDtos,
        specialMixedProducts: {
          comment: 'twice a day',
          baseProducts: [{ productId: 1, volume: 94 }],
          activeProducts: [{ productId: 3, volume: 2 }],
        },
        washProducts: [{ productId: 6, volume: null, comment: 'mornings', mixtureRole: 'WASH' }],
        readyProducts: [{ productId: 7, volume: null, comment: null, mixtureRole: 'CARE' }],
      },
      (id) => productById(id).baseProductSuggestions,
    );
    expect(draft).toEqual({ ...full, id: 'a1', version: 2, number: '17', clientReference: 'Anna K.' });
  });

  it('re-mixes a saved program as a new draft: lines, comments and client kept; no id, version, number or PDF', () => {
    const saved = {
      ...draftReducer(full, { type: 'setClientReference', clientReference: 'Anna K.' }),
      id: 'a1',
      version: 4,
      number: '17',
      pdfId: 'p1',
    };
    const remix = asNewDraft(saved);
    expect(remix).toEqual({ ...saved, id: null, version: null, number: null, pdfId: null });
    const input = toProgramInput(remix);
    expect(input).toMatchObject({ id: null, version: null, clientReference: 'Anna K.' });
    expect(input.skinIndicatorWithPriorityDtos).toEqual(toProgramInput(saved).skinIndicatorWithPriorityDtos);
    // A blank reference is sent as none.
    expect(toProgramInput({ ...remix, clientReference: '   ' }).clientReference).toBeNull();
  });

  it('survives a reload through localStorage under a draft key, and ignores garbage', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    writeDraft(fake, 'User@Example.com', full);
    expect(draftStorageKey('User@Example.com')).toBe('draft.program.user@example.com');
    expect(readDraft(fake, 'user@example.com')).toEqual(full);
    writeDraft(fake, 'user@example.com', EMPTY_DRAFT);
    expect(storage.size).toBe(0);
    expect(parseDraft('{not json')).toBe(EMPTY_DRAFT);
    expect(
      parseDraft(JSON.stringify({ indicators: [{ skinIndicatorId: 'x' }], actives: [{ productId: 3, volume: -2 }] })),
    ).toMatchObject({
      indicators: [],
      actives: [{ productId: 3, volume: 0 }],
    });
  });
});
