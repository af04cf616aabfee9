import { describe, expect, it } from 'vitest';
import { intervalsProblem, nextInterval } from './intervals.ts';

describe('intervalsProblem', () => {
  it('accepts a split day and an empty one', () => {
    expect(
      intervalsProblem([
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '13:00' },
      ]),
    ).toBeNull();
    expect(
      intervalsProblem([
        { start: '13:00', end: '14:00' },
        { start: '09:00', end: '13:00' },
      ]),
    ).toBeNull();
    expect(intervalsProblem([])).toBeNull();
  });

  it('names what the server would refuse', () => {
    expect(intervalsProblem([{ start: '', end: '13:00' }])).toBe('missing');
    expect(intervalsProblem([{ start: '13:00', end: '09:00' }])).toBe('order');
    expect(intervalsProblem([{ start: '10:00', end: '10:00' }])).toBe('order');
    expect(
      intervalsProblem([
        { start: '09:00', end: '13:00' },
        { start: '12:00', end: '18:00' },
      ]),
    ).toBe('overlap');
  });
});

describe('nextInterval', () => {
  it('starts a day at nine and adds the afternoon after a break', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextInterval([{ start: '09:00', end: '13:00' }])).toEqual({ start: '14:00', end: '18:00' });
    expect(nextInterval([{ start: '09:00', end: '22:30' }])).toEqual({ start: '23:00', end: '23:59' });
  });
});
