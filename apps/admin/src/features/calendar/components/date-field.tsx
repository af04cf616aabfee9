import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useDatePickerLabels } from '../hooks/use-date-picker-labels.ts';

type Props = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD in the shop's time zone. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A shop date (YYYY-MM-DD) picked from a calendar, shown as "Sat, Nov 21, 2026". */
export function DateField({ value, onChange, ...props }: Props) {
  const ariaLabels = useDatePickerLabels();
  return (
    <DatePickerInput
      valueFormat="ddd, MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={ariaLabels}
      value={value}
      onChange={(next) => onChange(typeof next === 'string' ? next : null)}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
