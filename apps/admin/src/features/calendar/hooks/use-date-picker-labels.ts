import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names for the date pickers' arrow and level buttons, which have no text of their own. */
export function useDatePickerLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      previousMonth: t('calendar.datePicker.previousMonth'),
      nextMonth: t('calendar.datePicker.nextMonth'),
      previousYear: t('calendar.datePicker.previousYear'),
      nextYear: t('calendar.datePicker.nextYear'),
      previousDecade: t('calendar.datePicker.previousDecade'),
      nextDecade: t('calendar.datePicker.nextDecade'),
      monthLevelControl: t('calendar.datePicker.monthLevel'),
      yearLevelControl: t('calendar.datePicker.yearLevel'),
    }),
    [t],
  );
}
