import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { useState } from 'react';
import type { Appointment } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { useCancelAppointment } from './api/cancel-appointment.ts';
import { SalonContact } from './salon-contact.tsx';

/** "Cancel this appointment?" and, when the salon's window has closed, how to reach the salon instead. */
export function CancelDialog({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onCancelled: (appointment: Appointment) => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const cancel = useCancelAppointment();
  // The appointment asked about stays in the dialog while it closes. (The page mounts a new
  // dialog for each question, so no answer of an earlier one shows.)
  const [shown, setShown] = useState(appointment);
  if (appointment && appointment !== shown) setShown(appointment);
  const current = appointment ?? shown;
  const closed = codeOf(cancel.error) === 'ChangeWindowClosed';

  return (
    <ConfirmDialog
      open={appointment !== null}
      title={t('appointments.cancelTitle')}
      onClose={onClose}
      testId="cancel-dialog"
    >
      {current ? (
        <>
          <p>
            {t('appointments.cancelText', {
              shop: current.shop.name,
              date: formatDateTime(current.start, locale, current.shop.timeZone),
            })}
          </p>
          {cancel.isError ? (
            <Notice testId="cancel-error">
              {closed ? t('appointments.windowClosed') : messageOf(i18n, cancel.error)}
              {closed ? <SalonContact shop={current.shop} /> : null}
            </Notice>
          ) : null}
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-secondary"
              data-testid="cancel-keep"
              onClick={onClose}
            >
              {closed ? t('app.close') : t('appointments.keep')}
            </button>
            {closed ? null : (
              <button
                type="button"
                className="button button-danger"
                data-testid="cancel-confirm"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(current.id, { onSuccess: () => onCancelled(current) })}
              >
                {cancel.isPending ? t('app.working') : t('appointments.cancelConfirm')}
              </button>
            )}
          </div>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
