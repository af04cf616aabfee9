export const ALIAS_MAX_LENGTH = 63;

/** A booking link's name as stored: 1–63 lower-case letters, digits and inner hyphens. */
export const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The link name a typed one is saved as (trimmed, in lower case), or null when it would be
 * refused: what a form previews as the link is then exactly what the server stores.
 */
export function aliasFromInput(input: string): string | null {
  const alias = input.trim().toLowerCase();
  return ALIAS_PATTERN.test(alias) ? alias : null;
}
