import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { weeklyHours } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconCopy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useHours, useSetHours, type WallInterval, type WeeklyHours } from '../../../api/stylists.ts';
import {
  type FormMessages,
  type Placement,
  schemaErrors,
  showServerErrors,
  translateErrors,
} from '../../../lib/form-errors.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { type IntervalProblem, intervalsProblem, nextInterval, sortIntervals } from '../lib/intervals.ts';
import { weekdayName } from '../lib/shop-dates.ts';
import { IntervalsEditor } from './intervals-editor.tsx';
import { Section } from './section.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface Day {
  open: boolean;
  intervals: WallInterval[];
}
type Week = Record<number, Day>;

const toWeek = (hours: WeeklyHours): Week =>
  Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const intervals = hours.days.find((d) => d.weekday === weekday)?.intervals ?? [];
      return [weekday, { open: intervals.length > 0, intervals }];
    }),
  );

/** The problem the schema or the server names at `days.<i>…`, as one of the editor's own. */
function problemOf(path: string): IntervalProblem | null {
  if (/\.intervals$/.test(path)) return 'overlap';
  if (/\.intervals\.\d+\.end$/.test(path)) return 'order';
  if (/\.intervals\.\d+\.(start|end)$/.test(path)) return 'missing';
  return null;
}

/** The open days, by position in the request: the request names a day by its index. */
const bodyOf = (week: Week) => ({
  days: WEEKDAYS.filter((d) => (week[d] as Day).open && (week[d] as Day).intervals.length > 0).map(
    (weekday) => ({ weekday, intervals: sortIntervals((week[weekday] as Day).intervals) }),
  ),
});

/** A refusal placed on the weekday it concerns; `sent` turns the request's index into it. */
const placementFor =
  (sent: readonly number[]) =>
  (path: string): Placement | null => {
    const match = /^days\.(\d+)/.exec(path);
    const weekday = match ? sent[Number(match[1])] : undefined;
    const problem = problemOf(path);
    return weekday && problem ? [String(weekday), `hours.problems.${problem}`] : null;
  };

type Save = ReturnType<typeof useSetHours>;

function HoursForm({ initial, save }: { initial: WeeklyHours; save: Save }) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const start = useMemo(() => toWeek(initial), [initial]);
  const [unplaced, setUnplaced] = useState<string[] | null>(null);
  const form = useForm<Week>({
    initialValues: start,
    validate: (week) => {
      const found: FormMessages = {};
      for (const weekday of WEEKDAYS) {
        const day = week[weekday] as Day;
        const problem = day.open ? intervalsProblem(day.intervals) : null;
        if (problem) found[weekday] = `hours.problems.${problem}`;
      }
      const body = bodyOf(week);
      return { ...schemaErrors(weeklyHours, body, placementFor(body.days.map((d) => d.weekday))), ...found };
    },
    enhanceGetInputProps: translateErrors(t),
  });
  const week = form.values;
  const dirty = JSON.stringify(week) !== JSON.stringify(start);

  const setDay = (weekday: number, day: Day) => form.setFieldValue(String(weekday), day as never);
  const copyToAll = (weekday: number) => {
    const source = week[weekday] as Day;
    for (const d of WEEKDAYS) {
      const day = week[d] as Day;
      if (day.open) setDay(d, { open: true, intervals: source.intervals });
    }
  };

  const submit = form.onSubmit((week) => {
    setUnplaced(null);
    const body = bodyOf(week);
    save.mutate(body, {
      onSuccess: () => toast.success(t('hours.saved')),
      onError: (error) => {
        const { placed, other } = showServerErrors(
          form,
          error,
          placementFor(body.days.map((d) => d.weekday)),
        );
        setUnplaced(!placed || other.length > 0 ? other.map((detail) => detail.message) : null);
      },
    });
  });
  const dayError = (weekday: number) => {
    const key = form.errors[weekday];
    return typeof key === 'string' ? t(key) : undefined;
  };

  return (
    <Stack gap="sm">
      {save.error && unplaced && (
        <Alert color="red" role="alert">
          {errorMessage(i18n, save.error)} {unplaced.join(' ')}
        </Alert>
      )}
      <Stack gap={0}>
        {WEEKDAYS.map((weekday) => {
          const day = week[weekday] as Day;
          const name = weekdayName(weekday, locale);
          return (
            <Group
              key={weekday}
              align="flex-start"
              wrap="wrap"
              gap="md"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              data-testid={`hours-day-${weekday}`}
            >
              <Switch
                w={170}
                mt={4}
                label={name}
                checked={day.open}
                onChange={(e) =>
                  setDay(weekday, {
                    open: e.currentTarget.checked,
                    intervals:
                      e.currentTarget.checked && day.intervals.length === 0
                        ? [nextInterval([])]
                        : day.intervals,
                  })
                }
                data-testid={`hours-open-${weekday}`}
              />
              {day.open ? (
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <IntervalsEditor
                    day={name}
                    intervals={day.intervals}
                    onChange={(intervals) => setDay(weekday, { open: true, intervals })}
                    error={dayError(weekday)}
                    testId={`hours-${weekday}`}
                  />
                  <Tooltip label={t('hours.copyToAll')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      mt={4}
                      onClick={() => copyToAll(weekday)}
                      aria-label={t('hours.copyFrom', { day: name })}
                    >
                      <IconCopy size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : (
                <Text size="sm" c="dimmed" mt={4}>
                  {t('hours.off')}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {dirty ? t('hours.unsaved') : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={!dirty || save.isPending} onClick={form.reset}>
            {t('actions.reset')}
          </Button>
          <Button
            onClick={() => submit()}
            loading={save.isPending}
            disabled={!dirty}
            data-testid="hours-save"
          >
            {t('hours.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The stylist's regular week: per weekday off, or one or more intervals in the shop's time zone. */
export function WeeklyHoursSection({
  shopId,
  stylistId,
  timeZone,
}: {
  shopId: string;
  stylistId: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('team');
  const hours = useHours(shopId, stylistId);
  // Owned here, not by the form: the form is replaced by one for the saved week, and the save's
  // own callbacks (the toast) must outlive it.
  const save = useSetHours(shopId, stylistId);
  return (
    <Section id="stylist-hours" title={t('hours.title')} description={t('hours.intro', { zone: timeZone })}>
      {hours.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : hours.error ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(i18n, hours.error)}
        </Alert>
      ) : (
        <HoursForm key={hours.dataUpdatedAt} initial={hours.data} save={save} />
      )}
    </Section>
  );
}
