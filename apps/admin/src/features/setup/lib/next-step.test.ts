import { describe, expect, it } from 'vitest';
import { nextUnfinishedPart, resumeStep, type SetupState } from './next-step.ts';

const created: SetupState = {
  shop: { name: 'Hair by Anna', timeZone: 'Europe/Berlin', live: false },
  services: 0,
  stylists: 0,
  hasHours: false,
};

describe('where a salon resumes its setup', () => {
  it('a salon just created continues with its hours on the config step', () => {
    expect(nextUnfinishedPart(created)).toBe('hours');
    expect(resumeStep(created)).toBe(2);
  });

  it('asks for the details first when the salon has no name', () => {
    expect(nextUnfinishedPart({ ...created, shop: { ...created.shop, name: ' ' } })).toBe('details');
  });

  it('a team with hours but no menu continues with the services', () => {
    const state = { ...created, stylists: 1, hasHours: true };
    expect(nextUnfinishedPart(state)).toBe('services');
    expect(resumeStep(state)).toBe(2);
  });

  it('a menu without a team continues with the team', () => {
    expect(nextUnfinishedPart({ ...created, services: 2, hasHours: true })).toBe('team');
  });

  it('a salon with hours, menu and team goes to publishing', () => {
    const state = { ...created, services: 2, stylists: 1, hasHours: true };
    expect(nextUnfinishedPart(state)).toBe('publish');
    expect(resumeStep(state)).toBe(3);
  });

  it('a published salon has nothing left and shows the last step', () => {
    const state = {
      ...created,
      shop: { ...created.shop, live: true },
      services: 2,
      stylists: 1,
      hasHours: true,
    };
    expect(nextUnfinishedPart(state)).toBeNull();
    expect(resumeStep(state)).toBe(3);
  });
});
