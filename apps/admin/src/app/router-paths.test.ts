import { readFileSync } from 'node:fs';
import { adminPagePaths } from '@salon/domain/site-pages';
import { describe, expect, it } from 'vitest';

// The server answers 404 for an address below /admin/ that none of these names: a page added to
// the router must be added to the domain's list too, or its address would be answered 404.
describe('the admin app’s pages', () => {
  it('are the ones the server knows', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/<Route\s+(index|path="([^"]*)")/g)]
      .map((match) => (match[1] === 'index' ? '' : (match[2] as string)))
      .filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.sort()).toEqual([...adminPagePaths].sort());
  });
});
