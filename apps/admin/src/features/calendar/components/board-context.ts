import { createContext, useContext } from 'react';
import type { DaySummary } from '../lib/month-summary.ts';
import type { StylistResource } from './stylist-header.tsx';

/*
 * What the library's own components (toolbar, month date headers) need from the board. Handed
 * down by context so that the components object stays the same and the library does not
 * re-render every card when it changes.
 */

/** The week view shows one stylist at a time, picked in the toolbar. */
export interface WeekStylistChoice {
  stylists: readonly StylistResource[];
  value: string | null;
  onChange: (stylistId: string) => void;
}

export const WeekStylistContext = createContext<WeekStylistChoice | null>(null);
export const useWeekStylist = () => useContext(WeekStylistContext);

/** The month view's days: a count and a dot per stylist, by YYYY-MM-DD. */
export interface MonthDays {
  days: ReadonlyMap<string, DaySummary>;
  stylists: ReadonlyMap<string, StylistResource>;
}

export const MonthDaysContext = createContext<MonthDays | null>(null);
export const useMonthDays = () => useContext(MonthDaysContext);
