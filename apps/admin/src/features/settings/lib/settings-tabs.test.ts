import { describe, expect, it } from 'vitest';
import { isSettingsTab } from './settings-tabs.ts';

describe('isSettingsTab', () => {
  it('knows the eight tabs and not the one that comes later', () => {
    expect(isSettingsTab('widget')).toBe(true);
    expect(isSettingsTab('loyalty')).toBe(true);
    expect(isSettingsTab('notifications')).toBe(true);
    expect(isSettingsTab('payment')).toBe(false);
    expect(isSettingsTab('googleReview')).toBe(true);
    expect(isSettingsTab(undefined)).toBe(false);
  });
});
