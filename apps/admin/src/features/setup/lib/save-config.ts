import { updateRules } from '../../../api/rules.ts';
import { createService, deleteService, updateService } from '../../../api/services.ts';
import { updateShop } from '../../../api/shop.ts';
import { createStylist, deleteStylist, setHours, updateStylist } from '../../../api/stylists.ts';
import { type PlaceField, serverErrors } from '../../../lib/form-errors.ts';
import { readMoney } from '../../../lib/money.ts';
import {
  type ConfigErrors,
  type ConfigValues,
  rulesPlacement,
  servicePlacement,
  shopBody,
  shopPlacement,
  stylistPlacement,
} from './config-form.ts';
import { toWeeklyHours } from './opening-hours.ts';

/** Which part of the form a failed call saved, so its error can be shown next to the right fields. */
export type SaveTarget =
  | { kind: 'shop' }
  | { kind: 'rules' }
  | { kind: 'service'; key: string }
  | { kind: 'stylist'; key: string }
  | { kind: 'hours' }
  | { kind: 'remove' };

export class SaveConfigError extends Error {
  override readonly name = 'SaveConfigError';
  constructor(
    readonly target: SaveTarget,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'Saving failed', { cause });
  }
}

/** Tells the form what the server now has, so that a retry after a failure creates nothing twice. */
export interface SaveProgress {
  serviceSaved: (key: string, id: string) => void;
  stylistSaved: (key: string, id: string) => void;
  removed: (kind: 'service' | 'stylist', id: string) => void;
}

async function step<T>(target: SaveTarget, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SaveConfigError(target, error);
  }
}

/**
 * Saves the second step: the salon's details, then the team with the opening hours as everyone's
 * weekly hours, then the menu with every stylist performing every service, each in the order entered. Rows the server
 * already has are changed in place; one call per row keeps a failure pinned to its row.
 */
export async function saveConfig(
  shopId: string,
  values: ConfigValues,
  progress: SaveProgress,
  language: string,
) {
  await step({ kind: 'shop' }, () => updateShop(shopId, shopBody(values)));
  await step({ kind: 'rules' }, () => updateRules(shopId, { currency: values.currency }));

  // Services first: a service names its stylists, so they go before the stylists do.
  for (const id of values.removedServiceIds) {
    await step({ kind: 'remove' }, () => deleteService(shopId, id));
    progress.removed('service', id);
  }
  for (const id of values.removedStylistIds) {
    await step({ kind: 'remove' }, () => deleteStylist(shopId, id));
    progress.removed('stylist', id);
  }

  const weeklyHours = toWeeklyHours(values.hours);
  const stylistIds: string[] = [];
  // The menu and the team keep the order in which the owner entered them (the server sorts by it).
  for (const [displayOrder, stylist] of values.stylists.entries()) {
    const body = { name: stylist.name.trim(), displayOrder };
    const { id } = await step({ kind: 'stylist', key: stylist.key }, () =>
      stylist.id ? updateStylist(shopId, { id: stylist.id, ...body }) : createStylist(shopId, body),
    );
    if (!stylist.id) progress.stylistSaved(stylist.key, id);
    await step({ kind: 'hours' }, () => setHours(shopId, id, weeklyHours));
    stylistIds.push(id);
  }

  for (const [displayOrder, service] of values.services.entries()) {
    const price = readMoney(service.price, values.currency, language);
    // validateConfig refused this already; never send a guess.
    if (price.minor === null) throw new SaveConfigError({ kind: 'service', key: service.key }, price.error);
    const body = {
      name: service.name.trim(),
      durationMinutes: Number(service.durationMinutes),
      price: { amount: price.minor, currency: values.currency },
      displayOrder,
      stylists: stylistIds.map((stylistId) => ({ stylistId })),
    };
    const { id } = await step({ kind: 'service', key: service.key }, () =>
      service.id ? updateService(shopId, { id: service.id, ...body }) : createService(shopId, body),
    );
    if (!service.id) progress.serviceSaved(service.key, id);
  }
}

/** Where a failed call's field errors show: on the fields of the part of the form it saved. */
function placementFor(target: SaveTarget): PlaceField {
  switch (target.kind) {
    case 'shop':
      return shopPlacement();
    case 'rules':
      return rulesPlacement;
    case 'service':
      return servicePlacement(target.key);
    case 'stylist':
      return stylistPlacement(target.key);
    default:
      return () => null;
  }
}

/**
 * The server's field errors (`body.price.amount`) placed on the wizard's fields, with our own
 * translated messages: the server's own are English.
 */
export function serverConfigErrors(error: unknown): ConfigErrors {
  if (!(error instanceof SaveConfigError)) return {};
  return serverErrors(error.cause, placementFor(error.target)).errors;
}
