import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(
  readFileSync(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: JournalEntry[] };

/**
 * The migrator runs only migrations stamped later than the last one a database applied, so an
 * entry stamped earlier than its predecessor would be skipped on upgrade. 0020 is the one such
 * pair already shipped (0019 and 0020 went out together, so no database holds one without the
 * other); its stamp cannot change without re-running it where it was applied.
 */
const shippedOutOfOrder = new Set(['0020_products']);

describe('migration journal', () => {
  it('numbers entries in order and stamps each one later than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      const previous = journal.entries[index - 1];
      if (previous && !shippedOutOfOrder.has(entry.tag)) expect(entry.when).toBeGreaterThan(previous.when);
    });
  });
});
