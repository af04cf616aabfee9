/** The nine steps of the booking flow, in order, and which moves between them are allowed. */
export const steps = [
  'ChooseProduct',
  'DateAndTime',
  'ChooseProvider',
  'Login',
  'LoginByEmail',
  'SignUp',
  'Customer',
  'Confirmation',
  'BookSuccess',
] as const;
export type Step = (typeof steps)[number];

/** What is known about the customer's progress; a step may be entered only when its inputs exist. */
export interface FlowFacts {
  hasServices: boolean;
  hasSlot: boolean;
  signedIn: boolean;
  /** The customer chose "Continue as guest". */
  guest: boolean;
  allowGuests: boolean;
  /**
   * The contact details the salon needs are there: a guest's name, e-mail and phone, or a signed-in
   * customer's name and phone (their e-mail is the account's).
   */
  hasCustomer: boolean;
  booked: boolean;
}

const authSteps: readonly Step[] = ['Login', 'LoginByEmail', 'SignUp'];
export const isAuthStep = (step: Step) => authSteps.includes(step);

/** Moves a person may make from each step (forward, back, or within the sign-in branch). */
export const transitions: Record<Step, readonly Step[]> = {
  ChooseProduct: ['DateAndTime'],
  DateAndTime: ['ChooseProduct', 'ChooseProvider'],
  ChooseProvider: ['DateAndTime', 'Login', 'Customer'],
  Login: ['ChooseProvider', 'LoginByEmail', 'SignUp', 'Customer'],
  LoginByEmail: ['Login', 'SignUp', 'Customer'],
  SignUp: ['Login', 'LoginByEmail', 'Customer'],
  Customer: ['ChooseProvider', 'Login', 'Confirmation'],
  // Back to the times when the chosen one was just taken; to the code when the salon asks for it.
  Confirmation: ['Customer', 'DateAndTime', 'Login', 'LoginByEmail', 'BookSuccess'],
  BookSuccess: ['ChooseProduct'],
};

export function canEnter(step: Step, f: FlowFacts): boolean {
  switch (step) {
    case 'ChooseProduct':
      return !f.booked;
    case 'DateAndTime':
      return !f.booked && f.hasServices;
    case 'ChooseProvider':
      return !f.booked && f.hasServices && f.hasSlot;
    case 'Login':
    case 'LoginByEmail':
    case 'SignUp':
      return !f.booked && f.hasServices && f.hasSlot && !f.signedIn;
    case 'Customer':
      return !f.booked && f.hasServices && f.hasSlot && (f.signedIn || (f.guest && f.allowGuests));
    case 'Confirmation':
      return canEnter('Customer', f) && f.hasCustomer;
    case 'BookSuccess':
      return f.booked;
  }
}

/**
 * Where the flow opens: at the choice of a time when the services are known already (a "Book
 * again" link), else at the start.
 */
export const startStep = (f: FlowFacts): Step =>
  canEnter('DateAndTime', f) ? 'DateAndTime' : 'ChooseProduct';

/** Whether moving from one step to another is allowed right now. */
export const canMove = (from: Step, to: Step, f: FlowFacts): boolean =>
  transitions[from].includes(to) && canEnter(to, f);

/** Where Continue leads from a step (the sign-in branch is skipped for a session). */
export function nextStep(step: Step, f: FlowFacts): Step | null {
  switch (step) {
    case 'ChooseProduct':
      return 'DateAndTime';
    case 'DateAndTime':
      return 'ChooseProvider';
    case 'ChooseProvider':
      return f.signedIn ? 'Customer' : 'Login';
    case 'Login':
    case 'LoginByEmail':
    case 'SignUp':
      return 'Customer';
    case 'Customer':
      return 'Confirmation';
    case 'Confirmation':
      return 'BookSuccess';
    case 'BookSuccess':
      return null;
  }
}

/** Where Back leads; none from the first step and after booking. */
export function previousStep(step: Step, f: FlowFacts): Step | null {
  switch (step) {
    case 'ChooseProduct':
    case 'BookSuccess':
      return null;
    case 'DateAndTime':
      return 'ChooseProduct';
    case 'ChooseProvider':
      return 'DateAndTime';
    case 'Login':
      return 'ChooseProvider';
    case 'LoginByEmail':
    case 'SignUp':
      return 'Login';
    case 'Customer':
      return f.signedIn ? 'ChooseProvider' : 'Login';
    case 'Confirmation':
      return 'Customer';
  }
}

/**
 * The progress shown to the customer: the sign-in branch counts as one step, and only on a path
 * that goes through it (not for someone signed in before choosing the stylist).
 */
export function progressOf(step: Step, withSignIn: boolean): { current: number; total: number } | null {
  if (step === 'BookSuccess') return null;
  const visible: Step[] = ['ChooseProduct', 'DateAndTime', 'ChooseProvider'];
  if (withSignIn || isAuthStep(step)) visible.push('Login');
  visible.push('Customer', 'Confirmation');
  const at = isAuthStep(step) ? visible.indexOf('Login') : visible.indexOf(step);
  return { current: Math.max(at, 0) + 1, total: visible.length };
}
