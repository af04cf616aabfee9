import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AppointmentAction, AppointmentResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useActOnAppointment } from '../api/act-on-appointment.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import { toWallDate } from '../lib/shop-time.ts';
import { labelText } from './labels.ts';

/** What staff may do in each status; the server checks the same transitions. */
const actionsByStatus: Partial<Record<AppointmentResponse['status'], AppointmentAction[]>> = {
  pending: ['accept', 'decline'],
  confirmed: ['complete', 'no-show', 'cancel'],
};

const variantOf = (action: AppointmentAction) => {
  if (action === 'accept' || action === 'complete') return 'filled';
  return action === 'no-show' ? 'default' : 'light';
};

function formatPrice(price: AppointmentResponse['price'], culture?: string) {
  const format = new Intl.NumberFormat(culture, { style: 'currency', currency: price.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amount / 10 ** digits);
}

interface Props {
  shopId: string;
  timeZone: string;
  appointment: AppointmentResponse | null;
  stylistNames: ReadonlyMap<string, string>;
  canUpdate: boolean;
  onClose: () => void;
}

export function AppointmentDrawer({
  shopId,
  timeZone,
  appointment,
  stylistNames,
  canUpdate,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation();
  const culture = i18n.resolvedLanguage;
  const act = useActOnAppointment(shopId);
  const run = (action: AppointmentAction) => {
    if (!appointment) return;
    act.mutate(
      { id: appointment.id, action },
      {
        onSuccess: () => {
          toast.success(t(`calendar.done.${action}`));
          onClose();
        },
      },
    );
  };
  const rows: [string, string][] = [];
  if (appointment) {
    const start = toWallDate(appointment.start, timeZone);
    const end = toWallDate(appointment.end, timeZone);
    const stylists = [...new Set(appointment.items.map((item) => item.stylistId))]
      .map((id) => stylistNames.get(id) ?? '—')
      .join(', ');
    rows.push(
      [
        t('calendar.details.time'),
        `${formatWall(start, 'day', culture)}, ${formatWall(start, 'time', culture)} – ${formatWall(end, 'time', culture)}`,
      ],
      [t('calendar.details.stylist'), stylists],
      [t('calendar.details.services'), appointment.items.map((item) => item.serviceName).join(', ')],
      [t('calendar.details.customer'), appointment.customer?.name ?? t('calendar.details.noCustomer')],
      [t('calendar.details.price'), formatPrice(appointment.price, culture)],
      [t('calendar.details.label'), labelText(t, appointment)],
      [t('calendar.details.source'), t(`calendar.source.${appointment.source}`)],
    );
  }
  const actions = (appointment && canUpdate && actionsByStatus[appointment.status]) || [];
  return (
    <Drawer
      opened={appointment !== null}
      onClose={onClose}
      position="right"
      title={t('calendar.details.title')}
      closeButtonProps={{ 'aria-label': t('calendar.details.close') }}
    >
      {appointment && (
        <Stack gap="md" data-testid="appointment-drawer">
          <Group gap="xs">
            <Text fw={600}>{t('calendar.details.status')}</Text>
            <Badge variant="light" data-testid="appointment-status">
              {t(`calendar.status.${appointment.status}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
            {rows.map(([term, value]) => [
              <Text key={`${term}-t`} component="dt" fw={600} size="sm">
                {term}
              </Text>,
              <Text key={`${term}-d`} component="dd" size="sm" m={0}>
                {value}
              </Text>,
            ])}
          </SimpleGrid>
          {actions.length > 0 && (
            <Group gap="xs">
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={variantOf(action)}
                  color={action === 'cancel' || action === 'decline' ? 'red' : undefined}
                  loading={act.isPending && act.variables?.action === action}
                  disabled={act.isPending}
                  onClick={() => run(action)}
                  data-testid={`appointment-action-${action}`}
                >
                  {t(`calendar.actions.${action}`)}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
