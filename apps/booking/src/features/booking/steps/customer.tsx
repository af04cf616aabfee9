import { Field } from '@salon/web/react/field';
import { useId, useRef, useState } from 'react';
import { StepActions } from '../../../components/step-actions.tsx';
import type { ContactField } from '../../../lib/contact.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { contactProblems, phoneErrorKey, phoneExample } from '../../../lib/phone.ts';
import type { StepProps } from '../step-props.ts';

/** Step 7: who is coming and a note; a signed-in customer books as themselves. */
export function Customer({ shop, state, dispatch, go, back, session }: StepProps) {
  const { t } = useI18n();
  const noteId = useId();
  // Sent back here by the server (a field it refused): show what is wrong at once.
  const [tried, setTried] = useState(state.notice !== null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };
  const { customer } = state;
  const country = shop.shop.country;
  const problems = session ? [] : contactProblems(customer, country);
  const errorOf = (field: ContactField) =>
    tried && problems.includes(field)
      ? t(field === 'phone' ? phoneErrorKey(customer.phone, country) : `fields.${field}Invalid`)
      : null;
  const set = (patch: Partial<typeof customer>) => dispatch({ type: 'customer', patch });

  const next = () => {
    setTried(true);
    const first = problems[0];
    if (first) {
      refs[first].current?.focus();
      return;
    }
    go('Confirmation', { facts: { hasCustomer: true } });
  };

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
        <p data-testid="signed-in-as">
          {t('customer.signedInAs', { name: session.user.name, email: session.user.email })}
        </p>
      ) : (
        <>
          <Field
            label={t('fields.name')}
            autoComplete="name"
            required
            testId="customer-name"
            inputRef={refs.name}
            value={customer.name}
            error={errorOf('name')}
            onValue={(name) => set({ name })}
          />
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            testId="customer-email"
            inputRef={refs.email}
            value={customer.email}
            error={errorOf('email')}
            onValue={(email) => set({ email })}
          />
          <Field
            label={t('fields.phone')}
            hint={t('fields.phoneHint')}
            type="tel"
            autoComplete="tel"
            placeholder={phoneExample(country)}
            required
            testId="customer-phone"
            inputRef={refs.phone}
            value={customer.phone}
            error={errorOf('phone')}
            onValue={(phone) => set({ phone })}
          />
        </>
      )}
      <div className="field">
        <label htmlFor={noteId}>{t('fields.note')}</label>
        <textarea
          id={noteId}
          data-testid="customer-note"
          rows={3}
          maxLength={1000}
          value={customer.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      </div>
      <StepActions onBack={back}>
        <button type="submit" className="button" data-testid="continue">
          {t('common.continue')}
        </button>
      </StepActions>
    </form>
  );
}
