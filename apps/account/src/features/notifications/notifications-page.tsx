import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { useNotices } from '../../api/notifications.ts';
import type { Notice as AccountNotice } from '../../api/types.ts';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { useMarkRead } from './api/mark-read.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the salons told the customer, newest first, the unread ones marked. */
export function NotificationsPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const notices = useNotices();
  const mark = useMarkRead();
  const items = notices.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;

  return (
    <>
      <PageHeading>{t('notifications.title')}</PageHeading>
      {notices.isPending ? <Loading /> : null}
      {notices.isError ? (
        <Notice testId="notifications-error">{messageOf(i18n, notices.error)}</Notice>
      ) : null}
      {notices.isSuccess && items.length === 0 ? (
        <p className="empty card" data-testid="notifications-empty">
          {t('notifications.empty')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className="toolbar">
          <p className="muted" data-testid="notifications-unread">
            {unread > 0 ? t('nav.unread', { count: unread }) : t('notifications.allRead')}
          </p>
          {unread > 0 ? (
            <button
              type="button"
              className="button button-secondary"
              data-testid="notifications-read-all"
              disabled={mark.isPending}
              onClick={() => mark.mutate(null)}
            >
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
      ) : null}
      {mark.isError ? <Notice testId="notifications-mark-error">{messageOf(i18n, mark.error)}</Notice> : null}
      {items.length > 0 ? (
        <ul className="notices card">
          {items.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              busy={mark.isPending}
              onRead={() => mark.mutate(notice.id)}
            />
          ))}
        </ul>
      ) : null}
      {notices.hasNextPage ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={notices.isFetchingNextPage}
          onClick={() => notices.fetchNextPage()}
        >
          {notices.isFetchingNextPage ? t('app.working') : t('app.showMore')}
        </button>
      ) : null}
    </>
  );
}

function NoticeItem({ notice, busy, onRead }: { notice: AccountNotice; busy: boolean; onRead: () => void }) {
  const { t, locale } = useI18n();
  const zone = browserZone();
  const when = (instant: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
      Date.parse(instant),
    );
  const unread = notice.readAt === null && notice.state !== 'READ';
  return (
    <li
      className={unread ? 'notice-item unread' : 'notice-item'}
      data-testid="notification"
      data-unread={unread}
    >
      <div>
        {unread ? <span className="visually-hidden">{t('notifications.unreadLabel')} </span> : null}
        <p className="notice-text" data-testid="notification-text">
          {t(`notifications.types.${notice.type}`, {
            shop: notice.shop.name,
            date: notice.appointmentStart ? when(notice.appointmentStart) : '',
          })}
        </p>
        <small className="muted">
          <time dateTime={notice.createdAt}>{when(notice.createdAt)}</time>
        </small>
      </div>
      {unread ? (
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="notification-read"
          disabled={busy}
          onClick={onRead}
        >
          {t('notifications.markRead')}
        </button>
      ) : null}
    </li>
  );
}
