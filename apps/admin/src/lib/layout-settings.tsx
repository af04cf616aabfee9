import { useLocalStorage } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readSessionCookie, writeSessionCookie } from './session-cookies.ts';

/** localStorage key of the layout flag `menuCollapsed`, the one the spec persists locally. */
export const MENU_COLLAPSED_KEY = 'menuCollapsed';
/** The session value, named by the spec, of the settings tab chosen last. */
export const TAB_SETTING = 'tabSetting';

/** Content at full width (`fluid`, the spec's default) or in a centred column (`fixed`). */
export type ContentWidth = 'fluid' | 'fixed';

export interface LayoutSettings {
  /** The navbar collapsed to icons; remembered across visits. */
  menuCollapsed: boolean;
  /** The navbar out of the way altogether, for a page that needs the whole width. */
  menuHidden: boolean;
  contentWidth: ContentWidth;
}

/** The spec's layout defaults: vertical menu shown and expanded, content at full width. */
export const layoutDefaults: LayoutSettings = {
  menuCollapsed: false,
  menuHidden: false,
  contentWidth: 'fluid',
};

interface LayoutSettingsValue extends LayoutSettings {
  setMenuCollapsed: (value: boolean | ((current: boolean) => boolean)) => void;
  setMenuHidden: (value: boolean) => void;
  setContentWidth: (value: ContentWidth) => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

/** Holds the layout flags for the app shell and the pages inside it. */
export function LayoutSettingsProvider({
  initial = {},
  children,
}: {
  initial?: Partial<Omit<LayoutSettings, 'menuCollapsed'>>;
  children: ReactNode;
}) {
  const [menuCollapsed, setMenuCollapsed] = useLocalStorage<boolean>({
    key: MENU_COLLAPSED_KEY,
    defaultValue: layoutDefaults.menuCollapsed,
    getInitialValueInEffect: false,
  });
  const [menuHidden, setMenuHidden] = useState(initial.menuHidden ?? layoutDefaults.menuHidden);
  const [contentWidth, setContentWidth] = useState<ContentWidth>(
    initial.contentWidth ?? layoutDefaults.contentWidth,
  );
  const value = useMemo<LayoutSettingsValue>(
    () => ({ menuCollapsed, menuHidden, contentWidth, setMenuCollapsed, setMenuHidden, setContentWidth }),
    [menuCollapsed, menuHidden, contentWidth, setMenuCollapsed],
  );
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings needs a LayoutSettingsProvider');
  return value;
}

/**
 * The spec's `tabSetting`: the settings tab chosen last, kept in a session cookie (prefixed,
 * path '/', on the shared parent domain) so that every app of the parent domain opens the same
 * tab. A value from the time it lived in localStorage is taken over once.
 */
export function useTabSetting(): [string | null, (tab: string) => void] {
  const [tab, setTab] = useState<string | null>(() => {
    const stored = readSessionCookie(TAB_SETTING);
    if (stored !== null) return stored;
    const earlier = typeof localStorage === 'undefined' ? null : localStorage.getItem(TAB_SETTING);
    if (earlier) {
      writeSessionCookie(TAB_SETTING, earlier);
      localStorage.removeItem(TAB_SETTING);
    }
    return earlier;
  });
  const choose = useCallback((next: string) => {
    writeSessionCookie(TAB_SETTING, next);
    setTab(next);
  }, []);
  return [tab, choose];
}
