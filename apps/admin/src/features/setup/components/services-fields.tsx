import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import { currencySymbol } from '../../../lib/money.ts';
import {
  type ConfigErrors,
  emptyService,
  errorsUnder,
  MAX_ROWS,
  type ServiceDraft,
} from '../lib/config-form.ts';

interface Props {
  services: ServiceDraft[];
  currency: string;
  onChange: (services: ServiceDraft[], removedId?: string) => void;
  errors: ConfigErrors;
}

/** The first lines of the menu: name, length and price of each service. */
export function ServicesFields({ services, currency, onChange, errors }: Props) {
  const { t, i18n } = useTranslation('setup');
  const symbol = currencySymbol(currency, i18n.language);
  const change = (key: string, patch: Partial<ServiceDraft>) =>
    onChange(services.map((service) => (service.key === key ? { ...service, ...patch } : service)));

  return (
    <Stack gap="sm">
      {services.map((service, index) => {
        const rowErrors = errorsUnder(errors, `services.${service.key}`);
        const message = (field: string) => {
          const key = rowErrors[field];
          return key && t(key);
        };
        const label = service.name.trim() || t('services.row', { number: index + 1 });
        return (
          <Group
            key={service.key}
            role="group"
            aria-label={t('services.row', { number: index + 1 })}
            gap="sm"
            align="flex-start"
            wrap="wrap"
          >
            <TextInput
              label={t('services.name')}
              placeholder={t('services.namePlaceholder')}
              value={service.name}
              onChange={(event) => change(service.key, { name: event.currentTarget.value })}
              error={message('name')}
              required
              maxLength={120}
              style={{ flex: '1 1 220px' }}
              data-testid={`service-name-${index}`}
            />
            <NumberInput
              clampBehavior="none"
              label={t('services.duration')}
              value={service.durationMinutes}
              onChange={(value) =>
                change(service.key, { durationMinutes: typeof value === 'number' ? value : '' })
              }
              error={message('durationMinutes')}
              required
              min={5}
              max={720}
              step={5}
              w={170}
              data-testid={`service-duration-${index}`}
            />
            <MoneyInput
              label={t('services.price', { currency: symbol })}
              value={service.price}
              onChange={(event) => change(service.key, { price: event.currentTarget.value })}
              error={message('price')}
              required
              w={140}
              data-testid={`service-price-${index}`}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              aria-label={t('services.remove', { name: label })}
              disabled={services.length === 1}
              onClick={() =>
                onChange(
                  services.filter((s) => s.key !== service.key),
                  service.id ?? undefined,
                )
              }
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {errors.services && (
        <Text c="red.9" size="sm" role="alert">
          {t(errors.services)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...services, emptyService()])}
          disabled={services.length >= MAX_ROWS}
          data-testid="add-service"
        >
          {t('services.add')}
        </Button>
      </Group>
    </Stack>
  );
}
