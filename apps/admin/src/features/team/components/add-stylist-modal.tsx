import { Alert, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { nextColorIndex, type StylistResponse, stylistRequest } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCreateStylist } from '../../../api/stylists.ts';
import { nextDisplayOrder } from '../../../lib/display-order.ts';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { ColorPicker } from './color-picker.tsx';
import { FormActions, FormModal } from './form-modal.tsx';

interface Props {
  shopId: string;
  stylists: readonly StylistResponse[];
  onClose: () => void;
}

const placeStylist = byPath({ name: ['name', 'validation.nameRequired'] });

function AddStylistForm({ shopId, stylists, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const navigate = useNavigate();
  const create = useCreateStylist(shopId);
  const [unplaced, setUnplaced] = useState(false);
  const form = useForm({
    initialValues: {
      name: '',
      colorIndex: nextColorIndex(stylists.map((s) => s.color.index)),
      bookableOnline: true,
    },
    validate: (values) => schemaErrors(stylistRequest, { ...values, name: values.name.trim() }, placeStylist),
    enhanceGetInputProps: translateErrors(t),
  });

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    create.mutate(
      { ...values, name: values.name.trim(), displayOrder: nextDisplayOrder(stylists) },
      {
        onSuccess: (stylist) => {
          toast.success(t('stylist.created', { name: stylist.name }));
          onClose();
          // Next the owner sets the new stylist's hours and services on their page.
          navigate(`/team/${stylist.id}`);
        },
        onError: (error) => {
          const { placed, other } = showServerErrors(form, error, placeStylist);
          setUnplaced(!placed || other.length > 0);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, create.error)}
          </Alert>
        )}
        <TextInput
          label={t('stylist.name')}
          required
          {...form.getInputProps('name')}
          maxLength={120}
          data-autofocus
          data-testid="stylist-name"
        />
        <ColorPicker
          value={form.values.colorIndex}
          onChange={(index) => form.setFieldValue('colorIndex', index)}
          others={stylists}
        />
        <Switch
          label={t('stylist.bookableOnline')}
          description={t('stylist.bookableOnlineHint')}
          {...form.getInputProps('bookableOnline', { type: 'checkbox' })}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t('actions.addStylist')}
          loading={create.isPending}
          testId="stylist-create"
        />
      </Stack>
    </form>
  );
}

export function AddStylistModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('stylist.newTitle')}>
      <AddStylistForm {...props} />
    </FormModal>
  );
}
