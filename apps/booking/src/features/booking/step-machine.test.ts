import { describe, expect, it } from 'vitest';
import {
  canEnter,
  canMove,
  type FlowFacts,
  nextStep,
  previousStep,
  progressOf,
  type Step,
  startStep,
  steps,
  transitions,
} from './step-machine.ts';

const start: FlowFacts = {
  hasServices: false,
  hasSlot: false,
  signedIn: false,
  guest: false,
  allowGuests: true,
  hasCustomer: false,
  booked: false,
};
const ready = { ...start, hasServices: true, hasSlot: true };

describe('the nine steps', () => {
  it('are in the product’s order', () => {
    expect(steps).toEqual([
      'ChooseProduct',
      'DateAndTime',
      'ChooseProvider',
      'Login',
      'LoginByEmail',
      'SignUp',
      'Customer',
      'Confirmation',
      'BookSuccess',
    ]);
  });

  it('need their inputs: no time without a service, no stylist without a time', () => {
    expect(canEnter('DateAndTime', start)).toBe(false);
    expect(canEnter('DateAndTime', { ...start, hasServices: true })).toBe(true);
    expect(canEnter('ChooseProvider', { ...start, hasServices: true })).toBe(false);
    expect(canEnter('ChooseProvider', ready)).toBe(true);
    expect(canEnter('Confirmation', ready)).toBe(false);
  });

  it('skip the sign-in branch for a session and lead a visitor through it', () => {
    expect(nextStep('ChooseProvider', { ...ready, signedIn: true })).toBe('Customer');
    expect(nextStep('ChooseProvider', ready)).toBe('Login');
    expect(canEnter('Login', { ...ready, signedIn: true })).toBe(false);
    expect(canMove('ChooseProvider', 'Customer', ready)).toBe(false);
    expect(canMove('ChooseProvider', 'Customer', { ...ready, signedIn: true })).toBe(true);
  });

  it('let a guest on only where the shop allows guests', () => {
    expect(canMove('Login', 'Customer', { ...ready, guest: true })).toBe(true);
    expect(canMove('Login', 'Customer', { ...ready, guest: true, allowGuests: false })).toBe(false);
  });

  it('move within the sign-in branch and back to the stylist', () => {
    for (const [from, to] of [
      ['Login', 'LoginByEmail'],
      ['Login', 'SignUp'],
      ['LoginByEmail', 'SignUp'],
      ['SignUp', 'Login'],
      ['Login', 'ChooseProvider'],
    ] as [Step, Step][]) {
      expect(canMove(from, to, ready), `${from} → ${to}`).toBe(true);
    }
    expect(canMove('ChooseProduct', 'Confirmation', { ...ready, signedIn: true, hasCustomer: true })).toBe(
      false,
    );
  });

  it('go back one step at a time, never after booking', () => {
    expect(previousStep('ChooseProduct', ready)).toBeNull();
    expect(previousStep('DateAndTime', ready)).toBe('ChooseProduct');
    expect(previousStep('Customer', ready)).toBe('Login');
    expect(previousStep('Customer', { ...ready, signedIn: true })).toBe('ChooseProvider');
    expect(previousStep('Confirmation', ready)).toBe('Customer');
    expect(previousStep('BookSuccess', { ...ready, booked: true })).toBeNull();
    for (const step of steps) {
      const back = previousStep(step, ready);
      if (back) expect(transitions[step], `${step} → ${back}`).toContain(back);
    }
  });

  it('return to the times when the chosen one was taken, and only the success after booking', () => {
    expect(canMove('Confirmation', 'DateAndTime', ready)).toBe(true);
    const booked = { ...ready, booked: true };
    expect(canEnter('BookSuccess', booked)).toBe(true);
    expect(canEnter('Confirmation', booked)).toBe(false);
    expect(canMove('BookSuccess', 'ChooseProduct', { ...ready, booked: false })).toBe(true);
  });

  it('open at the choice of a time when the services are known already, else at the start', () => {
    expect(startStep(start)).toBe('ChooseProduct');
    expect(startStep({ ...start, hasServices: true })).toBe('DateAndTime');
    expect(startStep({ ...start, hasServices: true, booked: true })).toBe('ChooseProduct');
    // From there, back to the services and on to the stylist as usual.
    expect(previousStep('DateAndTime', { ...start, hasServices: true })).toBe('ChooseProduct');
    expect(canMove('DateAndTime', 'ChooseProvider', ready)).toBe(true);
  });

  it('count the sign-in branch as one step of the progress', () => {
    expect(progressOf('ChooseProduct', true)).toEqual({ current: 1, total: 6 });
    expect(progressOf('SignUp', true)).toEqual({ current: 4, total: 6 });
    expect(progressOf('Customer', false)).toEqual({ current: 4, total: 5 });
    expect(progressOf('BookSuccess', true)).toBeNull();
  });
});
