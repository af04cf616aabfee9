import type { ShopResponse, UpdateShopRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const updateShop = (shopId: string, body: UpdateShopRequest) =>
  api.patch<ShopResponse>(`/api/admin/shops/${shopId}`, body);
