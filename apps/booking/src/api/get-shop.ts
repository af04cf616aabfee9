import { api } from '@salon/web/api-client';
import type { PublicShop } from './types.ts';

export const getShop = (subdomain: string, signal?: AbortSignal) =>
  api.get<PublicShop>(`/api/public/shops/${encodeURIComponent(subdomain)}`, signal ? { signal } : {});
