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

export function Logo({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" c="grape.8">
      <LogoMark width={size} height={size} />
      <Text component="span" fw={700} fz={Math.round(size * 0.75)} c="inherit" lh={1}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
