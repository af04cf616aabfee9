import { Group, Text } from '@mantine/core';
import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's mark: a pair of scissors. Decorative: the name beside it carries the meaning. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="8.5" cy="23.5" r="4.5" />
      <circle cx="23.5" cy="23.5" r="4.5" />
      <path d="M11.5 20 25 3.5M20.5 20 7 3.5" />
    </svg>
  );
}

/**
 * The mark and the product's name. `nameFrom`: the breakpoint from which the name shows; below it the
 * mark stands alone, where a phone's top bar needs the room for finger-sized controls.
 */
export function Logo({ size = 28, nameFrom }: { size?: number; nameFrom?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" c="grape.8">
      <LogoMark width={size} height={size} style={{ flexShrink: 0 }} />
      <Text
        component="span"
        fw={700}
        fz={Math.round(size * 0.75)}
        c="inherit"
        lh={1}
        style={{ whiteSpace: 'nowrap' }}
        visibleFrom={nameFrom}
      >
        {t('app.name')}
      </Text>
    </Group>
  );
}
