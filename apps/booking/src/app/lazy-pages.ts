import { lazyNamed } from '@salon/web/lazy';

export const ManagePage = lazyNamed(() => import('../features/manage/manage-page.tsx'), 'ManagePage');
export const PreferencesPage = lazyNamed(
  () => import('../features/preferences/preferences-page.tsx'),
  'PreferencesPage',
);
export const ReviewPage = lazyNamed(() => import('../features/review/review-page.tsx'), 'ReviewPage');
