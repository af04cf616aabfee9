import {
  type DepositKind,
  type PaymentMode,
  type PaymentPolicy,
  type ServiceResponse,
  type StylistResponse,
  serviceRequest,
  takesOnlinePayment,
} from '@salon/domain';
import type { ServiceInput } from '../../../api/services.ts';
import { byPath, type FormMessages, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';
import { moneyInput, readMoney } from '../../../lib/money.ts';

type Minutes = number | '';

export interface Performer {
  checked: boolean;
  duration: Minutes;
  /** As typed; empty for the service's own price. */
  price: string;
}

/** The service form's fields; amounts are kept as typed and read with the one money parser. */
export interface ServiceFormValues {
  name: string;
  description: string;
  categoryId: string | null;
  duration: Minutes;
  bufferBefore: Minutes;
  bufferAfter: Minutes;
  price: string;
  /** How the service is paid when booked; `shop` follows the salon's policy. */
  paymentMode: 'shop' | PaymentMode;
  depositKind: DepositKind;
  depositPercent: number | '';
  /** A fixed deposit as typed. */
  depositAmount: string;
  bookableOnline: boolean;
  performers: Record<string, Performer>;
}

export function initialServiceValues(
  service: ServiceResponse | null,
  categoryId: string | null,
  stylists: readonly StylistResponse[],
  currency: string,
  locale: string,
): ServiceFormValues {
  const shown = (minor: number | null | undefined) =>
    minor == null ? '' : moneyInput(minor, currency, locale);
  const performers: Record<string, Performer> = {};
  for (const stylist of stylists) {
    const own = service?.stylists.find((p) => p.stylistId === stylist.id);
    performers[stylist.id] = {
      // A new service is done by the whole active team until the owner says otherwise.
      checked: service ? !!own : stylist.active,
      duration: own?.durationMinutes ?? '',
      price: shown(own?.priceAmount),
    };
  }
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    categoryId: service ? service.categoryId : categoryId,
    duration: service?.durationMinutes ?? 30,
    bufferBefore: service?.bufferBeforeMinutes ?? 0,
    bufferAfter: service?.bufferAfterMinutes ?? 0,
    price: shown(service?.price.amount),
    paymentMode: service?.paymentPolicy?.mode ?? 'shop',
    depositKind: service?.paymentPolicy?.depositKind ?? 'percent',
    depositPercent:
      service?.paymentPolicy?.depositKind === 'percent' ? (service.paymentPolicy.depositValue ?? 20) : 20,
    depositAmount:
      service?.paymentPolicy?.depositKind === 'fixed' ? shown(service.paymentPolicy.depositValue) : '',
    bookableOnline: service?.bookableOnline ?? true,
    performers,
  };
}

/** An optional amount: empty is none, anything else must read as money. */
const optionalMoney = (text: string, currency: string, locale: string) =>
  text.trim() === '' ? { minor: null, error: null } : readMoney(text, currency, locale);

/** The performers to send, in the order shown. */
export const checkedPerformers = (values: ServiceFormValues, shownIds: readonly string[]): string[] =>
  shownIds.filter((id) => values.performers[id]?.checked);

/**
 * Where the request's fields show in the form (namespace `services`); a performer's are sent by
 * position, `performerIds` turns that back into the stylist.
 */
export function servicePlacement(
  performerIds: readonly string[],
  depositKind: DepositKind = 'percent',
): PlaceField {
  const fields = byPath({
    name: ['name', 'validation.nameRequired'],
    durationMinutes: ['duration', 'validation.duration'],
    bufferBeforeMinutes: ['bufferBefore', 'validation.buffer'],
    bufferAfterMinutes: ['bufferAfter', 'validation.buffer'],
    price: ['price', 'validation.price'],
    'paymentPolicy.mode': ['paymentMode', 'validation.paymentNeedsKeys'],
    'paymentPolicy.depositKind': ['depositKind', 'validation.depositKind'],
    'paymentPolicy.depositValue':
      depositKind === 'percent'
        ? ['depositPercent', 'validation.depositPercent']
        : ['depositAmount', 'validation.depositAmount'],
  });
  return (path) => {
    const performer = /^stylists\.(\d+)\.(durationMinutes|priceAmount)$/.exec(path);
    const id = performer ? performerIds[Number(performer[1])] : undefined;
    if (!id) return fields(path);
    return performer?.[2] === 'durationMinutes'
      ? [`performers.${id}.duration`, 'validation.duration']
      : [`performers.${id}.price`, 'validation.price'];
  };
}

/** What the form knows of the salon's online payments, when it could find out. */
export interface OnlinePayments {
  /** Both Stripe keys are stored: deposits and prepayment can be taken. */
  keys: boolean;
}

const samePolicy = (a: PaymentPolicy | null | undefined, b: PaymentPolicy | null | undefined) =>
  a?.mode === b?.mode && a?.depositKind === b?.depositKind && a?.depositValue === b?.depositValue;

/**
 * A fixed deposit above the price: allowed (a stylist may charge more than the service's own
 * price, and no more than the price booked is ever due), so the form warns instead of refusing.
 */
export function depositAbovePrice(values: ServiceFormValues, currency: string, locale: string): boolean {
  if (values.paymentMode !== 'deposit' || values.depositKind !== 'fixed') return false;
  const deposit = optionalMoney(values.depositAmount, currency, locale).minor;
  const price = readMoney(values.price, currency, locale).minor;
  return deposit !== null && price !== null && deposit > price;
}

/**
 * What is wrong with the form, in the language the owner types in (`locale`): the amounts as
 * typed, then the request they make against the domain's schema. A deposit or prepayment newly
 * chosen needs the salon's Stripe keys, as the server says too.
 */
export function validateServiceForm(
  values: ServiceFormValues,
  performerIds: readonly string[],
  currency: string,
  locale: string,
  options: { payments?: OnlinePayments | undefined; saved?: PaymentPolicy | null | undefined } = {},
): FormMessages {
  const out: FormMessages = {};
  const price = readMoney(values.price, currency, locale);
  if (values.price.trim() === '') out.price = 'validation.priceRequired';
  else if (price.error) out.price = price.error;
  if (values.paymentMode === 'deposit' && values.depositKind === 'fixed') {
    const deposit = readMoney(values.depositAmount, currency, locale);
    if (deposit.error) out.depositAmount = deposit.error;
  }
  const body = serviceFormBody(values, performerIds, currency, locale);
  if (
    options.payments &&
    !options.payments.keys &&
    body.paymentPolicy &&
    takesOnlinePayment(body.paymentPolicy) &&
    !samePolicy(body.paymentPolicy as PaymentPolicy, options.saved)
  )
    out.paymentMode = 'validation.paymentNeedsKeys';
  for (const id of performerIds) {
    const own = optionalMoney(values.performers[id]?.price ?? '', currency, locale);
    if (own.error) out[`performers.${id}.price`] = own.error;
  }
  return {
    ...schemaErrors(serviceRequest, body, servicePlacement(performerIds, values.depositKind)),
    ...out,
  };
}

const asMinutes = (value: Minutes) => (value === '' ? null : value);

/** The request the form makes; an amount that does not read as money is left out (null). */
export function serviceFormBody(
  values: ServiceFormValues,
  performerIds: readonly string[],
  currency: string,
  locale: string,
): Omit<ServiceInput, 'displayOrder' | 'active'> {
  const amount = (text: string) => optionalMoney(text, currency, locale).minor;
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    categoryId: values.categoryId,
    durationMinutes: asMinutes(values.duration) as number,
    bufferBeforeMinutes: Number(values.bufferBefore || 0),
    bufferAfterMinutes: Number(values.bufferAfter || 0),
    price: { amount: amount(values.price) as number, currency },
    paymentPolicy: paymentPolicyBody(values, currency, locale),
    bookableOnline: values.bookableOnline,
    stylists: performerIds.map((stylistId) => {
      const p = values.performers[stylistId] as Performer;
      return { stylistId, durationMinutes: asMinutes(p.duration), priceAmount: amount(p.price) };
    }),
  };
}

/** The service's policy as the request carries it: null follows the salon's. */
function paymentPolicyBody(values: ServiceFormValues, currency: string, locale: string) {
  if (values.paymentMode === 'shop') return null;
  if (values.paymentMode !== 'deposit')
    return { mode: values.paymentMode, depositKind: null, depositValue: null };
  return {
    mode: values.paymentMode,
    depositKind: values.depositKind,
    depositValue:
      values.depositKind === 'percent'
        ? values.depositPercent === ''
          ? null
          : values.depositPercent
        : optionalMoney(values.depositAmount, currency, locale).minor,
  };
}
