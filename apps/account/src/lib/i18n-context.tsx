import { createI18nContext } from '@salon/web/react/i18n-context';
import { type AccountKey, loadBundle } from './i18n.ts';

export const { I18nProvider, useI18n } = createI18nContext<AccountKey>('account', loadBundle);
