import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { InvitationPreviewResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { sessionQueryKey } from '@salon/web/session';
import { IconCheck, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { formatDayInSentence } from '../../../lib/format.ts';
import { useSignedInSession } from '../../../lib/signed-in-session.tsx';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useDeclineInvitation } from '../api/decline-invitation.ts';
import { useInvitationPreview } from '../api/preview-invitation.ts';
import { useSignOutAction } from '../hooks/use-sign-out-action.ts';
import { AuthFrame } from './auth-screen.tsx';

const roleKey = (invitation: InvitationPreviewResponse) =>
  invitation.role === 'ROLE_SHOP_ADMIN' ? 'owner' : invitation.readOnly ? 'readOnly' : 'staff';

function Offer({ token, invitation }: { token: string; invitation: InvitationPreviewResponse }) {
  const { t, i18n } = useTranslation();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectShop } = useCurrentShop();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declined, setDeclined] = useState(false);
  const { signOut, isPending: signingOut } = useSignOutAction({ from: `/invitations/${token}` });
  const error = accept.error ?? decline.error;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: async ({ shopId, shopName }) => {
        // The session must list the shop before it can be chosen, or the choice falls back.
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        selectShop(shopId);
        toast.success(t('invitation.accepted', { shop: shopName }));
        navigate('/', { replace: true });
      },
    });

  if (declined) {
    return (
      <Stack gap="md">
        <Text data-testid="invitation-declined">{t('invitation.declined')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('invitation.toApp')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text data-testid="invitation-offer">
        {t('invitation.text', {
          shop: invitation.shopName,
          role: t(`invitation.roles.${roleKey(invitation)}`),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('invitation.expires', {
          date: formatDayInSentence(
            invitation.expiresAt,
            Intl.DateTimeFormat().resolvedOptions().timeZone,
            i18n.language,
          ),
        })}
      </Text>
      {error && (
        <Alert color="red" role="alert" data-testid="invitation-error">
          {errorMessage(i18n, error)}
        </Alert>
      )}
      {invitation.forYou ? (
        <>
          <Text size="sm">{t('invitation.signedInAs', { email: session.user.email })}</Text>
          <Group>
            <Button
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={accept.isPending}
              disabled={decline.isPending}
              onClick={onAccept}
              data-testid="invitation-accept"
            >
              {t('invitation.accept')}
            </Button>
            <Button
              variant="default"
              loading={decline.isPending}
              disabled={accept.isPending}
              onClick={() => decline.mutate(token, { onSuccess: () => setDeclined(true) })}
              data-testid="invitation-decline"
            >
              {t('invitation.decline')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Alert color="yellow" role="alert" data-testid="invitation-wrong-account">
            {t('invitation.wrongAccount', { email: invitation.email, current: session.user.email })}
          </Alert>
          <Button
            onClick={signOut}
            loading={signingOut}
            leftSection={<IconLogout size={18} aria-hidden />}
            variant="light"
          >
            {t('invitation.signOutToSwitch')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * Where the link in an invitation mail leads. Outside the staff area: the invitee belongs to no
 * salon yet. Signed out, the sign-in page shows here in its place and returns here after.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const session = useSignedInSession();
  const preview = useInvitationPreview(token, session.user.id);
  usePageTitle(
    preview.data ? t('invitation.title', { shop: preview.data.shopName }) : t('invitation.loading'),
  );

  return (
    <AuthFrame width={520}>
      {preview.isPending ? (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('invitation.loading')}</Text>
        </Group>
      ) : preview.error ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('invitation.unusableTitle')}
          </Title>
          <Alert color="red" role="alert" data-testid="invitation-error">
            {errorMessage(i18n, preview.error)}
          </Alert>
          <Button component={Link} to="/" variant="light">
            {t('invitation.toApp')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={1} size="h2" data-testid="invitation-title">
            {t('invitation.title', { shop: preview.data.shopName })}
          </Title>
          <Offer token={token} invitation={preview.data} />
        </Stack>
      )}
    </AuthFrame>
  );
}
