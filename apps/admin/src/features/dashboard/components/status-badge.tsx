import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<AppointmentStatus, string> = {
  awaiting_payment: 'violet',
  pending: 'orange',
  confirmed: 'blue',
  completed: 'teal',
  cancelled: 'gray',
  no_show: 'red',
  declined: 'gray',
};

/** The status in words, with a coloured dot: the text carries the meaning, the colour helps the eye. */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge variant="dot" color={colors[status]} size="sm" data-testid="status">
      {t(`status.${status}`)}
    </Badge>
  );
}
