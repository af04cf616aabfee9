import { Alert, Badge, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { MemberResponse, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconLink, IconLinkOff, IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useInvitations } from '../../../api/invitations.ts';
import { useMembers } from '../../../api/members.ts';
import { useUpdateStylist } from '../../../api/stylists.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { Section } from './section.tsx';

interface Props {
  shopId: string;
  stylist: StylistResponse;
  stylists: readonly StylistResponse[];
}

function MemberCard({ member }: { member: MemberResponse }) {
  const { t } = useTranslation('team');
  return (
    <Stack gap={4} data-testid="stylist-member">
      <Group gap="xs">
        <Text fw={600}>{member.name}</Text>
        <ToneBadge tone={member.role === 'ROLE_SHOP_ADMIN' ? 'grape' : 'blue'}>
          {t(`roles.${member.role}`)}
        </ToneBadge>
        {member.readOnly && (
          <Badge variant="outline" color="gray.8" data-testid="stylist-member-read-only">
            {t('access.readOnly')}
          </Badge>
        )}
      </Group>
      <Text size="sm" data-testid="stylist-member-email">
        {member.email}
      </Text>
      <Text size="xs" c="dimmed">
        {member.role === 'ROLE_SHOP_ADMIN'
          ? t('access.everything')
          : member.readOnly
            ? t('access.readOnlyHint')
            : t('access.calendar')}
      </Text>
    </Stack>
  );
}

/** The login this stylist signs in with, so that they see the calendar (and, read-only, nothing more). */
export function StaffLoginSection({ shopId, stylist, stylists }: Props) {
  const { t, i18n } = useTranslation('team');
  const members = useMembers(shopId);
  const invitations = useInvitations(shopId);
  const link = useUpdateStylist(shopId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [inviting, setInviting] = useState({ opened: false, key: 0 });
  const member = stylist.userId ? members.data?.items.find((m) => m.userId === stylist.userId) : undefined;
  // A login stands for one person, so it may belong to one stylist only.
  const taken = new Set(stylists.filter((s) => s.id !== stylist.id && s.userId).map((s) => s.userId));
  const free = (members.data?.items ?? []).filter((m) => !taken.has(m.userId));
  // The login becomes theirs once the invited person accepts.
  const pending = invitations.data?.items.filter((i) => i.stylistId === stylist.id) ?? [];

  const setLogin = (userId: string | null) =>
    link.mutate(
      { id: stylist.id, userId },
      {
        onSuccess: () => {
          toast.success(
            userId ? t('login.linked', { name: stylist.name }) : t('login.unlinked', { name: stylist.name }),
          );
          setChosen(null);
        },
      },
    );

  return (
    <Section id="stylist-login" title={t('login.title')} description={t('login.intro')}>
      {members.isPending ? (
        <Skeleton height={48} />
      ) : members.error ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(i18n, members.error)}
        </Alert>
      ) : stylist.userId ? (
        <Group justify="space-between" align="flex-start" wrap="wrap">
          {member ? <MemberCard member={member} /> : <Text size="sm">{t('login.unknown')}</Text>}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconLinkOff size={16} aria-hidden />}
            loading={link.isPending}
            onClick={() => setLogin(null)}
          >
            {t('login.unlink')}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('login.none', { name: stylist.name })}</Text>
          {pending.map((invitation) => (
            <Alert key={invitation.id} color="blue" variant="light" data-testid="stylist-invitation">
              {invitation.expired
                ? t('login.invitationExpired', { email: invitation.email })
                : t('login.invitationPending', { email: invitation.email })}
            </Alert>
          ))}
          <Group align="flex-end" wrap="wrap" gap="xs">
            <Select
              label={t('login.existing')}
              placeholder={t('login.choose')}
              data={free.map((m) => ({ value: m.userId, label: `${m.name} · ${m.email}` }))}
              value={chosen}
              onChange={setChosen}
              disabled={free.length === 0}
              searchable
              w={320}
              maw="100%"
            />
            <Button
              variant="light"
              leftSection={<IconLink size={16} aria-hidden />}
              disabled={!chosen}
              loading={link.isPending}
              onClick={() => chosen && setLogin(chosen)}
            >
              {t('login.link')}
            </Button>
          </Group>
          <Group>
            <Button
              leftSection={<IconMailPlus size={16} aria-hidden />}
              onClick={() => setInviting((s) => ({ opened: true, key: s.key + 1 }))}
              data-testid="stylist-invite"
            >
              {t('login.invite')}
            </Button>
          </Group>
        </Stack>
      )}
      <InviteMemberModal
        key={`invite-${inviting.key}`}
        opened={inviting.opened}
        shopId={shopId}
        stylists={[]}
        forStylist={stylist}
        onClose={() => setInviting((s) => ({ ...s, opened: false }))}
      />
    </Section>
  );
}
