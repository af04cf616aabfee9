import { type ServiceResponse, type StylistResponse, serviceRequest } from '@salon/domain';
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
  deposit: string;
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
    deposit: shown(service?.depositAmount),
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
export function servicePlacement(performerIds: readonly string[]): PlaceField {
  const fields = byPath({
    name: ['name', 'validation.nameRequired'],
    durationMinutes: ['duration', 'validation.duration'],
    bufferBeforeMinutes: ['bufferBefore', 'validation.buffer'],
    bufferAfterMinutes: ['bufferAfter', 'validation.buffer'],
    price: ['price', 'validation.price'],
    depositAmount: ['deposit', 'validation.price'],
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

/**
 * What is wrong with the form, in the language the owner types in (`locale`): the amounts as
 * typed, then the request they make against the domain's schema.
 */
export function validateServiceForm(
  values: ServiceFormValues,
  performerIds: readonly string[],
  currency: string,
  locale: string,
): FormMessages {
  const out: FormMessages = {};
  const price = readMoney(values.price, currency, locale);
  if (values.price.trim() === '') out.price = 'validation.priceRequired';
  else if (price.error) out.price = price.error;
  const deposit = optionalMoney(values.deposit, currency, locale);
  if (deposit.error) out.deposit = deposit.error;
  else if (deposit.minor !== null && price.minor !== null && deposit.minor > price.minor)
    out.deposit = 'validation.depositAbovePrice';
  for (const id of performerIds) {
    const own = optionalMoney(values.performers[id]?.price ?? '', currency, locale);
    if (own.error) out[`performers.${id}.price`] = own.error;
  }
  const request = serviceFormBody(values, performerIds, currency, locale);
  return { ...schemaErrors(serviceRequest, request, servicePlacement(performerIds)), ...out };
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
    depositAmount: amount(values.deposit),
    bookableOnline: values.bookableOnline,
    stylists: performerIds.map((stylistId) => {
      const p = values.performers[stylistId] as Performer;
      return { stylistId, durationMinutes: asMinutes(p.duration), priceAmount: amount(p.price) };
    }),
  };
}
