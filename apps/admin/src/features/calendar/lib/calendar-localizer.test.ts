import { DateLocalizer } from 'react-big-calendar';
import { afterAll, describe, expect, it } from 'vitest';
import { intlLocalizer } from './calendar-localizer.ts';

/** react-big-calendar's own date arithmetic, which the calendar's quick paths must agree with. */
const library = new DateLocalizer({ formats: {}, firstOfWeek: () => 1, format: () => '' });

const units = ['minutes', 'day', 'hours', 'week', 'month', undefined] as const;
const originalZone = process.env.TZ;

/** Every 37 minutes over the days around the zone's clock changes and a plain summer day. */
function instants(days: string[]): Date[] {
  const out: Date[] = [];
  for (const day of days) {
    const from = Date.parse(`${day}T00:00:00Z`) - 36 * 3_600_000;
    for (let t = from; t < from + 72 * 3_600_000; t += 37 * 60_000 + 1_234) out.push(new Date(t));
  }
  return out;
}

// Clock changes at 02:00 (Berlin), at midnight (São Paulo until 2019: midnight does not exist on
// the spring day), by half an hour (Lord Howe), and none (Kolkata).
const zones: [string, string[]][] = [
  ['Europe/Berlin', ['2026-03-29', '2026-10-25', '2026-07-01']],
  ['America/Sao_Paulo', ['2018-11-04', '2019-02-17', '2018-07-01']],
  ['Australia/Lord_Howe', ['2026-04-05', '2026-10-04']],
  ['Asia/Kolkata', ['2026-03-29']],
  ['America/New_York', ['2026-03-08', '2026-11-01']],
];

describe('the calendar localizer’s quick date arithmetic', () => {
  afterAll(() => {
    process.env.TZ = originalZone;
  });

  for (const [zone, days] of zones) {
    it(`gives the library’s results in ${zone}`, () => {
      process.env.TZ = zone;
      const dates = instants(days);
      for (const [i, a] of dates.entries()) {
        const b = dates[(i * 7 + 3) % dates.length] as Date;
        for (const unit of units) {
          if (unit !== 'week')
            expect(+intlLocalizer.startOf(a, unit as 'day')).toBe(+library.startOf(a, unit as 'day'));
          expect(intlLocalizer.eq(a, b, unit)).toBe(library.eq(a, b, unit));
          expect(intlLocalizer.lt(a, b, unit)).toBe(library.lt(a, b, unit));
          expect(intlLocalizer.gte(a, b, unit)).toBe(library.gte(a, b, unit));
          expect(intlLocalizer.diff(a, b, unit)).toBe(library.diff(a, b, unit));
        }
        expect(+(intlLocalizer.merge(a, b) as Date)).toBe(+(library.merge(a, b) as Date));
        expect(intlLocalizer.inRange(a, b, dates[(i + 5) % dates.length] as Date, 'minutes')).toBe(
          library.inRange(a, b, dates[(i + 5) % dates.length] as Date, 'minutes'),
        );
        const event = { event: { start: a, end: b }, range: { start: b, end: a } };
        const inEventRange = (l: DateLocalizer) =>
          (l.inEventRange as unknown as (args: typeof event) => boolean)(event);
        expect(inEventRange(intlLocalizer)).toBe(inEventRange(library));
        expect(intlLocalizer.isSameDate(a, b)).toBe(library.isSameDate(a, b));
      }
    });
  }
});
