import { NumberInput } from '@mantine/core';
import { standardTax } from '@salon/domain/tax-rates';
import { useTranslation } from 'react-i18next';
import { formatTaxRate } from '../lib/format.ts';
import { useFormatLocale } from '../lib/format-locale.ts';
import type { TaxPercent } from '../lib/tax-rate.ts';

/** The language's decimal mark, so "8,1" is typed as a German would. */
const decimalMark = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/**
 * The salon's standard tax rate, in percent, with what its country's standard is: included in
 * prices, or (where sales tax is added at the till) none.
 */
export function TaxRateInput({
  value,
  country,
  error,
  onChange,
  testId,
}: {
  value: TaxPercent;
  country: string;
  error?: string | undefined;
  onChange: (value: TaxPercent) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  const standard = standardTax(country);
  const countryName =
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;
  const hint =
    standard.kind === 'included'
      ? t('taxRate.included', { country: countryName, rate: formatTaxRate(standard.rateBps, locale) })
      : t(standard.kind === 'addedOnTop' ? 'taxRate.addedOnTop' : 'taxRate.unknown', {
          country: countryName,
        });
  return (
    <NumberInput
      clampBehavior="none"
      label={t('taxRate.label')}
      description={hint}
      required
      min={0}
      max={100}
      decimalScale={2}
      decimalSeparator={decimalMark(locale)}
      suffix=" %"
      value={value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
      error={error}
      data-testid={testId}
    />
  );
}
