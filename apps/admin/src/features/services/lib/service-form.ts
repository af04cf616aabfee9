import type { ServiceResponse, StylistResponse } from '@salon/domain';
import type { ServiceInput } from '../../../api/services.ts';
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
  deposit: string;
  bookableOnline: boolean;
  performers: Record<string, Performer>;
}

/** Field path → i18n key (namespace `services`, or `admin:money.*`) of its message. */
export type ServiceFormErrors = Record<string, string>;

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
    deposit: shown(service?.depositAmount),
    bookableOnline: service?.bookableOnline ?? true,
    performers,
  };
}

/** An optional amount: empty is none, anything else must read as money. */
const optionalMoney = (text: string, currency: string, locale: string) =>
  text.trim() === '' ? { minor: null, error: null } : readMoney(text, currency, locale);

/** What is wrong with the form, in the language the owner types in (`locale`). */
export function validateServiceForm(
  values: ServiceFormValues,
  currency: string,
  locale: string,
): ServiceFormErrors {
  const out: ServiceFormErrors = {};
  if (!values.name.trim()) out.name = 'validation.nameRequired';
  const { duration, bufferBefore, bufferAfter } = values;
  if (duration === '' || !Number.isInteger(duration) || duration < 5 || duration > 720)
    out.durationMinutes = 'validation.duration';
  for (const [key, value] of [
    ['bufferBeforeMinutes', bufferBefore],
    ['bufferAfterMinutes', bufferAfter],
  ] as const) {
    if (value !== '' && (!Number.isInteger(value) || value < 0 || value > 240))
      out[key] = 'validation.buffer';
  }
  const price = readMoney(values.price, currency, locale);
  if (values.price.trim() === '') out['price.amount'] = 'validation.priceRequired';
  else if (price.error) out['price.amount'] = price.error;
  const deposit = optionalMoney(values.deposit, currency, locale);
  if (deposit.error) out.depositAmount = deposit.error;
  else if (deposit.minor !== null && price.minor !== null && deposit.minor > price.minor)
    out.depositAmount = 'validation.depositAbovePrice';
  for (const [id, p] of Object.entries(values.performers)) {
    if (!p.checked) continue;
    if (p.duration !== '' && (!Number.isInteger(p.duration) || p.duration < 5 || p.duration > 720))
      out[`stylists.${id}.durationMinutes`] = 'validation.duration';
    const own = optionalMoney(p.price, currency, locale);
    if (own.error) out[`stylists.${id}.priceAmount`] = own.error;
  }
  return out;
}

/** The request for a form that `validateServiceForm` accepted; the performers in the order shown. */
export function serviceFormBody(
  values: ServiceFormValues,
  performerIds: readonly string[],
  currency: string,
  locale: string,
): Omit<ServiceInput, 'displayOrder' | 'active'> {
  const amount = (text: string) => {
    const read = optionalMoney(text, currency, locale);
    if (read.error) throw new Error(`Unchecked amount: ${read.error}`);
    return read.minor;
  };
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    categoryId: values.categoryId,
    durationMinutes: Number(values.duration),
    bufferBeforeMinutes: Number(values.bufferBefore || 0),
    bufferAfterMinutes: Number(values.bufferAfter || 0),
    price: { amount: amount(values.price) ?? 0, currency },
    depositAmount: amount(values.deposit),
    bookableOnline: values.bookableOnline,
    stylists: performerIds.map((stylistId) => {
      const p = values.performers[stylistId] as Performer;
      return {
        stylistId,
        durationMinutes: p.duration === '' ? null : p.duration,
        priceAmount: amount(p.price),
      };
    }),
  };
}
