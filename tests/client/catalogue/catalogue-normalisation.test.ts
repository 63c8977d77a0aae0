import { describe, expect, it } from '@jest/globals';
import { InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { catalogueTypePolicies } from '../../../client/features/catalogue/catalogueTypePolicies.js';
import { BuilderCatalogueDocument, ProductIngredientsDocument } from '../../../client/graphql/builderCatalogue.js';
import { CatalogueDocument, CatalogueVersionDocument } from '../../../client/graphql/catalogue.js';
import { answerTo, demoCatalogue } from './catalogue-demo-answers.js';

/*
 * Bad input: an answer that does not normalise (an entity without its id, a field the cache drops)
 * is a bug. Every catalogue query of the builder and the knowledge pages, answered from the demo
 * data, is written into one cache and read back unchanged.
 */

const QUERIES: Array<[string, TypedDocumentNode<Record<string, unknown>, Record<string, never>>]> = [
  ['BuilderCatalogue', BuilderCatalogueDocument],
  ['ProductIngredients', ProductIngredientsDocument],
  ['Catalogue', CatalogueDocument],
  ['CatalogueVersion', CatalogueVersionDocument],
] as never;

const newCache = () => new InMemoryCache({ typePolicies: catalogueTypePolicies });

describe('the catalogue queries on the demo data', () => {
  it.each(QUERIES)('%s: written into the cache and read back unchanged, beside the others', (_name, document) => {
    const cache = newCache();
    const demo = demoCatalogue();
    // The other queries first: they share the entities, and must not spoil this one's fields.
    for (const [, other] of QUERIES)
      cache.writeQuery({ query: other, data: answerTo(cache.transformDocument(other), demo) });
    const answer = answerTo(cache.transformDocument(document), demo);
    cache.writeQuery({ query: document, data: answer });
    expect(cache.readQuery({ query: document })).toEqual(answer);
  });

  it('every product, indicator and INCI is one entry, found by id', () => {
    const cache = newCache();
    const demo = demoCatalogue();
    cache.writeQuery({ query: CatalogueDocument, data: answerTo(cache.transformDocument(CatalogueDocument), demo) });
    const ids = Object.keys(cache.extract());
    const count = (typename: string) => ids.filter((id) => id.startsWith(`${typename}:`)).length;
    expect([count('Product'), count('SkinIndicator'), count('Inci')]).toEqual([
      (demo.products as unknown[]).length,
      (demo.skinIndicators as unknown[]).length,
      (demo.incis as unknown[]).length,
    ]);
  });

  it('an answer with an entity missing its id is caught', () => {
    const cache = newCache();
    const answer = answerTo(cache.transformDocument(BuilderCatalogueDocument), demoCatalogue()) as {
      skinIndicators: Array<Record<string, unknown>>;
    };
    delete answer.skinIndicators[0]!.id;
    expect(() => {
      cache.writeQuery({ query: BuilderCatalogueDocument, data: answer as never });
      expect(cache.readQuery({ query: BuilderCatalogueDocument })).toEqual(answer);
    }).toThrow();
  });
});
