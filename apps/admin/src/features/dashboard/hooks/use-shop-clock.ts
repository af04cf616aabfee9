import { dateOfInstant } from '@salon/domain';
import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/**
 * The time now (to the last half minute) and today's date in the shop's time zone, so that "next
 * up" moves on and a screen left open overnight turns to the new day by itself.
 */
export function useShopClock(timeZone: string): { now: number; today: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return { now, today: dateOfInstant(timeZone, now) };
}
