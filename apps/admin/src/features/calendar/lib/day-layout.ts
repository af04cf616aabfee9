/*
 * Where the day and week views put each card in its column. The library's 'overlap' algorithm
 * puts two cards side by side whenever their starts lie closer than half an hour (step times
 * timeslots, halved), so a 12:20–12:40 and a 12:40–13:00 with the same stylist share the width
 * although they follow each other. Here cards share the width only when their times really
 * intersect: each group of intersecting cards gets as few columns as it needs (the first column
 * free at a card's start), and a card widens to the right over the columns that hold nothing
 * at its time. A card that intersects nothing has the whole width.
 */

/** A card's time, in milliseconds. */
export interface Span {
  startMs: number;
  endMs: number;
}

/** Where a card goes: its column, how many columns its group has, and how many it spans. */
export interface Placement {
  column: number;
  columns: number;
  span: number;
}

const intersect = (a: Span, b: Span) => a.startMs < b.endMs && b.startMs < a.endMs;

/** The placement of each span, in the order given. Pure: the spans are not changed. */
export function placeSpans(spans: readonly Span[]): Placement[] {
  const order = spans
    .map((_, index) => index)
    .sort((a, b) => {
      const x = spans[a] as Span;
      const y = spans[b] as Span;
      return x.startMs - y.startMs || y.endMs - x.endMs || a - b;
    });
  const placed: Placement[] = new Array(spans.length);
  let group: number[] = [];
  /** When each column of the group is free again. */
  let columnEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const columnOf = new Map<number, number>();

  const closeGroup = () => {
    const columns = columnEnds.length;
    for (const index of group) {
      const column = columnOf.get(index) ?? 0;
      const span = spans[index] as Span;
      // Widen over the columns to the right while none holds a card at this one's time.
      let reach = column + 1;
      while (
        reach < columns &&
        !group.some((other) => columnOf.get(other) === reach && intersect(spans[other] as Span, span))
      )
        reach++;
      placed[index] = { column, columns, span: reach - column };
    }
    group = [];
    columnEnds = [];
  };

  for (const index of order) {
    const span = spans[index] as Span;
    // A card that starts when everything before it has ended begins a new group.
    if (span.startMs >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= span.startMs);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(span.endMs);
    } else {
      columnEnds[column] = span.endMs;
    }
    columnOf.set(index, column);
    group.push(index);
    groupEnd = group.length === 1 ? span.endMs : Math.max(groupEnd, span.endMs);
  }
  closeGroup();
  return placed;
}

interface SlotMetrics {
  getRange(start: Date, end: Date): { top: number; height: number; startDate: Date; endDate: Date };
}

interface Accessors<T> {
  start(event: T): Date;
  end(event: T): Date;
}

/** A card's box as the library draws it: top, height, width and left, in percent of the column. */
export interface StyledEvent<T> {
  event: T;
  style: { top: number; height: number; width: number; xOffset: number };
}

/**
 * react-big-calendar's `dayLayoutAlgorithm` (it also passes `minimumStartDifference`, which this
 * one does not need). Times are those of the card within the shown day (the library's range).
 */
export function intersectingLayout<T>({
  events,
  slotMetrics,
  accessors,
}: {
  events: T[];
  slotMetrics: SlotMetrics;
  accessors: Accessors<T>;
}): StyledEvent<T>[] {
  const ranges = events.map((event) => slotMetrics.getRange(accessors.start(event), accessors.end(event)));
  const placements = placeSpans(
    ranges.map((range) => ({ startMs: +range.startDate, endMs: +range.endDate })),
  );
  return events.map((event, index) => {
    const { top, height } = ranges[index] as (typeof ranges)[number];
    const { column, columns, span } = placements[index] as Placement;
    const width = 100 / columns;
    return { event, style: { top, height, width: width * span, xOffset: width * column } };
  });
}
