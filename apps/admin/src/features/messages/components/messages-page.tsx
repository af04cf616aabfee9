import {
  Button,
  Checkbox,
  type DefaultMantineColor,
  EmptyState,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { messageStatuses, type SessionShop } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconMail, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type MessageStatus, useMessages, useResendMessages } from '../../../api/messages.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { mailSelection, pageSelectionState } from '../lib/mail-selection.ts';

const PAGE_SIZE = 25;

const tones: Record<MessageStatus, DefaultMantineColor> = {
  queued: 'gray',
  sending: 'blue',
  stored: 'gray',
  sent: 'green',
  failed: 'red',
  bounced: 'orange',
};

function ShopMessages({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('messages');
  const locale = useFormatLocale();
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [page, setPage] = useState(1);
  const [selection, select] = useReducer(mailSelection, new Set<string>());
  const list = useMessages(shop.id, { status, page, pageSize: PAGE_SIZE });
  const resend = useResendMessages(shop.id);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages]);
  const items = list.data?.items ?? null;
  const ids = items?.map((m) => m.id) ?? [];
  const pageState = pageSelectionState(selection, ids);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);

  const resendSelected = () =>
    resend.mutate([...selection], {
      onSuccess: ({ queued, skipped }) => {
        select({ type: 'reset' });
        if (queued.length) toast.success(t('resent', { count: queued.length }));
        if (skipped.length) toast.warning(t('skipped', { count: skipped.length }));
      },
    });

  const statusOptions = [
    { value: '', label: t('allStatuses') },
    ...messageStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="messages-total">
            {list.data ? t('total', { count: total }) : t('subtitle')}
          </Text>
        </div>
        <NativeSelect
          label={t('filter')}
          data={statusOptions}
          value={status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(value ? (value as MessageStatus) : null);
            setPage(1);
          }}
          w={220}
          data-testid="messages-status"
        />
      </Group>

      <Group gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed" data-testid="messages-selected">
          {t('selected', { count: selection.size })}
        </Text>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={selection.size === 0}
          loading={resend.isPending}
          onClick={resendSelected}
          data-testid="messages-resend"
        >
          {t('resend')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={selection.size === 0}
          onClick={() => select({ type: 'reset' })}
          data-testid="messages-reset"
        >
          {t('reset')}
        </Button>
      </Group>

      {list.error && !list.data ? (
        <TitledAlert tone="error" title={t('loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(i18n, list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </TitledAlert>
      ) : items !== null && total === 0 ? (
        <EmptyState
          icon={<IconMail size={32} aria-hidden />}
          withIndicatorBackground
          title={status ? t('noMatch') : t('emptyTitle')}
          description={status ? undefined : t('emptyText')}
          py="xl"
          data-testid="messages-empty"
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover data-testid="messages-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('selectAll')}
                      checked={pageState === 'all'}
                      indeterminate={pageState === 'some'}
                      disabled={ids.length === 0}
                      onChange={() => select({ type: 'selectAll', ids })}
                      data-testid="messages-select-all"
                    />
                  </Table.Th>
                  <Table.Th>{t('channel')}</Table.Th>
                  <Table.Th>{t('type')}</Table.Th>
                  <Table.Th>{t('recipient')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th>{t('time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items === null
                  ? [0, 1, 2].map((n) => (
                      <Table.Tr key={n}>
                        <Table.Td colSpan={6}>
                          <Skeleton height={20} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : items.map((m) => (
                      <Table.Tr key={m.id} data-testid="message-row" data-status={m.status}>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('selectOne', { recipient: m.customerName ?? m.recipient })}
                            checked={selection.has(m.id)}
                            onChange={() => select({ type: 'toggle', id: m.id })}
                          />
                        </Table.Td>
                        <Table.Td>{t('email')}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{t(`types.${m.type}`, { defaultValue: m.type })}</Text>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {m.subject}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{m.customerName ?? m.recipient}</Text>
                          {m.customerName ? (
                            <Text size="xs" c="dimmed">
                              {m.recipient}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <ToneBadge tone={tones[m.status]}>{t(`statuses.${m.status}`)}</ToneBadge>
                          {m.error && (m.status === 'failed' || m.status === 'bounced') ? (
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {m.error}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {formatDayTime(m.sentAt ?? m.createdAt, shop.timeZone, locale)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('range', { first, last, total })}
              </Text>
              {pages > 1 && (
                <nav aria-label={t('pagination')}>
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
                    getItemProps={(n) => ({
                      'aria-label': t('page', { page: n }),
                      'aria-current': n === page ? 'page' : undefined,
                    })}
                    data-testid="messages-pagination"
                  />
                </nav>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** The spec's "email" area: every message sent to the shop's customers, to look at and resend. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { shop } = useCurrentShop();
  usePageTitle(t('title'));
  if (!shop) return <NoShopPage title={t('title')} message={t('noShop')} />;
  return <ShopMessages key={shop.id} shop={shop} />;
}
