import {
  Anchor,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerSummary, useCustomerSearch } from '../../../api/customers.ts';
import { formatPhone, phoneExample, useShopCountry } from '../../../lib/phone.ts';

export type CustomerMode = 'existing' | 'new';

export interface NewCustomer {
  name: string;
  email: string;
  phone: string;
}

export type CustomerField = 'customer' | 'name' | 'email' | 'phone';

interface Props {
  shopId: string;
  mode: CustomerMode;
  onModeChange: (mode: CustomerMode) => void;
  selected: CustomerSummary | null;
  onSelect: (customer: CustomerSummary | null) => void;
  newCustomer: NewCustomer;
  onNewCustomerChange: (customer: NewCustomer) => void;
  /** A walk-in may stay anonymous: then no field is required. */
  required: boolean;
  /** i18n keys of the problems to show under the fields. */
  errors: Partial<Record<CustomerField, string>>;
}

const contactOf = (customer: CustomerSummary, country: string) =>
  [customer.email, customer.phone && formatPhone(customer.phone, country)].filter(Boolean).join(' · ');

/** Who the appointment is for: a customer found by name, e-mail or phone, or a new one. */
export function CustomerPicker({
  shopId,
  mode,
  onModeChange,
  selected,
  onSelect,
  newCustomer,
  onNewCustomerChange,
  required,
  errors,
}: Props) {
  const { t } = useTranslation();
  const country = useShopCountry();
  const modeLabel = useId();
  const [search, setSearch] = useState(selected?.name ?? '');
  const [query] = useDebouncedValue(search.trim(), 250);
  // The box shows the chosen name; it is not a new search.
  const searching = mode === 'existing' && query !== (selected?.name ?? null);
  const results = useCustomerSearch(shopId, searching ? query : '', mode === 'existing');
  const found = results.data?.items ?? [];
  const options = useMemo(() => {
    const list = selected && !found.some((c) => c.id === selected.id) ? [selected, ...found] : found;
    return new Map(list.map((customer) => [customer.id, customer]));
  }, [found, selected]);
  const error = (field: CustomerField) => (errors[field] ? t(errors[field]) : undefined);
  const setField = (field: keyof NewCustomer) => (event: ChangeEvent<HTMLInputElement>) =>
    onNewCustomerChange({ ...newCustomer, [field]: event.currentTarget.value });
  const typedName = search.trim();

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={modeLabel} fw={500} size="sm">
          {t('calendar.create.customer')}
          {required && (
            <Text component="span" c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={modeLabel}
          value={mode}
          onChange={(value) => onModeChange(value as CustomerMode)}
          data={[
            { value: 'existing', label: t('calendar.create.customerMode.existing') },
            { value: 'new', label: t('calendar.create.customerMode.new') },
          ]}
          data-testid="customer-mode"
        />
      </Group>
      {mode === 'existing' ? (
        <Stack gap={4}>
          <Select
            label={t('calendar.create.customerSearch')}
            placeholder={t('calendar.create.customerSearchPlaceholder')}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            data={[...options.values()].map((c) => ({ value: c.id, label: c.name }))}
            value={selected?.id ?? null}
            onChange={(id) => onSelect(id ? (options.get(id) ?? null) : null)}
            // The server searches name, e-mail and phone; the list shows its answer as it is.
            filter={({ options: all }) => all}
            renderOption={({ option }) => {
              const customer = options.get(option.value);
              return (
                <div>
                  <Text size="sm">{option.label}</Text>
                  {customer && contactOf(customer, country) && (
                    <Text size="xs" c="dimmed">
                      {contactOf(customer, country)}
                    </Text>
                  )}
                </div>
              );
            }}
            nothingFoundMessage={
              results.isFetching ? <Loader size="xs" /> : t('calendar.create.customerNothingFound')
            }
            rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
            error={error('customer')}
            data-testid="customer-search"
          />
          {selected && contactOf(selected, country) && (
            <Text size="xs" c="dimmed" data-testid="customer-contact">
              {contactOf(selected, country)}
            </Text>
          )}
          {!selected && typedName && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => {
                onNewCustomerChange({ ...newCustomer, name: typedName });
                onModeChange('new');
              }}
            >
              {t('calendar.create.addAsNew', { name: typedName })}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <TextInput
            label={t('calendar.create.name')}
            required={required}
            value={newCustomer.name}
            onChange={setField('name')}
            error={error('name')}
            autoComplete="off"
            data-testid="customer-name"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t('calendar.create.email')}
              type="email"
              value={newCustomer.email}
              onChange={setField('email')}
              error={error('email')}
              autoComplete="off"
              data-testid="customer-email"
            />
            <TextInput
              label={t('calendar.create.phone')}
              type="tel"
              description={t('calendar.create.phoneHint')}
              placeholder={phoneExample(country)}
              value={newCustomer.phone}
              onChange={setField('phone')}
              error={error('phone')}
              autoComplete="off"
              data-testid="customer-phone"
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
