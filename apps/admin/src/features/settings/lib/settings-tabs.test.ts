import { describe, expect, it } from 'vitest';
import { isSettingsTab } from './settings-tabs.ts';

describe('isSettingsTab', () => {
  it('knows the seven tabs and not the ones that come later', () => {
    expect(isSettingsTab('widget')).toBe(true);
    expect(isSettingsTab('loyalty')).toBe(true);
    expect(isSettingsTab('notifications')).toBe(true);
    expect(isSettingsTab('payment')).toBe(false);
    expect(isSettingsTab('googleReview')).toBe(false);
    expect(isSettingsTab(undefined)).toBe(false);
  });
});
