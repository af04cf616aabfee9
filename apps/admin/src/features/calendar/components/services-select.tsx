import { MultiSelect, type MultiSelectProps, Skeleton, Text } from '@mantine/core';
import type { ServiceResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { offers, visitTotals } from '../lib/new-entry.ts';

interface Props extends Omit<MultiSelectProps, 'data' | 'renderOption'> {
  /** The services still loading: a placeholder stands in. */
  pending: boolean;
  active: readonly ServiceResponse[];
  byId: ReadonlyMap<string, ServiceResponse>;
  stylistId: string | null;
  stylistName: string;
}

/** The services of a visit, each with its length and price for the stylist, and whether the stylist offers it. */
export function ServicesSelect({ pending, active, byId, stylistId, stylistName, ...props }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (pending) return <Skeleton height={58} />;
  const picked = props.value ?? [];
  const data = active.map((service) => ({
    value: service.id,
    label: service.name,
    // Already chosen ones stay removable when another stylist is picked.
    disabled: !offers(service, stylistId) && !picked.includes(service.id),
  }));
  return (
    <MultiSelect
      label={t('calendar.create.services')}
      placeholder={picked.some((id) => byId.has(id)) ? undefined : t('calendar.create.servicesPlaceholder')}
      required
      searchable
      data={data}
      {...props}
      nothingFoundMessage={t('calendar.create.servicesNothingFound')}
      renderOption={({ option }) => {
        const service = byId.get(option.value);
        if (!service) return option.label;
        return (
          <div>
            <Text size="sm">{service.name}</Text>
            <Text size="xs" c="dimmed">
              {formatDuration(visitTotals([service], stylistId).minutes, locale)} ·{' '}
              {formatMoney(visitTotals([service], stylistId).amount, service.price.currency, locale)}
              {!offers(service, stylistId) &&
                ` · ${t('calendar.create.notOffered', { stylist: stylistName })}`}
            </Text>
          </div>
        );
      }}
      data-testid="services-select"
    />
  );
}
