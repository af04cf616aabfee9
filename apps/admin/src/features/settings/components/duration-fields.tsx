import { Fieldset, Group, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A length of time typed as hours and minutes, under one legend. */
export function DurationFields({
  legend,
  description,
  hours,
  minutes,
  maxHours,
  error,
  onHoursChange,
  onMinutesChange,
  testId,
}: {
  legend: string;
  description: string;
  hours: number | string;
  minutes: number | string;
  maxHours: number;
  error?: string | undefined;
  onHoursChange: (value: number | string) => void;
  onMinutesChange: (value: number | string) => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  const errorId = `${testId}-error`;
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      aria-describedby={error ? errorId : undefined}
      // Reads like the label of the fields around it.
      styles={{
        root: { padding: 0 },
        legend: { padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 2 },
      }}
    >
      <Text size="xs" c="dimmed" mb={6}>
        {description}
      </Text>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <NumberInput
          clampBehavior="none"
          label={t('rules.hours')}
          min={0}
          max={maxHours}
          value={hours}
          onChange={onHoursChange}
          error={Boolean(error)}
          w={120}
          data-testid={`${testId}-hours`}
        />
        <NumberInput
          clampBehavior="none"
          label={t('rules.minutes')}
          min={0}
          max={59}
          value={minutes}
          onChange={onMinutesChange}
          error={Boolean(error)}
          w={120}
          data-testid={`${testId}-minutes`}
        />
      </Group>
      {error && (
        <Text size="sm" c="red.8" mt={6} id={errorId} data-testid={errorId}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
