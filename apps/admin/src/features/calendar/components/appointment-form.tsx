import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type AppointmentLabel,
  type AppointmentResponse,
  appointmentLabels,
  createAppointmentRequest,
} from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAppointment } from '../../../api/appointments.ts';
import { schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { formatDuration, formatMoney, formatTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useActiveServices } from '../hooks/use-active-services.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import {
  ANY,
  type AppointmentValues,
  appointmentBody,
  labelOf,
  missingAppointmentFields,
  placeField,
  stylistIdOf,
} from '../lib/appointment-request.ts';
import { freeTimesFrom, offers, type SlotSelection, visitTotals } from '../lib/new-entry.ts';
import { instantFromFields, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { DateField } from './date-field.tsx';
import { type FormAlert, FreeTimesAlert } from './free-times-alert.tsx';
import { ServicesSelect } from './services-select.tsx';
import type { StylistResource } from './stylist-header.tsx';

interface Props {
  shopId: string;
  timeZone: string;
  walkIn: boolean;
  slot: SlotSelection;
  stylists: readonly StylistResource[];
  onCreated: (appointment: AppointmentResponse) => void;
  onCancel: () => void;
}

/** A new entry's form, from the slot clicked: its stylist, day and time (09:00 for a whole day). */
const initialValuesOf = (slot: SlotSelection, walkIn: boolean): AppointmentValues => ({
  customerMode: walkIn ? 'new' : 'existing',
  customer: null,
  newCustomer: { name: '', email: '', phone: '' },
  services: [],
  stylist: slot.stylistId ?? ANY,
  date: wallDateKey(slot.start),
  time: slot.allDay ? '09:00' : wallTimeKey(slot.start),
  label: null,
  customLabel: '',
  note: '',
  override: slot.override ?? false,
});

/** A booking made by staff: an appointment for a customer, or a walk-in who may stay anonymous. */
export function AppointmentForm({ shopId, timeZone, walkIn, slot, stylists, onCreated, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const _locale = useFormatLocale();
  const { services, active, byId, chosenOf } = useActiveServices(shopId);
  const create = useCreateAppointment(shopId);
  const keyFor = useIdempotencyKey();
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const bodyOf = (values: AppointmentValues) =>
    appointmentBody(values, { walkIn, timeZone, chosen: chosenOf(values.services) });

  const form = useForm<AppointmentValues>({
    initialValues: initialValuesOf(slot, walkIn),
    validate: (values) => {
      const found = missingAppointmentFields(values, { walkIn, chosen: chosenOf(values.services) });
      const fromSchema = schemaErrors(createAppointmentRequest, bodyOf(values), placeField);
      // Without a date there is no start to judge: the date says what is missing.
      if (!values.date) delete fromSchema.time;
      return { ...fromSchema, ...found };
    },
  });
  const { values, errors } = form;
  const stylistId = stylistIdOf(values.stylist);
  const stylistName = stylists.find((s) => s.id === stylistId)?.name ?? '';
  const chosen = chosenOf(values.services);
  const notOffered = chosen.filter((s) => !offers(s, stylistId));
  const totals = visitTotals(chosen, stylistId);
  const shownLabel = labelOf(values, walkIn);
  const start = instantFromFields(values.date, values.time, timeZone);

  /** A change that also takes away the problems shown under other fields it touches. */
  const clear = (...fields: string[]) => {
    for (const field of fields) form.clearFieldError(field);
  };

  const showError = (error: unknown, asked: string, override: boolean) => {
    if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') {
      setAlert({
        message: t(override ? 'calendar.create.slotTakenOverride' : 'calendar.create.slotTaken'),
        freeTimes: override ? [] : freeTimesFrom(error.details, stylistId, Date.parse(asked)),
      });
      return;
    }
    const { placed, other } = showServerErrors(form, error, placeField);
    setAlert({
      message: !placed || other.length > 0 ? errorMessage(i18n, error) : t('calendar.create.checkFields'),
      details: other.map((detail) => detail.message),
    });
  };

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      const body = bodyOf(values);
      create.mutate(
        { body, idempotencyKey: keyFor(body) },
        { onSuccess: onCreated, onError: (error) => showError(error, body.start, values.override) },
      );
    },
    () => setAlert(null),
  );

  const problem = (field: string) =>
    typeof errors[field] === 'string'
      ? t(errors[field], { stylist: stylistName, services: notOffered.map((s) => s.name).join(', ') })
      : undefined;
  const inputProps = (field: keyof AppointmentValues) => ({
    ...form.getInputProps(field),
    error: problem(field),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="appointment-form">
      <Stack gap="md">
        <CustomerPicker
          shopId={shopId}
          mode={values.customerMode}
          onModeChange={(mode) => {
            form.setFieldValue('customerMode', mode);
            clear('customer', 'name', 'email', 'phone');
          }}
          selected={values.customer}
          onSelect={(customer) => form.setFieldValue('customer', customer)}
          newCustomer={values.newCustomer}
          onNewCustomerChange={(next) => {
            form.setFieldValue('newCustomer', next);
            clear(...(['name', 'email', 'phone'] as const).filter((f) => next[f] !== values.newCustomer[f]));
          }}
          required={!walkIn}
          errors={{
            customer: errors.customer as string | undefined,
            name: errors.name as string | undefined,
            email: errors.email as string | undefined,
            phone: errors.phone as string | undefined,
          }}
        />
        <ServicesSelect
          pending={services.isPending}
          active={active}
          byId={byId}
          stylistId={stylistId}
          stylistName={stylistName}
          {...form.getInputProps('services')}
          error={problem('services') ?? (services.error ? errorMessage(i18n, services.error) : undefined)}
        />
        <StylistAndLabel
          form={form}
          stylists={stylists}
          shownLabel={shownLabel}
          problem={problem}
          clear={clear}
        />
        <WhenFields
          form={form}
          timeZone={timeZone}
          summary={
            chosen.length > 0 && start
              ? { minutes: totals.minutes, amount: totals.amount, currency: totals.currency, start }
              : null
          }
          problem={problem}
          clear={clear}
        />
        <Textarea
          label={t('calendar.create.note')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={2000}
          {...inputProps('note')}
          data-testid="appointment-note"
        />
        <Checkbox
          label={t('calendar.create.override')}
          description={t('calendar.create.overrideHint')}
          {...form.getInputProps('override', { type: 'checkbox' })}
          onChange={(e) => {
            form.setFieldValue('override', e.currentTarget.checked);
            clear('stylist');
          }}
          data-testid="override"
        />
        {alert && (
          <FreeTimesAlert
            alert={alert}
            timeZone={timeZone}
            override={values.override}
            onPick={(time) => {
              form.setFieldValue('time', time);
              setAlert(null);
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('calendar.create.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-submit">
            {t(walkIn ? 'calendar.create.submit.walkIn' : 'calendar.create.submit.appointment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who does the visit and how it is labelled (a custom label is typed). */
function StylistAndLabel({
  form,
  stylists,
  shownLabel,
  problem,
  clear,
}: {
  form: UseFormReturnType<AppointmentValues>;
  problem: (field: string) => string | undefined;
  /** Takes away the problems shown under other fields a change touches. */
  clear: (...fields: string[]) => void;
  stylists: readonly StylistResource[];
  shownLabel: AppointmentLabel;
}) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('calendar.create.stylist')}
          data={[
            { value: ANY, label: t('calendar.create.anyone') },
            ...stylists.map((s) => ({ value: s.id, label: s.name })),
          ]}
          value={values.stylist}
          onChange={(value) => {
            form.setFieldValue('stylist', value ?? ANY);
            clear('services');
          }}
          allowDeselect={false}
          error={problem('stylist')}
          data-testid="stylist-select"
        />
        <Select
          label={t('calendar.create.label')}
          data={appointmentLabels.map((value) => ({ value, label: t(`calendar.label.${value}`) }))}
          value={shownLabel}
          onChange={(value) => {
            form.setFieldValue('label', (value as AppointmentLabel | null) ?? null);
            clear('customLabel');
          }}
          allowDeselect={false}
          data-testid="label-select"
        />
      </SimpleGrid>
      {shownLabel === 'Custom' && (
        <TextInput
          label={t('calendar.create.customLabel')}
          required
          maxLength={60}
          {...form.getInputProps('customLabel')}
          error={problem('customLabel')}
          data-testid="custom-label"
        />
      )}
    </>
  );
}

/** When the visit starts, and what it then takes, costs and when it ends. */
function WhenFields({
  form,
  timeZone,
  summary,
  problem,
  clear,
}: {
  form: UseFormReturnType<AppointmentValues>;
  problem: (field: string) => string | undefined;
  /** Takes away the problems shown under other fields a change touches. */
  clear: (...fields: string[]) => void;
  timeZone: string;
  summary: { minutes: number; amount: number; currency: string; start: string } | null;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { values } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField
          label={t('calendar.create.date')}
          required
          value={values.date}
          error={problem('date')}
          onChange={(value) => {
            form.setFieldValue('date', value);
            clear('time');
          }}
          data-testid="start-date"
        />
        <TimeInput
          label={t('calendar.create.time')}
          required
          {...form.getInputProps('time')}
          error={problem('time')}
          data-testid="start-time"
        />
      </SimpleGrid>
      {summary && (
        <Text size="sm" c="dimmed" data-testid="visit-summary">
          {t('calendar.create.summary', {
            duration: formatDuration(summary.minutes, locale),
            price: formatMoney(summary.amount, summary.currency, locale),
            end: formatTime(Date.parse(summary.start) + summary.minutes * 60_000, timeZone, locale),
          })}
        </Text>
      )}
    </>
  );
}
