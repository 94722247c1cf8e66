import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { segmentOfPath } from '../../app/paths';

/** Each page change starts at the top; switching the language keeps the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const page = segmentOfPath(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  return null;
}
