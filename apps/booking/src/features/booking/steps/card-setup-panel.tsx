import { Notice } from '@salon/web/react/notice';
import { useState } from 'react';
import type { CardSetup } from '../../../api/types.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { usePaymentElement } from '../payment/use-payment-element.ts';

type Phase = 'loading' | 'ready' | 'saving' | 'failed' | 'unavailable';

/**
 * The card the salon keeps for its no-show fee: Stripe's Payment Element in setup mode, from
 * Stripe.js loaded only now. The card goes to Stripe, never to the salon's server; Stripe tells the
 * server which card was kept. Nothing is charged now.
 */
export function CardSetupPanel({ setup, onSaved }: { setup: CardSetup; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const [phase, setPhase] = useState<Phase>('loading');
  const { mountRef, stripeRef } = usePaymentElement(setup, lang, setPhase);

  const save = async () => {
    const ready = stripeRef.current;
    if (!ready) return;
    setPhase('saving');
    const result = await ready.stripe
      .confirmSetup({
        elements: ready.elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      })
      .catch(() => ({ error: { message: undefined } }));
    if (result.error) return setPhase('failed');
    onSaved();
  };

  return (
    <section className="payment" aria-labelledby="card-setup-title" data-testid="card-setup-step">
      <h3 id="card-setup-title">{t('cardOnFile.title')}</h3>
      <p className="hint">{t('cardOnFile.intro')}</p>
      {phase === 'loading' ? <p className="hint">{t('payment.loading')}</p> : null}
      <div ref={mountRef} className="payment-element" data-testid="card-setup-element" />
      {phase === 'failed' ? <Notice testId="card-setup-failed">{t('cardOnFile.failed')}</Notice> : null}
      {phase === 'unavailable' ? (
        <Notice testId="card-setup-unavailable">{t('payment.unavailable')}</Notice>
      ) : null}
      <div className="step-actions">
        <button
          type="button"
          className="button"
          data-testid="save-card"
          disabled={phase === 'loading' || phase === 'saving' || phase === 'unavailable'}
          onClick={save}
        >
          {phase === 'saving' ? t('cardOnFile.saving') : t('cardOnFile.save')}
        </button>
      </div>
    </section>
  );
}
