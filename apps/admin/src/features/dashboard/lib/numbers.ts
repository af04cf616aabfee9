import { formatMoney } from '@salon/domain/money-format';

/** A share 0..1 as a percentage in the language: 0.256 → "26%" (one decimal below 10 %). */
export function formatPercent(share: number, locale: string): string {
  const digits = share > 0 && share < 0.1 ? 1 : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(share);
}

/** A signed relative change: 0.12 → "+12%", -0.05 → "−5%". */
export function formatSignedPercent(change: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: Math.abs(change) < 0.1 ? 1 : 0,
    signDisplay: 'exceptZero',
  }).format(change);
}

/** A signed number of percentage points: 3.1 → "+3.1". */
export function formatSignedNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);
}

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/** Money for a chart's axis, short: 123456 EUR minor units → "€1.2K". */
export const formatMoneyCompact = (amountMinor: number, currency: string, locale: string): string =>
  formatMoney(amountMinor, currency, locale, { compact: true });
