/** Today's date, YYYY-MM-DD, on the shop's wall clock (not the browser's). */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
