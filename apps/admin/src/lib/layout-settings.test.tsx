import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LayoutSettingsProvider,
  layoutDefaults,
  useLayoutSettings,
  useTabSetting,
} from './layout-settings.tsx';

const cookies = () => Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('=')));

function clearCookies() {
  for (const name of Object.keys(cookies())) {
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of what the page stored.
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('the spec’s session value tabSetting', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('is kept in a cookie named with the server’s default prefix', () => {
    const { result } = renderHook(() => useTabSetting());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('widget'));
    expect(result.current[0]).toBe('widget');
    expect(cookies().salon_tabSetting).toBe('widget');
    expect(localStorage.getItem('tabSetting')).toBeNull();
  });

  it('takes the prefix of the session cookies the server set', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session cookie a sign-in leaves.
    document.cookie = 'acme-userData=%7B%7D; path=/';
    const { result } = renderHook(() => useTabSetting());
    act(() => result.current[1]('links'));
    expect(cookies()['acme-tabSetting']).toBe('links');
    expect(cookies().salon_tabSetting).toBeUndefined();
  });

  it('reads the tab chosen last, and takes over one remembered before in localStorage', () => {
    localStorage.setItem('tabSetting', 'closures');
    const first = renderHook(() => useTabSetting());
    expect(first.result.current[0]).toBe('closures');
    expect(cookies().salon_tabSetting).toBe('closures');
    expect(localStorage.getItem('tabSetting')).toBeNull();
    const again = renderHook(() => useTabSetting());
    expect(again.result.current[0]).toBe('closures');
  });
});

describe('the layout flags', () => {
  afterEach(() => localStorage.clear());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LayoutSettingsProvider>{children}</LayoutSettingsProvider>
  );

  it('start at the spec’s defaults: menu shown and expanded, content at full width', () => {
    const { result } = renderHook(() => useLayoutSettings(), { wrapper });
    expect({
      menuCollapsed: result.current.menuCollapsed,
      menuHidden: result.current.menuHidden,
      contentWidth: result.current.contentWidth,
    }).toEqual(layoutDefaults);
    expect(layoutDefaults).toEqual({ menuCollapsed: false, menuHidden: false, contentWidth: 'fluid' });
  });

  it('remember menuCollapsed locally; menuHidden and contentWidth change for the page shown', () => {
    const { result } = renderHook(() => useLayoutSettings(), { wrapper });
    act(() => result.current.setMenuCollapsed(true));
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    act(() => result.current.setMenuHidden(true));
    act(() => result.current.setContentWidth('fixed'));
    expect(result.current.menuHidden).toBe(true);
    expect(result.current.contentWidth).toBe('fixed');
    const later = renderHook(() => useLayoutSettings(), { wrapper });
    expect(later.result.current.menuCollapsed).toBe(true);
    expect(later.result.current.menuHidden).toBe(false);
  });
});
