import { Badge, type BadgeProps, type DefaultMantineColor, darken, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends Omit<BadgeProps, 'color' | 'variant'> {
  tone: DefaultMantineColor;
  children: ReactNode;
}

/**
 * A light badge that keeps AA contrast for its small bold text: a shade darker than the theme's
 * darkest on a tint of it. (A theme colour with a shade, e.g. "green.9", would make Mantine fill
 * the badge with that shade instead.)
 */
export function ToneBadge({ tone, ...props }: Props) {
  const theme = useMantineTheme();
  return <Badge variant="light" color={darken(theme.colors[tone]?.[9] ?? tone, 0.25)} {...props} />;
}
