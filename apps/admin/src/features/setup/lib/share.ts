/** The full address of a path on this server, as customers will open it. */
export const bookingUrl = (path: string): string => `${window.location.origin}${path}`;
