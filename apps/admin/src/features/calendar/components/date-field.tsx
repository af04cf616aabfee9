import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { IconCalendar } from '@tabler/icons-react';
import { pickedDayFormatter } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useDatePickerLabels } from '../hooks/use-date-picker-labels.ts';

type Props = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD in the shop's time zone. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A shop date (YYYY-MM-DD) picked from a calendar, shown as "Sat, Nov 21" in the app's language. */
export function DateField({ value, onChange, ...props }: Props) {
  const ariaLabels = useDatePickerLabels();
  const locale = useFormatLocale();
  return (
    <DatePickerInput
      valueFormatter={pickedDayFormatter(locale)}
      firstDayOfWeek={firstDayOfWeek(locale)}
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={ariaLabels}
      value={value}
      onChange={(next) => onChange(typeof next === 'string' ? next : null)}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
