import { Alert, Divider, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type ShopNotificationSettings, shopNotificationSettingsUpdate } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type NotificationSettingsUpdate,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../../../api/notification-settings.ts';
import { byPath, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { changedFields } from '../lib/form-changes.ts';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

/** The API's limits, for the fields' own bounds. */
const MAX_REMINDER_HOURS = 168;
const MAX_SECOND_REMINDER_HOURS = 72;
/** What a second reminder starts at when it is turned on. */
const DEFAULT_SECOND_HOURS = 2;

interface NotificationValues {
  reminderHours: number | string;
  secondReminder: boolean;
  secondReminderHours: number | string;
  quietHoursStart: string;
  quietHoursEnd: string;
  birthdayGreetings: boolean;
  reviewRequests: boolean;
  reviewRequestHours: number | string;
}
type NotificationField = keyof NotificationValues;

/** The request's fields on the form's. */
const placeSettings = byPath({
  reminderHours: ['reminderHours', 'notifications.invalid.reminderHours'],
  secondReminderHours: ['secondReminderHours', 'notifications.invalid.secondReminderHours'],
  quietHoursStart: ['quietHoursStart', 'notifications.invalid.time'],
  quietHoursEnd: ['quietHoursEnd', 'notifications.invalid.time'],
  birthdayGreetings: ['birthdayGreetings', 'notifications.invalid.birthdayGreetings'],
  reviewRequests: ['reviewRequests', 'notifications.invalid.birthdayGreetings'],
  reviewRequestHours: ['reviewRequestHours', 'notifications.invalid.reviewRequestHours'],
});

const toValues = (settings: ShopNotificationSettings): NotificationValues => ({
  reminderHours: settings.reminderHours,
  secondReminder: settings.secondReminderHours !== null,
  secondReminderHours: settings.secondReminderHours ?? DEFAULT_SECOND_HOURS,
  quietHoursStart: settings.quietHoursStart,
  quietHoursEnd: settings.quietHoursEnd,
  birthdayGreetings: settings.birthdayGreetings,
  reviewRequests: settings.reviewRequests,
  reviewRequestHours: settings.reviewRequestHours,
});

/** An empty or half-typed number is no number: the schema says so, instead of reading it as 0. */
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

const toSettings = (values: NotificationValues) => ({
  reminderHours: numberOrNull(values.reminderHours),
  secondReminderHours: values.secondReminder ? numberOrNull(values.secondReminderHours) : null,
  quietHoursStart: values.quietHoursStart,
  quietHoursEnd: values.quietHoursEnd,
  birthdayGreetings: values.birthdayGreetings,
  reviewRequests: values.reviewRequests,
  reviewRequestHours: numberOrNull(values.reviewRequestHours),
});

/** What the domain's schema refuses, under the form's fields; an empty second reminder is refused too. */
const validateSettings = (values: NotificationValues) => {
  const errors = schemaErrors(shopNotificationSettingsUpdate, toSettings(values), placeSettings);
  if (values.secondReminder && values.secondReminderHours === '' && !errors.secondReminderHours) {
    errors.secondReminderHours = 'notifications.invalid.secondReminderHours';
  }
  return errors;
};

export function NotificationsTab({ shopId, canEdit = true }: { shopId: string; canEdit?: boolean }) {
  const { i18n } = useTranslation('settings');
  const settings = useNotificationSettings(shopId);
  if (settings.isPending) return <TabSkeleton rows={5} />;
  if (settings.isError)
    return <TabError message={errorMessage(i18n, settings.error)} onRetry={() => settings.refetch()} />;
  return <NotificationsForm shopId={shopId} settings={settings.data} canEdit={canEdit} />;
}

function NotificationsForm({
  shopId,
  settings,
  canEdit,
}: {
  shopId: string;
  settings: ShopNotificationSettings;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const saved = useMemo(() => toValues(settings), [settings]);
  const form = useFormState(saved, validateSettings);
  const update = useUpdateNotificationSettings(shopId);
  useReportUnsavedChanges(canEdit && form.dirty);
  const { values, errors } = form;

  const submit = form.form.onSubmit((values) => {
    if (!canEdit) return;
    // Only what differs from the saved settings.
    const body = changedFields(toSettings(form.base), toSettings(values)) as NotificationSettingsUpdate;
    update.mutate(body, {
      onSuccess: (next) => {
        form.commit(toValues(next));
        toast.success(t('notifications.saved'));
      },
      onError: (error) => {
        if (!showServerErrors(form.form, error, placeSettings).placed) toast.error(errorMessage(i18n, error));
      },
    });
  });
  const error = (field: NotificationField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-notifications-title">
      <form onSubmit={submit} noValidate data-testid="notifications-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-notifications-title">
              {t('notifications.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notifications.description')}
            </Text>
          </div>
          {!canEdit && (
            <Alert variant="light" color="gray" data-testid="notifications-read-only">
              {t('notifications.readOnly')}
            </Alert>
          )}

          <Title order={3} size="h5">
            {t('notifications.remindersTitle')}
          </Title>
          <NumberInput
            clampBehavior="none"
            label={t('notifications.reminderHours')}
            description={t('notifications.reminderHoursHint')}
            min={1}
            max={MAX_REMINDER_HOURS}
            suffix={` ${t('notifications.hoursSuffix')}`}
            value={values.reminderHours}
            onChange={(value) => form.setField('reminderHours', value)}
            error={error('reminderHours')}
            disabled={!canEdit}
            maw={360}
            data-testid="notifications-reminder-hours"
          />
          <Stack gap="xs">
            <Switch
              label={t('notifications.secondReminder')}
              description={t('notifications.secondReminderHint')}
              checked={values.secondReminder}
              onChange={(event) => form.setField('secondReminder', event.currentTarget.checked)}
              disabled={!canEdit}
              data-testid="notifications-second-reminder"
            />
            {values.secondReminder && (
              <NumberInput
                clampBehavior="none"
                label={t('notifications.secondReminderHours')}
                min={1}
                max={MAX_SECOND_REMINDER_HOURS}
                suffix={` ${t('notifications.hoursSuffix')}`}
                value={values.secondReminderHours}
                onChange={(value) => form.setField('secondReminderHours', value)}
                error={error('secondReminderHours')}
                disabled={!canEdit}
                maw={360}
                data-testid="notifications-second-reminder-hours"
              />
            )}
          </Stack>

          <div>
            <Text size="sm" fw={500} id="notifications-quiet-label">
              {t('notifications.quietHours')}
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              {t('notifications.quietHoursHint')}
            </Text>
            <Group gap="sm" align="flex-start" role="group" aria-labelledby="notifications-quiet-label">
              <TimeInput
                label={t('notifications.quietFrom')}
                value={values.quietHoursStart}
                onChange={(event) => form.setField('quietHoursStart', event.currentTarget.value)}
                error={error('quietHoursStart')}
                disabled={!canEdit}
                w={140}
                data-testid="notifications-quiet-start"
              />
              <TimeInput
                label={t('notifications.quietTo')}
                value={values.quietHoursEnd}
                onChange={(event) => form.setField('quietHoursEnd', event.currentTarget.value)}
                error={error('quietHoursEnd')}
                disabled={!canEdit}
                w={140}
                data-testid="notifications-quiet-end"
              />
            </Group>
          </div>

          <Divider />
          <Title order={3} size="h5">
            {t('notifications.greetingsTitle')}
          </Title>
          <Switch
            label={t('notifications.birthdayGreetings')}
            description={t('notifications.birthdayGreetingsHint')}
            checked={values.birthdayGreetings}
            onChange={(event) => form.setField('birthdayGreetings', event.currentTarget.checked)}
            error={error('birthdayGreetings')}
            disabled={!canEdit}
            data-testid="notifications-birthday"
          />
          <Divider />
          <Title order={3} size="h5">
            {t('notifications.reviewsTitle')}
          </Title>
          <Stack gap="xs">
            <Switch
              label={t('notifications.reviewRequests')}
              description={t('notifications.reviewRequestsHint')}
              checked={values.reviewRequests}
              onChange={(event) => form.setField('reviewRequests', event.currentTarget.checked)}
              disabled={!canEdit}
              data-testid="notifications-review-requests"
            />
            {values.reviewRequests && (
              <NumberInput
                clampBehavior="none"
                label={t('notifications.reviewRequestHours')}
                description={t('notifications.reviewRequestHoursHint')}
                min={0}
                max={MAX_REMINDER_HOURS}
                suffix={` ${t('notifications.hoursSuffix')}`}
                value={values.reviewRequestHours}
                onChange={(value) => form.setField('reviewRequestHours', value)}
                error={error('reviewRequestHours')}
                disabled={!canEdit}
                maw={360}
                data-testid="notifications-review-request-hours"
              />
            )}
          </Stack>

          {canEdit && (
            <FormActions
              dirty={form.dirty}
              saving={update.isPending}
              onReset={form.reset}
              testId="notifications"
            />
          )}
        </Stack>
      </form>
    </Paper>
  );
}
