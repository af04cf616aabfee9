import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from './calendar-events.ts';
import { monthSummary } from './month-summary.ts';
import { wallDateOf } from './shop-time.ts';

const card = (id: string, stylist: string, date: string, time: string) =>
  ({
    kind: 'appointment',
    key: `${id}:${stylist}`,
    start: wallDateOf(date, time),
    end: wallDateOf(date, time),
    resourceId: stylist,
    appointment: { id },
  }) as unknown as AppointmentEvent;

describe('the month view of a day', () => {
  it('counts each appointment once and gives each of its stylists a dot', () => {
    const days = monthSummary([
      card('a1', 'ana', '2026-12-07', '09:00'),
      card('a1', 'ben', '2026-12-07', '10:00'),
      card('a2', 'ana', '2026-12-07', '11:00'),
      card('a3', 'ben', '2026-12-08', '09:00'),
    ]);
    expect(days.get('2026-12-07')).toEqual({
      count: 2,
      stylists: [
        { id: 'ana', count: 2 },
        { id: 'ben', count: 1 },
      ],
    });
    expect(days.get('2026-12-08')).toEqual({ count: 1, stylists: [{ id: 'ben', count: 1 }] });
    expect(days.get('2026-12-09')).toBeUndefined();
  });
});
