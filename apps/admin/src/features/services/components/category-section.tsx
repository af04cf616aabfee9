import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { ServiceTable } from './service-table.tsx';

interface Props {
  /** Null for the services without a category. */
  category: { id: string; name: string; description: string | null } | null;
  title: string;
  index: number;
  count: number;
  services: readonly ServiceResponse[];
  stylists: ReadonlyMap<string, StylistResponse>;
  onMoveCategory: (direction: -1 | 1) => void;
  onEditCategory: () => void;
  onDeleteCategory: () => void;
  onAddService: () => void;
  onMoveService: (service: ServiceResponse, direction: -1 | 1) => void;
  onEditService: (service: ServiceResponse) => void;
  onArchiveService: (service: ServiceResponse) => void;
}

export function CategorySection(props: Props) {
  const { category, title, services } = props;
  const { t } = useTranslation('services');
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={category ? `category-${category.id}` : 'category-none'}
      data-name={title}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {category && (
              <MoveButtons
                index={props.index}
                count={props.count}
                upLabel={t('actions.moveUp', { name: title })}
                downLabel={t('actions.moveDown', { name: title })}
                onMove={props.onMoveCategory}
                testId={`category-move-${category.id}`}
              />
            )}
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={props.onAddService}
              aria-label={t('actions.addServiceTo', { name: title })}
              data-testid={category ? `category-add-service-${category.id}` : 'category-none-add-service'}
            >
              {t('actions.addService')}
            </Button>
            {category && (
              <>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('actions.editCategory', { name: title })}
                  onClick={props.onEditCategory}
                  data-testid={`category-edit-${category.id}`}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('actions.deleteCategory', { name: title })}
                  onClick={props.onDeleteCategory}
                  data-testid={`category-delete-${category.id}`}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </>
            )}
          </Group>
        </Group>
        {category?.description && (
          <Text size="sm" c="dimmed">
            {category.description}
          </Text>
        )}
        {services.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('category.empty')}
          </Text>
        ) : (
          <ServiceTable
            label={title}
            services={services}
            stylists={props.stylists}
            onMove={props.onMoveService}
            onEdit={props.onEditService}
            onArchive={props.onArchiveService}
          />
        )}
      </Stack>
    </Paper>
  );
}
