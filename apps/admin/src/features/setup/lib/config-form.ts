import {
  bookingRulesUpdate,
  type Locale,
  serviceRequest,
  stylistRequest,
  updateShopRequest,
} from '@salon/domain';
import { byPath, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';
import { readMoney } from '../../../lib/money.ts';
import { phoneReadable, phoneToSend } from '../../../lib/phone.ts';
import { bpsOfPercent, type TaxPercent } from '../../../lib/tax-rate.ts';
import { type DayHours, dayProblems } from './opening-hours.ts';

export interface ServiceDraft {
  /** Stable while editing; `id` is set once the server has the service. */
  key: string;
  id: string | null;
  name: string;
  durationMinutes: number | '';
  /** As typed, in the owner's language ("45,50"): read by `readMoney` when checked and saved. */
  price: string;
}

export interface StylistDraft {
  key: string;
  id: string | null;
  name: string;
}

/** Everything the wizard's second step edits, kept while the owner goes back and forth. */
export interface ConfigValues {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  /** Where the salon is: how local phone numbers read, and the standard tax rate suggested. */
  country: string;
  /** The salon's standard tax rate in percent, included in its prices. */
  taxRate: TaxPercent;
  locale: Locale;
  currency: string;
  hours: DayHours[];
  services: ServiceDraft[];
  stylists: StylistDraft[];
  /** Saved rows the owner removed: deleted on the server with the next save. */
  removedServiceIds: string[];
  removedStylistIds: string[];
}

/** Field path ("name", "hours.1.to", "services.<key>.price") → i18n key (namespace `setup`) of its message. */
export type ConfigErrors = Record<string, string>;

export const MAX_ROWS = 20;

export const newKey = (): string => crypto.randomUUID();

export const emptyService = (): ServiceDraft => ({
  key: newKey(),
  id: null,
  name: '',
  durationMinutes: 30,
  price: '',
});

export const emptyStylist = (name = ''): StylistDraft => ({ key: newKey(), id: null, name });

/** The browser's zone, which is the salon's in nearly every case: the owner sets up from the salon. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
  } catch {
    return 'Europe/Berlin';
  }
}

/** A name's message: none typed, or too long (`kind` names what is named). */
const nameMessage = (typed: string, required: string) => (typed.trim() ? 'validation.tooLong120' : required);

/**
 * Where each request's fields show in the wizard, for the domain's schemas and the server alike,
 * with our own translated messages (namespace `setup`): theirs are English. The text typed, where
 * given, picks the message; whether it is wrong is the schema's to say.
 */
export const shopPlacement = (name = ''): PlaceField =>
  byPath({
    name: ['name', nameMessage(name, 'validation.salonNameRequired')],
    address: ['address', 'validation.addressTooLong'],
    phone: ['phone', 'validation.phoneInvalid'],
    timeZone: ['timeZone', 'validation.timeZoneRequired'],
    country: ['country', 'validation.countryRequired'],
    serviceTaxRateBps: ['taxRate', 'validation.taxRate'],
  });
export const rulesPlacement: PlaceField = byPath({ currency: ['currency', 'validation.currencyRequired'] });
export const servicePlacement = (key: string, name = ''): PlaceField =>
  byPath({
    name: [`services.${key}.name`, nameMessage(name, 'validation.serviceNameRequired')],
    durationMinutes: [`services.${key}.durationMinutes`, 'validation.durationRange'],
    price: [`services.${key}.price`, 'validation.priceRequired'],
  });
export const stylistPlacement = (key: string, name = ''): PlaceField =>
  byPath({ name: [`stylists.${key}.name`, nameMessage(name, 'validation.stylistNameRequired')] });

/** The salon's details as the wizard saves them; the phone read as one of the chosen country. */
export const shopBody = (values: ConfigValues) => ({
  name: values.name.trim(),
  address: values.address.trim() || null,
  phone: phoneToSend(values.phone, values.country),
  timeZone: values.timeZone,
  country: values.country,
  // Nothing typed is no number: the schema refuses it under the field.
  serviceTaxRateBps: bpsOfPercent(values.taxRate) ?? Number.NaN,
  locale: values.locale,
});

/**
 * What is wrong with the step: each request the save makes, judged by the domain's schema, and
 * what only the wizard asks: a day open, a service and a stylist at least, sensible opening hours
 * and prices as typed. `language` is the one the owner types in (the app's), which decides what
 * "1.500" means; it can differ from the salon's own language.
 */
export function validateConfig(values: ConfigValues, language: string): ConfigErrors {
  const errors: ConfigErrors = {
    ...schemaErrors(updateShopRequest, shopBody(values), shopPlacement(values.name)),
    ...schemaErrors(bookingRulesUpdate, { currency: values.currency }, rulesPlacement),
  };
  if (!phoneReadable(values.phone, values.country)) errors.phone = 'validation.phoneInvalid';

  if (!values.hours.some((day) => day.open)) errors.hours = 'validation.noOpenDay';
  for (const day of values.hours) {
    for (const [field, key] of Object.entries(dayProblems(day)))
      errors[`hours.${day.weekday}.${field}`] = key;
  }

  if (values.services.length === 0) errors.services = 'validation.serviceRequired';
  for (const service of values.services) {
    const price = readMoney(service.price, values.currency, language);
    const body = {
      name: service.name.trim(),
      durationMinutes: service.durationMinutes === '' ? null : service.durationMinutes,
      price: { amount: price.minor ?? 0, currency: values.currency },
    };
    Object.assign(errors, schemaErrors(serviceRequest, body, servicePlacement(service.key, service.name)));
    if (service.price.trim() === '') errors[`services.${service.key}.price`] = 'validation.priceRequired';
    else if (price.error) errors[`services.${service.key}.price`] = price.error;
  }

  if (values.stylists.length === 0) errors.stylists = 'validation.stylistRequired';
  for (const stylist of values.stylists) {
    const body = { name: stylist.name.trim() };
    Object.assign(errors, schemaErrors(stylistRequest, body, stylistPlacement(stylist.key, stylist.name)));
  }
  return errors;
}

/** The errors of the fields under a path ("services.<key>"), for a row to show. */
export function errorsUnder(errors: ConfigErrors, prefix: string): ConfigErrors {
  const found: ConfigErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = key;
  }
  return found;
}
