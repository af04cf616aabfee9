import type { Locale } from '@salon/domain';
import { readMoney } from '../../../lib/money.ts';
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

/** Spaces, dots, dashes and brackets are for reading; the server keeps +4930123456. */
export const normalisePhone = (phone: string): string => phone.trim().replace(/[\s().-]/g, '');
const PHONE = /^\+[1-9]\d{6,14}$/;

/**
 * `language` is the one the owner types in (the app's), which decides what "1.500" means;
 * it can differ from the salon's own language.
 */
export function validateConfig(values: ConfigValues, language: string): ConfigErrors {
  const errors: ConfigErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'validation.salonNameRequired';
  else if (name.length > 120) errors.name = 'validation.tooLong120';
  if (values.address.trim().length > 300) errors.address = 'validation.addressTooLong';
  if (values.phone.trim() && !PHONE.test(normalisePhone(values.phone)))
    errors.phone = 'validation.phoneInvalid';
  if (!values.timeZone) errors.timeZone = 'validation.timeZoneRequired';
  if (!values.currency) errors.currency = 'validation.currencyRequired';

  if (!values.hours.some((day) => day.open)) errors.hours = 'validation.noOpenDay';
  for (const day of values.hours) {
    for (const [field, key] of Object.entries(dayProblems(day)))
      errors[`hours.${day.weekday}.${field}`] = key;
  }

  if (values.services.length === 0) errors.services = 'validation.serviceRequired';
  for (const service of values.services) {
    const path = `services.${service.key}`;
    const serviceName = service.name.trim();
    if (!serviceName) errors[`${path}.name`] = 'validation.serviceNameRequired';
    else if (serviceName.length > 120) errors[`${path}.name`] = 'validation.tooLong120';
    const duration = service.durationMinutes;
    if (duration === '' || !Number.isInteger(duration) || duration < 5 || duration > 720) {
      errors[`${path}.durationMinutes`] = 'validation.durationRange';
    }
    const price = readMoney(service.price, values.currency, language);
    if (service.price.trim() === '') errors[`${path}.price`] = 'validation.priceRequired';
    else if (price.error) errors[`${path}.price`] = price.error;
  }

  if (values.stylists.length === 0) errors.stylists = 'validation.stylistRequired';
  for (const stylist of values.stylists) {
    const stylistName = stylist.name.trim();
    if (!stylistName) errors[`stylists.${stylist.key}.name`] = 'validation.stylistNameRequired';
    else if (stylistName.length > 120) errors[`stylists.${stylist.key}.name`] = 'validation.tooLong120';
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
