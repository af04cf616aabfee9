import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardResponse } from '@salon/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatCount } from '../lib/numbers.ts';

/** The period's bookings per booking link, so the salon sees which flyer or page brings customers. */
export function BookingLinksCard({ links }: { links: DashboardResponse['period']['byLink'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="by-link"
    >
      <Title order={3} size="h5" id={headingId} mb="sm">
        {t('charts.byLink')}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <Group component="li" key={link.id} gap="xs" wrap="nowrap" data-testid={`by-link-${link.alias}`}>
            <Text size="sm">/b/{link.alias}</Text>
            {link.kind === 'google' && (
              <Badge size="xs" variant="light" color="teal">
                {t('source.google')}
              </Badge>
            )}
            <Text size="sm" fw={600} ml="auto">
              {formatCount(link.bookings, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
