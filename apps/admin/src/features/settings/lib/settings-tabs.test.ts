import { describe, expect, it } from 'vitest';
import { isSettingsTab } from './settings-tabs.ts';

describe('isSettingsTab', () => {
  it('knows the nine tabs, the payment one among them, and nothing else', () => {
    expect(isSettingsTab('widget')).toBe(true);
    expect(isSettingsTab('loyalty')).toBe(true);
    expect(isSettingsTab('notifications')).toBe(true);
    expect(isSettingsTab('payment')).toBe(true);
    expect(isSettingsTab('payments')).toBe(false);
    expect(isSettingsTab('googleReview')).toBe(true);
    expect(isSettingsTab(undefined)).toBe(false);
  });
});
