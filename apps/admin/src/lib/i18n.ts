import { createI18n } from '@salon/web/i18n';

/** The admin app's one i18next instance; created at import so the first render is translated. */
export const i18n = createI18n({
  ns: ['admin', 'errors', 'dashboard', 'setup', 'settings', 'team', 'services', 'customers'],
});
