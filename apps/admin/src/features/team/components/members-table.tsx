import { Badge, Table, Text } from '@mantine/core';
import type { MemberResponse, StylistResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge.tsx';

interface Props {
  members: readonly MemberResponse[];
  stylists: readonly StylistResponse[];
}

/** Who can sign in to this salon's admin app, and what they may do there. */
export function MembersTable({ members, stylists }: Props) {
  const { t } = useTranslation('team');
  return (
    // Focusable, so that a keyboard can scroll the table sideways on a phone.
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('members.title')}
    >
      <Table verticalSpacing="xs" aria-label={t('members.title')} data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.name')}</Table.Th>
            <Table.Th>{t('members.email')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.access')}</Table.Th>
            <Table.Th>{t('members.stylist')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const linked = stylists.filter((s) => s.userId === member.userId).map((s) => s.name);
            return (
              <Table.Tr key={member.userId} data-testid={`member-row-${member.email}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {member.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={member.role === 'ROLE_SHOP_ADMIN' ? 'grape' : 'blue'}>
                    {t(`roles.${member.role}`)}
                  </ToneBadge>
                </Table.Td>
                <Table.Td data-testid="member-access">
                  {member.role === 'ROLE_SHOP_ADMIN' ? (
                    <Text size="sm">{t('access.everything')}</Text>
                  ) : member.readOnly ? (
                    <>
                      <Badge variant="outline" color="gray.8" size="sm">
                        {t('access.readOnly')}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {t('access.readOnlyHint')}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm">{t('access.calendar')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={linked.length ? undefined : 'dimmed'}>
                    {linked.join(', ') || t('members.noStylist')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
