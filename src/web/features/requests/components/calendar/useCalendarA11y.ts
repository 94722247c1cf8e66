import { useEffect, useRef } from 'react';

/**
 * Repairs two things FullCalendar renders that screen readers and axe-core trip over, in the
 * element the calendar lives in, whenever it re-renders:
 * - its prev/next chevrons are `role="img"` spans without a name: they are decoration (the
 *   buttons are named by buttonHints), so they are hidden from assistive technology;
 * - a month cell is named by its date link alone (aria-labelledby), which drops the shifts the
 *   cell shows (WCAG 2.5.3, label in name): the cell is named by its content instead.
 */
export function useCalendarA11y<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const repair = () => {
      root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])').forEach((icon) => {
        icon.setAttribute('aria-hidden', 'true');
      });
      root.querySelectorAll('td[role="gridcell"][aria-labelledby]').forEach((cell) => {
        cell.removeAttribute('aria-labelledby');
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role'],
    });
    return () => observer.disconnect();
  }, []);
  return ref;
}
