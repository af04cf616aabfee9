import { api } from '@salon/web/api-client';
import type { CustomerListResponse, CustomerSummary } from './list-customers.ts';

/**
 * The shop's customer with exactly this e-mail, if any. Adding a customer with a known address
 * would quietly rename that record on the server, so the form asks first.
 */
export async function findCustomerByEmail(shopId: string, email: string): Promise<CustomerSummary | null> {
  const wanted = email.trim().toLowerCase();
  const { items } = await api.get<CustomerListResponse>(`/api/admin/shops/${shopId}/customers`, {
    query: { q: wanted, pageSize: 20 },
  });
  return items.find((c) => c.email?.toLowerCase() === wanted) ?? null;
}
