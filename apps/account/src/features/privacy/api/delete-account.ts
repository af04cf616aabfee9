import { api } from '@salon/web/api-client';

/** Deletes the account for good; the typed address must be the account's. */
export const deleteAccount = (confirmEmail: string) =>
  api.request<unknown>('/api/me/account', { method: 'DELETE', body: { confirmEmail } });

/** The JSON file of everything kept about the customer, downloaded with the session cookie. */
export const EXPORT_URL = '/api/me/account/export';
