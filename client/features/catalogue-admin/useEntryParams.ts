import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CopyName } from './entryForm.js';

/** `?id=<id>|new&isClone=true` of the edit routes: the entry to load (null for a new one) and whether to clone it. */
export function useEntryParams(): { id: number | null; isClone: boolean; invalid: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? 'new';
  const isClone = params.get('isClone') === 'true';
  if (raw === 'new') return { id: null, isClone: false, invalid: false };
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isNaN(id) || id < 1 ? { id: null, isClone, invalid: true } : { id, isClone, invalid: false };
}

/** For a clone, the marker of its names (in the reader's language); null when not cloning. */
export function useCopyName(isClone: boolean): CopyName | null {
  const { t } = useTranslation();
  return useMemo(() => (isClone ? (name: string) => t('CATALOGUE_ADMIN_COPY_NAME', { name }) : null), [isClone, t]);
}
