import { Alert, Button, Checkbox, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { type InvitationResponse, Role, type ShopRole, type StylistResponse } from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useInviteMember } from '../../../api/invitations.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShopRole>(Role.Staff);
  const [readOnly, setReadOnly] = useState(false);
  const [stylistId, setStylistId] = useState<string | null>(forStylist?.id ?? null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const invite = useInviteMember(shopId);
  const server = serverFieldErrors(invite.error);
  const refused =
    isApiError(invite.error) &&
    (invite.error.code === 'AlreadyMember' || invite.error.code === 'AlreadyInvited');
  const unplaced = invite.error && !refused && !server.email;

  const done = (invitation: InvitationResponse) => {
    const stylist = forStylist ?? stylists.find((s) => s.id === invitation.stylistId);
    toast.success(
      stylist
        ? t('invite.sentLinked', { email: invitation.email, name: stylist.name })
        : t('invite.sent', { email: invitation.email }),
    );
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setEmailError(address ? t('validation.emailInvalid') : t('validation.emailRequired'));
      return;
    }
    setEmailError(null);
    invite.mutate(
      { email: address, role, readOnly: role === Role.Staff && readOnly, stylistId },
      { onSuccess: done },
    );
  };

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
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError ?? (refused ? errorMessage(i18n, invite.error) : server.email)}
          autoComplete="off"
          data-autofocus
          data-testid="invite-email"
        />
        <Radio.Group label={t('invite.role')} value={role} onChange={(value) => setRole(value as ShopRole)}>
          <Stack gap={6} mt={6}>
            <Radio value={Role.Staff} label={t('roles.ROLE_STAFF')} description={t('invite.staffHint')} />
            <Radio
              value={Role.ShopAdmin}
              label={t('roles.ROLE_SHOP_ADMIN')}
              description={t('invite.ownerHint')}
            />
          </Stack>
        </Radio.Group>
        {role === Role.Staff && (
          <Checkbox
            label={t('invite.readOnly')}
            description={t('invite.readOnlyHint')}
            checked={readOnly}
            onChange={(e) => setReadOnly(e.currentTarget.checked)}
            data-testid="invite-read-only"
          />
        )}
        {!forStylist && (
          <Select
            label={t('invite.stylist')}
            description={t('invite.stylistHint')}
            placeholder={t('invite.noStylist')}
            data={stylists.map((s) => ({ value: s.id, label: s.name }))}
            value={stylistId}
            onChange={setStylistId}
            clearable
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} data-testid="invite-send">
            {t('invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invites someone to the shop's team; they join when they accept the mailed link. */
export function InviteMemberModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.forStylist ? t('invite.titleFor', { name: props.forStylist.name }) : t('invite.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <InviteForm {...props} />
    </Modal>
  );
}
