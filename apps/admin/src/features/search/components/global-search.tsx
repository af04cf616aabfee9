import '@mantine/spotlight/styles.css';
import { ActionIcon, Button, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { type Icon, IconCalendarEvent, IconSearch, IconStarFilled } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIN_QUERY_LENGTH, useSearch } from '../../../api/search.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useBookmarks } from '../hooks/use-bookmarks.ts';

export interface SearchPage {
  key: string;
  /** Path below the router's basename. */
  to: string;
  label: string;
  icon: Icon;
}

interface Props {
  /** The pages this user may open, in menu order. */
  pages: readonly SearchPage[];
  /** `country` reads its customers' numbers: national when of it (`formatPhone`). */
  shop: { id: string; timeZone: string; country?: string | undefined } | null;
  /** Customers and appointments are searched only for those who see the calendar. */
  canSearchRecords: boolean;
  /** A customer result opens the profile, for those who may see customers. */
  canOpenCustomers: boolean;
  /** A full button with its shortcut on wide screens, an icon on narrow ones. */
  wide: boolean;
}

const [searchStore, searchActions] = createSpotlight();

// Loaded with the first customers found: their phones need the phone metadata, which would
// otherwise weigh on every page's first load through the navbar.
const CustomerResults = lazyPage(() => import('./customer-results.tsx'), 'CustomerResults');

const shortcutLabel = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';

/**
 * The navbar's search (the spec's suggestions, bookmarks and query): pages, customers and
 * appointments from one box, opened by click, Ctrl/⌘ K or "/". With nothing typed it suggests
 * the bookmarked pages first, then the others.
 */
export function GlobalSearch({ pages, shop, canSearchRecords, canOpenCustomers, wide }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const { isBookmarked } = useBookmarks();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const records = useSearch(canSearchRecords ? (shop?.id ?? null) : null, debounced);

  const typed = query.trim().toLowerCase();
  const pageAction = (page: SearchPage) => {
    const PageIcon = page.icon;
    return (
      <Spotlight.Action
        key={page.key}
        label={page.label}
        leftSection={<PageIcon size={20} stroke={1.6} aria-hidden />}
        rightSection={isBookmarked(page.key) ? <IconStarFilled size={14} aria-hidden /> : undefined}
        onClick={() => navigate(page.to)}
        data-testid={`search-result-page-${page.key}`}
      />
    );
  };

  let content: React.ReactNode;
  if (typed === '') {
    const pinned = pages.filter((p) => isBookmarked(p.key));
    const others = pages.filter((p) => !isBookmarked(p.key));
    content = (
      <>
        {pinned.length > 0 && (
          <Spotlight.ActionsGroup label={t('shell.search.bookmarks')}>
            {pinned.map(pageAction)}
          </Spotlight.ActionsGroup>
        )}
        <Spotlight.ActionsGroup label={t('shell.search.suggestions')}>
          {others.map(pageAction)}
        </Spotlight.ActionsGroup>
      </>
    );
  } else {
    const matchingPages = pages.filter((p) => p.label.toLowerCase().includes(typed));
    const ready = records.data && debounced.length >= MIN_QUERY_LENGTH;
    const customers = ready && canOpenCustomers ? records.data.customers : [];
    const appointments = ready ? records.data.appointments : [];
    const waiting = canSearchRecords && typed.length >= MIN_QUERY_LENGTH && (records.isFetching || !ready);
    const found = matchingPages.length + customers.length + appointments.length > 0;
    // "Type more" stands in for the answer while the records cannot be searched yet.
    const tooShort = canSearchRecords && typed.length < MIN_QUERY_LENGTH;
    content = (
      <>
        {matchingPages.length > 0 && (
          <Spotlight.ActionsGroup label={t('shell.search.pages')}>
            {matchingPages.map(pageAction)}
          </Spotlight.ActionsGroup>
        )}
        {customers.length > 0 && (
          <Suspense fallback={null}>
            <CustomerResults
              label={t('shell.search.customers')}
              customers={customers}
              country={shop?.country}
              onOpen={(id) => navigate(`/customers/${id}`)}
            />
          </Suspense>
        )}
        {appointments.length > 0 && shop && (
          <Spotlight.ActionsGroup label={t('shell.search.appointments')}>
            {appointments.map((a) => (
              <Spotlight.Action
                key={a.id}
                label={[a.customer?.name, a.items.map((item) => item.serviceName).join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
                description={formatDayTime(a.start, shop.timeZone, locale)}
                leftSection={<IconCalendarEvent size={20} stroke={1.6} aria-hidden />}
                onClick={() => navigate(`/calendar?date=${a.start.slice(0, 10)}&appointment=${a.id}`)}
                data-testid={`search-result-appointment-${a.id}`}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {tooShort && (
          <Text size="sm" c="dimmed" px="md" py="xs">
            {t('shell.search.typeMore')}
          </Text>
        )}
        {waiting && customers.length === 0 && appointments.length === 0 && (
          <Loader size="sm" mx="auto" my="md" display="block" aria-label={t('loading')} />
        )}
        {/* Said only once the search is over and found nothing at all, never under results. */}
        {!found && !waiting && !tooShort && <Spotlight.Empty>{t('shell.search.nothing')}</Spotlight.Empty>}
      </>
    );
  }

  return (
    <>
      {wide ? (
        <Button
          variant="default"
          size="sm"
          onClick={searchActions.open}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd size="xs">{shortcutLabel()}</Kbd>}
          data-testid="global-search"
        >
          {t('shell.search.button')}
        </Button>
      ) : (
        <ActionIcon
          variant="default"
          size="lg"
          onClick={searchActions.open}
          aria-label={t('shell.search.button')}
          data-testid="global-search"
        >
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      )}
      <Spotlight.Root
        store={searchStore}
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K', '/']}
        scrollable
        maxHeight={480}
        // The dialog has no visible title; it is named for screen readers.
        attributes={{ content: { 'aria-label': t('shell.search.button') } }}
      >
        <Spotlight.Search
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          data-testid="global-search-input"
        />
        <Spotlight.ActionsList>{content}</Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
