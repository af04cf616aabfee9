import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { useState } from 'react';
import type { Appointment } from '../../api/types.ts';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { pathOf, type When } from '../../lib/route.ts';
import { Link } from '../../lib/router.tsx';
import { useAppointments } from './api/get-appointments.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { VerifyEmailNote } from './verify-email-note.tsx';

/** The customer's visits in every salon: upcoming (soonest first) or past (newest first). */
export function AppointmentsPage({ when }: { when: When }) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useAppointments(when);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [question, setQuestion] = useState(0);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <>
      <PageHeading>{t('appointments.title')}</PageHeading>
      <VerifyEmailNote />
      <nav className="tabs" aria-label={t('appointments.which')}>
        {(['upcoming', 'past'] as const).map((tab) => (
          <Link
            key={tab}
            href={pathOf('appointments', { when: tab })}
            className="tab"
            aria-current={tab === when ? 'page' : undefined}
            data-testid={`tab-${tab}`}
          >
            {t(`appointments.${tab}`)}
          </Link>
        ))}
      </nav>
      {cancelled ? (
        <Notice kind="success" testId="cancel-outcome">
          {t('appointments.cancelled', { shop: cancelled })}
        </Notice>
      ) : null}
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <div className="stack">
          <Notice testId="appointments-error">{messageOf(i18n, list.error)}</Notice>
          <button type="button" className="button button-secondary" onClick={() => list.refetch()}>
            {t('app.tryAgain')}
          </button>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <div className="empty card" data-testid="appointments-empty">
          <p>{when === 'upcoming' ? t('appointments.emptyUpcoming') : t('appointments.emptyPast')}</p>
          <p className="hint">{t('appointments.emptyHint')}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          {total !== undefined ? (
            <p className="muted" data-testid="appointments-count">
              {t('appointments.count', { count: total })}
            </p>
          ) : null}
          <ul className="cards" data-testid={`appointments-${when}`}>
            {items.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  past={when === 'past'}
                  onCancel={(chosen) => {
                    setCancelled(null);
                    setQuestion((n) => n + 1);
                    setCancelling(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button-secondary"
          data-testid="appointments-more"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('app.working') : t('app.showMore')}
        </button>
      ) : null}
      <CancelDialog
        key={question}
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(appointment) => {
          setCancelling(null);
          setCancelled(appointment.shop.name);
        }}
      />
    </>
  );
}
