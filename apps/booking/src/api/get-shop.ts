import { api } from '@salon/web/api-client';
import type { PublicShop } from './types.ts';

/** The shop's booking page; `preview` lets its signed-in staff see it before it is published. */
export const getShop = (subdomain: string, options: { signal?: AbortSignal; preview?: boolean } = {}) =>
  api.get<PublicShop>(`/api/public/shops/${encodeURIComponent(subdomain)}`, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.preview ? { query: { preview: 1 } } : {}),
  });
