import admin from '@salon/i18n/locales/fr/admin.json' with { type: 'json' };
import customers from '@salon/i18n/locales/fr/customers.json' with { type: 'json' };
import dashboard from '@salon/i18n/locales/fr/dashboard.json' with { type: 'json' };
import errors from '@salon/i18n/locales/fr/errors.json' with { type: 'json' };
import messages from '@salon/i18n/locales/fr/messages.json' with { type: 'json' };
import services from '@salon/i18n/locales/fr/services.json' with { type: 'json' };
import settings from '@salon/i18n/locales/fr/settings.json' with { type: 'json' };
import setup from '@salon/i18n/locales/fr/setup.json' with { type: 'json' };
import team from '@salon/i18n/locales/fr/team.json' with { type: 'json' };

/** The admin app's messages in this language: one chunk, loaded when the language is used. */
export default { admin, errors, dashboard, setup, settings, team, services, customers, messages };
