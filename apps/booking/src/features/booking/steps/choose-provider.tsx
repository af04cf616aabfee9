import { useState } from 'react';
import type { Stylist } from '../../../api/types.ts';
import { StepActions } from '../../../components/step-actions.tsx';
import { formatPrice, formatTimeRange } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import type { StepProps } from '../step-props.ts';
import { visitFigures } from '../visit-figures.ts';

/** Step 3: a stylist free at the chosen time, or "Anyone". */
export function ChooseProvider({
  shop,
  state,
  dispatch,
  go,
  back,
  session,
  whenSession,
  stylistById,
}: StepProps) {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const slot = state.slot;
  if (!slot) return null;
  const free = slot.stylistIds.flatMap((id) => {
    const stylist = stylistById.get(id);
    return stylist ? [stylist] : [];
  });
  // Several stylists in turn: only "Anyone" books it; say who will do what.
  const sequence = slot.stylistIds.length === 0 && slot.sequence ? slot.sequence : null;
  const sequenceNames = sequence
    ? [...new Set(sequence.map((part) => stylistById.get(part.stylistId)?.name).filter(Boolean))].join(', ')
    : '';

  const next = async () => {
    setBusy(true);
    const known = session !== undefined ? session : await whenSession();
    setBusy(false);
    if (known) {
      dispatch({ type: 'withSignIn', value: false });
      go('Customer', { facts: { signedIn: true } });
    } else {
      dispatch({ type: 'withSignIn', value: true });
      go('Login', { facts: { signedIn: false } });
    }
  };

  // Stylists may take longer or charge more than the menu says: each option shows its own.
  const figuresOf = (value: string) => {
    const figures = visitFigures(slot, value);
    return figures ? (
      <span className="choice-meta" data-testid={`figures-${value}`}>
        {formatTimeRange(slot.start, figures.end, locale, shop.shop.timeZone)} ·{' '}
        {formatPrice(figures.price.amount, figures.price.currency, locale)}
      </span>
    ) : null;
  };

  const option = (value: string, stylist: Stylist | null) => (
    <li key={value}>
      <label className="choice">
        <input
          type="radio"
          name="provider"
          value={value}
          data-testid={`stylist-${value}`}
          checked={state.provider === value}
          onChange={() => dispatch({ type: 'provider', stylist: value })}
        />
        <span
          className={stylist ? 'dot' : 'dot dot-any'}
          style={stylist ? { background: stylist.color } : undefined}
          aria-hidden="true"
        />
        <span className="choice-body">
          <span className="choice-title">{stylist ? stylist.name : t('provider.anyone')}</span>
          {stylist ? null : <span className="choice-meta">{t('provider.anyoneHint')}</span>}
          {figuresOf(value)}
        </span>
      </label>
    </li>
  );

  return (
    <>
      <fieldset className="group">
        <legend className="visually-hidden">{t('provider.legend')}</legend>
        <ul className="choices">
          {option('any', null)}
          {sequence ? null : free.map((s) => option(s.id, s))}
        </ul>
      </fieldset>
      {sequence ? (
        <p className="hint" data-testid="sequence-note">
          {t('provider.sequence', { names: sequenceNames })}
        </p>
      ) : null}
      <StepActions onBack={back}>
        <button type="button" className="button" data-testid="continue" disabled={busy} onClick={next}>
          {t('common.continue')}
        </button>
      </StepActions>
    </>
  );
}
