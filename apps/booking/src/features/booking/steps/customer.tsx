import { Field } from '@salon/web/react/field';
import { useEffect, useId, useRef, useState } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { StepActions } from '../../../components/step-actions.tsx';
import type { ContactField } from '../../../lib/contact.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { contactProblems, formatPhone, phoneErrorKey, phoneExample } from '../../../lib/phone.ts';
import { getMyContact } from '../api/get-my-contact.ts';
import { DETAILS_MAX, type DetailsField } from '../refused-fields.ts';
import type { StepProps } from '../step-props.ts';

/**
 * What the salon knows of a signed-in customer, asked once the step opens: `ready` also when the
 * question failed, so that the customer can still type what is needed (the server checks again).
 */
function useKnownContact({ shop, session, state, dispatch }: StepProps): boolean {
  const [ready, setReady] = useState(!session);
  const signedIn = Boolean(session);
  const subdomain = shop.shop.subdomain;
  const country = shop.shop.country;
  const preview = shop.preview === true;
  // What was typed on this page (sign-up, a step back) wins over what the salon had.
  const typed = useRef(state.customer);
  useEffect(() => {
    if (!signedIn) {
      setReady(true);
      return;
    }
    setReady(false);
    const abort = new AbortController();
    getMyContact(subdomain, preview, abort.signal)
      .then((known) => {
        const patch: { name?: string; phone?: string } = {};
        if (!typed.current.name.trim() && known?.name) patch.name = known.name;
        if (!typed.current.phone.trim() && known?.phone) patch.phone = formatPhone(known.phone, country);
        if (Object.keys(patch).length > 0) dispatch({ type: 'customer', patch });
      })
      .catch(() => undefined)
      .finally(() => {
        if (!abort.signal.aborted) setReady(true);
      });
    return () => abort.abort();
  }, [signedIn, subdomain, preview, country, dispatch]);
  return ready;
}

/**
 * Step 7: who is coming and a note. Every booking has a customer the salon can reach: a guest
 * gives name, e-mail and phone; a signed-in customer books with the account's e-mail and gives the
 * name and phone the salon does not have yet (filled in with what it has).
 */
export function Customer(props: StepProps) {
  const { shop, state, dispatch, go, back, session } = props;
  const { t } = useI18n();
  const noteId = useId();
  const ready = useKnownContact(props);
  // Sent back here by the server (a field it refused): show what is wrong at once.
  const [tried, setTried] = useState(state.notice !== null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const { customer } = state;
  const country = shop.shop.country;
  const signedIn = Boolean(session);
  const problems = contactProblems(customer, country, { signedIn });
  // What the server refused is named first: it knows more than the page (a pasted invisible character).
  const refusedOf = (field: DetailsField) => {
    const refused = state.refused[field];
    return refused ? t(refused.key, refused.vars) : null;
  };
  const errorOf = (field: ContactField) =>
    refusedOf(field) ??
    (tried && problems.includes(field)
      ? t(field === 'phone' ? phoneErrorKey(customer.phone, country) : `fields.${field}Invalid`)
      : null);
  const noteError = refusedOf('note');
  const set = (patch: Partial<typeof customer>) => dispatch({ type: 'customer', patch });
  /** What every contact field has in common: its limit, value, error, focus target and test id. */
  const contactField = (field: ContactField) => ({
    required: true,
    testId: `customer-${field}`,
    maxLength: DETAILS_MAX[field],
    inputRef: refs[field],
    value: customer[field],
    error: errorOf(field),
    onValue: (value: string) => set({ [field]: value }),
  });

  const firstRefused = (['name', 'email', 'phone', 'note'] as const).find((field) => state.refused[field]);
  const focus = (field: DetailsField) => (field === 'note' ? noteRef : refs[field]).current?.focus();
  // Sent back with a refused field: the cursor waits in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once the step is ready, not on every change.
  useEffect(() => {
    if (ready && firstRefused) focus(firstRefused);
  }, [ready]);

  const next = () => {
    setTried(true);
    // Unchanged, a refused field would be refused again.
    const first = problems[0] ?? firstRefused;
    if (first) {
      focus(first);
      return;
    }
    go('Confirmation', { facts: { hasCustomer: true } });
  };

  if (!ready) return <Loading />;

  return (
    <form
      className="panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      {session ? (
        <p data-testid="signed-in-as">{t('customer.signedInAs', { email: session.user.email })}</p>
      ) : null}
      <Field label={t('fields.name')} autoComplete="name" {...contactField('name')} />
      {session ? null : (
        <Field label={t('fields.email')} type="email" autoComplete="email" {...contactField('email')} />
      )}
      <Field
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        placeholder={phoneExample(country)}
        {...contactField('phone')}
      />
      <div className="field">
        <label htmlFor={noteId}>{t('fields.note')}</label>
        <textarea
          id={noteId}
          ref={noteRef}
          data-testid="customer-note"
          rows={3}
          maxLength={DETAILS_MAX.note}
          value={customer.note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          onChange={(event) => set({ note: event.target.value })}
        />
        {noteError ? (
          <p className="field-error" id={`${noteId}-error`} data-testid="customer-note-error">
            {noteError}
          </p>
        ) : null}
      </div>
      <StepActions onBack={back}>
        <button type="submit" className="button" data-testid="continue">
          {t('common.continue')}
        </button>
      </StepActions>
    </form>
  );
}
