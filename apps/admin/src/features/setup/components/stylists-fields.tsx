import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ConfigErrors, emptyStylist, MAX_ROWS, type StylistDraft } from '../lib/config-form.ts';

interface Props {
  stylists: StylistDraft[];
  onChange: (stylists: StylistDraft[], removedId?: string) => void;
  errors: ConfigErrors;
}

/** The first people customers can book. */
export function StylistsFields({ stylists, onChange, errors }: Props) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap="sm">
      {stylists.map((stylist, index) => {
        const key = errors[`stylists.${stylist.key}.name`];
        const label = stylist.name.trim() || t('team.row', { number: index + 1 });
        return (
          <Group key={stylist.key} gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('team.name', { number: index + 1 })}
              placeholder={t('team.namePlaceholder')}
              value={stylist.name}
              onChange={(event) =>
                onChange(
                  stylists.map((s) =>
                    s.key === stylist.key ? { ...s, name: event.currentTarget.value } : s,
                  ),
                )
              }
              error={key && t(key)}
              required
              maxLength={120}
              style={{ flex: '1 1 auto' }}
              data-testid={`stylist-name-${index}`}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              aria-label={t('team.remove', { name: label })}
              disabled={stylists.length === 1}
              onClick={() =>
                onChange(
                  stylists.filter((s) => s.key !== stylist.key),
                  stylist.id ?? undefined,
                )
              }
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {errors.stylists && (
        <Text c="red.9" size="sm" role="alert">
          {t(errors.stylists)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...stylists, emptyStylist()])}
          disabled={stylists.length >= MAX_ROWS}
          data-testid="add-stylist"
        >
          {t('team.add')}
        </Button>
      </Group>
    </Stack>
  );
}
