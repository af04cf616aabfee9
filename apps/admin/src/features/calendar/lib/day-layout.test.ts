import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersectingLayout, placeSpans, type Span } from './day-layout.ts';

const MIN = 60_000;
/** Minutes after 12:00 as a span. */
const at = (from: number, to: number): Span => ({ startMs: from * MIN, endMs: to * MIN });

describe('placeSpans', () => {
  it('gives back-to-back cards the whole width, one under the other', () => {
    // 12:20–12:40 and 12:40–13:00: the library's 'overlap' puts these side by side.
    expect(placeSpans([at(20, 40), at(40, 60)])).toEqual([
      { column: 0, columns: 1, span: 1 },
      { column: 0, columns: 1, span: 1 },
    ]);
  });

  it('puts cards whose times intersect side by side', () => {
    expect(placeSpans([at(0, 30), at(15, 45)])).toEqual([
      { column: 0, columns: 2, span: 1 },
      { column: 1, columns: 2, span: 1 },
    ]);
  });

  it('reuses a column once its card has ended, and widens a card over free columns', () => {
    // A long card beside two that follow each other: two columns, not three.
    const placed = placeSpans([at(0, 60), at(0, 20), at(20, 40), at(40, 60)]);
    expect(placed.map((p) => p.columns)).toEqual([2, 2, 2, 2]);
    expect(placed.map((p) => p.column)).toEqual([0, 1, 1, 1]);
    // Three cards at 12:00; the third ends first, and a fourth after it has the two right columns.
    const wide = placeSpans([at(0, 60), at(0, 30), at(0, 10), at(10, 20)]);
    expect(wide).toEqual([
      { column: 0, columns: 3, span: 1 },
      { column: 1, columns: 3, span: 1 },
      { column: 2, columns: 3, span: 1 },
      { column: 2, columns: 3, span: 1 },
    ]);
    const widened = placeSpans([at(0, 60), at(0, 30), at(0, 10), at(30, 50)]);
    expect(widened[3]).toEqual({ column: 1, columns: 3, span: 2 });
  });

  it('keeps the order it was given and leaves the spans alone', () => {
    const spans = [at(40, 60), at(0, 30), at(15, 45)];
    const copy = structuredClone(spans);
    expect(placeSpans(spans).map((p) => p.column)).toEqual([0, 0, 1]);
    expect(spans).toEqual(copy);
  });

  it('never puts intersecting cards over each other, and gives a lone card the whole width', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 5, max: 180 }))
      .map(([start, length]) => at(start, start + length));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (spans) => {
        const placed = placeSpans(spans);
        const box = (i: number) => {
          const p = placed[i];
          if (!p) throw new Error('not placed');
          return { left: p.column / p.columns, right: (p.column + p.span) / p.columns };
        };
        spans.forEach((a, i) => {
          const alone = spans.every((b, j) => j === i || !(a.startMs < b.endMs && b.startMs < a.endMs));
          if (alone) expect(box(i)).toEqual({ left: 0, right: 1 });
          expect(box(i).right).toBeLessThanOrEqual(1 + 1e-9);
          spans.forEach((b, j) => {
            if (j <= i || !(a.startMs < b.endMs && b.startMs < a.endMs)) return;
            const x = box(i);
            const y = box(j);
            expect(x.right <= y.left + 1e-9 || y.right <= x.left + 1e-9).toBe(true);
          });
        });
      }),
    );
  });
});

describe('intersectingLayout', () => {
  // The library's slot metrics of a day shown from 12:00 to 14:00, in percent of its height.
  const dayStart = 0;
  const slotMetrics = {
    getRange: (start: Date, end: Date) => {
      const from = Math.max(+start, dayStart);
      const to = Math.min(+end, 120 * MIN);
      return {
        top: ((from - dayStart) / (120 * MIN)) * 100,
        height: ((to - from) / (120 * MIN)) * 100,
        startDate: new Date(from),
        endDate: new Date(to),
      };
    },
  };
  type Card = { s: number; e: number };
  const accessors = { start: (c: Card) => new Date(c.s * MIN), end: (c: Card) => new Date(c.e * MIN) };

  it('styles back-to-back cards full width, one under the other', () => {
    const first = { s: 20, e: 40 };
    const second = { s: 40, e: 60 };
    const styled = intersectingLayout({ events: [first, second], slotMetrics, accessors });
    expect(styled).toHaveLength(2);
    const [a, b] = styled;
    expect(a?.event).toBe(first);
    expect(a?.style.width).toBe(100);
    expect(b?.style.width).toBe(100);
    expect(a?.style.xOffset).toBe(0);
    expect(b?.style.xOffset).toBe(0);
    expect((a?.style.top ?? 0) + (a?.style.height ?? 0)).toBeCloseTo(b?.style.top ?? -1);
  });

  it('halves the width of two cards at the same time', () => {
    const styled = intersectingLayout({
      events: [
        { s: 0, e: 30 },
        { s: 10, e: 40 },
      ],
      slotMetrics,
      accessors,
    });
    expect(styled.map((s) => [s.style.width, s.style.xOffset])).toEqual([
      [50, 0],
      [50, 50],
    ]);
  });
});
