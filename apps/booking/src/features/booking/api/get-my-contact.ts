import type { PublicMyContactResponse } from '@salon/domain/contracts';
import { api } from '@salon/web/api-client';

/** What the salon knows of the signed-in customer (name and phone, null when unknown); null for a visitor. */
export const getMyContact = (subdomain: string, preview: boolean, signal?: AbortSignal) =>
  api
    .get<PublicMyContactResponse>(`/api/public/shops/${encodeURIComponent(subdomain)}/my-contact`, {
      ...(preview ? { query: { preview: 1 } } : {}),
      ...(signal ? { signal } : {}),
    })
    .then((answer) => answer.contact);
