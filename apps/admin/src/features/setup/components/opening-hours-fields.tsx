import { Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfigErrors } from '../lib/config-form.ts';
import { type DayField, type DayHours, weekdayName } from '../lib/opening-hours.ts';

interface Props {
  hours: DayHours[];
  onChange: (hours: DayHours[]) => void;
  errors: ConfigErrors;
}

/** The salon's week: each day open or closed, its hours, and an optional lunch break. */
export function OpeningHoursFields({ hours, onChange, errors }: Props) {
  const { t, i18n } = useTranslation('setup');
  const change = (weekday: number, patch: Partial<DayHours>) =>
    onChange(hours.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));

  return (
    <Stack gap="sm">
      {hours.map((day) => {
        const name = weekdayName(day.weekday, i18n.language);
        const error = (field: DayField) => {
          const key = errors[`hours.${day.weekday}.${field}`];
          return key && t(key);
        };
        const time = (field: DayField, label: string) => (
          <TextInput
            type="time"
            aria-label={label}
            value={day[field]}
            onChange={(event) => change(day.weekday, { [field]: event.currentTarget.value })}
            error={error(field)}
            w={130}
            data-testid={`day-${day.weekday}-${field}`}
          />
        );
        return (
          // Every row's inputs share their labels ("Opens"), so the row names its day for them.
          <Group
            key={day.weekday}
            role="group"
            aria-label={name}
            gap="sm"
            align="flex-start"
            wrap="wrap"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Switch
              label={name}
              checked={day.open}
              onChange={(event) => change(day.weekday, { open: event.currentTarget.checked })}
              w={150}
              mt={8}
              data-testid={`day-${day.weekday}-open`}
            />
            {day.open ? (
              <Stack gap={6}>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  {time('from', t('hours.opens'))}
                  <Text mt={6} aria-hidden>
                    –
                  </Text>
                  {time('to', t('hours.closes'))}
                </Group>
                <Checkbox
                  label={t('hours.lunch')}
                  checked={day.lunch}
                  onChange={(event) => change(day.weekday, { lunch: event.currentTarget.checked })}
                  data-testid={`day-${day.weekday}-lunch`}
                />
                {day.lunch && (
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    {time('lunchFrom', t('hours.breakFrom'))}
                    <Text mt={6} aria-hidden>
                      –
                    </Text>
                    {time('lunchTo', t('hours.breakTo'))}
                  </Group>
                )}
              </Stack>
            ) : (
              <Text c="dimmed" mt={6}>
                {t('hours.closed')}
              </Text>
            )}
          </Group>
        );
      })}
      {errors.hours && (
        <Text c="red.9" size="sm" role="alert">
          {t(errors.hours)}
        </Text>
      )}
    </Stack>
  );
}
