import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  type AppointmentLabel,
  type AppointmentResponse,
  appointmentLabels,
  createAppointmentRequest,
  customLabelLacksText,
  customLabelText,
  defaultLabel,
  isoInZone,
  type ServiceResponse,
} from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateAppointmentBody, useCreateAppointment } from '../../../api/appointments.ts';
import type { CustomerSummary } from '../../../api/customers.ts';
import { useServices } from '../../../api/services.ts';
import {
  type FormMessages,
  type Placement,
  schemaErrors,
  showServerErrors,
} from '../../../lib/form-errors.ts';
import { formatDuration, formatMoney, formatTime } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { freeTimesFrom, offers, type SlotSelection, visitTotals } from '../lib/new-entry.ts';
import { instantFromFields, minutesOf, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { type CustomerMode, CustomerPicker, type NewCustomer } from './customer-picker.tsx';
import { DateField } from './date-field.tsx';
import type { StylistResource } from './stylist-header.tsx';

const ANY = 'any';

/** Where the request's paths (`customer.email`) show in this form, and with which message. */
function placeField(path: string): Placement | null {
  if (path === 'customerId' || path === 'customer')
    return ['customer', 'calendar.validation.customerInvalid'];
  if (path.startsWith('customer.')) {
    const part = path.split('.')[1];
    if (part === 'email') return ['email', 'calendar.validation.emailInvalid'];
    if (part === 'phone') return ['phone', 'calendar.validation.phoneInvalid'];
    return ['name', 'calendar.validation.nameInvalid'];
  }
  if (path.startsWith('services')) return ['services', 'calendar.validation.servicesInvalid'];
  if (path === 'start') return ['time', 'calendar.validation.timeInvalid'];
  if (path === 'stylist') return ['stylist', 'calendar.validation.stylistInvalid'];
  if (path === 'customLabel') return ['customLabel', 'calendar.validation.customLabelInvalid'];
  if (path === 'note') return ['note', 'calendar.validation.noteInvalid'];
  return null;
}

/** The label the visit gets unless someone picks another: the domain's rule, as the server applies it. */
const autoLabel = (walkIn: boolean, stylist: string): AppointmentLabel =>
  defaultLabel({ source: walkIn ? 'walk_in' : 'admin', anyStylist: stylist === ANY });

interface AppointmentValues {
  customerMode: CustomerMode;
  customer: CustomerSummary | null;
  newCustomer: NewCustomer;
  services: string[];
  stylist: string;
  date: string | null;
  time: string;
  /** Null while the label follows the stylist and the kind of visit. */
  label: AppointmentLabel | null;
  customLabel: string;
  note: string;
  override: boolean;
}

interface FormAlert {
  message: string;
  /** Free start times (ISO) the server offered instead. */
  freeTimes?: string[];
  details?: string[];
}

interface Props {
  shopId: string;
  timeZone: string;
  walkIn: boolean;
  slot: SlotSelection;
  stylists: readonly StylistResource[];
  onCreated: (appointment: AppointmentResponse) => void;
  onCancel: () => void;
}

/** A booking made by staff: an appointment for a customer, or a walk-in who may stay anonymous. */
export function AppointmentForm({ shopId, timeZone, walkIn, slot, stylists, onCreated, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const services = useServices(shopId);
  const create = useCreateAppointment(shopId);
  const keyFor = useIdempotencyKey();
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const active = useMemo(() => (services.data?.items ?? []).filter((s) => s.active), [services.data]);
  const byId = useMemo(() => new Map(active.map((s) => [s.id, s])), [active]);
  const chosenOf = (ids: readonly string[]) =>
    ids.map((id) => byId.get(id)).filter((s): s is ServiceResponse => !!s);
  const stylistIdOf = (stylist: string) => (stylist === ANY ? null : stylist);

  /** The request the form makes, as far as it is filled in. */
  function bodyOf(values: AppointmentValues): CreateAppointmentBody {
    const label = values.label ?? autoLabel(walkIn, values.stylist);
    return {
      services: chosenOf(values.services).map((s) => s.id),
      start: instantFromFields(values.date, values.time, timeZone) ?? '',
      stylist: values.stylist,
      ...customerPart(values),
      source: walkIn ? 'walk_in' : 'admin',
      label,
      customLabel: customLabelText(label, values.customLabel.trim()),
      note: values.note.trim() || null,
      override: values.override,
    };
  }

  function customerPart(values: AppointmentValues): Pick<CreateAppointmentBody, 'customerId' | 'customer'> {
    if (values.customerMode === 'existing') return values.customer ? { customerId: values.customer.id } : {};
    const name = values.newCustomer.name.trim();
    const email = values.newCustomer.email.trim();
    const phone = values.newCustomer.phone.trim();
    // An anonymous walk-in sends no customer at all.
    if (!name && !email && !phone) return {};
    return { customer: { name, email: email || null, phone: phone || null } };
  }

  /** What the schema cannot know: who must be named, what the stylist offers, what was typed. */
  function validate(values: AppointmentValues): FormMessages {
    const found: FormMessages = {};
    if (values.customerMode === 'existing') {
      if (!values.customer && !walkIn) found.customer = 'calendar.validation.customerRequired';
    } else {
      const { name, email, phone } = values.newCustomer;
      const anything = name.trim() || email.trim() || phone.trim();
      if (!name.trim() && (!walkIn || anything)) found.name = 'calendar.validation.nameRequired';
    }
    const chosen = chosenOf(values.services);
    const stylistId = stylistIdOf(values.stylist);
    if (chosen.length === 0) found.services = 'calendar.validation.servicesRequired';
    else if (chosen.some((s) => !offers(s, stylistId))) found.services = 'calendar.validation.notOffered';
    if (!values.date) found.date = 'calendar.validation.dateRequired';
    if (minutesOf(values.time) === null) found.time = 'calendar.validation.timeInvalid';
    if (values.override && stylistId === null) found.stylist = 'calendar.validation.stylistForOverride';
    if (customLabelLacksText(values.label ?? autoLabel(walkIn, values.stylist), values.customLabel.trim())) {
      found.customLabel = 'calendar.validation.customLabelRequired';
    }
    const fromSchema = schemaErrors(createAppointmentRequest, bodyOf(values), placeField);
    // Without a date there is no start to judge: the date says what is missing.
    if (!values.date) delete fromSchema.time;
    return { ...fromSchema, ...found };
  }

  const form = useForm<AppointmentValues>({
    initialValues: {
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
    },
    validate,
  });
  const { values, errors } = form;
  const stylistId = stylistIdOf(values.stylist);
  const stylistName = stylists.find((s) => s.id === stylistId)?.name ?? '';
  const chosen = chosenOf(values.services);
  const notOffered = chosen.filter((s) => !offers(s, stylistId));
  const totals = visitTotals(chosen, stylistId);
  const shownLabel = values.label ?? autoLabel(walkIn, values.stylist);
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

  const serviceOptions = active.map((service) => ({
    value: service.id,
    label: service.name,
    // Already chosen ones stay removable when another stylist is picked.
    disabled: !offers(service, stylistId) && !values.services.includes(service.id),
  }));

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
        {services.isPending ? (
          <Skeleton height={58} />
        ) : (
          <MultiSelect
            label={t('calendar.create.services')}
            placeholder={chosen.length === 0 ? t('calendar.create.servicesPlaceholder') : undefined}
            required
            searchable
            data={serviceOptions}
            {...form.getInputProps('services')}
            nothingFoundMessage={t('calendar.create.servicesNothingFound')}
            renderOption={({ option }) => {
              const service = byId.get(option.value);
              if (!service) return option.label;
              return (
                <div>
                  <Text size="sm">{service.name}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDuration(visitTotals([service], stylistId).minutes, locale)} ·{' '}
                    {formatMoney(visitTotals([service], stylistId).amount, service.price.currency, locale)}
                    {!offers(service, stylistId) &&
                      ` · ${t('calendar.create.notOffered', { stylist: stylistName })}`}
                  </Text>
                </div>
              );
            }}
            error={problem('services') ?? (services.error ? errorMessage(i18n, services.error) : undefined)}
            data-testid="services-select"
          />
        )}
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
            {...inputProps('customLabel')}
            data-testid="custom-label"
          />
        )}
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
            {...inputProps('time')}
            data-testid="start-time"
          />
        </SimpleGrid>
        {chosen.length > 0 && start && (
          <Text size="sm" c="dimmed" data-testid="visit-summary">
            {t('calendar.create.summary', {
              duration: formatDuration(totals.minutes, locale),
              price: formatMoney(totals.amount, totals.currency, locale),
              end: formatTime(Date.parse(start) + totals.minutes * 60_000, timeZone, locale),
            })}
          </Text>
        )}
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
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="form-error"
          >
            <Stack gap={6}>
              <Text size="sm">{alert.message}</Text>
              {alert.details?.map((detail) => (
                <Text key={detail} size="sm">
                  {detail}
                </Text>
              ))}
              {alert.freeTimes && alert.freeTimes.length > 0 && (
                <>
                  <Text size="sm">{t('calendar.create.freeTimes')}</Text>
                  <Group gap={6}>
                    {alert.freeTimes.map((free) => (
                      <Button
                        key={free}
                        size="compact-sm"
                        variant="default"
                        onClick={() => {
                          form.setFieldValue('time', isoInZone(Date.parse(free), timeZone).slice(11, 16));
                          setAlert(null);
                        }}
                      >
                        {formatTime(free, timeZone, locale)}
                      </Button>
                    ))}
                  </Group>
                </>
              )}
              {alert.freeTimes && alert.freeTimes.length === 0 && !values.override && (
                <Text size="sm">{t('calendar.create.noFreeTimes')}</Text>
              )}
            </Stack>
          </Alert>
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
