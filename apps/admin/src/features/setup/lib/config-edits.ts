import type { ConfigValues } from './config-form.ts';

type Kind = 'service' | 'stylist';
const listOf = { service: 'services', stylist: 'stylists' } as const;
const removedOf = { service: 'removedServiceIds', stylist: 'removedStylistIds' } as const;

/** The draft `key` of a service or a stylist now has the id the server gave it. */
export function withSavedId(values: ConfigValues, kind: Kind, key: string, id: string): ConfigValues {
  const saved = <T extends { key: string }>(drafts: T[]) =>
    drafts.map((d) => (d.key === key ? { ...d, id } : d));
  return kind === 'service'
    ? { ...values, services: saved(values.services) }
    : { ...values, stylists: saved(values.stylists) };
}

/** A removal the server has done: no longer waiting for the next save. */
export function withRemovalDone(values: ConfigValues, kind: Kind, id: string): ConfigValues {
  const field = removedOf[kind];
  return { ...values, [field]: values[field].filter((r) => r !== id) };
}

/** The services or stylists as edited; a saved one taken out is removed on the server with the next save. */
export function withEdited<K extends Kind>(
  values: ConfigValues,
  kind: K,
  drafts: ConfigValues[(typeof listOf)[K]],
  removedId?: string,
): ConfigValues {
  const removed = removedOf[kind];
  return {
    ...values,
    [listOf[kind]]: drafts,
    [removed]: removedId ? [...values[removed], removedId] : values[removed],
  };
}
