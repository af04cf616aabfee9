import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';
import type { Session } from '../../../api/types.ts';

/** `shop` is the subdomain of the page the account is made on; its record gets the phone. */
export const signUp = (body: {
  email: string;
  password: string;
  name: string;
  locale: Locale;
  shop: string;
  phone: string;
}) => api.post<Session>('/api/auth/sign-up', body, { refresh: false });
