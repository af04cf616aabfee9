import { lazyNamed } from '../lib/lazy.ts';

export const ManagePage = lazyNamed(() => import('../features/manage/manage-page.tsx'), 'ManagePage');
