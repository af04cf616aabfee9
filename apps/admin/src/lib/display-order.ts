/*
 * Rows a salon puts in its own order (services and categories on the menu, stylists in the
 * calendar's columns): each has a displayOrder, and up and down buttons move it one place.
 */

export interface Ordered {
  id: string;
  name: string;
  displayOrder: number;
}

export interface OrderChange {
  id: string;
  displayOrder: number;
}

/** The server's order: displayOrder, then name. */
export const byDisplayOrder = (a: Ordered, b: Ordered) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

/**
 * The display orders to write so that `id` moves one place up (-1) or down (+1) in `items`, which
 * are in the order shown. When the orders are distinct the two neighbours swap theirs; when some
 * are equal (made before anyone ordered them) swapping would change nothing, so the whole list is
 * numbered afresh and only the rows whose number changes are written.
 */
export function moveChanges(items: readonly Ordered[], id: string, direction: -1 | 1): OrderChange[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + direction;
  const a = items[from];
  const b = items[to];
  if (from < 0 || !a || !b) return [];
  const strictlyIncreasing = items.every(
    (item, i) => i === 0 || (items[i - 1] as Ordered).displayOrder < item.displayOrder,
  );
  if (strictlyIncreasing) {
    return [
      { id: a.id, displayOrder: b.displayOrder },
      { id: b.id, displayOrder: a.displayOrder },
    ];
  }
  const reordered = [...items];
  reordered[from] = b;
  reordered[to] = a;
  return reordered.flatMap((item, index) =>
    item.displayOrder === index ? [] : [{ id: item.id, displayOrder: index }],
  );
}

/** The items with the changed orders applied, sorted again; the inputs stay as they were. */
export function applyOrderChanges<T extends Ordered>(
  items: readonly T[],
  changes: readonly OrderChange[],
): T[] {
  const orders = new Map(changes.map((change) => [change.id, change.displayOrder]));
  return items
    .map((item) => {
      const displayOrder = orders.get(item.id);
      return displayOrder === undefined ? item : { ...item, displayOrder };
    })
    .sort(byDisplayOrder);
}

/** The order a new row takes: after every existing one. */
export const nextDisplayOrder = (items: readonly Ordered[]) =>
  Math.min(
    10_000,
    items.reduce((max, item) => Math.max(max, item.displayOrder + 1), 0),
  );
