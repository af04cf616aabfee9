import type { Dispatch } from 'react';
import type { PublicShop, Service, Session, Stylist } from '../../api/types.ts';
import type { BookingKey } from '../../lib/i18n.ts';
import type { FlowAction, FlowState } from './flow-state.ts';
import type { RefusedFields } from './refused-fields.ts';
import type { FlowFacts, Step } from './step-machine.ts';

/** What every step gets from the flow: the shop, the input so far, and the moves it may make. */
export interface StepProps {
  shop: PublicShop;
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  /** undefined while still being asked. */
  session: Session | null | undefined;
  /** The session once known. */
  whenSession: () => Promise<Session | null>;
  /** The booking link the page was opened through, if any. */
  link: string | null;
  embedded: boolean;
  /**
   * Moves if the step machine allows it; `facts` adds what the caller just learnt, `refused` the
   * details the server refused.
   */
  go: (
    step: Step,
    options?: { facts?: Partial<FlowFacts>; notice?: BookingKey | null; refused?: RefusedFields },
  ) => void;
  back: () => void;
  /** A sign-in step succeeded. */
  signedIn: (session: Session) => void;
  /** The session is gone (expired or signed out elsewhere). */
  signedOut: () => void;
  chosenServices: Service[];
  stylistById: Map<string, Stylist>;
}
