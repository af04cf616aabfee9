import {
  type AppointmentLabel,
  customLabelLacksText,
  customLabelText,
  defaultLabel,
  type ServiceResponse,
} from '@salon/domain';
import type { CreateAppointmentBody } from '../../../api/appointments.ts';
import type { CustomerSummary } from '../../../api/customers.ts';
import type { FormMessages, Placement } from '../../../lib/form-errors.ts';
import type { CustomerMode, NewCustomer } from '../components/customer-picker.tsx';
import { offers } from './new-entry.ts';
import { instantFromFields, minutesOf } from './shop-time.ts';

/** The stylist choice that leaves the stylist to the salon. */
export const ANY = 'any';

export interface AppointmentValues {
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

/** Where the request's paths (`customer.email`) show in the form, and with which message. */
export function placeField(path: string): Placement | null {
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

/** The stylist's id, or null for anyone. */
export const stylistIdOf = (stylist: string) => (stylist === ANY ? null : stylist);

/** The label the visit gets unless someone picks another: the domain's rule, as the server applies it. */
export const autoLabel = (walkIn: boolean, stylist: string): AppointmentLabel =>
  defaultLabel({ source: walkIn ? 'walk_in' : 'admin', anyStylist: stylist === ANY });

/** The label shown and sent: the one picked, else the automatic one. */
export const labelOf = (values: AppointmentValues, walkIn: boolean): AppointmentLabel =>
  values.label ?? autoLabel(walkIn, values.stylist);

/** Who the visit is for: a known customer, a new one, or (a walk-in) no one. */
export function customerPart(
  values: AppointmentValues,
): Pick<CreateAppointmentBody, 'customerId' | 'customer'> {
  if (values.customerMode === 'existing') return values.customer ? { customerId: values.customer.id } : {};
  const name = values.newCustomer.name.trim();
  const email = values.newCustomer.email.trim();
  const phone = values.newCustomer.phone.trim();
  // An anonymous walk-in sends no customer at all.
  if (!name && !email && !phone) return {};
  return { customer: { name, email: email || null, phone: phone || null } };
}

interface Context {
  walkIn: boolean;
  timeZone: string;
  /** The services picked that the salon still offers. */
  chosen: readonly ServiceResponse[];
}

/** The request the form makes, as far as it is filled in. */
export function appointmentBody(
  values: AppointmentValues,
  { walkIn, timeZone, chosen }: Context,
): CreateAppointmentBody {
  const label = labelOf(values, walkIn);
  return {
    services: chosen.map((s) => s.id),
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

/** What the schema cannot know: who must be named, what the stylist offers, what was typed. */
export function missingAppointmentFields(
  values: AppointmentValues,
  { walkIn, chosen }: Pick<Context, 'walkIn' | 'chosen'>,
): FormMessages {
  const found: FormMessages = {};
  if (values.customerMode === 'existing') {
    if (!values.customer && !walkIn) found.customer = 'calendar.validation.customerRequired';
  } else {
    const { name, email, phone } = values.newCustomer;
    const anything = name.trim() || email.trim() || phone.trim();
    if (!name.trim() && (!walkIn || anything)) found.name = 'calendar.validation.nameRequired';
  }
  const stylistId = stylistIdOf(values.stylist);
  if (chosen.length === 0) found.services = 'calendar.validation.servicesRequired';
  else if (chosen.some((s) => !offers(s, stylistId))) found.services = 'calendar.validation.notOffered';
  if (!values.date) found.date = 'calendar.validation.dateRequired';
  if (minutesOf(values.time) === null) found.time = 'calendar.validation.timeInvalid';
  if (values.override && stylistId === null) found.stylist = 'calendar.validation.stylistForOverride';
  if (customLabelLacksText(labelOf(values, walkIn), values.customLabel.trim())) {
    found.customLabel = 'calendar.validation.customLabelRequired';
  }
  return found;
}
