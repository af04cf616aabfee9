import { useCallback, useMemo, useState } from 'react';

export const filterGroups = ['stylist', 'label', 'status', 'source', 'category'] as const;
export type FilterGroup = (typeof filterGroups)[number];

/**
 * What the calendar hides, per group. Keeping the hidden values (not the shown ones) lets a
 * stylist added later appear without a click; "Clear all" hides every value of the group, so a
 * group with nothing selected shows nothing.
 */
export type HiddenValues = Record<FilterGroup, ReadonlySet<string>>;

const nothingHidden = (): HiddenValues => ({
  stylist: new Set(),
  label: new Set(),
  status: new Set(),
  source: new Set(),
  category: new Set(),
});

export interface CalendarFilters {
  hidden: HiddenValues;
  isShown: (group: FilterGroup, value: string) => boolean;
  toggle: (group: FilterGroup, value: string, shown: boolean) => void;
  selectAll: (group: FilterGroup) => void;
  clearAll: (group: FilterGroup, values: readonly string[]) => void;
}

export function useCalendarFilters(): CalendarFilters {
  const [hidden, setHidden] = useState<HiddenValues>(nothingHidden);
  const update = useCallback(
    (group: FilterGroup, next: (previous: ReadonlySet<string>) => ReadonlySet<string>) =>
      setHidden((previous) => ({ ...previous, [group]: next(previous[group]) })),
    [],
  );
  const toggle = useCallback(
    (group: FilterGroup, value: string, shown: boolean) =>
      update(group, (previous) => {
        const next = new Set(previous);
        if (shown) next.delete(value);
        else next.add(value);
        return next;
      }),
    [update],
  );
  const selectAll = useCallback((group: FilterGroup) => update(group, () => new Set()), [update]);
  const clearAll = useCallback(
    (group: FilterGroup, values: readonly string[]) => update(group, () => new Set(values)),
    [update],
  );
  return useMemo(
    () => ({
      hidden,
      isShown: (group, value) => !hidden[group].has(value),
      toggle,
      selectAll,
      clearAll,
    }),
    [hidden, toggle, selectAll, clearAll],
  );
}
