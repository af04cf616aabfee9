import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type StylistResponse, stylistUpdateRequest } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateStylist } from '../../../api/stylists.ts';
import {
  byPath,
  schemaErrors,
  serverErrors,
  showServerErrors,
  translateErrors,
} from '../../../lib/form-errors.ts';
import { ColorPicker } from './color-picker.tsx';
import { Section } from './section.tsx';

interface Props {
  shopId: string;
  stylist: StylistResponse;
  others: readonly StylistResponse[];
}

type Update = ReturnType<typeof useUpdateStylist>;

const placeStylist = byPath({ name: ['name', 'validation.nameRequired'] });

function ProfileForm({ stylist, others, update }: Omit<Props, 'shopId'> & { update: Update }) {
  const { t, i18n } = useTranslation('team');
  const saved = {
    name: stylist.name,
    colorIndex: stylist.color.index,
    bookableOnline: stylist.bookableOnline,
    active: stylist.active,
  };
  const form = useForm({
    initialValues: saved,
    validate: (values) =>
      schemaErrors(stylistUpdateRequest, { ...values, name: values.name.trim() }, placeStylist),
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const unplaced = update.error && Object.keys(serverErrors(update.error, placeStylist).errors).length === 0;
  const dirty = (Object.keys(saved) as (keyof typeof saved)[]).some((key) => values[key] !== saved[key]);

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: stylist.id, ...values, name: values.name.trim() },
      {
        onSuccess: (saved) => toast.success(t('stylist.saved', { name: saved.name })),
        onError: (error) => showServerErrors(form, error, placeStylist),
      },
    );
  });

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
          {...form.getInputProps('name')}
          maxLength={120}
          maw={420}
          data-testid="profile-name"
        />
        <ColorPicker
          value={values.colorIndex}
          onChange={(index) => form.setFieldValue('colorIndex', index)}
          others={others}
        />
        <Switch
          label={t('stylist.bookableOnline')}
          description={t('stylist.bookableOnlineHint')}
          {...form.getInputProps('bookableOnline', { type: 'checkbox' })}
          data-testid="profile-online"
        />
        <Switch
          label={t('stylist.active')}
          description={t('stylist.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
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
