import type { Tx } from '@salon/db';
import { describe, expect, it } from 'vitest';
import { type RaisedChange, reactToAppointmentChanges, runChangeReactions } from './change-reactions.ts';

const change: RaisedChange = {
  shopId: 'shop',
  appointmentId: 'visit',
  actorUserId: null,
  event: 'created',
  history: [],
  now: new Date('2026-12-03T10:00:00Z'),
};
const tx = {} as Tx;

describe('reactions to appointment changes', () => {
  it('refuses a change while nothing reacts to it, rather than losing its messages', async () => {
    await expect(runChangeReactions(tx, change)).rejects.toThrow(/No reaction/);
  });

  it('runs every subscribed reaction once, in order, in the change transaction', async () => {
    const seen: string[] = [];
    const first = async (t: Tx, c: RaisedChange) => {
      expect(t).toBe(tx);
      seen.push(`first:${c.event}`);
    };
    reactToAppointmentChanges(first);
    reactToAppointmentChanges(async () => {
      seen.push('second');
    });
    reactToAppointmentChanges(first);
    await runChangeReactions(tx, change);
    expect(seen).toEqual(['first:created', 'second']);
  });
});
