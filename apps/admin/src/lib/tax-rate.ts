import { standardTax } from '@salon/domain/tax-rates';

/** A tax rate as a form holds it: percent with up to two decimals (19, 8.1), '' while none is typed. */
export type TaxPercent = number | '';

export const percentOfBps = (bps: number): number => bps / 100;

/** Basis points as the API takes them; null when nothing (or not a number) is typed. */
export function bpsOfPercent(percent: TaxPercent): number | null {
  if (percent === '') return null;
  const value = Number(percent);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/**
 * The rate once the salon's country changed: the new country's standard rate, unless the owner
 * had typed a rate of their own, which stays.
 */
export function rateAfterCountryChange(current: TaxPercent, from: string, to: string): TaxPercent {
  const followedCountry = current === '' || bpsOfPercent(current) === standardTax(from).rateBps;
  return followedCountry ? percentOfBps(standardTax(to).rateBps) : current;
}
