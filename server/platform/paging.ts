import { arr, bool, int, obj, str } from './openapi/json-schema.js';

/** Paging of the REST lists, shared by every module that pages: query strings in, page shapes out. */

/** Query strings are text: page numbers become numbers here, anything else is left to refuse. */
export function pageQuery(query: unknown): Record<string, unknown> {
  const q = { ...(query as Record<string, unknown>) };
  for (const key of ['pageNo', 'pageSize']) {
    if (typeof q[key] === 'string' && /^\d{1,9}$/.test(q[key])) q[key] = Number(q[key]);
  }
  return q;
}

/** A page of a local admin's list: the total is capped (`totalCapped`), see README. */
export const pageOf = (key: string, item: Record<string, unknown>) =>
  obj({
    [key]: arr(item),
    totalElements: int(),
    totalPages: int(),
    totalCapped: bool({ description: 'true: the count stopped at its cap; totalPages covers only those.' }),
  });

export const localAdminPageQuery = obj(
  {
    pageNo: int({ minimum: 0 }),
    pageSize: int({ minimum: 1, maximum: 49 }),
    search: str({ maxLength: 100, description: 'Part of a name, surname, company or e-mail.' }),
  },
  { optional: ['pageNo', 'pageSize', 'search'] },
);
