import type {
  AccountAppointment,
  AccountAppointmentsResponse,
  AccountLoyaltyResponse,
  AccountNotification,
  AccountNotificationsResponse,
  AccountPreferencesResponse,
  AccountProfile,
  AccountShop,
  MeResponse,
  UpdateAccountProfileRequest,
} from '@salon/domain/contracts';

/** Types only: the site never loads the domain's zod schemas. */
export type Session = MeResponse;
export type Appointment = AccountAppointment;
export type AppointmentsPage = AccountAppointmentsResponse;
export type Shop = AccountShop;
export type Profile = AccountProfile;
export type ProfileChange = UpdateAccountProfileRequest;
export type Loyalty = AccountLoyaltyResponse;
export type LoyaltyAccount = Loyalty['items'][number];
export type Preferences = AccountPreferencesResponse;
export type Notice = AccountNotification;
export type NoticesPage = AccountNotificationsResponse;
