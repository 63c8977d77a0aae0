import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Parses a positive integer id from the query string; anything else is no id. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The chosen item of a knowledge page, kept in the query parameter `id` (so a link or a reload
 * shows the same item). Choosing replaces the history entry's query rather than adding one per pick.
 */
export function useIdParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get('id'));
  const setId = useCallback(
    (next: number | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete('id');
          else updated.set('id', String(next));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [id, setId];
}
