import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ServiceResponse, SessionShop, StylistResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconFolderPlus, IconPlus, IconScissors } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useRules } from '../../../api/rules.ts';
import {
  type Category,
  useCategories,
  useDeleteCategory,
  useDeleteService,
  useServices,
  useUpdateService,
} from '../../../api/services.ts';
import { useStylists } from '../../../api/stylists.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { byDisplayOrder, moveChanges, nextDisplayOrder } from '../../../lib/display-order.ts';
import { useMoveCategory, useMoveService } from '../hooks/use-move-in-menu.ts';
import { ArchivedServices } from './archived-services.tsx';
import { CategoryFormModal } from './category-form-modal.tsx';
import { CategorySection } from './category-section.tsx';
import { ServiceFormModal } from './service-form-modal.tsx';

interface ServiceDialog {
  opened: boolean;
  service: ServiceResponse | null;
  categoryId: string | null;
  /** A new form per opening, so it starts from the values it is given. */
  key: number;
}

function LoadingMenu() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1].map((i) => (
        <Stack key={i} gap="xs">
          <Skeleton height={28} width="30%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The active services under their categories (in display order), those without one, and the archived. */
function groupServices(items: readonly ServiceResponse[], categoryById: ReadonlyMap<string, Category>) {
  const sorted = [...items].sort(byDisplayOrder);
  const byCategory = new Map<string, ServiceResponse[]>();
  const uncategorised: ServiceResponse[] = [];
  for (const service of sorted) {
    if (!service.active) continue;
    // A service whose category was deleted shows among those without one, as the server keeps it.
    const key = service.categoryId && categoryById.has(service.categoryId) ? service.categoryId : null;
    if (key) byCategory.set(key, [...(byCategory.get(key) ?? []), service]);
    else uncategorised.push(service);
  }
  return { byCategory, uncategorised, archived: sorted.filter((s) => !s.active) };
}

/** The page's title and its two ways to add: a category, a service. */
function MenuHeader({
  loading,
  failed,
  onNewCategory,
  onNewService,
}: {
  loading: boolean;
  failed: boolean;
  onNewCategory: () => void;
  onNewService: () => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={1}>{t('title')}</Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={18} aria-hidden />}
          onClick={onNewCategory}
          disabled={loading}
          data-testid="new-category"
        >
          {t('actions.newCategory')}
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onNewService}
          disabled={loading || failed}
          data-testid="new-service"
        >
          {t('actions.newService')}
        </Button>
      </Group>
    </Group>
  );
}

/** The menu could not be read: why, and a retry. */
function MenuLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('services');
  return (
    <Alert color="red" title={t('loadError')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(i18n, error)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Menu({ shop }: { shop: SessionShop }) {
  const { t } = useTranslation('services');
  const categoriesQuery = useCategories(shop.id);
  const servicesQuery = useServices(shop.id);
  const stylistsQuery = useStylists(shop.id);
  const rulesQuery = useRules(shop.id);
  const moveCategory = useMoveCategory(shop.id);
  const moveService = useMoveService(shop.id);
  const setActive = useUpdateService(shop.id);
  const removeCategory = useDeleteCategory(shop.id);
  const removeService = useDeleteService(shop.id);

  const [categoryDialog, setCategoryDialog] = useState<{
    opened: boolean;
    category: Category | null;
    key: number;
  }>({
    opened: false,
    category: null,
    key: 0,
  });
  const [serviceDialog, setServiceDialog] = useState<ServiceDialog>({
    opened: false,
    service: null,
    categoryId: null,
    key: 0,
  });
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);
  const [deletingService, setDeletingService] = useState<ServiceResponse | null>(null);

  const categories = useMemo(
    () => [...(categoriesQuery.data?.items ?? [])].sort(byDisplayOrder),
    [categoriesQuery.data],
  );
  const allServices = servicesQuery.data?.items ?? [];
  const categoryById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const stylistById = useMemo(
    () => new Map((stylistsQuery.data?.items ?? []).map((s) => [s.id, s])),
    [stylistsQuery.data],
  );
  const { byCategory, uncategorised, archived } = useMemo(
    () => groupServices(servicesQuery.data?.items ?? [], categoryById),
    [servicesQuery.data, categoryById],
  );

  const error = categoriesQuery.error ?? servicesQuery.error ?? stylistsQuery.error ?? rulesQuery.error;
  const loading =
    categoriesQuery.isPending || servicesQuery.isPending || stylistsQuery.isPending || rulesQuery.isPending;
  const currency = rulesQuery.data?.currency ?? 'EUR';

  const openService = (service: ServiceResponse | null, categoryId: string | null) =>
    setServiceDialog((d) => ({ opened: true, service, categoryId, key: d.key + 1 }));
  const openCategory = (category: Category | null) =>
    setCategoryDialog((d) => ({ opened: true, category, key: d.key + 1 }));

  const archive = (service: ServiceResponse, active: boolean) =>
    setActive.mutate(
      { id: service.id, active },
      {
        onSuccess: () =>
          toast.success(t(active ? 'service.restored' : 'service.archived', { name: service.name })),
      },
    );

  const header = (
    <MenuHeader
      loading={loading}
      failed={!!error}
      onNewCategory={() => openCategory(null)}
      onNewService={() => openService(null, null)}
    />
  );

  if (error) {
    return (
      <Stack gap="lg">
        {header}
        <MenuLoadError
          error={error}
          onRetry={() =>
            Promise.all([
              categoriesQuery.refetch(),
              servicesQuery.refetch(),
              stylistsQuery.refetch(),
              rulesQuery.refetch(),
            ])
          }
        />
      </Stack>
    );
  }

  const emptyMenu = !loading && categories.length === 0 && allServices.length === 0;
  return (
    <Stack gap="lg">
      {header}
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {loading ? (
        <LoadingMenu />
      ) : emptyMenu ? (
        <EmptyState
          icon={<IconScissors size={32} aria-hidden />}
          withIndicatorBackground
          title={t('empty.title')}
          description={t('empty.text')}
        />
      ) : (
        <MenuSections
          categories={categories}
          byCategory={byCategory}
          uncategorised={uncategorised}
          archived={archived}
          categoryById={categoryById}
          stylistById={stylistById}
          restoringId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
          onMoveCategory={(changes) => moveCategory.mutate(changes)}
          onMoveService={(changes) => moveService.mutate(changes)}
          onEditCategory={openCategory}
          onDeleteCategory={setDeletingCategory}
          onOpenService={openService}
          onArchive={archive}
          onDeleteService={setDeletingService}
        />
      )}

      <CategoryFormModal
        key={`category-${categoryDialog.key}`}
        opened={categoryDialog.opened}
        shopId={shop.id}
        category={categoryDialog.category}
        nextOrder={nextDisplayOrder(categories)}
        onClose={() => setCategoryDialog((d) => ({ ...d, opened: false }))}
      />
      <ServiceFormModal
        key={`service-${serviceDialog.key}`}
        opened={serviceDialog.opened}
        shopId={shop.id}
        service={serviceDialog.service}
        categoryId={serviceDialog.categoryId}
        categories={categories}
        stylists={stylistsQuery.data?.items ?? []}
        currency={currency}
        nextOrder={nextDisplayOrder(allServices)}
        onClose={() => setServiceDialog((d) => ({ ...d, opened: false }))}
      />
      <ConfirmDelete
        what="category"
        item={deletingCategory}
        text={t('category.deleteText', {
          count: allServices.filter((s) => s.categoryId === deletingCategory?.id).length,
        })}
        remove={removeCategory}
        onClose={() => setDeletingCategory(null)}
      />
      <ConfirmDelete
        what="service"
        item={deletingService}
        text={t('service.deleteText')}
        remove={removeService}
        onClose={() => setDeletingService(null)}
      />
    </Stack>
  );
}

/** The salon's menu: categories with their services, in the order customers see them. */
export function ServicesPage() {
  const { t } = useTranslation('services');
  const { shop } = useCurrentShop();
  usePageTitle(t('title'));
  if (!shop) return <NoShopPage title={t('title')} message={t('noShop')} />;
  return <Menu key={shop.id} shop={shop} />;
}

/**
 * Asks before a category goes (its services stay, without one) or an archived service is deleted
 * for good, then deletes it and says so.
 */
function ConfirmDelete({
  what,
  item,
  text,
  remove,
  onClose,
}: {
  what: 'category' | 'service';
  item: { id: string; name: string } | null;
  text: string;
  remove: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  return (
    <ConfirmModal
      opened={item !== null}
      title={t(`${what}.deleteTitle`, { name: item?.name ?? '' })}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(t(`${what}.deleted`, { name: item.name }));
            onClose();
          },
        });
      }}
    >
      {text}
    </ConfirmModal>
  );
}

type MoveChanges = ReturnType<typeof moveChanges>;

/** The categories with their services, those without a category, and the archived ones. */
function MenuSections({
  categories,
  byCategory,
  uncategorised,
  archived,
  categoryById,
  stylistById,
  restoringId,
  onMoveCategory,
  onMoveService,
  onEditCategory,
  onDeleteCategory,
  onOpenService,
  onArchive,
  onDeleteService,
}: {
  categories: Category[];
  byCategory: Map<string, ServiceResponse[]>;
  uncategorised: ServiceResponse[];
  archived: ServiceResponse[];
  categoryById: Map<string, Category>;
  stylistById: Map<string, StylistResponse>;
  restoringId: string | null;
  onMoveCategory: (changes: MoveChanges) => void;
  onMoveService: (changes: MoveChanges) => void;
  onEditCategory: (category: Category) => void;
  onDeleteCategory: (category: Category) => void;
  onOpenService: (service: ServiceResponse | null, categoryId: string | null) => void;
  onArchive: (service: ServiceResponse, active: boolean) => void;
  onDeleteService: (service: ServiceResponse) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Stack gap="md">
      {categories.map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          title={category.name}
          index={index}
          count={categories.length}
          services={byCategory.get(category.id) ?? []}
          stylists={stylistById}
          onMoveCategory={(direction) => {
            const changes = moveChanges(categories, category.id, direction);
            if (changes.length > 0) onMoveCategory(changes);
          }}
          onEditCategory={() => onEditCategory(category)}
          onDeleteCategory={() => onDeleteCategory(category)}
          onAddService={() => onOpenService(null, category.id)}
          onMoveService={(service, direction) => {
            const changes = moveChanges(byCategory.get(category.id) ?? [], service.id, direction);
            if (changes.length > 0) onMoveService(changes);
          }}
          onEditService={(service) => onOpenService(service, category.id)}
          onArchiveService={(service) => onArchive(service, false)}
        />
      ))}
      {uncategorised.length > 0 && (
        <CategorySection
          category={null}
          title={t('category.none')}
          index={0}
          count={0}
          services={uncategorised}
          stylists={stylistById}
          onMoveCategory={() => undefined}
          onEditCategory={() => undefined}
          onDeleteCategory={() => undefined}
          onAddService={() => onOpenService(null, null)}
          onMoveService={(service, direction) => {
            const changes = moveChanges(uncategorised, service.id, direction);
            if (changes.length > 0) onMoveService(changes);
          }}
          onEditService={(service) => onOpenService(service, null)}
          onArchiveService={(service) => onArchive(service, false)}
        />
      )}
      <ArchivedServices
        services={archived}
        categories={categoryById}
        restoringId={restoringId}
        onRestore={(service) => onArchive(service, true)}
        onDelete={onDeleteService}
      />
    </Stack>
  );
}
