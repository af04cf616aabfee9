import { Select, type SelectProps } from '@mantine/core';
import { type CalendarType, calendarTypes } from '@salon/domain';

interface Props extends Omit<SelectProps, 'data' | 'onChange' | 'allowDeselect'> {
  /** A category's name in the page's words. */
  nameOf: (category: CalendarType) => string;
  onChange: (category: CalendarType) => void;
}

/** The kind of a block of time off: one is always chosen. */
export function TimeOffCategorySelect({ nameOf, onChange, ...props }: Props) {
  return (
    <Select
      {...props}
      data={calendarTypes.map((value) => ({ value, label: nameOf(value) }))}
      onChange={(value) => value && onChange(value as CalendarType)}
      allowDeselect={false}
    />
  );
}
