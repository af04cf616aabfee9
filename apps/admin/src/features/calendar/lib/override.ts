import { type AppAbility, inShop } from '@salon/domain';

/**
 * Whether this person may book outside a stylist's working hours (and over blocked time): the
 * server's create and update of an appointment take `override` from whoever may update the
 * shop's calendar (services/appointments/create-appointment.ts), so the same ability here.
 */
export const mayBookOutsideHours = (ability: AppAbility, shopId: string): boolean =>
  ability.can('update', inShop('calendar', shopId));
