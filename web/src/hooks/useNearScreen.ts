import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on: lets a page fetch or load
 * what is below the fold only when the shopper heads there.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '300px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
