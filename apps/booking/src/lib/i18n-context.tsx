import { createI18nContext } from '@salon/web/react/i18n-context';
import { type BookingKey, loadBundle } from './i18n.ts';

export const { I18nProvider, useI18n } = createI18nContext<BookingKey>('booking', loadBundle);
