/**
 * Every error the API can answer with. The spec's codes (AliasAlreadyUsed, TokenIsExpired,
 * NotAuthorizedException, error.http.401, Forbidden) are among them so that every client can
 * translate them by code.
 */
export const errorStatus = {
  ValidationError: 400,
  /** Deleting an account: the typed address is not the account's. */
  ConfirmationMismatch: 400,
  InvalidCode: 400,
  CodeExpired: 400,
  'error.http.401': 401,
  NotAuthorizedException: 401,
  TokenIsExpired: 401,
  Forbidden: 403,
  NotFound: 404,
  InvitationNotFound: 404,
  /** A manage link that is cut off, mistyped or no longer known. */
  ManageLinkInvalid: 404,
  /** A notification-preferences link that is cut off, forged or expired. */
  PreferencesLinkInvalid: 404,
  /** A review link that is cut off, forged or names a visit that is gone or changed hands. */
  ReviewLinkInvalid: 404,
  InvitationForAnotherAccount: 403,
  RequestTimeout: 408,
  AliasAlreadyUsed: 409,
  EmailAlreadyUsed: 409,
  /** Publishing a booking page that has nothing to book yet; `details.missing` says what it lacks. */
  ShopNotReady: 409,
  AlreadyMember: 409,
  AlreadyInvited: 409,
  InvitationExpired: 410,
  InvitationRevoked: 410,
  InvitationUsed: 410,
  SLOT_UNAVAILABLE: 409,
  ChangeWindowClosed: 409,
  InvalidTransition: 409,
  AppointmentNotStarted: 409,
  IdempotencyConflict: 409,
  InUse: 409,
  /** A record the request refers to was deleted by a concurrent request (a foreign key no longer holds). */
  ChangedMeanwhile: 409,
  CustomerExists: 409,
  /** A customer import would now do something else than its preview showed: the customers changed since. */
  ImportPreviewOutdated: 409,
  /** A customer import can be undone once. */
  ImportAlreadyUndone: 409,
  /** The salon has a guest record of the address; a customer proves it is theirs with an e-mailed code first. */
  EmailNotVerified: 409,
  /** The last owner of a shop cannot delete their account: the shop would be left without one. */
  OwnerCannotDelete: 409,
  /** The shop's loyalty programme is off: no points can be redeemed. */
  LoyaltyOff: 409,
  /** The customer's balance does not cover the points (also when another redemption took them first). */
  InsufficientPoints: 409,
  /** A review link of a visit that is not (or no longer) completed. */
  ReviewNotAvailable: 409,
  /** A review may be changed only for some days after it was first sent. */
  ReviewEditWindowClosed: 409,
  /** Online payments need the shop's Stripe secret key, and none is stored (or it can no longer be read). */
  StripeNotConfigured: 409,
  /** Another product of the shop already has this SKU or barcode. */
  ProductCodeUsed: 409,
  /** The stock does not cover the change (also when another sale took the last pieces first). */
  InsufficientStock: 409,
  /** The visit already has a sale: it is paid once. */
  AlreadyCheckedOut: 409,
  /** A refund asks back more than was paid (or than can be given back at the counter). */
  RefundExceedsPaid: 409,
  /** Charging a saved card at the counter is not available for this shop. */
  CardOnFileUnavailable: 409,
  /** The customer's bank declined the card on file; nothing was charged. */
  CardDeclined: 402,
  /** A no-show fee needs the customer's card kept with their consent, and there is none. */
  NoCardOnFile: 409,
  /** A no-show fee applies only to a visit marked no-show, with a no-show share in the policy and something left to charge. */
  FeeNotApplicable: 409,
  PayloadTooLarge: 413,
  UriTooLong: 414,
  UnsupportedMediaType: 415,
  /** Stripe refused the shop's key (wrong, revoked or lacking the permission). */
  StripeKeyInvalid: 422,
  TooManyRequests: 429,
  HeadersTooLarge: 431,
  InternalError: 500,
  /** Stripe could not be reached or answered with an error of its own; nothing was changed. */
  StripeUnreachable: 502,
  /** The database is unreachable for a moment (restart, failover); the client may retry. */
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export interface ErrorDetail {
  /** Dotted path of the failing field, prefixed by where it came from: body, query, params. */
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Seconds a client should wait before trying again (sets Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: string, options: { details?: unknown; retryAfter?: number } = {}) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
