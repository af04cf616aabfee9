import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';

/** Remembers a signed-in customer's language for mails and the other apps. */
export const updateLocale = (locale: Locale) => api.patch('/api/me', { locale });
