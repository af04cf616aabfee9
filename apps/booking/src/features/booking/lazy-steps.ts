import { lazyNamed } from '@salon/web/lazy';

// Steps after the stylist are loaded on demand: most visitors look at services and times first.
export const Login = lazyNamed(() => import('./steps/login.tsx'), 'Login');
export const LoginByEmail = lazyNamed(() => import('./steps/login-by-email.tsx'), 'LoginByEmail');
export const SignUp = lazyNamed(() => import('./steps/sign-up.tsx'), 'SignUp');
export const Customer = lazyNamed(() => import('./steps/customer.tsx'), 'Customer');
export const Confirmation = lazyNamed(() => import('./steps/confirmation.tsx'), 'Confirmation');
export const BookSuccess = lazyNamed(() => import('./steps/book-success.tsx'), 'BookSuccess');
