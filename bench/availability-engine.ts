import {
  type AvailabilityRequest,
  computeAvailability,
  type StylistSchedule,
  wallTimeToInstant,
} from '../packages/domain/src/scheduling/availability.ts';
import { fail, finish } from './outcome.ts';

// A fixed seed keeps runs comparable from one commit to the next.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20260316);
const pick = (min: number, max: number, step: number) =>
  min + step * Math.floor(random() * ((max - min) / step + 1));

const timeZone = 'Europe/Berlin';
const from = '2026-03-16';
const to = '2026-04-14'; // 30 days, spring-forward (2026-03-29) included so the DST path is paid for too
const days = 30;
const stylistCount = 20;
const appointmentCount = 2000;

const dates: string[] = [];
for (let i = 0; i < days; i++) {
  dates.push(new Date(Date.UTC(2026, 2, 16 + i)).toISOString().slice(0, 10));
}

const stylists: StylistSchedule[] = [];
for (let s = 0; s < stylistCount; s++) {
  const morning = { start: pick(8 * 60, 10 * 60, 30), end: pick(12 * 60, 13 * 60 + 30, 30) };
  const afternoon = { start: morning.end + pick(30, 60, 30), end: pick(17 * 60, 20 * 60, 30) };
  const hours = [morning, afternoon];
  stylists.push({
    id: `stylist-${s + 1}`,
    weekly: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours, 6: hours },
    busy: [],
  });
}
for (let i = 0; i < appointmentCount; i++) {
  const stylist = stylists[Math.floor(random() * stylistCount)] as StylistSchedule;
  const date = dates[Math.floor(random() * days)] as string;
  const start = wallTimeToInstant(timeZone, date, pick(8 * 60, 19 * 60, 15));
  stylist.busy.push({ start, end: start + pick(30, 90, 15) * 60_000 });
}

const request: AvailabilityRequest = {
  timeZone,
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  maxAdvanceDays: 60,
  services: [
    {
      id: 'cut',
      durationMinutes: 45,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      performers: stylists.map((s) => ({ stylistId: s.id })),
    },
  ],
  stylists,
  from,
  to,
  now: wallTimeToInstant(timeZone, from, 8 * 60),
  stylistId: null,
};

const countSlots = () => computeAvailability(request).reduce((n, d) => n + d.slots.length, 0);

// Warm-up lets the JIT settle before anything is measured.
for (let i = 0; i < 100; i++) countSlots();
const iterations = 500;
const times: number[] = [];
let slots = 0;
for (let i = 0; i < iterations; i++) {
  const t0 = performance.now();
  slots = countSlots();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
const round = (x: number) => Math.round(x * 1000) / 1000;
console.log(
  JSON.stringify({
    name: 'availability_engine',
    days,
    stylists: stylistCount,
    appointments: appointmentCount,
    iterations,
    median_ms: round(at(0.5)),
    p99_ms: round(at(0.99)),
    slots,
  }),
);
if (slots === 0) fail('availability_engine', 'no slots computed');
finish();
