import { useEffect, useRef } from 'react';
import { loadStripe, type StripeElements, type StripeJs } from './load-stripe.ts';

/** What Stripe needs to draw its Payment Element for one intent (a payment or a card to keep). */
export interface StripeIntentSetup {
  clientSecret: string;
  publishableKey: string;
  scriptUrl: string;
}

/**
 * Mounts Stripe's Payment Element for an intent into the returned `mountRef`, from Stripe.js
 * loaded only now, and reports `ready` or `unavailable` (the script could not be loaded). The
 * returned `stripeRef` holds what confirming needs once ready.
 */
export function usePaymentElement(
  intent: StripeIntentSetup,
  lang: string,
  report: (state: 'ready' | 'unavailable') => void,
) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    let live = true;
    let element: { destroy(): void } | null = null;
    loadStripe(intent.scriptUrl).then(
      (Stripe) => {
        if (!live || !mountRef.current) return;
        const stripe = Stripe(intent.publishableKey);
        const elements = stripe.elements({ clientSecret: intent.clientSecret, locale: lang });
        const created = elements.create('payment');
        created.mount(mountRef.current);
        element = created;
        stripeRef.current = { stripe, elements };
        reportRef.current('ready');
      },
      () => live && reportRef.current('unavailable'),
    );
    return () => {
      live = false;
      element?.destroy();
    };
  }, [intent.scriptUrl, intent.publishableKey, intent.clientSecret, lang]);

  return { mountRef, stripeRef };
}
