import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';

export interface Preferences {
  reminders: boolean;
  /** True given, false refused, null never asked. */
  marketing: boolean | null;
  shop: { name: string; subdomain: string };
  customerName: string;
  locale: Locale;
}

const path = (token: string) => `/api/public/notification-preferences/${encodeURIComponent(token)}`;

export const getPreferences = (token: string) => api.get<Preferences>(path(token), { refresh: false });

export const savePreferences = (token: string, body: { reminders: boolean; marketing: boolean }) =>
  api.put<Preferences>(path(token), body, { refresh: false });

/** The same one-click unsubscribe a mail program does from the List-Unsubscribe header. */
export const unsubscribe = (token: string) =>
  api.post<void>(`${path(token)}/unsubscribe`, undefined, { refresh: false });
