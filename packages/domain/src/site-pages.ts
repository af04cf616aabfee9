// The pages of the web apps the server serves, by address, so that it answers an address no
// page has with 404 (and the app's own "not found" page) instead of 200. Each app's router is
// checked against these lists by its tests.

/** The customer site's pages under /account/ ('' is the list of appointments). */
export const accountPageSlugs = ['', 'points', 'notifications', 'settings', 'profile', 'privacy'] as const;

/** The admin app's pages under /admin/; a segment starting with `:` stands for any one segment. */
export const adminPagePaths = [
  '',
  'sign-in',
  'sign-up',
  'setup',
  'invitations/:token',
  'calendar',
  'customers',
  'customers/:customerId',
  'messages',
  'reviews',
  'services',
  'products',
  'sales',
  'sales/:saleId',
  'team',
  'team/:stylistId',
  'settings',
  'settings/:tab',
  'notifications/settings',
] as const;

/** Whether a path below an app's base (no leading slash, e.g. `team/42`) is one of its pages. */
export function isPagePath(paths: readonly string[], path: string): boolean {
  const segments = path.replace(/\/+$/, '').split('/');
  return paths.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))
    );
  });
}
