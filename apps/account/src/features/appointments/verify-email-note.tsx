import { Notice } from '@salon/web/react/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileKey, useProfile } from '../../api/profile.ts';
import { sessionKey } from '../../api/session.ts';
import { EmailCodeForm } from '../../components/email-code-form.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { appointmentsKey } from './api/get-appointments.ts';

/**
 * Guest bookings of the address show only once it is verified: an account made with a password
 * has not proved it owns the address. A code by e-mail proves it.
 */
export function VerifyEmailNote() {
  const { t } = useI18n();
  const profile = useProfile();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Notice kind="success" testId="verify-done">
        {t('verify.done')}
      </Notice>
    );
  if (!profile.data || profile.data.emailVerified) return null;
  return (
    <section className="card note" aria-labelledby="verify-title" data-testid="verify-note">
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p>{t('verify.text', { email: profile.data.email })}</p>
      <EmailCodeForm
        email={profile.data.email}
        sendLabel={t('verify.send')}
        onVerified={(session) => {
          client.setQueryData(sessionKey, session);
          void client.invalidateQueries({ queryKey: profileKey });
          void client.invalidateQueries({ queryKey: appointmentsKey });
          setDone(true);
        }}
      />
    </section>
  );
}
