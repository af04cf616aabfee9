/** The bits of Stripe.js the payment step uses (Stripe's own types would add a dependency for five calls). */
export interface StripeElement {
  mount(target: HTMLElement): void;
  on?(event: 'ready', handler: () => void): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: 'payment'): StripeElement;
}
export interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{
    error?: { message?: string; type?: string };
    paymentIntent?: { id: string; status: string };
  }>;
  confirmSetup(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{
    error?: { message?: string; type?: string };
    setupIntent?: { id: string; status: string };
  }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

const loading = new Map<string, Promise<StripeFactory>>();

/**
 * Loads Stripe.js from the address the salon's server names, once per page, and only when a
 * payment is due: the widget's first load carries none of it.
 */
export function loadStripe(scriptUrl: string): Promise<StripeFactory> {
  let found = loading.get(scriptUrl);
  if (!found) {
    found = new Promise<StripeFactory>((resolve, reject) => {
      const ready = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not load'));
      };
      if ((window as unknown as { Stripe?: StripeFactory }).Stripe) return ready();
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = ready;
      script.onerror = () => {
        loading.delete(scriptUrl);
        script.remove();
        reject(new Error('Stripe.js could not be loaded'));
      };
      document.head.appendChild(script);
    });
    loading.set(scriptUrl, found);
  }
  return found;
}
