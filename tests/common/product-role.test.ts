import { describe, expect, it } from '@jest/globals';
import { PRODUCT_CATEGORIES, PRODUCT_USAGES } from '../../common/enums.js';
import { PROGRAM_LISTS, mayGoInto, offeredAt, programListOf, readyLinesInCream } from '../../common/product-role.js';

/*
 * The one rule of which list a product goes to. It replaced three copies that disagreed: the
 * builder offered COLOR products at the READY stage, the server refused them (400
 * ERROR_PRODUCT_NOT_ALLOWED). DESIGN.md decides: COLOR products appear in the knowledge pages only.
 */
describe('programListOf', () => {
  it('sends cleaning to wash, care to ready, modular actives and bases to the cream', () => {
    expect(programListOf('CLEANING', 'READY_PRODUCT')).toBe('WASH');
    expect(programListOf('CARE', 'READY_PRODUCT')).toBe('READY');
    expect(programListOf('MODULAR', 'ACTIVE')).toBe('ACTIVE');
    expect(programListOf('MODULAR', 'BASE')).toBe('BASE');
    expect(programListOf('MODULAR', 'READY_PRODUCT')).toBeNull();
  });

  it('puts a COLOR product in no list, whatever its usage', () => {
    for (const usage of PRODUCT_USAGES) {
      expect(programListOf('COLOR', usage)).toBeNull();
      for (const list of PROGRAM_LISTS) expect(mayGoInto(list, 'COLOR', usage)).toBe(false);
    }
  });
});

describe('mayGoInto', () => {
  it('lets the ready list take care and active products, every other list only its own', () => {
    const accepted = (list: (typeof PROGRAM_LISTS)[number]) =>
      PRODUCT_CATEGORIES.flatMap((c) => PRODUCT_USAGES.filter((u) => mayGoInto(list, c, u)).map((u) => `${c}+${u}`));
    expect(accepted('READY')).toEqual(['MODULAR+ACTIVE', 'CARE+BASE', 'CARE+ACTIVE', 'CARE+READY_PRODUCT']);
    expect(accepted('ACTIVE')).toEqual(['MODULAR+ACTIVE']);
    expect(accepted('BASE')).toEqual(['MODULAR+BASE']);
    expect(accepted('WASH')).toEqual(['CLEANING+BASE', 'CLEANING+ACTIVE', 'CLEANING+READY_PRODUCT']);
  });
});

describe('offeredAt', () => {
  it('offers actives at the ready stage only among suggestions, never in its plain list', () => {
    expect(offeredAt('READY', 'MODULAR', 'ACTIVE', { suggested: true })).toBe(true);
    expect(offeredAt('READY', 'MODULAR', 'ACTIVE', { suggested: false })).toBe(false);
    expect(offeredAt('READY', 'CARE', 'READY_PRODUCT', { suggested: false })).toBe(true);
    expect(offeredAt('READY', 'CLEANING', 'READY_PRODUCT', { suggested: true })).toBe(false);
  });

  it('offers every other stage only its own products', () => {
    for (const suggested of [true, false]) {
      expect(offeredAt('WASH', 'CLEANING', 'READY_PRODUCT', { suggested })).toBe(true);
      expect(offeredAt('WASH', 'CARE', 'READY_PRODUCT', { suggested })).toBe(false);
      expect(offeredAt('ACTIVE', 'MODULAR', 'ACTIVE', { suggested })).toBe(true);
      expect(offeredAt('BASE', 'MODULAR', 'ACTIVE', { suggested })).toBe(false);
      expect(offeredAt('READY', 'COLOR', 'READY_PRODUCT', { suggested })).toBe(false);
    }
  });
});

describe('readyLinesInCream', () => {
  it('names the ready positions of products the cream holds as concentrates, and only those', () => {
    expect(readyLinesInCream([3, 4], [7, 4, 8, 3])).toEqual([1, 3]);
    expect(readyLinesInCream([], [3])).toEqual([]);
    expect(readyLinesInCream([3], [])).toEqual([]);
  });
});
