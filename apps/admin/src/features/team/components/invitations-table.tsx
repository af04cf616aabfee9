import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { InvitationResponse, StylistResponse } from '@salon/domain';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useResendInvitation, useRevokeInvitation } from '../../../api/invitations.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

interface Props {
  shopId: string;
  timeZone: string;
  invitations: readonly InvitationResponse[];
  stylists: readonly StylistResponse[];
}

/** Invitations nobody has answered yet: only what the owner typed, nothing of any account. */
export function InvitationsTable({ shopId, timeZone, invitations, stylists }: Props) {
  const { t } = useTranslation('team');
  const locale = useFormatLocale();
  const resend = useResendInvitation(shopId);
  const revoke = useRevokeInvitation(shopId);
  const day = (iso: string) => formatDay(iso, timeZone, locale);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('invitations.title')} data-testid="invitations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.email')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.stylist')}</Table.Th>
            <Table.Th>{t('invitations.sent')}</Table.Th>
            <Table.Th>{t('invitations.expires')}</Table.Th>
            <Table.Th>{t('stylists.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => {
            const stylist = stylists.find((s) => s.id === invitation.stylistId);
            return (
              <Table.Tr key={invitation.id} data-testid={`invitation-row-${invitation.email}`}>
                <Table.Td>
                  <Text size="sm">{invitation.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <ToneBadge tone={invitation.role === 'ROLE_SHOP_ADMIN' ? 'grape' : 'blue'}>
                      {t(`roles.${invitation.role}`)}
                    </ToneBadge>
                    {invitation.readOnly && (
                      <Badge variant="outline" color="gray.8" size="sm">
                        {t('access.readOnly')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={stylist ? undefined : 'dimmed'}>
                    {stylist?.name ?? t('members.noStylist')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{day(invitation.sentAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {invitation.expired ? (
                    <ToneBadge tone="red" data-testid="invitation-expired">
                      {t('invitations.expired')}
                    </ToneBadge>
                  ) : (
                    <Text size="sm">{day(invitation.expiresAt)}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconMailForward size={16} aria-hidden />}
                      aria-label={t('invitations.resendTo', { email: invitation.email })}
                      loading={resend.isPending && resend.variables === invitation.id}
                      onClick={() =>
                        resend.mutate(invitation.id, {
                          onSuccess: () =>
                            toast.success(t('invitations.resent', { email: invitation.email })),
                        })
                      }
                    >
                      {t('invitations.resend')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconX size={16} aria-hidden />}
                      aria-label={t('invitations.revokeFor', { email: invitation.email })}
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            toast.success(t('invitations.revoked', { email: invitation.email })),
                        })
                      }
                    >
                      {t('invitations.revoke')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
