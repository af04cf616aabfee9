import { type RefObject, useEffect } from 'react';

const GRID_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader', 'rowheader', 'gridcell']
  .map((role) => `[role="${role}"]`)
  .concat('[aria-sort]')
  .join(',');
const NO_GRID_ROLES = '.rbc-time-content';

/**
 * react-big-calendar marks its layout divs up as a table, but not as a complete one (rows without
 * cells, row groups outside any table), which screen readers announce as a broken table and axe
 * reports as serious. Its layout is not a data table: the roles are taken off, and the cards,
 * buttons and headings inside stay what they are (aria-sort goes too: it needs a header role).
 * Re-applied to what the calendar adds whenever it re-renders.
 */
export function usePlainGridRoles(container: RefObject<HTMLElement | null>, scrollLabel: string) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const unmark = (element: Element) => {
      element.removeAttribute('role');
      element.removeAttribute('aria-sort');
    };
    // The scrolling hours of a day or week must be reachable by keyboard even when no card (a
    // focusable element) is in it, as on a closed day.
    const focusable = (element: Element) => {
      element.setAttribute('tabindex', '0');
      element.setAttribute('aria-label', scrollLabel);
    };
    const strip = (subtree: Element) => {
      if (subtree.matches(GRID_ROLES)) unmark(subtree);
      for (const element of subtree.querySelectorAll(GRID_ROLES)) unmark(element);
      if (subtree.matches(NO_GRID_ROLES)) focusable(subtree);
      for (const element of subtree.querySelectorAll(NO_GRID_ROLES)) focusable(element);
    };
    strip(root);
    // Only added nodes are watched, so removing attributes here does not call back. The day
    // columns (thousands of slots and cards on a busy day) carry no grid roles: not searched.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && !node.closest(NO_GRID_ROLES)) strip(node);
        }
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, scrollLabel]);
}
