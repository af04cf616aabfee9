import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBookmarks } from '../../features/search/hooks/use-bookmarks.ts';
import type { MenuItem } from './menu-items.ts';

/** Pages pinned to the navbar, one click away, and the star that pins or unpins the page shown. */
export function NavbarBookmarks({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { bookmarks, isBookmarked, toggleBookmark } = useBookmarks();
  const pinned = bookmarks
    .map((key) => items.find((item) => item.key === key))
    .filter((item): item is MenuItem => item !== undefined);
  const current = items.find((item) => (item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)));
  const currentLabel = current ? t(current.labelKey) : '';
  const currentPinned = current ? isBookmarked(current.key) : false;

  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('shell.bookmarks')}>
      {pinned.map((item) => {
        const ItemIcon = item.icon;
        const label = t(item.labelKey);
        return (
          <Tooltip key={item.key} label={label} withArrow>
            <ActionIcon
              component={Link}
              to={item.to}
              variant="subtle"
              size="lg"
              aria-label={label}
              data-testid={`bookmark-${item.key}`}
            >
              <ItemIcon size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
      {current && (
        <Tooltip
          label={t(currentPinned ? 'shell.bookmarkRemove' : 'shell.bookmarkAdd', { page: currentLabel })}
          withArrow
        >
          <ActionIcon
            variant="subtle"
            color={currentPinned ? 'yellow.8' : 'gray.7'}
            size="lg"
            onClick={() => toggleBookmark(current.key)}
            aria-pressed={currentPinned}
            aria-label={t(currentPinned ? 'shell.bookmarkRemove' : 'shell.bookmarkAdd', {
              page: currentLabel,
            })}
            data-testid="bookmark-toggle"
          >
            {currentPinned ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
