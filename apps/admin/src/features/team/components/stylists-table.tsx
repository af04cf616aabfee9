import { Anchor, Badge, Button, ColorSwatch, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { MemberResponse, StylistResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';

interface Props {
  stylists: readonly StylistResponse[];
  members: ReadonlyMap<string, MemberResponse>;
  onMove: (stylist: StylistResponse, direction: -1 | 1) => void;
  onSetActive: (stylist: StylistResponse, active: boolean) => void;
  pendingId: string | null;
}

/** The stylists in calendar order, with what a manager checks at a glance. */
export function StylistsTable({ stylists, members, onMove, onSetActive, pendingId }: Props) {
  const { t } = useTranslation('team');
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table
        verticalSpacing="xs"
        highlightOnHover
        aria-label={t('stylists.title')}
        data-testid="stylists-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>
              <VisuallyHidden>{t('stylists.order')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('stylists.name')}</Table.Th>
            <Table.Th>{t('stylists.online')}</Table.Th>
            <Table.Th>{t('stylists.status')}</Table.Th>
            <Table.Th>{t('stylists.login')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('stylists.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stylists.map((stylist, index) => {
            const member = stylist.userId ? members.get(stylist.userId) : undefined;
            return (
              <Table.Tr key={stylist.id} data-testid={`stylist-row-${stylist.id}`} data-name={stylist.name}>
                <Table.Td>
                  <MoveButtons
                    index={index}
                    count={stylists.length}
                    upLabel={t('actions.moveUp', { name: stylist.name })}
                    downLabel={t('actions.moveDown', { name: stylist.name })}
                    onMove={(direction) => onMove(stylist, direction)}
                    testId={`stylist-move-${stylist.id}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={stylist.color.main} size={20} aria-hidden />
                    <Anchor component={Link} to={`/team/${stylist.id}`} fw={600} size="sm">
                      {stylist.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={stylist.bookableOnline ? 'green' : 'gray'}>
                    {stylist.bookableOnline ? t('stylists.onlineYes') : t('stylists.onlineNo')}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={stylist.active ? 'blue' : 'gray'}>
                    {stylist.active ? t('stylists.active') : t('stylists.inactive')}
                  </ToneBadge>
                </Table.Td>
                <Table.Td data-testid="stylist-login">
                  {member ? (
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{member.email}</Text>
                      {member.readOnly && (
                        <Badge variant="outline" color="gray.8" size="sm">
                          {t('access.readOnly')}
                        </Badge>
                      )}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('stylists.noLogin')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant={stylist.active ? 'subtle' : 'light'}
                      color={stylist.active ? 'red' : undefined}
                      loading={pendingId === stylist.id}
                      onClick={() => onSetActive(stylist, !stylist.active)}
                      aria-label={t(stylist.active ? 'actions.deactivateName' : 'actions.activateName', {
                        name: stylist.name,
                      })}
                      data-testid={`stylist-active-${stylist.id}`}
                    >
                      {stylist.active ? t('actions.deactivate') : t('actions.activate')}
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
