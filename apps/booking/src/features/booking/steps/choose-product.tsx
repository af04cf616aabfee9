import { useId, useState } from 'react';
import type { Service } from '../../../api/types.ts';
import { StepActions } from '../../../components/step-actions.tsx';
import { formatDuration, formatPrice } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import type { StepProps } from '../step-props.ts';

/** A service's lowest and highest duration and price over the stylists who do it (they may differ). */
function spanOf(service: Service) {
  const own = service.stylists?.length ? service.stylists : [service];
  const minutes = own.map((s) => s.durationMinutes);
  const prices = own.map((s) => s.price.amount);
  return {
    minutes: [Math.min(...minutes), Math.max(...minutes)] as const,
    price: [Math.min(...prices), Math.max(...prices)] as const,
  };
}

/** Step 1: one or more services, by category, with duration and price. */
export function ChooseProduct({ shop, state, dispatch, go, chosenServices }: StepProps) {
  const { t, locale } = useI18n();
  const [tried, setTried] = useState(false);
  const hintId = useId();
  const groups = [
    ...shop.categories.map((c) => ({
      key: c.id,
      name: c.name,
      description: c.description,
      services: shop.services.filter((s) => s.categoryId === c.id),
    })),
    {
      key: 'other',
      name: shop.categories.length > 0 ? t('product.otherServices') : t('product.services'),
      description: null,
      services: shop.services.filter(
        (s) => !s.categoryId || !shop.categories.some((c) => c.id === s.categoryId),
      ),
    },
  ].filter((g) => g.services.length > 0);

  const spans = chosenServices.map(spanOf);
  const total = (pick: (span: ReturnType<typeof spanOf>) => readonly [number, number]) =>
    [spans.reduce((sum, s) => sum + pick(s)[0], 0), spans.reduce((sum, s) => sum + pick(s)[1], 0)] as const;
  const range = ([low, high]: readonly [number, number], format: (value: number) => string) =>
    low === high ? format(low) : `${format(low)} – ${format(high)}`;
  const duration = (value: number) => formatDuration(value, locale);
  const price = (value: number) => formatPrice(value, shop.shop.currency, locale);
  const none = state.serviceIds.length === 0;

  if (shop.services.length === 0) return <p className="empty">{t('product.noServices')}</p>;

  const refusedEmpty = tried && none;

  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.key} className="group">
          <legend className="group-title">{group.name}</legend>
          {group.description ? <p className="hint">{group.description}</p> : null}
          <ul className="choices">
            {group.services.map((service: Service) => (
              <li key={service.id}>
                <label className="choice">
                  <input
                    type="checkbox"
                    data-testid={`service-${service.id}`}
                    data-name={service.name}
                    checked={state.serviceIds.includes(service.id)}
                    onChange={() => dispatch({ type: 'toggleService', id: service.id })}
                  />
                  <span className="choice-body">
                    <span className="choice-title">{service.name}</span>
                    <span className="choice-meta">
                      {range(spanOf(service).minutes, duration)} ·{' '}
                      {range(spanOf(service).price, (v) => formatPrice(v, service.price.currency, locale))}
                    </span>
                    {service.description ? (
                      <span className="choice-description">{service.description}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <StepActions
        info={
          // Beside Continue, which stays in sight at the foot of a long menu: the complaint shows where the press was.
          refusedEmpty ? (
            <p className="total field-error" id={hintId} role="alert" data-testid="choose-one">
              {t('product.chooseOne')}
            </p>
          ) : (
            <p className="total" id={hintId} data-testid="selection-total" aria-live="polite">
              {none
                ? t('product.noneChosen')
                : t('product.total', {
                    count: chosenServices.length,
                    duration: range(
                      total((s) => s.minutes),
                      duration,
                    ),
                    price: range(
                      total((s) => s.price),
                      price,
                    ),
                  })}
            </p>
          )
        }
      >
        <button
          type="button"
          className="button"
          data-testid="continue"
          aria-describedby={hintId}
          onClick={() => (none ? setTried(true) : go('DateAndTime'))}
        >
          {t('common.continue')}
        </button>
      </StepActions>
    </>
  );
}
