import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { categoryRequest } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Category, useCreateCategory, useUpdateCategory } from '../../../api/services.ts';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';

interface Props {
  shopId: string;
  /** The category to edit, or null for a new one. */
  category: Category | null;
  nextOrder: number;
  onClose: () => void;
}

const bodyOf = (values: { name: string; description: string }) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

const placeCategory = byPath({ name: ['name', 'validation.nameRequired'] });

function CategoryForm({ shopId, category, nextOrder, onClose }: Props) {
  const { t, i18n } = useTranslation('services');
  const create = useCreateCategory(shopId);
  const update = useUpdateCategory(shopId);
  const mutation = category ? update : create;
  const [otherError, setOtherError] = useState(false);
  const form = useForm({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    validate: (values) => schemaErrors(categoryRequest, bodyOf(values), placeCategory),
    enhanceGetInputProps: translateErrors(t),
  });

  const submit = form.onSubmit((values) => {
    setOtherError(false);
    const body = bodyOf(values);
    const onSuccess = () => {
      toast.success(t(category ? 'category.updated' : 'category.created', { name: body.name }));
      onClose();
    };
    const onError = (error: unknown) => {
      const { placed, other } = showServerErrors(form, error, placeCategory);
      setOtherError(!placed || other.length > 0);
    };
    if (category) update.mutate({ id: category.id, ...body }, { onSuccess, onError });
    else create.mutate({ ...body, displayOrder: nextOrder }, { onSuccess, onError });
  });

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
          {...form.getInputProps('name')}
          maxLength={120}
          data-autofocus
          data-testid="category-name"
        />
        <Textarea
          label={t('category.description')}
          {...form.getInputProps('description')}
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
