import type { SetupStep } from '../hooks/use-setup-location.ts';

/** What the wizard sets up, in the order it asks for it. */
export const setupParts = ['details', 'hours', 'services', 'team', 'publish'] as const;
export type SetupPart = (typeof setupParts)[number];

/** What the server has of a salon, as far as the wizard is concerned. */
export interface SetupState {
  shop: { name: string; timeZone: string; live: boolean };
  /** How many services are on the menu. */
  services: number;
  /** How many stylists are on the team. */
  stylists: number;
  /** Whether the team works at some time of the week (the wizard saves the opening hours as everyone's hours). */
  hasHours: boolean;
}

/** The first part of the setup still missing; null once the booking page is published. */
export function nextUnfinishedPart(state: SetupState): SetupPart | null {
  const done: Record<SetupPart, boolean> = {
    details: state.shop.name.trim() !== '' && state.shop.timeZone !== '',
    hours: state.hasHours,
    services: state.services > 0,
    team: state.stylists > 0,
    publish: state.shop.live,
  };
  return setupParts.find((part) => !done[part]) ?? null;
}

/** The wizard's step that holds a part: details, hours, menu and team are all on the config step. */
export function stepOfPart(part: SetupPart | null): SetupStep {
  // A published salon lands on the last step, which shows it live and offers to share it.
  return part === null || part === 'publish' ? 3 : 2;
}

/** The wizard's step at which a salon resumes its setup. */
export const resumeStep = (state: SetupState): SetupStep => stepOfPart(nextUnfinishedPart(state));
