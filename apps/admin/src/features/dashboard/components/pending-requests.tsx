import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppointmentResponse } from '@salon/domain';
import { IconInbox } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type RequestAnswer, useAnswerRequest } from '../../../api/appointments.ts';
import { formatDayTime, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { usePendingRequests } from '../api/list-pending-requests.ts';
import classes from './dashboard.module.css';
import { DeclineDialog } from './decline-dialog.tsx';
import { SectionError } from './section-error.tsx';

/** Online requests waiting for the salon's yes or no, soonest first. */
export function PendingRequests({
  shopId,
  timeZone,
  today,
  canAnswer,
  stylistNames,
}: {
  shopId: string;
  timeZone: string;
  today: string;
  /** Staff who may only look see the requests without the buttons. */
  canAnswer: boolean;
  stylistNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const headingId = useId();
  const query = usePendingRequests(shopId, today);
  const answer = useAnswerRequest(shopId);
  const [declining, setDeclining] = useState<AppointmentResponse | null>(null);

  const nameOf = (request: AppointmentResponse) => request.customer?.name ?? t('today.noCustomer');
  const timeOf = (request: AppointmentResponse) => formatDayTime(request.start, timeZone, locale);
  const send = (request: AppointmentResponse, kind: RequestAnswer, reason?: string) =>
    answer.mutate(
      { id: request.id, answer: kind, reason, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          toast.success(
            kind === 'accept' ? t('requests.accepted', { name: nameOf(request) }) : t('requests.declined'),
          );
          setDeclining(null);
        },
      },
    );
  const busy = (request: AppointmentResponse, kind: RequestAnswer) =>
    answer.isPending && answer.variables?.id === request.id && answer.variables.answer === kind;

  const items = query.data ?? [];
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs">
        <Skeleton height={76} radius="md" />
        <Skeleton height={76} radius="md" />
      </Stack>
    );
  } else if (query.isError && !query.data) {
    body = (
      <SectionError
        title={t('requests.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" data-testid="requests-empty">
        <ThemeIcon variant="light" color="teal" size={44} radius="xl" aria-hidden="true">
          <IconInbox size={24} />
        </ThemeIcon>
        <Text fw={600} ta="center">
          {t('requests.empty')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('requests.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" className={classes.list} aria-label={t('requests.listLabel')}>
        {items.map((request) => {
          const stylists = request.anyStylist
            ? t('requests.anyone')
            : [...new Set(request.items.map((item) => stylistNames.get(item.stylistId)))]
                .filter(Boolean)
                .join(', ');
          const label = { name: nameOf(request), time: timeOf(request) };
          return (
            <Paper
              component="li"
              key={request.id}
              withBorder
              radius="md"
              p="sm"
              data-testid={`request-${request.id}`}
            >
              <Text fw={600}>{nameOf(request)}</Text>
              <Text size="sm">{timeOf(request)}</Text>
              <Text size="sm" c="dimmed">
                {[
                  request.items.map((item) => item.serviceName).join(', '),
                  stylists,
                  formatMoney(request.price.amount, request.price.currency, locale),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {canAnswer && (
                <Group gap="xs" mt="xs">
                  <Button
                    size="xs"
                    aria-label={t('requests.acceptLabel', label)}
                    loading={busy(request, 'accept')}
                    disabled={answer.isPending && answer.variables?.id === request.id}
                    onClick={() => send(request, 'accept')}
                    data-testid="accept-request"
                  >
                    {t('requests.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('requests.declineLabel', label)}
                    disabled={answer.isPending && answer.variables?.id === request.id}
                    onClick={() => setDeclining(request)}
                    data-testid="decline-request"
                  >
                    {t('requests.decline')}
                  </Button>
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="requests"
    >
      <Group gap="xs" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('requests.title')}
        </Title>
        {items.length > 0 && (
          <Badge variant="filled" circle data-testid="requests-count">
            {items.length}
          </Badge>
        )}
      </Group>
      {body}
      <DeclineDialog
        opened={declining !== null}
        description={
          declining
            ? t('requests.confirmText', {
                name: nameOf(declining),
                services: declining.items.map((item) => item.serviceName).join(', '),
                time: timeOf(declining),
              })
            : ''
        }
        loading={answer.isPending && answer.variables?.answer === 'decline'}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) => declining && send(declining, 'decline', reason || undefined)}
      />
    </Paper>
  );
}
