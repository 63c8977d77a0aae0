import { print } from 'graphql';
import { ProductsDocument, type ProductsQuery } from './generated/graphql.js';

/**
 * The integrator's typed call: any fetch-capable runtime (Node 20+, a browser). The answer is
 * typed by the generated `ProductsQuery`; a refusal carries `{ code, errorDataList }`.
 */
export async function fetchProducts(baseUrl: string, apiKey: string): Promise<ProductsQuery['products']> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}`, 'accept-language': 'de-DE' },
    body: JSON.stringify({ query: print(ProductsDocument) }),
  });
  const body = (await response.json()) as { data?: ProductsQuery; errors?: unknown[]; code?: string };
  if (!response.ok || !body.data)
    throw new Error(`catalogue query refused: ${response.status} ${JSON.stringify(body)}`);
  return body.data.products;
}
