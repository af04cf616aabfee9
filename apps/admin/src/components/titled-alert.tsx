import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { readableAlertTitle } from '../lib/alert-styles.ts';

type Tone = 'error' | 'warning' | 'success';

const look: Record<Tone, { color: string; icon: typeof IconAlertCircle }> = {
  error: { color: 'red', icon: IconAlertCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  success: { color: 'green', icon: IconCircleCheck },
};

/** A light alert whose title keeps text contrast; the tone shows in its icon and background. */
export function TitledAlert({
  tone,
  ...props
}: { tone: Tone } & Omit<AlertProps, 'color' | 'icon'> & ComponentProps<'div'>) {
  const { color, icon: Icon } = look[tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      styles={readableAlertTitle}
      role={tone === 'error' ? 'alert' : undefined}
      {...props}
    />
  );
}
