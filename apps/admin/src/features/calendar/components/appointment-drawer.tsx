import { Accordion, Badge, Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AppointmentAction,
  type AppointmentResponse,
  checkAppointmentAction,
  inShop,
  mayCompleteEarly,
  paymentHoldMinutes,
} from '@salon/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useActOnAppointment } from '../../../api/appointments.ts';
import { useCheckoutDraft, useSale } from '../../../api/sales.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatDay, formatDayTime, formatMoney, formatTime, formatTimeRange } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useShopCountry } from '../../../lib/phone.ts';
import { ReceiptLink, SaleFormModal } from '../../checkout/index.ts';
import { useLastPresent } from '../hooks/use-last-present.ts';
import { bookedAs } from '../lib/booked-as.ts';
import { AppointmentHistory } from './appointment-history.tsx';
import { ConfirmActionModal, type ConfirmedAction } from './confirm-action-modal.tsx';
import { CustomerSection } from './customer-section.tsx';
import { LabelForm } from './label-form.tsx';
import { labelText } from './labels.ts';
import { MoneySection } from './money-section.tsx';
import { NoteForm } from './note-form.tsx';
import { RescheduleForm } from './reschedule-form.tsx';
import type { StylistResource } from './stylist-header.tsx';

/** What staff may do in each status; the server checks the same transitions. */
const actionsByStatus: Partial<Record<AppointmentResponse['status'], AppointmentAction[]>> = {
  pending: ['accept', 'decline'],
  confirmed: ['complete', 'no-show', 'cancel'],
  completed: ['reopen'],
  no_show: ['reopen'],
};

const needsConfirmation = (action: AppointmentAction): action is ConfirmedAction =>
  action === 'cancel' || action === 'decline' || action === 'complete';

const variantOf = (action: AppointmentAction) => {
  if (action === 'accept' || action === 'complete') return 'filled';
  return action === 'no-show' || action === 'reopen' ? 'default' : 'light';
};

const movable = (appointment: AppointmentResponse) =>
  appointment.status === 'pending' || appointment.status === 'confirmed';

/** A visit that may be paid: confirmed (it is completed by paying) or completed without a sale yet. */
const payable = (appointment: AppointmentResponse) =>
  appointment.status === 'confirmed' || appointment.status === 'completed';

/** "Check out" for a visit not paid yet; "Paid · receipt #N" once it is. */
function CheckoutStatus({ shopId, appointment }: { shopId: string; appointment: AppointmentResponse }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const draft = useCheckoutDraft(shopId, appointment.id);
  const sale = useSale(shopId, draft.data?.saleId ?? null);
  // The dialog stays while open: once paid it shows the receipt, though the visit now has its sale.
  const dialog = (
    <SaleFormModal
      shopId={shopId}
      appointmentId={appointment.id}
      opened={open}
      onClose={() => setOpen(false)}
    />
  );
  if (!draft.data) return null;
  if (draft.data.saleId) {
    return (
      <>
        {sale.data && (
          <Group gap={6} data-testid="appointment-paid">
            <Text size="sm">{t('checkout.paid')}</Text>
            <Text size="sm" aria-hidden>
              ·
            </Text>
            <ReceiptLink saleId={sale.data.id} number={sale.data.receipt.number} />
          </Group>
        )}
        {open && dialog}
      </>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="appointment-checkout">
        {t('checkout.open')}
      </Button>
      {dialog}
    </>
  );
}

interface Props {
  shopId: string;
  timeZone: string;
  appointment: AppointmentResponse | null;
  stylistNames: ReadonlyMap<string, string>;
  /** Active stylists, for moving the appointment to another one. */
  stylists: readonly StylistResource[];
  canUpdate: boolean;
  onClose: () => void;
  /** The calendar follows a rescheduled appointment to its new day. */
  onMoved: (start: Date) => void;
}

function Details({
  appointment,
  timeZone,
  stylistNames,
}: Pick<Props, 'timeZone' | 'stylistNames'> & { appointment: AppointmentResponse }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const country = useShopCountry();
  const stylists = [...new Set(appointment.items.map((item) => item.stylistId))]
    .map((id) => stylistNames.get(id) ?? '—')
    .join(', ');
  const rows: [string, string][] = [
    [
      t('calendar.details.time'),
      `${formatDay(appointment.start, timeZone, locale)}, ${formatTimeRange(appointment.start, appointment.end, timeZone, locale)}`,
    ],
    [t('calendar.details.stylist'), stylists],
    [t('calendar.details.services'), appointment.items.map((item) => item.serviceName).join(', ')],
    [t('calendar.details.customer'), appointment.customer?.name ?? t('calendar.details.noCustomer')],
  ];
  const typed = bookedAs(appointment, country);
  if (typed) rows.push([t('calendar.details.bookedAs'), typed]);
  rows.push(
    [t('calendar.details.price'), formatMoney(appointment.price.amount, appointment.price.currency, locale)],
    [t('calendar.details.label'), labelText(t, appointment)],
    [t('calendar.details.source'), t(`calendar.source.${appointment.source}`)],
  );
  // Which flyer, profile or page brought the booking: the link's own path, as the salon shared it.
  if (appointment.link) rows.push([t('calendar.details.link'), `/b/${appointment.link.alias}`]);
  if (appointment.note) rows.push([t('calendar.details.note'), appointment.note]);
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
      {rows.map(([term, value]) => [
        <Text key={`${term}-t`} component="dt" fw={600} size="sm">
          {term}
        </Text>,
        <Text key={`${term}-d`} component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
          {value}
        </Text>,
      ])}
    </SimpleGrid>
  );
}

/**
 * An appointment opened from its card: details, the status actions (cancel and decline after a
 * confirmation), the customer with their last visits, changes, and the history.
 */
export function AppointmentDrawer({
  shopId,
  timeZone,
  appointment: selected,
  stylistNames,
  stylists,
  canUpdate,
  onClose,
  onMoved,
}: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const act = useActOnAppointment(shopId);
  const ability = useAppAbility();
  const appointment = useLastPresent(selected);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const hintId = useId();
  // Open sections belong to one appointment: another one starts with all of them closed.
  const [openFor, setOpenFor] = useState<{ id: string | null; sections: string[] }>({
    id: null,
    sections: [],
  });
  const open = openFor.id === appointment?.id ? openFor.sections : [];
  const setOpen = (sections: string[]) => setOpenFor({ id: appointment?.id ?? null, sections });

  const run = (action: AppointmentAction, reason?: string | null) => {
    if (!appointment) return;
    act.mutate(
      { id: appointment.id, action, reason },
      {
        onSuccess: () => {
          toast.success(t(`calendar.done.${action}`));
          setConfirming(null);
          onClose();
        },
      },
    );
  };
  const actions = (appointment && canUpdate && actionsByStatus[appointment.status]) || [];
  // The domain's rule, as the server applies it: complete and no-show wait for the start.
  const notYet = (action: AppointmentAction) => {
    if (!appointment) return null;
    const verdict = checkAppointmentAction({
      action,
      status: appointment.status,
      start: Date.parse(appointment.start),
      now: Date.now(),
      timeZone,
      mayCompleteEarly: mayCompleteEarly(ability, shopId),
    });
    if (verdict.allowed || verdict.code !== 'AppointmentNotStarted') return null;
    return verdict.earlyOnSameDay ? 'notStartedEarly' : 'notStarted';
  };
  const hints = [...new Set(actions.map(notYet).filter((hint) => hint !== null))];
  const sections = appointment
    ? [
        ...(canUpdate && movable(appointment)
          ? [
              {
                value: 'reschedule',
                title: t('calendar.edit.reschedule'),
                body: (
                  <RescheduleForm
                    shopId={shopId}
                    timeZone={timeZone}
                    appointment={appointment}
                    stylists={stylists}
                    onMoved={onMoved}
                  />
                ),
              },
            ]
          : []),
        ...(canUpdate
          ? [
              {
                value: 'label',
                title: t('calendar.edit.label'),
                body: <LabelForm shopId={shopId} appointment={appointment} />,
              },
              {
                value: 'note',
                title: t('calendar.edit.note'),
                body: <NoteForm shopId={shopId} appointment={appointment} />,
              },
            ]
          : []),
        {
          value: 'money',
          title: t('calendar.money.title'),
          body: (
            <MoneySection
              shopId={shopId}
              appointment={appointment}
              canUpdate={canUpdate}
              enabled={open.includes('money')}
            />
          ),
        },
        {
          value: 'history',
          title: t('calendar.history.title'),
          body: (
            <AppointmentHistory
              shopId={shopId}
              appointmentId={appointment.id}
              timeZone={timeZone}
              stylistNames={stylistNames}
              enabled={open.includes('history')}
            />
          ),
        },
      ]
    : [];

  return (
    <>
      <Drawer
        opened={selected !== null}
        onClose={onClose}
        position="right"
        size="lg"
        title={t('calendar.details.title')}
        closeButtonProps={{ 'aria-label': t('calendar.details.close') }}
      >
        {appointment && (
          // Keyed: another appointment starts with fresh forms.
          <Stack key={appointment.id} gap="md" data-testid="appointment-drawer">
            <Group gap="xs">
              <Text fw={600}>{t('calendar.details.status')}</Text>
              <Badge variant="light" data-testid="appointment-status">
                {t(`calendar.status.${appointment.status}`)}
              </Badge>
            </Group>
            {appointment.status === 'awaiting_payment' && (
              // The same minutes the server's job waits before it gives the time back.
              <Text size="sm" c="dimmed" data-testid="awaiting-payment">
                {t('calendar.details.awaitingPayment', {
                  time: formatTime(
                    new Date(appointment.createdAt).getTime() + paymentHoldMinutes * 60_000,
                    timeZone,
                    locale,
                  ),
                })}
              </Text>
            )}
            <Details appointment={appointment} timeZone={timeZone} stylistNames={stylistNames} />
            {canUpdate && payable(appointment) && (
              <CheckoutStatus shopId={shopId} appointment={appointment} />
            )}
            {actions.length > 0 && (
              <Stack gap={4}>
                <Group gap="xs">
                  {actions.map((action) => (
                    <Button
                      key={action}
                      variant={variantOf(action)}
                      color={action === 'cancel' || action === 'decline' ? 'red' : undefined}
                      loading={act.isPending && act.variables?.action === action && !confirming}
                      disabled={act.isPending || notYet(action) !== null}
                      aria-describedby={notYet(action) ? hintId : undefined}
                      onClick={() => (needsConfirmation(action) ? setConfirming(action) : run(action))}
                      data-testid={`appointment-action-${action}`}
                    >
                      {t(`calendar.actions.${action}`)}
                    </Button>
                  ))}
                </Group>
                {hints.length > 0 && (
                  <Text size="xs" c="dimmed" id={hintId} data-testid="appointment-action-hint">
                    {hints.map((hint) => t(`calendar.actions.${hint}`)).join(' ')}
                  </Text>
                )}
              </Stack>
            )}
            <CustomerSection
              shopId={shopId}
              timeZone={timeZone}
              appointment={appointment}
              canOpenProfile={ability.can('read', inShop('Customer', shopId))}
            />
            <Accordion multiple value={open} onChange={setOpen} order={3} variant="separated">
              {sections.map((section) => (
                <Accordion.Item key={section.value} value={section.value}>
                  <Accordion.Control data-testid={`drawer-section-${section.value}`}>
                    {section.title}
                  </Accordion.Control>
                  <Accordion.Panel>{section.body}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        )}
      </Drawer>
      <ConfirmActionModal
        action={confirming}
        summary={
          appointment
            ? `${appointment.customer?.name ?? t('calendar.details.noCustomer')} · ${formatDayTime(appointment.start, timeZone, locale)}`
            : ''
        }
        pending={act.isPending}
        onConfirm={(reason) => confirming && run(confirming, reason)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
