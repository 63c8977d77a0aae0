import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * How far below the viewport the sentinel counts as near: a few screens of rows ahead. In pixels,
 * bounded: react-aria's own load-more sentinel measured a percentage of its scroll parent, which is
 * the whole list once the list scrolls with the page, so it saw itself in view and fetched every page.
 */
export const LOAD_MORE_MARGIN = '0px 0px 1200px 0px';

/**
 * Calls `onLoadMore` when the sentinel element comes within LOAD_MORE_MARGIN of the viewport (the
 * implicit root: the list has no scroll box of its own). The observer is set up again for every
 * `loaded` count, so a sentinel still near the viewport after a short page asks for the next one;
 * while `active` is false (a page in flight, nothing more) nothing is observed.
 */
export function useLoadMoreNearViewport(
  sentinel: RefObject<HTMLElement | null>,
  onLoadMore: () => void,
  active: boolean,
  loaded: number,
): void {
  const loadMore = useEffectEvent(onLoadMore);
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: null, rootMargin: LOAD_MORE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, active, loaded]);
}
