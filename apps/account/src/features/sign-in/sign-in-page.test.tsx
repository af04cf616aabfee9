import { api } from '@salon/web/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionKey } from '../../api/session.ts';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { renderSite, stubApi } from '../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

const session = {
  user: {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'anna@example.com',
    name: 'Anna',
    locale: 'de',
    roles: [],
  },
  shops: [],
};

describe('signing in', () => {
  it('by a code from the e-mail: a wrong code says how many tries are left, the right one signs in', async () => {
    const user = userEvent.setup();
    let tries = 0;
    let renewed = false;
    const calls = stubApi({
      'GET /api/me/account/profile': () =>
        renewed
          ? { body: { name: 'Anna' } }
          : { status: 401, body: { error: { code: 'error.http.401', message: 'expired' } } },
      'POST /api/auth/refresh': () => {
        renewed = true;
        return { body: session };
      },
      'POST /api/auth/email-code': { body: { sent: true, expiresIn: 600 } },
      'POST /api/auth/email-code/verify': () =>
        ++tries === 1
          ? {
              status: 401,
              body: { error: { code: 'InvalidCode', message: 'no', details: { attemptsLeft: 4 } } },
            }
          : { body: session },
    });
    // As the page starts for a visitor: no refresh cookie, so no renewal.
    api.setRefreshable(false);
    const { client } = await renderSite(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('code-sent')).textContent).toContain('anna@example.com');
    await user.type(screen.getByLabelText(/Code from the e-mail/), '12a3456');
    expect((screen.getByLabelText(/Code from the e-mail/) as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('code-error')).textContent).toBe(
      'That code is not right. Check the e-mail and try again. 4 tries left.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(client.getQueryData(sessionKey)).toEqual(session));
    // Signed in, an expired access token is renewed with the refresh cookie instead of signing out.
    await expect(api.get('/api/me/account/profile')).resolves.toEqual({ name: 'Anna' });
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/auth/email-code')?.body).toEqual({
      email: 'anna@example.com',
      locale: 'en',
    });
  });

  it('by password, showing the API’s message for wrong details', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: { code: 'NotAuthorizedException', message: 'no' } },
      },
    });
    await renderSite(<SignInPage />);
    await user.click(screen.getByRole('radio', { name: 'Use my password' }));
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Wrong e-mail address or password.',
    );
  });

  it('from a German page keeps the site German although the account’s language is English, and makes new accounts in German', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const calls = stubApi({
      'POST /api/auth/email-code': { body: { sent: true, expiresIn: 600 } },
      'POST /api/auth/email-code/verify': { body: { ...session, user: { ...session.user, locale: 'en' } } },
    });
    api.setRefreshable(false);
    function Shown() {
      return <p data-testid="shown-language">{useI18n().lang}</p>;
    }
    const { client } = await renderSite(
      <>
        <Shown />
        <SignInPage />
      </>,
      'de',
      { fixed: false },
    );
    await user.type(screen.getByTestId('code-email'), 'anna@example.com');
    await user.click(screen.getByTestId('code-send'));
    await user.type(await screen.findByTestId('code-input'), '123456');
    await user.click(screen.getByTestId('code-submit'));
    await waitFor(() => expect(client.getQueryData(sessionKey)).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/auth/email-code/verify')?.body).toEqual({
      email: 'anna@example.com',
      code: '123456',
      locale: 'de',
    });
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de'));
    expect(screen.getByTestId('shown-language').textContent).toBe('de');
  });
});
