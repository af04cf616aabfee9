import type { ServiceResponse } from '@salon/domain';
import { useMoveInList } from '../../../lib/use-move-in-list.ts';
import { type Category, categoriesQueryKey } from '../api/list-categories.ts';
import { servicesQueryKey } from '../api/list-services.ts';
import { updateCategory } from '../api/update-category.ts';
import { updateService } from '../api/update-service.ts';

export const useMoveCategory = (shopId: string) =>
  useMoveInList<Category>(categoriesQueryKey(shopId), (change) => updateCategory(shopId, change));

export const useMoveService = (shopId: string) =>
  useMoveInList<ServiceResponse>(servicesQueryKey(shopId), (change) => updateService(shopId, change));
