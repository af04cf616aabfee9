import { Alert, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SessionShop, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconMailPlus, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useInvitations } from '../../../api/invitations.ts';
import { useMembers } from '../../../api/members.ts';
import { useStylists, useUpdateStylist } from '../../../api/stylists.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { byDisplayOrder, moveChanges } from '../../../lib/display-order.ts';
import { useMoveStylist } from '../hooks/use-move-stylist.ts';
import { AddStylistModal } from './add-stylist-modal.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { MembersTable } from './members-table.tsx';
import { StylistsTable } from './stylists-table.tsx';

function TableSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}

function Team({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('team');
  const stylistsQuery = useStylists(shop.id);
  const membersQuery = useMembers(shop.id);
  const invitationsQuery = useInvitations(shop.id);
  const move = useMoveStylist(shop.id);
  const setActive = useUpdateStylist(shop.id);
  const [adding, setAdding] = useState({ opened: false, key: 0 });
  const [inviting, setInviting] = useState({ opened: false, key: 0 });
  const [deactivating, setDeactivating] = useState<StylistResponse | null>(null);

  const stylists = useMemo(
    () => [...(stylistsQuery.data?.items ?? [])].sort(byDisplayOrder),
    [stylistsQuery.data],
  );
  const members = membersQuery.data?.items ?? [];
  const memberById = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members]);

  const changeActive = (stylist: StylistResponse, active: boolean) =>
    setActive.mutate(
      { id: stylist.id, active },
      {
        onSuccess: () => {
          toast.success(t(active ? 'stylist.activated' : 'stylist.deactivated', { name: stylist.name }));
          setDeactivating(null);
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconMailPlus size={18} aria-hidden />}
            onClick={() => setInviting((s) => ({ opened: true, key: s.key + 1 }))}
            disabled={stylistsQuery.isPending}
            data-testid="invite-login"
          >
            {t('actions.invite')}
          </Button>
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setAdding((s) => ({ opened: true, key: s.key + 1 }))}
            disabled={stylistsQuery.isPending}
            data-testid="add-stylist"
          >
            {t('actions.addStylist')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="md" component="section" aria-labelledby="team-stylists">
        <Stack gap="sm">
          <Title order={2} size="h4" id="team-stylists">
            {t('stylists.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('stylists.intro')}
          </Text>
          {stylistsQuery.isPending ? (
            <TableSkeleton />
          ) : stylistsQuery.error ? (
            <Alert color="red" role="alert" title={t('loadError')}>
              {errorMessage(i18n, stylistsQuery.error)}
            </Alert>
          ) : stylists.length === 0 ? (
            <EmptyState
              icon={<IconUsersGroup size={32} aria-hidden />}
              withIndicatorBackground
              title={t('stylists.emptyTitle')}
              description={t('stylists.emptyText')}
            />
          ) : (
            <StylistsTable
              stylists={stylists}
              members={memberById}
              onMove={(stylist, direction) => {
                const changes = moveChanges(stylists, stylist.id, direction);
                if (changes.length > 0) move.mutate(changes);
              }}
              onSetActive={(stylist, active) =>
                active ? changeActive(stylist, true) : setDeactivating(stylist)
              }
              pendingId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
            />
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="team-members">
        <Stack gap="sm">
          <Title order={2} size="h4" id="team-members">
            {t('members.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('members.intro')}
          </Text>
          {membersQuery.isPending ? (
            <TableSkeleton />
          ) : membersQuery.error ? (
            <Alert color="red" role="alert" title={t('loadError')}>
              {errorMessage(i18n, membersQuery.error)}
            </Alert>
          ) : (
            <MembersTable members={members} stylists={stylists} />
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="team-invitations">
        <Stack gap="sm">
          <Title order={2} size="h4" id="team-invitations">
            {t('invitations.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invitations.intro')}
          </Text>
          {invitationsQuery.isPending ? (
            <TableSkeleton />
          ) : invitationsQuery.error ? (
            <Alert color="red" role="alert" title={t('loadError')}>
              {errorMessage(i18n, invitationsQuery.error)}
            </Alert>
          ) : invitationsQuery.data.items.length === 0 ? (
            <Text size="sm" data-testid="invitations-empty">
              {t('invitations.empty')}
            </Text>
          ) : (
            <InvitationsTable
              shopId={shop.id}
              timeZone={shop.timeZone}
              invitations={invitationsQuery.data.items}
              stylists={stylists}
            />
          )}
        </Stack>
      </Paper>

      <AddStylistModal
        key={`add-${adding.key}`}
        opened={adding.opened}
        shopId={shop.id}
        stylists={stylists}
        onClose={() => setAdding((s) => ({ ...s, opened: false }))}
      />
      <InviteMemberModal
        key={`invite-${inviting.key}`}
        opened={inviting.opened}
        shopId={shop.id}
        stylists={stylists.filter((s) => !s.userId)}
        onClose={() => setInviting((s) => ({ ...s, opened: false }))}
      />
      <ConfirmModal
        opened={deactivating !== null}
        title={t('stylist.deactivateTitle', { name: deactivating?.name ?? '' })}
        confirmLabel={t('actions.deactivate')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={setActive.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() => deactivating && changeActive(deactivating, false)}
      >
        {t('stylist.deactivateText')}
      </ConfirmModal>
    </Stack>
  );
}

/** The salon's stylists (calendar columns, bookable people) and the logins of its team. */
export function TeamPage() {
  const { t } = useTranslation('team');
  const { shop } = useCurrentShop();
  usePageTitle(t('title'));
  if (!shop) return <NoShopPage title={t('title')} message={t('noShop')} />;
  return <Team key={shop.id} shop={shop} />;
}
