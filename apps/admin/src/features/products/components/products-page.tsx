import {
  Button,
  Chip,
  CloseButton,
  EmptyState,
  Group,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { inShop, type SessionShop } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Product, useArchiveProduct, useProducts } from '../../../api/products.ts';
import { useRules } from '../../../api/rules.ts';
import { useShop } from '../../../api/shop.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { ProductFormModal } from './product-form-modal.tsx';
import { ProductsTable } from './products-table.tsx';
import { StockModal } from './stock-modal.tsx';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type Editing = { product: Product | null } | null;

function ShopProducts({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('admin');
  const ability = useAppAbility();
  const canChange = ability.can('manage', inShop('Settings', shop.id));
  const rules = useRules(shop.id);
  const currency = rules.data?.currency;
  const salonTaxRateBps = useShop(shop.id).data?.serviceTaxRateBps;
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [lowStock, setLowStock] = useState(false);
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const list = useProducts(shop.id, { q, lowStock, archived, page, pageSize: PAGE_SIZE });
  const archive = useArchiveProduct(shop.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [stockOf, setStockOf] = useState<Product | null>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const items = list.data?.items ?? null;
  const filtered = q !== '' || lowStock || archived;
  const filter = (set: (value: boolean) => void) => (value: boolean) => {
    set(value);
    setPage(1);
  };

  const onArchive = (product: Product, value: boolean) =>
    archive.mutate(
      { id: product.id, archived: value },
      {
        onSuccess: () =>
          toast.success(t(value ? 'products.archived' : 'products.unarchived', { name: product.name })),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('products.title')}</Title>
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="products-total">
            {list.data ? t('products.total', { count: total }) : '\u00a0'}
          </Text>
        </div>
        {canChange && currency && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ product: null })}
            data-testid="products-new"
          >
            {t('products.new')}
          </Button>
        )}
      </Group>

      <Group gap="sm" align="center">
        <TextInput
          type="search"
          aria-label={t('products.search')}
          placeholder={t('products.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            text !== '' && (
              <CloseButton size="sm" aria-label={t('products.clearSearch')} onClick={() => setText('')} />
            )
          }
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
          style={{ flex: '1 1 14rem' }}
          data-testid="products-search"
        />
        <Group gap="xs">
          <Chip checked={lowStock} onChange={filter(setLowStock)} data-testid="products-low-stock-filter">
            {t('products.lowStockOnly')}
          </Chip>
          <Chip checked={archived} onChange={filter(setArchived)} data-testid="products-archived-filter">
            {t('products.showArchived')}
          </Chip>
        </Group>
      </Group>

      {list.error && !list.data ? (
        <TitledAlert tone="error" title={t('products.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(i18n, list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
              {t('products.retry')}
            </Button>
          </Stack>
        </TitledAlert>
      ) : items !== null && total === 0 ? (
        <EmptyState
          icon={<IconPackage size={32} aria-hidden />}
          withIndicatorBackground
          title={filtered ? t('products.noMatchTitle') : t('products.emptyTitle')}
          description={filtered ? t('products.noMatchText') : t('products.emptyText')}
          py="xl"
          data-testid="products-empty"
        />
      ) : (
        <>
          <ProductsTable
            items={items}
            canChange={canChange}
            onEdit={(product) => setEditing({ product })}
            onStock={setStockOf}
            onArchive={onArchive}
            salonTaxRateBps={salonTaxRateBps}
          />
          {pages > 1 && (
            <nav aria-label={t('products.pagination')}>
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
            </nav>
          )}
        </>
      )}

      {currency && salonTaxRateBps !== undefined && (
        <ProductFormModal
          opened={editing !== null}
          shopId={shop.id}
          product={editing?.product ?? null}
          currency={editing?.product?.price.currency ?? currency}
          salonTaxRateBps={salonTaxRateBps}
          onClose={() => setEditing(null)}
        />
      )}
      {stockOf && (
        <StockModal
          key={stockOf.id}
          opened
          shopId={shop.id}
          product={stockOf}
          canChange={canChange}
          onClose={() => setStockOf(null)}
        />
      )}
    </Stack>
  );
}

/** The salon's retail products: search, low stock, prices and the stock on the shelf. */
export function ProductsPage() {
  const { t } = useTranslation('admin');
  const { shop } = useCurrentShop();
  usePageTitle(t('products.title'));
  if (!shop) return <NoShopPage title={t('products.title')} message={t('products.noShop')} />;
  return <ShopProducts key={shop.id} shop={shop} />;
}
