import deAdmin from './locales/de/admin.json' with { type: 'json' };
import deBooking from './locales/de/booking.json' with { type: 'json' };
import deErrors from './locales/de/errors.json' with { type: 'json' };
import deServer from './locales/de/server.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enBooking from './locales/en/booking.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enServer from './locales/en/server.json' with { type: 'json' };
import frAdmin from './locales/fr/admin.json' with { type: 'json' };
import frBooking from './locales/fr/booking.json' with { type: 'json' };
import frErrors from './locales/fr/errors.json' with { type: 'json' };
import frServer from './locales/fr/server.json' with { type: 'json' };
import ptAdmin from './locales/pt/admin.json' with { type: 'json' };
import ptBooking from './locales/pt/booking.json' with { type: 'json' };
import ptErrors from './locales/pt/errors.json' with { type: 'json' };
import ptServer from './locales/pt/server.json' with { type: 'json' };

/**
 * Namespaces: `errors` is shared by every app and the server; `admin` by the admin app; `booking` by
 * the booking widget; `server` for mails and pushes.
 */
export const resources = {
  en: { admin: enAdmin, booking: enBooking, errors: enErrors, server: enServer },
  de: { admin: deAdmin, booking: deBooking, errors: deErrors, server: deServer },
  fr: { admin: frAdmin, booking: frBooking, errors: frErrors, server: frServer },
  pt: { admin: ptAdmin, booking: ptBooking, errors: ptErrors, server: ptServer },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];

export const languageNames = { en: 'English', de: 'Deutsch', fr: 'Français', pt: 'Português' } as const;
