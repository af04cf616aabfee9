import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { nextColorIndex, type StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCreateStylist } from '../../../api/stylists.ts';
import { nextDisplayOrder } from '../../../lib/display-order.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { ColorPicker } from './color-picker.tsx';

interface Props {
  shopId: string;
  stylists: readonly StylistResponse[];
  onClose: () => void;
}

function AddStylistForm({ shopId, stylists, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [colorIndex, setColorIndex] = useState(() => nextColorIndex(stylists.map((s) => s.color.index)));
  const [bookableOnline, setBookableOnline] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateStylist(shopId);
  const server = serverFieldErrors(create.error);
  const unplaced = create.error && !server.name && !server.colorIndex;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('validation.nameRequired'));
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), colorIndex, bookableOnline, displayOrder: nextDisplayOrder(stylists) },
      {
        onSuccess: (stylist) => {
          toast.success(t('stylist.created', { name: stylist.name }));
          onClose();
          // Next the owner sets the new stylist's hours and services on their page.
          navigate(`/team/${stylist.id}`);
        },
      },
    );
  };

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
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? server.name}
          maxLength={120}
          data-autofocus
          data-testid="stylist-name"
        />
        <ColorPicker value={colorIndex} onChange={setColorIndex} others={stylists} />
        <Switch
          label={t('stylist.bookableOnline')}
          description={t('stylist.bookableOnlineHint')}
          checked={bookableOnline}
          onChange={(e) => setBookableOnline(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="stylist-create">
            {t('actions.addStylist')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AddStylistModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('stylist.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <AddStylistForm {...props} />
    </Modal>
  );
}
