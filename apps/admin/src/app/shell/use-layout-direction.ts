import { useDirection } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * localStorage key of the layout flag isRTL. Unset, the direction follows the language (all four
 * are left to right); set, it wins, for people who read right to left whatever the language.
 */
export const IS_RTL_KEY = 'isRTL';

/** Whether the layout runs right to left; keeps Mantine's direction and `<html dir>` in step. */
export function useLayoutDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  const [stored] = useLocalStorage<boolean | null>({
    key: IS_RTL_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const direction = (stored ?? i18n.dir(i18n.resolvedLanguage) === 'rtl') ? 'rtl' : 'ltr';
  const { setDirection } = useDirection();
  // After a language change i18n sets <html dir> from the language; the layout flag is applied again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied when the language changes
  useEffect(() => {
    setDirection(direction);
    document.documentElement.dir = direction;
  }, [direction, setDirection, i18n.resolvedLanguage]);
  return direction;
}
