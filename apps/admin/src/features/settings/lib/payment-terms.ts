import type { CancellationPolicy, PaymentPolicy } from '@salon/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';

/**
 * The payment and cancellation terms in plain words, as a customer reads them (namespace
 * `settings`): one sentence on what is paid when booking, then one per cancellation case.
 */
export function termsSummary(
  t: TFunction,
  input: { policy: PaymentPolicy; cancellation: CancellationPolicy; currency: string; locale: string },
): string {
  const { policy, cancellation } = input;
  const payment =
    policy.mode === 'deposit'
      ? policy.depositKind === 'fixed'
        ? t('payment.summary.depositFixed', {
            amount: formatMoney(policy.depositValue ?? 0, input.currency, input.locale),
          })
        : t('payment.summary.depositPercent', { percent: policy.depositValue ?? 0 })
      : t(`payment.summary.${policy.mode}`);
  const free =
    cancellation.freeCancellationHours === 0
      ? t('payment.summary.freeUntilStart')
      : t('payment.summary.free', { count: cancellation.freeCancellationHours });
  const late =
    cancellation.lateCancelPercent === 0
      ? t('payment.summary.lateFree')
      : t('payment.summary.late', { percent: cancellation.lateCancelPercent });
  const noShow =
    cancellation.noShowPercent === 0
      ? t('payment.summary.noShowFree')
      : t('payment.summary.noShow', { percent: cancellation.noShowPercent });
  // With a free window up to the start, a "later" cancellation cannot happen.
  return [payment, free, cancellation.freeCancellationHours === 0 ? null : late, noShow]
    .filter(Boolean)
    .join(' ');
}
