import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  NativeSelect,
  Pagination,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { inShop, REVIEW_REPLY_MAX, type SessionShop } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconEye, IconEyeOff, IconMessage, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type AdminReview, useReplyToReview, useReviews, useSetReviewHidden } from '../../../api/reviews.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { formatDay, formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

const PAGE_SIZE = 20;

function Average({ value, count }: { value: number | null; count: number }) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  if (value === null) return <Text c="dimmed">{t('reviews.none')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Rating value={value} fractions={10} readOnly aria-hidden size="sm" />
      <Text fw={600}>{new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)}</Text>
      <Text size="sm" c="dimmed">
        {t('reviews.count', { count })}
      </Text>
    </Group>
  );
}

function ReviewCard({
  review,
  shop,
  canAnswer,
}: {
  review: AdminReview;
  shop: SessionShop;
  canAnswer: boolean;
}) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const answer = useReplyToReview(shop.id);
  const hide = useSetReviewHidden(shop.id);
  const saveReply = (text: string | null) =>
    answer.mutate(
      { reviewId: review.id, reply: text },
      {
        onSuccess: () => {
          setReplying(false);
          toast.success(text ? t('reviews.replySaved') : t('reviews.replyRemoved'));
        },
      },
    );
  return (
    <Card withBorder radius="md" data-testid="review-card" data-hidden={review.hidden}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Group gap="xs">
              <Rating value={review.rating} readOnly size="sm" aria-hidden />
              <Text size="sm" fw={600} data-testid="review-rating">
                {t('reviews.stars', { count: review.rating })}
              </Text>
              {review.hidden ? (
                <Badge color="gray" variant="light" data-testid="review-hidden-badge">
                  {t('reviews.hiddenBadge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {review.customerName ?? t('reviews.unknownCustomer')}
              {review.stylists.length ? ` · ${review.stylists.map((s) => s.name).join(', ')}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {t('reviews.visitOn', { date: formatDay(review.visitStartsAt, shop.timeZone, locale) })} ·{' '}
              {t('reviews.writtenOn', {
                date: formatDayTime(review.createdAt, shop.timeZone, locale),
              })}
            </Text>
          </div>
          {canAnswer ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconMessage size={14} aria-hidden />}
                onClick={() => setReplying((v) => !v)}
                data-testid="review-reply-toggle"
              >
                {review.reply ? t('reviews.editReply') : t('reviews.reply')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={
                  review.hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />
                }
                loading={hide.isPending}
                onClick={() => hide.mutate({ reviewId: review.id, hidden: !review.hidden })}
                data-testid="review-hide"
              >
                {review.hidden ? t('reviews.show') : t('reviews.hide')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {review.comment ? (
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="review-comment">
            {review.comment}
          </Text>
        ) : null}
        {review.reply && !replying ? (
          <Card bg="var(--mantine-color-gray-light)" p="sm" radius="sm" data-testid="review-reply">
            <Text size="xs" fw={600}>
              {t('reviews.yourReply')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply}
            </Text>
          </Card>
        ) : null}
        {replying ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              saveReply(reply.trim() || null);
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('reviews.replyLabel')}
                description={t('reviews.replyHint')}
                value={reply}
                onChange={(event) => setReply(event.currentTarget.value)}
                maxLength={REVIEW_REPLY_MAX}
                autosize
                minRows={2}
                data-testid="review-reply-input"
              />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={answer.isPending} data-testid="review-reply-save">
                  {t('reviews.saveReply')}
                </Button>
                {review.reply ? (
                  <Button size="xs" variant="subtle" color="red" onClick={() => saveReply(null)}>
                    {t('reviews.removeReply')}
                  </Button>
                ) : null}
                <Button size="xs" variant="subtle" onClick={() => setReplying(false)}>
                  {t('reviews.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}

function ShopReviews({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [stylistId, setStylistId] = useState<string | null>(null);
  const list = useReviews(shop.id, { page, pageSize: PAGE_SIZE, stylistId });
  const canAnswer = useAppAbility().can('update', inShop('Shop', shop.id));
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('reviews.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('reviews.subtitle')}
        </Text>
      </div>
      {list.error && !data ? (
        <TitledAlert tone="error" title={t('reviews.loadError')}>
          <Text size="sm">{errorMessage(i18n, list.error)}</Text>
        </TitledAlert>
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.summary.count === 0 ? (
        <EmptyState
          icon={<IconStar size={32} aria-hidden />}
          withIndicatorBackground
          title={t('reviews.emptyTitle')}
          description={t('reviews.emptyText')}
          py="xl"
          data-testid="reviews-empty"
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="md" data-testid="reviews-summary">
              <Text size="sm" c="dimmed">
                {t('reviews.overall')}
              </Text>
              <Average value={data.summary.average} count={data.summary.count} />
              <Text size="xs" c="dimmed" mt={4}>
                {t('reviews.hiddenCount')}
              </Text>
            </Card>
            <Card withBorder radius="md">
              <Table data-testid="reviews-by-stylist">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reviews.stylist')}</Table.Th>
                    <Table.Th>{t('reviews.average')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.byStylist.map((s) => (
                    <Table.Tr key={s.stylistId}>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>
                        <Average value={s.average} count={s.count} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          </SimpleGrid>
          <NativeSelect
            label={t('reviews.filter')}
            data={[
              { value: '', label: t('reviews.allStylists') },
              ...data.byStylist.map((s) => ({ value: s.stylistId, label: s.name })),
            ]}
            value={stylistId ?? ''}
            onChange={(event) => {
              setStylistId(event.currentTarget.value || null);
              setPage(1);
            }}
            w={260}
            data-testid="reviews-stylist"
          />
          <Stack gap="sm" data-testid="reviews-list">
            {data.items.map((review) => (
              <ReviewCard key={review.id} review={review} shop={shop} canAnswer={canAnswer} />
            ))}
          </Stack>
          {pages > 1 ? (
            <nav aria-label={t('reviews.pagination')}>
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
            </nav>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** The salon's reviews: figures overall and per stylist, each review with a public reply and hide. */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  const { shop } = useCurrentShop();
  usePageTitle(t('reviews.title'));
  if (!shop) return <NoShopPage title={t('reviews.title')} message={t('reviews.noShop')} />;
  return <ShopReviews key={shop.id} shop={shop} />;
}
