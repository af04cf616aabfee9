import { Badge, type BadgeProps, type DefaultMantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends Omit<BadgeProps, 'color' | 'variant'> {
  tone: DefaultMantineColor;
  children: ReactNode;
}

/** A light badge in one of the theme's colours, whose text the theme keeps at AA contrast (theme.ts). */
export function ToneBadge({ tone, ...props }: Props) {
  return <Badge variant="light" color={tone} {...props} />;
}
