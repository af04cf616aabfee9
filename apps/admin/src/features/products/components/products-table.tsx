import { ActionIcon, Group, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPackage, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/products.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatMoney, formatTaxRate } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

interface Props {
  /** Null while loading: skeleton rows keep the table's shape. */
  items: Product[] | null;
  canChange: boolean;
  onEdit: (product: Product) => void;
  onStock: (product: Product) => void;
  onArchive: (product: Product, archived: boolean) => void;
  /** The salon's standard rate, which products without their own are sold at. */
  salonTaxRateBps: number | undefined;
}

const SKELETON_ROWS = 5;

export function ProductsTable({ items, canChange, onEdit, onStock, onArchive, salonTaxRateBps }: Props) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  return (
    <Table verticalSpacing="xs" highlightOnHover data-testid="products-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('products.column.product')}</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            {t('products.column.price')}
          </Table.Th>
          <Table.Th visibleFrom="md" ta="right">
            {t('products.column.tax')}
          </Table.Th>
          <Table.Th ta="right">{t('products.column.stock')}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{t('products.column.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items === null
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <Table.Tr key={i}>
                <Table.Td colSpan={5}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            ))
          : items.map((product) => {
              const price = formatMoney(product.price.amount, product.price.currency, locale);
              const codes = [product.sku, product.barcode].filter(Boolean).join(' · ');
              return (
                <Table.Tr key={product.id} data-testid="product-row">
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {product.name}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {price}
                      </Text>
                      {codes && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {codes}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right">
                    {price}
                  </Table.Td>
                  <Table.Td visibleFrom="md" ta="right">
                    {product.taxRateBps !== null
                      ? formatTaxRate(product.taxRateBps, locale)
                      : t('products.salonRate', {
                          rate: salonTaxRateBps === undefined ? '…' : formatTaxRate(salonTaxRateBps, locale),
                        })}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      {product.lowStock && (
                        <ToneBadge tone="orange" size="sm" data-testid="product-low-stock-badge">
                          {t('products.lowStockBadge')}
                        </ToneBadge>
                      )}
                      <Text size="sm" fw={500} data-testid="product-stock">
                        {product.stock}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('products.actionsFor', { name: product.name })}
                          data-testid="product-actions"
                        >
                          <IconDots size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconPackage size={16} aria-hidden />}
                          onClick={() => onStock(product)}
                          data-testid="product-stock-action"
                        >
                          {t('products.stockAction')}
                        </Menu.Item>
                        {canChange && (
                          <>
                            <Menu.Item
                              leftSection={<IconPencil size={16} aria-hidden />}
                              onClick={() => onEdit(product)}
                              data-testid="product-edit"
                            >
                              {t('products.edit')}
                            </Menu.Item>
                            <Menu.Item
                              leftSection={
                                product.archived ? (
                                  <IconArchiveOff size={16} aria-hidden />
                                ) : (
                                  <IconArchive size={16} aria-hidden />
                                )
                              }
                              onClick={() => onArchive(product, !product.archived)}
                              data-testid="product-archive"
                            >
                              {product.archived ? t('products.unarchive') : t('products.archive')}
                            </Menu.Item>
                          </>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              );
            })}
      </Table.Tbody>
    </Table>
  );
}
