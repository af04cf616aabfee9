import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ServiceResponse, SessionShop } from '@salon/domain';
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

function Menu({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('services');
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
  const { byCategory, uncategorised, archived } = useMemo(() => {
    const sorted = [...(servicesQuery.data?.items ?? [])].sort(byDisplayOrder);
    const grouped = new Map<string, ServiceResponse[]>();
    const loose: ServiceResponse[] = [];
    for (const service of sorted) {
      if (!service.active) continue;
      // A service whose category was deleted shows among those without one, as the server keeps it.
      const key = service.categoryId && categoryById.has(service.categoryId) ? service.categoryId : null;
      if (key) grouped.set(key, [...(grouped.get(key) ?? []), service]);
      else loose.push(service);
    }
    return { byCategory: grouped, uncategorised: loose, archived: sorted.filter((s) => !s.active) };
  }, [servicesQuery.data, categoryById]);

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
    <Group justify="space-between" wrap="wrap">
      <Title order={1}>{t('title')}</Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={18} aria-hidden />}
          onClick={() => openCategory(null)}
          disabled={loading}
          data-testid="new-category"
        >
          {t('actions.newCategory')}
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => openService(null, null)}
          disabled={loading || !!error}
          data-testid="new-service"
        >
          {t('actions.newService')}
        </Button>
      </Group>
    </Group>
  );

  if (error) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title={t('loadError')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(i18n, error)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() =>
                Promise.all([
                  categoriesQuery.refetch(),
                  servicesQuery.refetch(),
                  stylistsQuery.refetch(),
                  rulesQuery.refetch(),
                ])
              }
            >
              {t('actions.retry')}
            </Button>
          </Stack>
        </Alert>
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
                if (changes.length > 0) moveCategory.mutate(changes);
              }}
              onEditCategory={() => openCategory(category)}
              onDeleteCategory={() => setDeletingCategory(category)}
              onAddService={() => openService(null, category.id)}
              onMoveService={(service, direction) => {
                const changes = moveChanges(byCategory.get(category.id) ?? [], service.id, direction);
                if (changes.length > 0) moveService.mutate(changes);
              }}
              onEditService={(service) => openService(service, category.id)}
              onArchiveService={(service) => archive(service, false)}
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
              onAddService={() => openService(null, null)}
              onMoveService={(service, direction) => {
                const changes = moveChanges(uncategorised, service.id, direction);
                if (changes.length > 0) moveService.mutate(changes);
              }}
              onEditService={(service) => openService(service, null)}
              onArchiveService={(service) => archive(service, false)}
            />
          )}
          <ArchivedServices
            services={archived}
            categories={categoryById}
            restoringId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
            onRestore={(service) => archive(service, true)}
            onDelete={setDeletingService}
          />
        </Stack>
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
      <ConfirmModal
        opened={deletingCategory !== null}
        title={t('category.deleteTitle', { name: deletingCategory?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={removeCategory.isPending}
        onClose={() => setDeletingCategory(null)}
        onConfirm={() => {
          const category = deletingCategory;
          if (!category) return;
          removeCategory.mutate(category.id, {
            onSuccess: () => {
              toast.success(t('category.deleted', { name: category.name }));
              setDeletingCategory(null);
            },
          });
        }}
      >
        {t('category.deleteText', {
          count: allServices.filter((s) => s.categoryId === deletingCategory?.id).length,
        })}
      </ConfirmModal>
      <ConfirmModal
        opened={deletingService !== null}
        title={t('service.deleteTitle', { name: deletingService?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={removeService.isPending}
        onClose={() => setDeletingService(null)}
        onConfirm={() => {
          const service = deletingService;
          if (!service) return;
          removeService.mutate(service.id, {
            onSuccess: () => {
              toast.success(t('service.deleted', { name: service.name }));
              setDeletingService(null);
            },
          });
        }}
      >
        {t('service.deleteText')}
      </ConfirmModal>
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
