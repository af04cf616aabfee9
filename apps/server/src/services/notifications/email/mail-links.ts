import type { ServiceContext } from '../../../context.ts';

/**
 * Links in mails must be absolute: PUBLIC_URL's origin, else the server's own port on localhost
 * (development, where no public address is configured).
 */
export const mailOrigin = (config: ServiceContext['config']) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;

const sub = (subdomain: string) => encodeURIComponent(subdomain);

export const bookingPageUrl = (origin: string, subdomain: string) => `${origin}/book/${sub(subdomain)}`;

/** The booking's own page, where the customer reschedules or cancels it. */
export const manageUrl = (origin: string, subdomain: string, manageToken: string) =>
  `${bookingPageUrl(origin, subdomain)}/manage/${manageToken}`;

/** The review page of a completed visit, for its customer. */
export const reviewUrl = (origin: string, subdomain: string, reviewToken: string) =>
  `${bookingPageUrl(origin, subdomain)}/review/${reviewToken}`;

/** The customer's notification settings page in the booking app. */
export const preferencesUrl = (origin: string, subdomain: string, token: string) =>
  `${bookingPageUrl(origin, subdomain)}/preferences/${encodeURIComponent(token)}`;

/** RFC 8058 one-click unsubscribe: a POST to it turns marketing mails off. */
export const oneClickUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/public/notification-preferences/${encodeURIComponent(token)}/unsubscribe`;

export const adminCalendarUrl = (origin: string) => `${origin}/admin/calendar`;

export const adminReviewsUrl = (origin: string) => `${origin}/admin/reviews`;
