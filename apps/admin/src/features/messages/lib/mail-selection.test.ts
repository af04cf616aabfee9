import { describe, expect, it } from 'vitest';
import { mailSelection, pageSelectionState } from './mail-selection.ts';

describe('mail selection', () => {
  it('toggles one, selects the whole page, clears it when all are selected, and resets', () => {
    const empty = new Set<string>();
    const one = mailSelection(empty, { type: 'toggle', id: 'a' });
    expect([...one]).toEqual(['a']);
    expect(empty.size).toBe(0);
    expect([...mailSelection(one, { type: 'toggle', id: 'a' })]).toEqual([]);
    const page = ['a', 'b', 'c'];
    expect(pageSelectionState(one, page)).toBe('some');
    const all = mailSelection(one, { type: 'selectAll', ids: page });
    expect([...all].sort()).toEqual(page);
    expect(pageSelectionState(all, page)).toBe('all');
    // Selected on another page stays selected when this page is cleared.
    const withOther = mailSelection(all, { type: 'toggle', id: 'z' });
    expect([...mailSelection(withOther, { type: 'selectAll', ids: page })]).toEqual(['z']);
    expect(mailSelection(withOther, { type: 'reset' }).size).toBe(0);
    expect(pageSelectionState(new Set(), page)).toBe('none');
  });
});
