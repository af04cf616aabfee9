import { formatDate, formatTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import type { StepProps } from '../step-props.ts';

/** One line of what is chosen so far, so the customer never wonders what they are booking. */
export function SelectionSummary({ shop, state, chosenServices, stylistById }: StepProps) {
  const { t, locale } = useI18n();
  if (!state.slot) return null;
  const zone = shop.shop.timeZone;
  const stylist = state.provider === 'any' ? t('provider.anyone') : stylistById.get(state.provider)?.name;
  return (
    <p className="selection" data-testid="selection-summary">
      {[
        chosenServices.map((s) => s.name).join(', '),
        `${formatDate(state.slot.start, locale, zone)}, ${formatTime(state.slot.start, locale, zone)}`,
        stylist,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}
