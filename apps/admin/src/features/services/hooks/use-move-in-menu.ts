import type { ServiceResponse } from '@salon/domain';
import { type Category, serviceKeys, updateCategory, updateService } from '../../../api/services.ts';
import { useMoveInList } from '../../../lib/use-move-in-list.ts';

export const useMoveCategory = (shopId: string) =>
  useMoveInList<Category>(serviceKeys.categories(shopId), (change) => updateCategory(shopId, change));

export const useMoveService = (shopId: string) =>
  useMoveInList<ServiceResponse>(serviceKeys.all(shopId), (change) => updateService(shopId, change));
