import type { ServiceResponse } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import {
  ANY,
  type AppointmentValues,
  appointmentBody,
  customerPart,
  missingAppointmentFields,
  placeField,
} from './appointment-request.ts';

const ANNA = '00000000-0000-4000-8000-0000000000a1';
// Only what the mapping reads: the id, and who offers the service.
const wash = {
  id: '00000000-0000-4000-8000-0000000000c3',
  stylists: [{ stylistId: ANNA, durationMinutes: null, priceAmount: null }],
} as ServiceResponse;

const values = (patch: Partial<AppointmentValues> = {}): AppointmentValues => ({
  customerMode: 'new',
  customer: null,
  newCustomer: { name: '', email: '', phone: '' },
  services: [wash.id],
  stylist: ANNA,
  date: '2026-11-21',
  time: '08:00',
  label: null,
  customLabel: '',
  note: '',
  override: false,
  ...patch,
});

describe('an appointment request from the calendar form', () => {
  it('books a walk-in at the shop’s wall time, with the automatic label and no customer', () => {
    expect(
      appointmentBody(values({ note: ' late ' }), {
        walkIn: true,
        timeZone: 'Europe/Berlin',
        chosen: [wash],
      }),
    ).toEqual({
      services: [wash.id],
      start: '2026-11-21T07:00:00.000Z',
      stylist: ANNA,
      source: 'walk_in',
      label: 'WalkIn',
      customLabel: null,
      note: 'late',
      override: false,
    });
  });

  it('sends a known customer by id and a new one by what was typed', () => {
    const known = { id: 'c1' } as AppointmentValues['customer'];
    expect(customerPart(values({ customerMode: 'existing', customer: known }))).toEqual({ customerId: 'c1' });
    expect(customerPart(values({ customerMode: 'existing' }))).toEqual({});
    expect(customerPart(values({ newCustomer: { name: ' Eva ', email: ' ', phone: '+49 1' } }))).toEqual({
      customer: { name: 'Eva', email: null, phone: '+49 1' },
    });
  });

  it('keeps a picked custom label with its text', () => {
    const body = appointmentBody(values({ label: 'Custom', customLabel: ' VIP ' }), {
      walkIn: false,
      timeZone: 'Europe/Berlin',
      chosen: [wash],
    });
    expect(body).toMatchObject({ source: 'admin', label: 'Custom', customLabel: 'VIP' });
  });

  it('names what is missing: the customer unless a walk-in, services, a stylist for an override', () => {
    expect(
      missingAppointmentFields(values({ customerMode: 'existing' }), { walkIn: false, chosen: [wash] }),
    ).toEqual({
      customer: 'calendar.validation.customerRequired',
    });
    expect(missingAppointmentFields(values(), { walkIn: true, chosen: [wash] })).toEqual({});
    expect(
      missingAppointmentFields(values({ newCustomer: { name: '', email: 'a@b.c', phone: '' } }), {
        walkIn: true,
        chosen: [wash],
      }),
    ).toEqual({ name: 'calendar.validation.nameRequired' });
    expect(
      missingAppointmentFields(values({ stylist: ANY, override: true, date: null, label: 'Custom' }), {
        walkIn: true,
        chosen: [],
      }),
    ).toEqual({
      services: 'calendar.validation.servicesRequired',
      date: 'calendar.validation.dateRequired',
      stylist: 'calendar.validation.stylistForOverride',
      customLabel: 'calendar.validation.customLabelRequired',
    });
    expect(
      missingAppointmentFields(values({ stylist: 'someone-else' }), { walkIn: true, chosen: [wash] })
        .services,
    ).toBe('calendar.validation.notOffered');
  });

  it('shows the request’s paths under the fields', () => {
    expect(placeField('customer.email')).toEqual(['email', 'calendar.validation.emailInvalid']);
    expect(placeField('customer.name')).toEqual(['name', 'calendar.validation.nameInvalid']);
    expect(placeField('services.0')).toEqual(['services', 'calendar.validation.servicesInvalid']);
    expect(placeField('start')).toEqual(['time', 'calendar.validation.timeInvalid']);
    expect(placeField('source')).toBeNull();
  });
});
