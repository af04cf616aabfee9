import { describe, expect, it } from 'vitest';
import { applyOrderChanges, moveChanges, nextDisplayOrder } from './display-order.ts';

const row = (id: string, displayOrder: number) => ({ id, name: id, displayOrder });

describe('moveChanges', () => {
  it('swaps the orders of two neighbours when every order is distinct', () => {
    const items = [row('a', 0), row('b', 3), row('c', 7)];
    expect(moveChanges(items, 'b', -1)).toEqual([
      { id: 'b', displayOrder: 0 },
      { id: 'a', displayOrder: 3 },
    ]);
    expect(moveChanges(items, 'b', 1)).toEqual([
      { id: 'b', displayOrder: 7 },
      { id: 'c', displayOrder: 3 },
    ]);
  });

  it('numbers the list afresh when orders repeat, writing only what changes', () => {
    const items = [row('a', 0), row('b', 0), row('c', 0)];
    const changes = moveChanges(items, 'c', -1);
    expect(changes).toEqual([
      { id: 'c', displayOrder: 1 },
      { id: 'b', displayOrder: 2 },
    ]);
    expect(applyOrderChanges(items, changes).map((i) => i.id)).toEqual(['a', 'c', 'b']);
  });

  it('does nothing past either end', () => {
    const items = [row('a', 0), row('b', 1)];
    expect(moveChanges(items, 'a', -1)).toEqual([]);
    expect(moveChanges(items, 'b', 1)).toEqual([]);
    expect(moveChanges(items, 'x', 1)).toEqual([]);
  });

  it('leaves its input alone', () => {
    const items = [row('a', 1), row('b', 0)];
    const copy = structuredClone(items);
    applyOrderChanges(items, [{ id: 'a', displayOrder: 5 }]);
    expect(items).toEqual(copy);
  });
});

describe('nextDisplayOrder', () => {
  it('comes after the last row', () => {
    expect(nextDisplayOrder([])).toBe(0);
    expect(nextDisplayOrder([row('a', 4), row('b', 2)])).toBe(5);
  });
});
