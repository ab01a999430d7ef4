import { useEffect, type RefObject } from 'react';

/**
 * Marks `frame` with `data-more-start` / `data-more-end` while the row inside it (`scroller`, which
 * scrolls sideways) has more to show before or after what is in view, for a fade at that edge that says
 * the row scrolls. Follows the row's scrolling and any change of its size or content.
 */
export function useScrollEdges(frame: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const outer = frame.current;
    const row = scroller.current;
    if (!outer || !row) return;
    const mark = () => {
      // A pixel of slack: a zoomed page scrolls to fractions and may stop just short of the end.
      const hidden = row.scrollWidth - row.clientWidth;
      outer.toggleAttribute('data-more-start', row.scrollLeft > 1);
      outer.toggleAttribute('data-more-end', row.scrollLeft < hidden - 1);
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const resized = new ResizeObserver(mark);
    resized.observe(row);
    for (const child of row.children) resized.observe(child);
    return () => {
      row.removeEventListener('scroll', mark);
      resized.disconnect();
    };
  }, [frame, scroller]);
}
