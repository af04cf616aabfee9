import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateStylist } from '../../../api/stylists.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { ColorPicker } from './color-picker.tsx';
import { Section } from './section.tsx';

interface Props {
  shopId: string;
  stylist: StylistResponse;
  others: readonly StylistResponse[];
}

type Update = ReturnType<typeof useUpdateStylist>;

function ProfileForm({ stylist, others, update }: Omit<Props, 'shopId'> & { update: Update }) {
  const { t, i18n } = useTranslation('team');
  const [name, setName] = useState(stylist.name);
  const [colorIndex, setColorIndex] = useState(stylist.color.index);
  const [bookableOnline, setBookableOnline] = useState(stylist.bookableOnline);
  const [active, setActive] = useState(stylist.active);
  const [nameError, setNameError] = useState<string | null>(null);
  const server = serverFieldErrors(update.error);
  const unplaced = update.error && !server.name;
  const dirty =
    name !== stylist.name ||
    colorIndex !== stylist.color.index ||
    bookableOnline !== stylist.bookableOnline ||
    active !== stylist.active;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('validation.nameRequired'));
      return;
    }
    setNameError(null);
    update.mutate(
      { id: stylist.id, name: name.trim(), colorIndex, bookableOnline, active },
      { onSuccess: (saved) => toast.success(t('stylist.saved', { name: saved.name })) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, update.error)}
          </Alert>
        )}
        <TextInput
          label={t('stylist.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? server.name}
          maxLength={120}
          maw={420}
          data-testid="profile-name"
        />
        <ColorPicker value={colorIndex} onChange={setColorIndex} others={others} />
        <Switch
          label={t('stylist.bookableOnline')}
          description={t('stylist.bookableOnlineHint')}
          checked={bookableOnline}
          onChange={(e) => setBookableOnline(e.currentTarget.checked)}
          data-testid="profile-online"
        />
        <Switch
          label={t('stylist.active')}
          description={t('stylist.activeHint')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          data-testid="profile-active"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!dirty} data-testid="profile-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileSection({ shopId, stylist, others }: Props) {
  const { t } = useTranslation('team');
  // Owned here, not by the form: the form is replaced when the saved stylist arrives, and the
  // save's own callbacks (the toast) must outlive it.
  const update = useUpdateStylist(shopId, { errorToast: false });
  // A new form whenever the saved stylist changes, so that it starts from what the server has.
  const version = `${stylist.name}|${stylist.color.index}|${stylist.bookableOnline}|${stylist.active}`;
  return (
    <Section id="stylist-profile" title={t('stylist.profile')}>
      <ProfileForm key={version} stylist={stylist} others={others} update={update} />
    </Section>
  );
}
