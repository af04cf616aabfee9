import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AppointmentResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomer } from '../../../api/customers.ts';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatPhone, useShopCountry } from '../../../lib/phone.ts';

const RECENT_VISITS = 5;

interface Props {
  shopId: string;
  timeZone: string;
  appointment: AppointmentResponse;
  /** Staff who may read customer records get their figures and a link to the full profile. */
  canOpenProfile: boolean;
}

/** Who is coming: contact, the salon's notes, and how their earlier visits went. */
export function CustomerSection({ shopId, timeZone, appointment, canOpenProfile }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const customer = appointment.customer;
  // Read-only staff see who comes, not the record behind (the server refuses it to them).
  const profile = useCustomer(shopId, canOpenProfile ? (customer?.id ?? null) : null);
  const country = useShopCountry();
  const titleId = useId();
  if (!customer) return null;

  const data = profile.data;
  const now = Date.now();
  const earlier = (data?.history ?? [])
    .filter((visit) => visit.id !== appointment.id && Date.parse(visit.start) < now)
    .slice(0, RECENT_VISITS);
  const email = data?.email ?? customer.email;
  const phone = data?.phone ?? customer.phone;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs" data-testid="customer-section">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {customer.name}
          </Title>
          {canOpenProfile && (
            <Anchor component={Link} to={`/customers/${customer.id}`} size="sm" data-testid="open-profile">
              {t('calendar.customer.openProfile')}
            </Anchor>
          )}
        </Group>
        {(email || phone) && (
          <Group gap="md">
            {email && (
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
            )}
            {phone && (
              <Anchor href={`tel:${phone}`} size="sm" data-testid="customer-phone">
                {formatPhone(phone, country)}
              </Anchor>
            )}
          </Group>
        )}
        {canOpenProfile && profile.isPending && <Skeleton height={72} />}
        {profile.error && (
          <Alert color="red" variant="light" title={t('calendar.customer.loadError')}>
            {errorMessage(i18n, profile.error)}
          </Alert>
        )}
        {data && (
          <>
            {data.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="customer-note">
                <Text component="span" fw={600} size="sm">
                  {t('calendar.customer.noteLabel')}
                </Text>{' '}
                {data.note}
              </Text>
            )}
            <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
              {(
                [
                  ['visits', String(data.visits)],
                  ['noShows', String(data.noShows)],
                  ['spend', formatMoney(data.spend, appointment.price.currency, locale)],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(`calendar.customer.${key}`)}
                  </Text>
                  <Text component="dd" fw={600} m={0} data-testid={`customer-${key}`}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Text size="sm" fw={600}>
              {t('calendar.customer.recent')}
            </Text>
            {earlier.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('calendar.customer.noVisits')}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap={4}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                data-testid="recent-visits"
              >
                {earlier.map((visit) => (
                  <Group component="li" key={visit.id} gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" style={{ minWidth: 0 }} truncate>
                      <Text component="span" size="sm" fw={500}>
                        {formatDay(visit.start, timeZone, locale)}
                      </Text>{' '}
                      · {visit.items.map((item) => item.serviceName).join(', ')}
                    </Text>
                    <Text size="xs" fw={500} c={visit.status === 'no_show' ? 'red.8' : 'dimmed'}>
                      {t(`calendar.status.${visit.status}`)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
