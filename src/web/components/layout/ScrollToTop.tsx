import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { segmentOfPath } from '#web/lib/paths';

/** Scrolls to the element named by a hash and moves focus there, for keyboard users too. */
function scrollToHash(id: string): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    // A lazily loaded page may not have rendered its section yet: look again for ~2 s.
    if (tries++ < 120) frame = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(frame);
}

/**
 * Each page change starts at the top; switching the language keeps the position. A link with
 * a hash (/en#contact, #search_form) scrolls to that section instead, also when it is clicked
 * again on the same page.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const page = segmentOfPath(pathname);
  const previousPage = useRef<string | null>(null);
  useEffect(() => {
    const pageChanged = previousPage.current !== page;
    previousPage.current = page;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) return scrollToHash(id);
    if (pageChanged) window.scrollTo(0, 0);
    return undefined;
  }, [page, hash, key]);
  return null;
}
