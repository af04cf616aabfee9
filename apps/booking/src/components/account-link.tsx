import { useI18n } from '../lib/i18n-context.tsx';
import { ACCOUNT_PATH } from '../lib/route.ts';

/** "My appointments": the customer site with every booking; from an embed it opens in its own tab. */
export function AccountLink({
  newTab,
  className,
  testId = 'my-appointments',
}: {
  newTab: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <a
      className={className}
      href={ACCOUNT_PATH}
      data-testid={testId}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {t('account.myAppointments')}
      {newTab ? <span className="visually-hidden"> {t('info.newTab')}</span> : null}
    </a>
  );
}
