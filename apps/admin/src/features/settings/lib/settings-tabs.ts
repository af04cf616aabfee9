/** The tabs of the settings page, each at /settings/<tab>. */
export const settingsTabs = [
  'profile',
  'booking',
  'notifications',
  'loyalty',
  'payment',
  'closures',
  'widget',
  'links',
  'googleReview',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const DEFAULT_TAB: SettingsTab = 'profile';

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === 'string' && (settingsTabs as readonly string[]).includes(value);

/** Tabs only an owner sees: the Stripe keys are the salon's access to its money. */
export const ownerOnlyTabs: readonly SettingsTab[] = ['payment'];
