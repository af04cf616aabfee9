import { Alert, Checkbox, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type InvitationResponse,
  inviteMemberRequest,
  Role,
  type ShopRole,
  type StylistResponse,
} from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useInviteMember } from '../../../api/invitations.ts';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { FormActions, FormModal } from './form-modal.tsx';

const placeInvite = byPath({ email: ['email', 'validation.emailInvalid'] });

interface Props {
  shopId: string;
  /** Stylists without a login yet, one of which the new login is linked to on acceptance. */
  stylists: readonly StylistResponse[];
  /** On a stylist's page: the login is theirs, no choice asked. */
  forStylist?: StylistResponse;
  onClose: () => void;
}

function InviteForm({ shopId, stylists, forStylist, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const invite = useInviteMember(shopId);
  const form = useForm({
    initialValues: {
      email: '',
      role: Role.Staff as ShopRole,
      readOnly: false,
      stylistId: forStylist?.id ?? null,
    },
    validate: ({ email }) =>
      email.trim()
        ? schemaErrors(inviteMemberRequest, { email }, placeInvite)
        : { email: 'validation.emailRequired' },
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const refused =
    isApiError(invite.error) &&
    (invite.error.code === 'AlreadyMember' || invite.error.code === 'AlreadyInvited');
  const [unplaced, setUnplaced] = useState(false);

  const done = (invitation: InvitationResponse) => {
    const stylist = forStylist ?? stylists.find((s) => s.id === invitation.stylistId);
    toast.success(
      stylist
        ? t('invite.sentLinked', { email: invitation.email, name: stylist.name })
        : t('invite.sent', { email: invitation.email }),
    );
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    invite.mutate(
      {
        email: values.email.trim().toLowerCase(),
        role: values.role,
        readOnly: values.role === Role.Staff && values.readOnly,
        stylistId: values.stylistId,
      },
      {
        onSuccess: done,
        onError: (error) => {
          if (isApiError(error) && (error.code === 'AlreadyMember' || error.code === 'AlreadyInvited'))
            return;
          const { placed, other } = showServerErrors(form, error, placeInvite);
          setUnplaced(!placed || other.length > 0);
        },
      },
    );
  });
  const emailProps = form.getInputProps('email');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('invite.intro')}
        </Text>
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, invite.error)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('invite.email')}
          required
          {...emailProps}
          error={emailProps.error ?? (refused ? errorMessage(i18n, invite.error) : undefined)}
          autoComplete="off"
          data-autofocus
          data-testid="invite-email"
        />
        <Radio.Group label={t('invite.role')} {...form.getInputProps('role')}>
          <Stack gap={6} mt={6}>
            <Radio value={Role.Staff} label={t('roles.ROLE_STAFF')} description={t('invite.staffHint')} />
            <Radio
              value={Role.ShopAdmin}
              label={t('roles.ROLE_SHOP_ADMIN')}
              description={t('invite.ownerHint')}
            />
          </Stack>
        </Radio.Group>
        {values.role === Role.Staff && (
          <Checkbox
            label={t('invite.readOnly')}
            description={t('invite.readOnlyHint')}
            {...form.getInputProps('readOnly', { type: 'checkbox' })}
            data-testid="invite-read-only"
          />
        )}
        {!forStylist && (
          <Select
            label={t('invite.stylist')}
            description={t('invite.stylistHint')}
            placeholder={t('invite.noStylist')}
            data={stylists.map((s) => ({ value: s.id, label: s.name }))}
            {...form.getInputProps('stylistId')}
            clearable
          />
        )}
        <FormActions
          onCancel={onClose}
          submitLabel={t('invite.send')}
          loading={invite.isPending}
          testId="invite-send"
        />
      </Stack>
    </form>
  );
}

/** Invites someone to the shop's team; they join when they accept the mailed link. */
export function InviteMemberModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.forStylist ? t('invite.titleFor', { name: props.forStylist.name }) : t('invite.title')}
    >
      <InviteForm {...props} />
    </FormModal>
  );
}
