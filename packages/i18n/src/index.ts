import deAccount from './locales/de/account.json' with { type: 'json' };
import deAdmin from './locales/de/admin.json' with { type: 'json' };
import deBooking from './locales/de/booking.json' with { type: 'json' };
import deCustomers from './locales/de/customers.json' with { type: 'json' };
import deDashboard from './locales/de/dashboard.json' with { type: 'json' };
import deErrors from './locales/de/errors.json' with { type: 'json' };
import deMail from './locales/de/mail.json' with { type: 'json' };
import deMessages from './locales/de/messages.json' with { type: 'json' };
import deServer from './locales/de/server.json' with { type: 'json' };
import deServices from './locales/de/services.json' with { type: 'json' };
import deSettings from './locales/de/settings.json' with { type: 'json' };
import deSetup from './locales/de/setup.json' with { type: 'json' };
import deTeam from './locales/de/team.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enBooking from './locales/en/booking.json' with { type: 'json' };
import enCustomers from './locales/en/customers.json' with { type: 'json' };
import enDashboard from './locales/en/dashboard.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import enMessages from './locales/en/messages.json' with { type: 'json' };
import enServer from './locales/en/server.json' with { type: 'json' };
import enServices from './locales/en/services.json' with { type: 'json' };
import enSettings from './locales/en/settings.json' with { type: 'json' };
import enSetup from './locales/en/setup.json' with { type: 'json' };
import enTeam from './locales/en/team.json' with { type: 'json' };
import frAccount from './locales/fr/account.json' with { type: 'json' };
import frAdmin from './locales/fr/admin.json' with { type: 'json' };
import frBooking from './locales/fr/booking.json' with { type: 'json' };
import frCustomers from './locales/fr/customers.json' with { type: 'json' };
import frDashboard from './locales/fr/dashboard.json' with { type: 'json' };
import frErrors from './locales/fr/errors.json' with { type: 'json' };
import frMail from './locales/fr/mail.json' with { type: 'json' };
import frMessages from './locales/fr/messages.json' with { type: 'json' };
import frServer from './locales/fr/server.json' with { type: 'json' };
import frServices from './locales/fr/services.json' with { type: 'json' };
import frSettings from './locales/fr/settings.json' with { type: 'json' };
import frSetup from './locales/fr/setup.json' with { type: 'json' };
import frTeam from './locales/fr/team.json' with { type: 'json' };
import ptAccount from './locales/pt/account.json' with { type: 'json' };
import ptAdmin from './locales/pt/admin.json' with { type: 'json' };
import ptBooking from './locales/pt/booking.json' with { type: 'json' };
import ptCustomers from './locales/pt/customers.json' with { type: 'json' };
import ptDashboard from './locales/pt/dashboard.json' with { type: 'json' };
import ptErrors from './locales/pt/errors.json' with { type: 'json' };
import ptMail from './locales/pt/mail.json' with { type: 'json' };
import ptMessages from './locales/pt/messages.json' with { type: 'json' };
import ptServer from './locales/pt/server.json' with { type: 'json' };
import ptServices from './locales/pt/services.json' with { type: 'json' };
import ptSettings from './locales/pt/settings.json' with { type: 'json' };
import ptSetup from './locales/pt/setup.json' with { type: 'json' };
import ptTeam from './locales/pt/team.json' with { type: 'json' };

/**
 * Namespaces: `errors` is shared by every app and the server; `admin` by the admin app; `booking` by
 * the booking widget; `account` by the customer site; `server` for mails and pushes; `mail` for notification e-mails; the admin app's
 * larger screens have one namespace each (`dashboard`, `setup`, `settings`, `team`, `services`, `customers`, `messages`).
 */
export const resources = {
  en: {
    admin: enAdmin,
    account: enAccount,
    booking: enBooking,
    errors: enErrors,
    server: enServer,
    mail: enMail,
    dashboard: enDashboard,
    setup: enSetup,
    settings: enSettings,
    team: enTeam,
    services: enServices,
    customers: enCustomers,
    messages: enMessages,
  },
  de: {
    admin: deAdmin,
    account: deAccount,
    booking: deBooking,
    errors: deErrors,
    server: deServer,
    mail: deMail,
    dashboard: deDashboard,
    setup: deSetup,
    settings: deSettings,
    team: deTeam,
    services: deServices,
    customers: deCustomers,
    messages: deMessages,
  },
  fr: {
    admin: frAdmin,
    account: frAccount,
    booking: frBooking,
    errors: frErrors,
    server: frServer,
    mail: frMail,
    dashboard: frDashboard,
    setup: frSetup,
    settings: frSettings,
    team: frTeam,
    services: frServices,
    customers: frCustomers,
    messages: frMessages,
  },
  pt: {
    admin: ptAdmin,
    account: ptAccount,
    booking: ptBooking,
    errors: ptErrors,
    server: ptServer,
    mail: ptMail,
    dashboard: ptDashboard,
    setup: ptSetup,
    settings: ptSettings,
    team: ptTeam,
    services: ptServices,
    customers: ptCustomers,
    messages: ptMessages,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];

export { languageNames } from './language-names.ts';
