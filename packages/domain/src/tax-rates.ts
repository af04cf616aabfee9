/**
 * The standard tax rate of a salon's country, to pre-fill what a new salon is asked: its standard
 * rate, charged on services and on products that carry no rate of their own. Prices in this
 * product include tax, as they do wherever a VAT or GST is charged; where sales tax is added on
 * top of prices at the till (the United States, Canada), no rate is included in them.
 *
 * These are the standard rates (not the reduced ones) as known when the table was written; a
 * salon confirms its own rate in setup and can change it in Settings, so a change of law is one
 * edit away for the salon and one line here for everyone.
 */

/** Basis points of the standard VAT or GST, by ISO 3166-1 alpha-2 country. */
const includedRates: Readonly<Record<string, number>> = {
  // European Union
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  // The rest of Europe
  AL: 2000,
  CH: 810,
  GB: 2000,
  IS: 2400,
  LI: 810,
  MC: 2000,
  ME: 2100,
  MK: 1800,
  NO: 2500,
  RS: 2000,
  TR: 2000,
  UA: 2000,
  // Beyond, where a GST is included in prices
  AU: 1000,
  JP: 1000,
  NZ: 1500,
  SG: 900,
  ZA: 1500,
};

/** Countries whose sales tax is added on top of prices, by state or province. */
const addedOnTop: ReadonlySet<string> = new Set(['US', 'CA']);

export type StandardTax =
  /** A VAT or GST that prices include, at this rate. */
  | { kind: 'included'; rateBps: number }
  /** Sales tax is added on top of prices at the till: none is included in them (0). */
  | { kind: 'addedOnTop'; rateBps: 0 }
  /** Not in the table: the salon enters its rate itself. */
  | { kind: 'unknown'; rateBps: 0 };

/** The standard tax of `country` ("DE" → 19 % included). */
export function standardTax(country: string | null | undefined): StandardTax {
  const code = (country ?? '').toUpperCase();
  const rate = includedRates[code];
  if (rate !== undefined) return { kind: 'included', rateBps: rate };
  if (addedOnTop.has(code)) return { kind: 'addedOnTop', rateBps: 0 };
  return { kind: 'unknown', rateBps: 0 };
}

/** The countries the table knows, for tests and documentation. */
export const countriesWithStandardTax = (): string[] => [...Object.keys(includedRates), ...addedOnTop];
