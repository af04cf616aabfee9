import { firstDayOfWeek, isIsoDate } from '@salon/domain/calendar-date';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DashboardSource, dashboardSources } from '../../../api/dashboard.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import {
  type DateRange,
  daysIn,
  MAX_PERIOD_DAYS,
  type PeriodPreset,
  periodPresets,
  previousPeriod,
  resolvePeriod,
} from '../lib/periods.ts';

export interface DashboardPeriod {
  preset: PeriodPreset;
  range: DateRange;
  previous: DateRange;
  source: DashboardSource;
  firstDayOfWeek: number;
  setPreset: (preset: PeriodPreset) => void;
  setCustomRange: (range: DateRange) => void;
  setSource: (source: DashboardSource) => void;
}

const isPreset = (value: string | null): value is PeriodPreset =>
  (periodPresets as readonly (string | null)[]).includes(value);
const isSource = (value: string | null): value is DashboardSource =>
  (dashboardSources as readonly (string | null)[]).includes(value);

/**
 * The chosen period and source, kept in the address (`?period=week&source=google`, or
 * `?period=custom&from=…&to=…`) so that a reload or a bookmark keeps them.
 */
export function useDashboardPeriod(today: string): DashboardPeriod {
  const [params, setParams] = useSearchParams();
  const weekStart = firstDayOfWeek(useFormatLocale());

  const rawPreset = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const customDays = isIsoDate(from) && isIsoDate(to) ? daysIn({ from, to }) : 0;
  const customFrom = customDays >= 1 && customDays <= MAX_PERIOD_DAYS ? from : null;
  const customTo = customFrom ? to : null;
  const preset: PeriodPreset =
    isPreset(rawPreset) && (rawPreset !== 'custom' || customFrom) ? rawPreset : 'today';
  const rawSource = params.get('source');
  const source: DashboardSource = isSource(rawSource) ? rawSource : 'all';

  const range = useMemo(
    () =>
      resolvePeriod(
        preset,
        today,
        weekStart,
        customFrom && customTo ? { from: customFrom, to: customTo } : null,
      ),
    [preset, today, weekStart, customFrom, customTo],
  );
  const previous = useMemo(() => previousPeriod(preset, range), [preset, range]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPreset = useCallback(
    (next: PeriodPreset) =>
      update((p) => {
        if (next === 'custom') {
          // Start from the dates shown now, so the picker opens on something sensible.
          p.set('from', range.from);
          p.set('to', range.to);
        } else {
          p.delete('from');
          p.delete('to');
        }
        if (next === 'today') p.delete('period');
        else p.set('period', next);
      }),
    [update, range.from, range.to],
  );
  const setCustomRange = useCallback(
    (next: DateRange) =>
      update((p) => {
        p.set('period', 'custom');
        p.set('from', next.from);
        p.set('to', next.to);
      }),
    [update],
  );
  const setSource = useCallback(
    (next: DashboardSource) =>
      update((p) => {
        if (next === 'all') p.delete('source');
        else p.set('source', next);
      }),
    [update],
  );

  return {
    preset,
    range,
    previous,
    source,
    firstDayOfWeek: weekStart,
    setPreset,
    setCustomRange,
    setSource,
  };
}
