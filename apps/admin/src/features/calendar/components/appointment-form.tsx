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
import {
  type AppointmentLabel,
  type AppointmentResponse,
  appointmentLabels,
  isoInZone,
  type ServiceResponse,
} from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateAppointmentBody, useCreateAppointment } from '../../../api/appointments.ts';
import type { CustomerSummary } from '../../../api/customers.ts';
import { useServices } from '../../../api/services.ts';
import { formatDuration, formatMoney, formatTime } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { type FieldMessages, isClean, isEmail, isPhone, serverFieldMessages } from '../lib/form-errors.ts';
import { freeTimesFrom, offers, type SlotSelection, visitTotals } from '../lib/new-entry.ts';
import { instantFromFields, minutesOf, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { type CustomerMode, CustomerPicker, type NewCustomer } from './customer-picker.tsx';
import { DateField } from './date-field.tsx';
import type { StylistResource } from './stylist-header.tsx';

const ANY = 'any';

type Field =
  | 'customer'
  | 'name'
  | 'email'
  | 'phone'
  | 'services'
  | 'stylist'
  | 'date'
  | 'time'
  | 'customLabel'
  | 'note';

/** Where the server's field paths (`body.customer.email`) belong in this form. */
function fieldOf(path: string): Field | null {
  if (path === 'customerId' || path === 'customer') return 'customer';
  if (path.startsWith('customer.')) {
    const part = path.split('.')[1];
    return part === 'email' || part === 'phone' ? part : 'name';
  }
  if (path.startsWith('services')) return 'services';
  if (path === 'start') return 'time';
  if (path === 'stylist') return 'stylist';
  if (path === 'customLabel') return 'customLabel';
  if (path === 'note') return 'note';
  return null;
}

const serverMessages: Record<Field, string> = {
  customer: 'calendar.validation.customerInvalid',
  name: 'calendar.validation.nameInvalid',
  email: 'calendar.validation.emailInvalid',
  phone: 'calendar.validation.phoneInvalid',
  services: 'calendar.validation.servicesInvalid',
  stylist: 'calendar.validation.stylistInvalid',
  date: 'calendar.validation.dateRequired',
  time: 'calendar.validation.timeInvalid',
  customLabel: 'calendar.validation.customLabelInvalid',
  note: 'calendar.validation.noteInvalid',
};

const autoLabel = (walkIn: boolean, stylist: string): AppointmentLabel => {
  if (walkIn) return 'WalkIn';
  return stylist === ANY ? 'Anyone' : 'NoLabel';
};

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

  const [customerMode, setCustomerMode] = useState<CustomerMode>(walkIn ? 'new' : 'existing');
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const [newCustomer, setNewCustomer] = useState<NewCustomer>({ name: '', email: '', phone: '' });
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [stylist, setStylist] = useState(slot.stylistId ?? ANY);
  const [date, setDate] = useState<string | null>(wallDateKey(slot.start));
  const [time, setTime] = useState(slot.allDay ? '09:00' : wallTimeKey(slot.start));
  const [label, setLabel] = useState<AppointmentLabel | null>(null);
  const [customLabel, setCustomLabel] = useState('');
  const [note, setNote] = useState('');
  const [override, setOverride] = useState(false);
  const [problems, setProblems] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const stylistId = stylist === ANY ? null : stylist;
  const stylistName = stylists.find((s) => s.id === stylistId)?.name ?? '';
  const active = useMemo(() => (services.data?.items ?? []).filter((s) => s.active), [services.data]);
  const byId = useMemo(() => new Map(active.map((s) => [s.id, s])), [active]);
  const chosen = serviceIds.map((id) => byId.get(id)).filter((s): s is ServiceResponse => !!s);
  const notOffered = chosen.filter((s) => !offers(s, stylistId));
  const totals = visitTotals(chosen, stylistId);
  const shownLabel = label ?? autoLabel(walkIn, stylist);
  const start = instantFromFields(date, time, timeZone);

  /** A setter that also takes away the problem shown under its field. */
  const edit =
    <T,>(set: (value: T) => void, ...fields: Field[]) =>
    (value: T) => {
      set(value);
      setProblems((previous) => {
        const next = { ...previous };
        for (const field of fields) delete next[field];
        return next;
      });
    };

  function validate(): FieldMessages<Field> {
    const found: FieldMessages<Field> = {};
    if (customerMode === 'existing') {
      if (!customer && !walkIn) found.customer = 'calendar.validation.customerRequired';
    } else {
      const { name, email, phone } = newCustomer;
      const anything = name.trim() || email.trim() || phone.trim();
      if (!name.trim() && (!walkIn || anything)) found.name = 'calendar.validation.nameRequired';
      if (email.trim() && !isEmail(email)) found.email = 'calendar.validation.emailInvalid';
      if (phone.trim() && !isPhone(phone)) found.phone = 'calendar.validation.phoneInvalid';
    }
    if (chosen.length === 0) found.services = 'calendar.validation.servicesRequired';
    else if (notOffered.length > 0) found.services = 'calendar.validation.notOffered';
    if (!date) found.date = 'calendar.validation.dateRequired';
    if (minutesOf(time) === null) found.time = 'calendar.validation.timeInvalid';
    if (override && stylistId === null) found.stylist = 'calendar.validation.stylistForOverride';
    if (shownLabel === 'Custom' && !customLabel.trim()) {
      found.customLabel = 'calendar.validation.customLabelRequired';
    }
    return found;
  }

  function customerPart(): Pick<CreateAppointmentBody, 'customerId' | 'customer'> {
    if (customerMode === 'existing') return customer ? { customerId: customer.id } : {};
    const name = newCustomer.name.trim();
    if (!name) return {};
    return {
      customer: {
        name,
        email: newCustomer.email.trim() || null,
        phone: newCustomer.phone.trim() || null,
      },
    };
  }

  const showError = (error: unknown, asked: string) => {
    if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') {
      setAlert({
        message: t(override ? 'calendar.create.slotTakenOverride' : 'calendar.create.slotTaken'),
        freeTimes: override ? [] : freeTimesFrom(error.details, stylistId, Date.parse(asked)),
      });
      return;
    }
    const { fields, other } = serverFieldMessages(error, fieldOf, serverMessages);
    setProblems(fields);
    setAlert({
      message:
        isClean(fields) || other.length > 0 ? errorMessage(i18n, error) : t('calendar.create.checkFields'),
      details: other.map((detail) => detail.message),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    setAlert(null);
    if (!isClean(found) || !start) return;
    const body: CreateAppointmentBody = {
      services: chosen.map((s) => s.id),
      start,
      stylist,
      ...customerPart(),
      source: walkIn ? 'walk_in' : 'admin',
      label: shownLabel,
      customLabel: shownLabel === 'Custom' ? customLabel.trim() : null,
      note: note.trim() || null,
      override,
    };
    create.mutate(
      { body, idempotencyKey: keyFor(body) },
      { onSuccess: onCreated, onError: (error) => showError(error, start) },
    );
  };

  const problem = (field: Field) =>
    problems[field]
      ? t(problems[field], { stylist: stylistName, services: notOffered.map((s) => s.name).join(', ') })
      : undefined;

  const serviceOptions = active.map((service) => ({
    value: service.id,
    label: service.name,
    // Already chosen ones stay removable when another stylist is picked.
    disabled: !offers(service, stylistId) && !serviceIds.includes(service.id),
  }));

  return (
    <form onSubmit={submit} noValidate data-testid="appointment-form">
      <Stack gap="md">
        <CustomerPicker
          shopId={shopId}
          mode={customerMode}
          onModeChange={edit(setCustomerMode, 'customer', 'name', 'email', 'phone')}
          selected={customer}
          onSelect={edit(setCustomer, 'customer')}
          newCustomer={newCustomer}
          onNewCustomerChange={(next) => {
            const changed = (['name', 'email', 'phone'] as const).filter((f) => next[f] !== newCustomer[f]);
            edit(setNewCustomer, ...changed)(next);
          }}
          required={!walkIn}
          errors={{
            customer: problems.customer,
            name: problems.name,
            email: problems.email,
            phone: problems.phone,
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
            value={serviceIds}
            onChange={edit(setServiceIds, 'services')}
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
            value={stylist}
            onChange={(value) => edit(setStylist, 'stylist', 'services')(value ?? ANY)}
            allowDeselect={false}
            error={problem('stylist')}
            data-testid="stylist-select"
          />
          <Select
            label={t('calendar.create.label')}
            data={appointmentLabels.map((value) => ({ value, label: t(`calendar.label.${value}`) }))}
            value={shownLabel}
            onChange={(value) => edit(setLabel, 'customLabel')((value as AppointmentLabel | null) ?? null)}
            allowDeselect={false}
            data-testid="label-select"
          />
        </SimpleGrid>
        {shownLabel === 'Custom' && (
          <TextInput
            label={t('calendar.create.customLabel')}
            required
            maxLength={60}
            value={customLabel}
            onChange={(e) => edit(setCustomLabel, 'customLabel')(e.currentTarget.value)}
            error={problem('customLabel')}
            data-testid="custom-label"
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('calendar.create.date')}
            required
            value={date}
            onChange={edit(setDate, 'date', 'time')}
            error={problem('date')}
            data-testid="start-date"
          />
          <TimeInput
            label={t('calendar.create.time')}
            required
            value={time}
            onChange={(e) => edit(setTime, 'time')(e.currentTarget.value)}
            error={problem('time')}
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
          value={note}
          onChange={(e) => edit(setNote, 'note')(e.currentTarget.value)}
          error={problem('note')}
          data-testid="appointment-note"
        />
        <Checkbox
          label={t('calendar.create.override')}
          description={t('calendar.create.overrideHint')}
          checked={override}
          onChange={(e) => edit(setOverride, 'stylist')(e.currentTarget.checked)}
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
                          setTime(isoInZone(Date.parse(free), timeZone).slice(11, 16));
                          setAlert(null);
                        }}
                      >
                        {formatTime(free, timeZone, locale)}
                      </Button>
                    ))}
                  </Group>
                </>
              )}
              {alert.freeTimes && alert.freeTimes.length === 0 && !override && (
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
