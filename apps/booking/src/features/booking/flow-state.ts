import type { CreatedBooking, PublicShop, Slot } from '../../api/types.ts';
import type { BookingKey } from '../../lib/i18n.ts';
import type { Preselection } from '../../lib/route.ts';
import type { RefusedFields } from './refused-fields.ts';
import { type Step, startStep } from './step-machine.ts';

/**
 * Everything the customer entered, kept above the steps: going back and forth never loses input,
 * and a lazily loaded step starts from what is already known.
 */
export interface FlowState {
  step: Step;
  serviceIds: string[];
  /** "With a stylist" chosen before the time: `any` or a stylist id. */
  stylistFilter: string;
  weekStart: string | null;
  date: string | null;
  slot: Slot | null;
  /** The stylist chosen at ChooseProvider: `any` or an id. */
  provider: string;
  guest: boolean;
  /** The path went through the sign-in branch (for the progress count). */
  withSignIn: boolean;
  customer: { name: string; email: string; phone: string; note: string };
  auth: { email: string; password: string; name: string; code: string; codeSent: boolean };
  /** A message for the step being entered, e.g. that the chosen time was just taken. */
  notice: BookingKey | null;
  /** What the server refused in the details, shown under each field until it is changed. */
  refused: RefusedFields;
  /** Bumped to ask for fresh times (after a taken slot). */
  availabilityVersion: number;
  /** The current confirmation attempt: its key is reused for retries of the same request. */
  attempt: { key: string; fingerprint: string } | null;
  booking: CreatedBooking | null;
}

export const initialFlow: FlowState = {
  step: 'ChooseProduct',
  serviceIds: [],
  stylistFilter: 'any',
  weekStart: null,
  date: null,
  slot: null,
  provider: 'any',
  guest: false,
  withSignIn: false,
  customer: { name: '', email: '', phone: '', note: '' },
  auth: { email: '', password: '', name: '', code: '', codeSent: false },
  notice: null,
  refused: {},
  availabilityVersion: 0,
  attempt: null,
  booking: null,
};

/**
 * The flow a page opens with. A "Book again" link's services are chosen where the shop offers
 * them online (ids it does not know are dropped), and its stylist is asked for where they do every
 * one of them (else anyone); with a service left, the flow opens at the choice of a time. With
 * none, it opens at the start as any other page.
 */
export function startFlow(
  shop: Pick<PublicShop, 'services' | 'stylists'>,
  preselect: Preselection | null,
): FlowState {
  if (!preselect) return initialFlow;
  const chosen = preselect.services.flatMap((id) => {
    const service = shop.services.find((s) => s.id === id && s.stylistIds.length > 0);
    return service ? [service] : [];
  });
  const serviceIds = chosen.map((s) => s.id);
  const wanted = preselect.stylist;
  const stylist =
    wanted &&
    wanted !== 'any' &&
    shop.stylists.some((st) => st.id === wanted) &&
    chosen.every((s) => s.stylistIds.includes(wanted))
      ? wanted
      : 'any';
  const step = startStep({
    hasServices: serviceIds.length > 0,
    hasSlot: false,
    signedIn: false,
    guest: false,
    allowGuests: false,
    hasCustomer: false,
    booked: false,
  });
  if (step === 'ChooseProduct') return initialFlow;
  return { ...initialFlow, step, serviceIds, stylistFilter: stylist, provider: stylist };
}

export type FlowAction =
  | { type: 'go'; step: Step; notice?: BookingKey | null; refused?: RefusedFields }
  | { type: 'toggleService'; id: string }
  | { type: 'stylistFilter'; stylist: string }
  | { type: 'week'; start: string }
  | { type: 'date'; date: string }
  | { type: 'slot'; slot: Slot | null }
  | { type: 'provider'; stylist: string }
  | { type: 'guest'; guest: boolean }
  | { type: 'withSignIn'; value: boolean }
  | { type: 'customer'; patch: Partial<FlowState['customer']> }
  | { type: 'auth'; patch: Partial<FlowState['auth']> }
  | { type: 'attempt'; attempt: FlowState['attempt'] }
  | { type: 'slotTaken'; notice?: BookingKey }
  | { type: 'booked'; booking: CreatedBooking }
  | { type: 'restart' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step, notice: action.notice ?? null, refused: action.refused ?? {} };
    case 'toggleService': {
      const has = state.serviceIds.includes(action.id);
      const serviceIds = has
        ? state.serviceIds.filter((id) => id !== action.id)
        : [...state.serviceIds, action.id];
      // Other services take other times: the chosen time no longer holds.
      return { ...state, serviceIds, slot: null, provider: 'any' };
    }
    case 'stylistFilter':
      return { ...state, stylistFilter: action.stylist, slot: null, provider: action.stylist };
    case 'week':
      return { ...state, weekStart: action.start };
    case 'date':
      return state.date === action.date ? state : { ...state, date: action.date, slot: null };
    case 'slot': {
      const provider =
        state.stylistFilter !== 'any'
          ? state.stylistFilter
          : action.slot?.stylistIds.includes(state.provider)
            ? state.provider
            : 'any';
      return { ...state, slot: action.slot, provider };
    }
    case 'provider':
      return { ...state, provider: action.stylist };
    case 'guest':
      return { ...state, guest: action.guest };
    case 'withSignIn':
      return { ...state, withSignIn: action.value };
    case 'customer': {
      // A field changed since the server refused it is judged afresh.
      const refused = Object.fromEntries(
        Object.entries(state.refused).filter(([field]) => !(field in action.patch)),
      );
      return { ...state, customer: { ...state.customer, ...action.patch }, refused };
    }
    case 'auth':
      return { ...state, auth: { ...state.auth, ...action.patch } };
    case 'attempt':
      return { ...state, attempt: action.attempt };
    case 'slotTaken':
      return {
        ...state,
        step: 'DateAndTime',
        slot: null,
        attempt: null,
        notice: action.notice ?? 'notices.slotTaken',
        availabilityVersion: state.availabilityVersion + 1,
      };
    case 'booked':
      return { ...state, step: 'BookSuccess', booking: action.booking, attempt: null, notice: null };
    case 'restart':
      // A new booking keeps who is booking, not what was booked.
      return {
        ...initialFlow,
        customer: { ...state.customer, note: '' },
        guest: state.guest,
        availabilityVersion: state.availabilityVersion + 1,
      };
  }
}
