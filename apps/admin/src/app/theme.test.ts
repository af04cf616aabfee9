import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the admin theme', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;

  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark' && name !== 'gray'))(
    'writes light %s badges and alerts at 4.5:1 on their background, hovered too',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`];
      const shades = DEFAULT_THEME.colors[name] ?? [];
      expect(text).toBeDefined();
      // The light background is shade 1 (a Google badge on the dashboard: teal), its hover shade 0.
      for (const background of [shades[0], shades[1], shades[2]])
        expect(contrast(text as string, background as string)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
