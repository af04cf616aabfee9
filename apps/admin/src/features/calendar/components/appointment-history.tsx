import { Alert, Skeleton, Text, Timeline } from '@mantine/core';
import type { AppointmentLabel } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type HistoryEntry, useAppointment } from '../../../api/appointments.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

const knownActions = [
  'created',
  'moved',
  'rescheduled',
  'updated',
  'accept',
  'decline',
  'cancel',
  'complete',
  'no-show',
  'reopen',
] as const;

type Changes = Record<string, unknown>;
const asChanges = (value: unknown): Changes =>
  typeof value === 'object' && value !== null ? (value as Changes) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : null);

interface Context {
  t: TFunction;
  timeZone: string;
  locale: string;
  stylistNames: ReadonlyMap<string, string>;
}

const stylistsOf = (value: unknown, names: ReadonlyMap<string, string>) =>
  Array.isArray(value)
    ? value
        .filter((id): id is string => typeof id === 'string')
        .map((id) => names.get(id) ?? '—')
        .join(', ')
    : '';

/** What an entry changed, in words: the new time and stylists, the label, a reason. */
function describe(entry: HistoryEntry, { t, timeZone, locale, stylistNames }: Context): string[] {
  const changes = asChanges(entry.changes);
  const when = (value: unknown) => {
    const iso = text(value);
    return iso ? formatDayTime(iso, timeZone, locale) : null;
  };
  const lines: string[] = [];
  if (entry.action === 'created' || entry.action === 'moved' || entry.action === 'rescheduled') {
    const target = entry.action === 'moved' ? asChanges(changes.to) : changes;
    const time = when(entry.action === 'rescheduled' ? changes.to : target.start);
    const stylists = stylistsOf(target.stylists, stylistNames);
    if (time) lines.push(stylists ? t('calendar.history.atWith', { time, stylists }) : time);
  }
  if (entry.action === 'updated') {
    const label = text(changes.label) as AppointmentLabel | null;
    if (label) {
      const custom = text(changes.customLabel);
      lines.push(
        t('calendar.history.label', {
          label: label === 'Custom' && custom ? custom : t(`calendar.label.${label}`),
        }),
      );
    }
    if ('note' in changes) lines.push(t('calendar.history.note'));
  }
  const reason = text(changes.reason);
  if (reason) lines.push(t('calendar.history.reason', { reason }));
  return lines;
}

interface Props {
  shopId: string;
  appointmentId: string;
  timeZone: string;
  stylistNames: ReadonlyMap<string, string>;
  /** Loaded only once opened. */
  enabled: boolean;
}

/** Who booked, moved, relabelled or cancelled the appointment, and when, oldest first. */
export function AppointmentHistory({ shopId, appointmentId, timeZone, stylistNames, enabled }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const detail = useAppointment(shopId, appointmentId, enabled);
  // A closed panel asks for nothing; a placeholder there would say "loading" for ever.
  if (!enabled) return null;
  if (detail.isPending) return <Skeleton height={80} />;
  if (detail.error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(i18n, detail.error)}
      </Alert>
    );
  }
  const history = detail.data.history;
  if (history.length === 0) return <Text size="sm">{t('calendar.history.empty')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="appointment-history">
      {history.map((entry) => {
        const action = (knownActions as readonly string[]).includes(entry.action)
          ? t(`calendar.history.action.${entry.action}`)
          : entry.action;
        const actor = entry.actorName ?? t(`calendar.history.actor.${entry.actorKind}`);
        return (
          <Timeline.Item key={`${entry.at}-${entry.action}`} title={action}>
            <Text size="xs" c="dimmed">
              {formatDayTime(entry.at, timeZone, locale)} · {actor}
            </Text>
            {describe(entry, { t, timeZone, locale, stylistNames }).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
