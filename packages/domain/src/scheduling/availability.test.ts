import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRequest,
  computeAvailability,
  dateOfInstant,
  type ServiceSpec,
  type StylistSchedule,
  wallTimeToInstant,
} from './availability.ts';

const TZ = 'Europe/Berlin';
const MONDAY = '2026-06-15';
const TUESDAY = '2026-06-16';

const hm = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const at = (date: string, time: string) => wallTimeToInstant(TZ, date, hm(time));
const hours = (...ranges: [string, string][]) =>
  ranges.map(([start, end]) => ({ start: hm(start), end: hm(end) }));

const service = (overrides: Partial<ServiceSpec> = {}): ServiceSpec => ({
  id: 'cut',
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  performers: [{ stylistId: 'ana' }, { stylistId: 'ben' }],
  ...overrides,
});

const stylist = (
  id: string,
  monday: [string, string][],
  extra: Partial<StylistSchedule> = {},
): StylistSchedule => ({
  id,
  weekly: { 1: hours(...monday) },
  busy: [],
  ...extra,
});

const request = (overrides: Partial<AvailabilityRequest> = {}): AvailabilityRequest => ({
  timeZone: TZ,
  slotStepMinutes: 30,
  minNoticeMinutes: 0,
  maxAdvanceDays: 365,
  services: [service()],
  stylists: [stylist('ana', [['09:00', '12:00']])],
  from: MONDAY,
  to: MONDAY,
  now: Date.UTC(2026, 0, 1),
  ...overrides,
});

/** The offered starts of one day as local 'HH:MM' with who can do the whole visit. */
const offered = (days: ReturnType<typeof computeAvailability>, date = MONDAY) =>
  (days.find((d) => d.date === date)?.slots ?? []).map((s) => {
    const minutes = Math.round((s.start - wallTimeToInstant(TZ, date, 0)) / 60_000);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return `${time} ${s.stylistIds.join(',')}`;
  });

describe('computeAvailability: examples', () => {
  it('offers every grid start whose visit fits a simple working day, and lists every date', () => {
    const days = computeAvailability(request({ to: TUESDAY }));
    expect(days.map((d) => d.date)).toEqual([MONDAY, TUESDAY]);
    expect(offered(days)).toEqual(['09:00 ana', '09:30 ana', '10:00 ana', '10:30 ana', '11:00 ana']);
    expect(days[0]?.slots[0]?.start).toBe(Date.parse('2026-06-15T07:00:00Z'));
    expect(days[1]?.slots).toEqual([]);
  });

  it('keeps a visit out of the lunch break between two intervals', () => {
    const stylists = [
      stylist('ana', [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ]),
    ];
    expect(offered(computeAvailability(request({ stylists })))).toEqual([
      '09:00 ana',
      '09:30 ana',
      '10:00 ana',
      '10:30 ana',
      '11:00 ana',
      '11:30 ana',
      '12:00 ana',
      '14:00 ana',
      '14:30 ana',
      '15:00 ana',
      '15:30 ana',
      '16:00 ana',
      '16:30 ana',
      '17:00 ana',
    ]);
  });

  it('needs room for the buffers inside working hours and away from busy time', () => {
    const services = [service({ durationMinutes: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 })];
    const base = { services, slotStepMinutes: 15 };
    expect(
      offered(computeAvailability(request({ ...base, stylists: [stylist('ana', [['09:00', '11:00']])] }))),
    ).toEqual(['09:15 ana', '09:30 ana', '09:45 ana', '10:00 ana', '10:15 ana']);
    const busy = [
      { start: at(MONDAY, '10:45'), end: at(MONDAY, '11:00') },
      { start: at(MONDAY, '09:00'), end: at(MONDAY, '09:30') },
    ];
    // 09:45 is offered: its buffer starts exactly when the busy range ends (half-open ranges).
    expect(
      offered(
        computeAvailability(request({ ...base, stylists: [stylist('ana', [['09:00', '11:00']], { busy })] })),
      ),
    ).toEqual(['09:45 ana', '10:00 ana']);
  });

  it("uses a performer's own duration instead of the service's", () => {
    const services = [
      service({
        durationMinutes: 30,
        performers: [{ stylistId: 'ana', durationMinutes: 60 }, { stylistId: 'ben' }],
      }),
    ];
    const stylists = [stylist('ana', [['09:00', '10:00']]), stylist('ben', [['09:00', '10:00']])];
    expect(offered(computeAvailability(request({ services, stylists })))).toEqual([
      '09:00 ana,ben',
      '09:30 ben',
    ]);
  });

  it('offers nothing before now + notice or after now + the advance limit', () => {
    const stylists = [
      { id: 'ana', weekly: { 1: hours(['09:00', '18:00']), 2: hours(['09:00', '18:00']) }, busy: [] },
    ];
    const days = computeAvailability(
      request({
        stylists,
        services: [service({ durationMinutes: 30 })],
        slotStepMinutes: 15,
        now: at(MONDAY, '09:15'),
        minNoticeMinutes: 45,
        maxAdvanceDays: 1,
        to: '2026-06-17',
      }),
    );
    // Both limits are inclusive: 10:00 is exactly now + notice, Tuesday 09:15 exactly now + 24 h.
    expect(offered(days)[0]).toBe('10:00 ana');
    expect(offered(days).at(-1)).toBe('17:30 ana');
    expect(offered(days, TUESDAY)).toEqual(['09:00 ana', '09:15 ana']);
    expect(days[2]?.slots).toEqual([]);
    const later = computeAvailability(
      request({
        stylists,
        services: [service({ durationMinutes: 30 })],
        slotStepMinutes: 15,
        now: at(MONDAY, '09:16'),
        minNoticeMinutes: 45,
      }),
    );
    expect(offered(later)[0]).toBe('10:15 ana');
  });

  it('closes shop-wide closed dates and applies per-date overrides', () => {
    const weekly = {
      1: hours(['09:00', '12:00']),
      2: hours(['09:00', '12:00']),
      3: hours(['09:00', '12:00']),
    };
    const overrides = { '2026-06-16': [], '2026-06-17': hours(['10:00', '11:00']) };
    const days = computeAvailability(
      request({
        stylists: [{ id: 'ana', weekly, overrides, busy: [] }],
        slotStepMinutes: 60,
        closedDates: [MONDAY],
        to: '2026-06-17',
      }),
    );
    expect(days.map((d) => d.slots.length)).toEqual([0, 0, 1]);
    expect(offered(days, '2026-06-17')).toEqual(['10:00 ana']);
  });

  it('offers only the chosen stylist, and nothing when they do not perform the service', () => {
    const stylists = [stylist('ana', [['09:00', '10:00']]), stylist('ben', [['09:00', '10:00']])];
    expect(offered(computeAvailability(request({ stylists, stylistId: 'ben' })))).toEqual(['09:00 ben']);
    const onlyAna = [service({ performers: [{ stylistId: 'ana' }] })];
    const days = computeAvailability(request({ stylists, services: onlyAna, stylistId: 'ben' }));
    expect(days[0]?.slots).toEqual([]);
  });

  const cut = service({ id: 'cut', durationMinutes: 30, bufferAfterMinutes: 10 });
  const colour = service({ id: 'colour', durationMinutes: 60, bufferBeforeMinutes: 5 });

  it('plans a two-service visit by one stylist back to back', () => {
    const days = computeAvailability(
      request({
        services: [cut, colour],
        stylists: [stylist('ana', [['09:00', '11:00']])],
        slotStepMinutes: 15,
      }),
    );
    // occupied: 30 + 10 + 5 + 60 = 105 minutes, so 09:15 is the last start before 11:00.
    expect(offered(days)).toEqual(['09:00 ana', '09:15 ana']);
    expect(days[0]?.slots[0]?.sequence).toBeUndefined();
  });

  it('plans a two-service visit that needs two stylists in turn, greedily in display order', () => {
    const services = [
      { ...cut, performers: [{ stylistId: 'ana' }] },
      { ...colour, performers: [{ stylistId: 'ben' }, { stylistId: 'cem' }] },
    ];
    const stylists = [
      stylist('ana', [['09:00', '10:00']]),
      stylist('ben', [['09:00', '12:00']]),
      stylist('cem', [['09:00', '12:00']]),
    ];
    const days = computeAvailability(request({ services, stylists }));
    // 09:30 would keep ana busy until 10:10, after her day ends.
    expect(days[0]?.slots).toEqual([
      {
        start: at(MONDAY, '09:00'),
        stylistIds: [],
        sequence: [
          {
            serviceId: 'cut',
            stylistId: 'ana',
            start: at(MONDAY, '09:00'),
            end: at(MONDAY, '09:30'),
            occupiedStart: at(MONDAY, '09:00'),
            occupiedEnd: at(MONDAY, '09:40'),
          },
          {
            serviceId: 'colour',
            stylistId: 'ben',
            start: at(MONDAY, '09:45'),
            end: at(MONDAY, '10:45'),
            occupiedStart: at(MONDAY, '09:40'),
            occupiedEnd: at(MONDAY, '10:45'),
          },
        ],
      },
    ]);

    const benBusy = stylists.map((s) =>
      s.id === 'ben' ? { ...s, busy: [{ start: at(MONDAY, '10:30'), end: at(MONDAY, '11:00') }] } : s,
    );
    const next = computeAvailability(request({ services, stylists: benBusy }))[0]?.slots[0]?.sequence;
    expect(next?.map((item) => item.stylistId)).toEqual(['ana', 'cem']);

    // A chosen stylist must do the whole visit: no sequences.
    expect(computeAvailability(request({ services, stylists, stylistId: 'ana' }))[0]?.slots).toEqual([]);
  });

  it('does not offer sequences for a single service', () => {
    const stylists = [stylist('ana', [['09:00', '09:30']]), stylist('ben', [['09:30', '10:00']])];
    expect(computeAvailability(request({ stylists }))[0]?.slots).toEqual([]);
  });

  it('does not mutate its input', () => {
    const input = request({
      stylists: [
        stylist('ana', [['09:00', '12:00']], {
          busy: [{ start: at(MONDAY, '11:00'), end: at(MONDAY, '10:00') }],
        }),
      ],
      closedDates: ['2026-06-20'],
    });
    const copy = structuredClone(input);
    computeAvailability(input);
    expect(input).toEqual(copy);
  });

  it('rejects requests it cannot answer', () => {
    expect(() => computeAvailability(request({ timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
    expect(() => computeAvailability(request({ from: '2026-02-30' }))).toThrow(RangeError);
    expect(() => computeAvailability(request({ slotStepMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeAvailability(request({ services: [] }))).toThrow(RangeError);
  });
});

describe('computeAvailability: daylight saving time in Europe/Berlin', () => {
  const sunday = (from: string, to: string): StylistSchedule => ({
    id: 'ana',
    weekly: { 7: hours([from, to]) },
    busy: [],
  });

  it('places 09:00 at the right instants on the spring-forward and fall-back Sundays', () => {
    expect(wallTimeToInstant(TZ, '2026-03-29', hm('09:00'))).toBe(Date.parse('2026-03-29T07:00:00Z'));
    expect(wallTimeToInstant(TZ, '2026-10-25', hm('09:00'))).toBe(Date.parse('2026-10-25T08:00:00Z'));
    for (const date of ['2026-03-29', '2026-10-25']) {
      const days = computeAvailability(
        request({
          stylists: [sunday('09:00', '10:00')],
          services: [service({ durationMinutes: 30 })],
          from: date,
          to: date,
        }),
      );
      expect(days[0]?.slots.map((s) => new Date(s.start).toISOString())).toEqual(
        date === '2026-03-29'
          ? ['2026-03-29T07:00:00.000Z', '2026-03-29T07:30:00.000Z']
          : ['2026-10-25T08:00:00.000Z', '2026-10-25T08:30:00.000Z'],
      );
    }
  });

  it('never offers the skipped hour and offers the repeated hour at both of its instants', () => {
    const allDay = (date: string) =>
      computeAvailability(
        request({
          stylists: [sunday('00:00', '24:00')],
          services: [service({ durationMinutes: 60 })],
          slotStepMinutes: 60,
          from: date,
          to: date,
        }),
      )[0]?.slots.map((s) => new Date(s.start).toISOString()) ?? [];

    const spring = allDay('2026-03-29');
    // 23 hours: 00:00 … 23:00 without 02:00; the last start ends at midnight.
    expect(spring).toHaveLength(23);
    expect(spring.slice(0, 3)).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
    expect(spring.filter((s) => s === '2026-03-29T01:00:00.000Z')).toHaveLength(1);

    const autumn = allDay('2026-10-25');
    // 25 hours: 02:00 comes twice, once in summer time and once in winter time.
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(1, 5)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
    expect(new Set(autumn).size).toBe(autumn.length);
    expect(autumn.every((s) => dateOfInstant(TZ, Date.parse(s)) === '2026-10-25')).toBe(true);
  });
});
