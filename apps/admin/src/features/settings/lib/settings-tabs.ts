/**
 * The tabs of the settings page, each at /settings/<tab>. The spec's payment tab comes with its
 * own feature later and is deliberately not listed.
 */
export const settingsTabs = [
  'profile',
  'booking',
  'notifications',
  'loyalty',
  'closures',
  'widget',
  'links',
  'googleReview',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const DEFAULT_TAB: SettingsTab = 'profile';

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === 'string' && (settingsTabs as readonly string[]).includes(value);
