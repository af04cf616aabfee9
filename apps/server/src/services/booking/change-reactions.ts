import type { Tx } from '@salon/db';

/** A committed appointment change as the areas that react to it see it. */
export interface RaisedChange {
  shopId: string;
  appointmentId: string;
  /** The staff member who made it; null when the customer or the system did. */
  actorUserId: string | null;
  event: string;
  history: readonly { action: string; changes: unknown }[];
  now: Date;
}

/** Runs in the change's transaction: what it writes exists exactly when the change does. */
export type ChangeReaction = (tx: Tx, change: RaisedChange) => Promise<void>;

const reactions = new Set<ChangeReaction>();

/**
 * The booking core sits below the areas that react to its changes (notifications raise mails,
 * reminders and review requests): they subscribe here, once, from app.ts, and the core never
 * imports them.
 */
export function reactToAppointmentChanges(reaction: ChangeReaction): void {
  reactions.add(reaction);
}

export async function runChangeReactions(tx: Tx, change: RaisedChange): Promise<void> {
  // A server wired without its reactions would keep changes and lose their messages in silence.
  if (reactions.size === 0) throw new Error('No reaction to appointment changes is registered (see app.ts)');
  for (const react of reactions) await react(tx, change);
}
