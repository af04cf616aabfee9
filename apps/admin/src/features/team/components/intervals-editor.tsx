import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WallInterval } from '../../../api/stylists.ts';
import { nextInterval } from '../lib/intervals.ts';

interface Props {
  /** Names the day in every field's label, e.g. "Monday" or "Sat, Nov 21". */
  day: string;
  intervals: readonly WallInterval[];
  onChange: (intervals: WallInterval[]) => void;
  error?: string | null | undefined;
  testId: string;
}

/** One day's working intervals, e.g. 09:00–13:00 and 14:00–18:00, each removable, more addable. */
export function IntervalsEditor({ day, intervals, onChange, error, testId }: Props) {
  const { t } = useTranslation('team');
  const errorId = `${testId}-error`;
  const change = (index: number, part: Partial<WallInterval>) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, ...part } : interval)));
  return (
    <Stack gap={6} data-testid={testId}>
      {intervals.map((interval, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity but their place
        <Group key={index} gap={6} wrap="nowrap">
          <TimeInput
            size="xs"
            w={110}
            value={interval.start}
            onChange={(e) => change(index, { start: e.currentTarget.value })}
            aria-label={t('hours.from', { day, number: index + 1 })}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            data-testid={`${testId}-start-${index}`}
          />
          <Text size="sm" aria-hidden>
            –
          </Text>
          <TimeInput
            size="xs"
            w={110}
            value={interval.end}
            onChange={(e) => change(index, { end: e.currentTarget.value })}
            aria-label={t('hours.until', { day, number: index + 1 })}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            data-testid={`${testId}-end-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onChange(intervals.filter((_, i) => i !== index))}
            aria-label={t('hours.remove', { day, number: index + 1 })}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={12} aria-hidden />}
          onClick={() => onChange([...intervals, nextInterval(intervals)])}
          aria-label={t('hours.addFor', { day })}
          data-testid={`${testId}-add`}
        >
          {t('hours.add')}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
