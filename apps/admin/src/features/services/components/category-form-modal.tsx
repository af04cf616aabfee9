import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Category, useCreateCategory, useUpdateCategory } from '../../../api/services.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';

interface Props {
  shopId: string;
  /** The category to edit, or null for a new one. */
  category: Category | null;
  nextOrder: number;
  onClose: () => void;
}

function CategoryForm({ shopId, category, nextOrder, onClose }: Props) {
  const { t, i18n } = useTranslation('services');
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateCategory(shopId);
  const update = useUpdateCategory(shopId);
  const mutation = category ? update : create;
  const server = serverFieldErrors(mutation.error);
  const otherError = mutation.error && !server.name && !server.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('validation.nameRequired'));
      return;
    }
    setNameError(null);
    const body = { name: name.trim(), description: description.trim() || null };
    const onSuccess = () => {
      toast.success(t(category ? 'category.updated' : 'category.created', { name: body.name }));
      onClose();
    };
    if (category) update.mutate({ id: category.id, ...body }, { onSuccess });
    else create.mutate({ ...body, displayOrder: nextOrder }, { onSuccess });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {otherError && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, mutation.error)}
          </Alert>
        )}
        <TextInput
          label={t('category.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? server.name}
          maxLength={120}
          data-autofocus
          data-testid="category-name"
        />
        <Textarea
          label={t('category.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={server.description}
          autosize
          minRows={2}
          maxLength={2000}
          data-testid="category-description"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="category-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds or renames a category of the menu. */
export function CategoryFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('services');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.category ? t('category.editTitle') : t('category.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <CategoryForm {...props} />
    </Modal>
  );
}
