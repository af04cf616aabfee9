/** A tax rate in basis points as the language writes a percentage: 1900 → "19%", 550 → "5.5%". */
export const percentOf = (rateBps: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBps / 10_000);

/** Today's date (YYYY-MM-DD) in the shop's time zone: a salon's day ends at its own midnight. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
