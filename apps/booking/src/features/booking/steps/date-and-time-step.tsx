import { Notice } from '@salon/web/react/notice';
import { useCallback, useState } from 'react';
import type { Slot } from '../../../api/types.ts';
import { DateAndTime } from '../../../components/date-and-time.tsx';
import { StepActions } from '../../../components/step-actions.tsx';
import { useI18n } from '../../../lib/i18n-context.tsx';
import type { StepProps } from '../step-props.ts';

/** Step 2: a day with free times, then a time; optionally only the times of one stylist. */
export function DateAndTimeStep({ shop, state, dispatch, go, back, chosenServices }: StepProps) {
  const { t } = useI18n();
  const [tried, setTried] = useState(false);
  // Only stylists who do every chosen service can be asked for before the time.
  const stylistOptions = shop.stylists.filter((st) =>
    chosenServices.every((s) => s.stylistIds.includes(st.id)),
  );
  const onDate = useCallback((date: string) => dispatch({ type: 'date', date }), [dispatch]);
  const onWeek = useCallback((start: string) => dispatch({ type: 'week', start }), [dispatch]);
  const onSlot = useCallback((slot: Slot) => dispatch({ type: 'slot', slot }), [dispatch]);
  const onStylistFilter = useCallback(
    (stylist: string) => dispatch({ type: 'stylistFilter', stylist }),
    [dispatch],
  );

  return (
    <>
      <DateAndTime
        subdomain={shop.shop.subdomain}
        preview={shop.preview === true}
        timeZone={shop.shop.timeZone}
        maxAdvanceDays={shop.shop.maxAdvanceDays}
        serviceIds={state.serviceIds}
        stylistFilter={state.stylistFilter}
        stylistOptions={stylistOptions.length > 1 ? stylistOptions : []}
        onStylistFilter={onStylistFilter}
        weekStart={state.weekStart}
        onWeek={onWeek}
        date={state.date}
        onDate={onDate}
        slot={state.slot}
        onSlot={onSlot}
        version={state.availabilityVersion}
      />
      {tried && !state.slot ? <Notice>{t('time.chooseTime')}</Notice> : null}
      <StepActions onBack={back}>
        <button
          type="button"
          className="button"
          data-testid="continue"
          onClick={() => (state.slot ? go('ChooseProvider') : setTried(true))}
        >
          {t('common.continue')}
        </button>
      </StepActions>
    </>
  );
}
