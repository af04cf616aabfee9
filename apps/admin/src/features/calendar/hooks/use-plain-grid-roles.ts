import { type RefObject, useEffect } from 'react';

const GRID_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader', 'rowheader', 'gridcell']
  .map((role) => `[role="${role}"]`)
  .concat('[aria-sort]')
  .join(',');

/**
 * react-big-calendar marks its layout divs up as a table, but not as a complete one (rows without
 * cells, row groups outside any table), which screen readers announce as a broken table and axe
 * reports as serious. Its layout is not a data table: the roles are taken off, and the cards,
 * buttons and headings inside stay what they are (aria-sort goes too: it needs a header role). Re-applied whenever the calendar re-renders.
 */
export function usePlainGridRoles(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const strip = () => {
      for (const element of root.querySelectorAll(GRID_ROLES)) {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
      }
    };
    strip();
    // Only added nodes are watched, so removing attributes here does not call back.
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
