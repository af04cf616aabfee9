import {
  Button,
  CloseButton,
  EmptyState,
  Group,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { inShop, type SessionShop } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconDownload, IconSearch, IconUpload, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { customersExportUrl, useCustomers } from '../../../api/customers.ts';
import { useRules } from '../../../api/rules.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useCustomerListParams } from '../hooks/use-customer-list-params.ts';
import { CustomersTable } from './customers-table.tsx';
import { ImportCustomersModal } from './import-customers-modal.tsx';
import { NewCustomerModal } from './new-customer-modal.tsx';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('customers');
  const [text, setText] = useState(q);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // Back, forward or a link changes the address: show its search, unless it is what is typed.
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);
  const change = (value: string) => {
    setText(value);
    search(value);
  };
  return (
    <TextInput
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text !== '' && (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              search.cancel();
              onSearch('');
            }}
          />
        )
      }
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        // Enter searches at once instead of waiting for the pause.
        if (e.key === 'Enter') {
          search.cancel();
          onSearch(text);
        }
      }}
      maw={420}
      w="100%"
      data-testid="customers-search"
    />
  );
}

function ShopCustomers({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('customers');
  const location = useLocation();
  const ability = useAppAbility();
  // The export hands over the whole customer base, so it is the owner's, as on the server; an
  // import adds and corrects customers, as whoever may do that one by one may.
  const canExport = ability.can('manage', inShop('Settings', shop.id));
  const canImport =
    ability.can('create', inShop('Customer', shop.id)) && ability.can('update', inShop('Customer', shop.id));
  const { q, sort, page, setQ, setSort, setPage } = useCustomerListParams();
  const list = useCustomers(shop.id, { q, sort, page, pageSize: PAGE_SIZE });
  const rules = useRules(shop.id);
  const [creating, createModal] = useDisclosure(false);
  const [importing, importModal] = useDisclosure(false);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page beyond the end (customers merged away, an old link) shows the last one instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, setPage]);

  const items = list.data?.items ?? null;
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="customers-total">
            {list.data
              ? q
                ? t('list.found', { count: total })
                : t('list.total', { count: total })
              : '\u00a0'}
          </Text>
        </div>
        <Group gap="xs">
          {canExport && (
            <Button
              component="a"
              href={customersExportUrl(shop.id)}
              download="customers.csv"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              data-testid="customers-export"
            >
              {t('list.export')}
            </Button>
          )}
          {canImport && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={importModal.open}
              data-testid="customers-import"
            >
              {t('list.import')}
            </Button>
          )}
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={createModal.open}
            data-testid="customers-new"
          >
            {t('list.new')}
          </Button>
        </Group>
      </Group>

      <SearchBox q={q} onSearch={setQ} />

      {list.error && !list.data ? (
        <TitledAlert tone="error" title={t('list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(i18n, list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </TitledAlert>
      ) : items !== null && items.length === 0 && total === 0 ? (
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={q ? t('list.noMatchTitle', { q }) : t('list.emptyTitle')}
          description={q ? t('list.noMatchText') : t('list.emptyText')}
          py="xl"
          data-testid="customers-empty"
        >
          {q ? (
            <Button variant="default" onClick={() => setQ('')}>
              {t('list.clearSearch')}
            </Button>
          ) : (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={createModal.open}>
              {t('list.new')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <CustomersTable
            sort={sort}
            onSort={setSort}
            items={items}
            currency={rules.data?.currency}
            timeZone={shop.timeZone}
            listSearch={location.search}
            fetching={list.isPlaceholderData && list.isFetching}
          />
          {total > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('list.range', { first, last, total })}
              </Text>
              {pages > 1 && (
                <nav aria-label={t('list.pagination')}>
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
                    getItemProps={(n) => ({
                      'aria-label': t('list.page', { page: n }),
                      'aria-current': n === page ? 'page' : undefined,
                    })}
                    data-testid="customers-pagination"
                  />
                </nav>
              )}
            </Group>
          )}
        </>
      )}

      <NewCustomerModal shopId={shop.id} opened={creating} onClose={createModal.close} />
      {canImport && (
        <ImportCustomersModal
          shopId={shop.id}
          timeZone={shop.timeZone}
          canExport={canExport}
          opened={importing}
          onClose={importModal.close}
        />
      )}
    </Stack>
  );
}

/** The shop's customers: search, sort, pages, and adding, exporting and importing them. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const { shop } = useCurrentShop();
  usePageTitle(t('title'));
  if (!shop) return <NoShopPage title={t('title')} message={t('noShop')} />;
  return <ShopCustomers key={shop.id} shop={shop} />;
}
