import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function open() {
  renderWithApp(
    <MemoryRouter>
      <SignUpForm />
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    name: screen.getByTestId('sign-up-name'),
    email: screen.getByTestId('sign-up-email'),
    password: screen.getByTestId('sign-up-password'),
    submit: () => screen.getByTestId('sign-up-submit'),
  };
}

describe('the sign-up form', () => {
  it("refuses what the domain's schema refuses, in words under each field, and sends nothing", async () => {
    const requests = stubServer();
    const { user, name, email, password, submit } = open();
    await user.click(submit());
    await waitFor(() => expect(errorUnder(name)).toBe(admin.signUp.validation.nameRequired));
    expect(errorUnder(email)).toBe(admin.validation.emailRequired);
    expect(errorUnder(password)).toBe(admin.signUp.validation.passwordTooShort);

    await user.type(name, 'Anna');
    // Two dots in a row: the contract's e-mail rule refuses it, a loose pattern would not.
    await user.type(email, 'anna..becker@example.com');
    await user.type(password, 'seven77');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(email)).toBe(admin.validation.emailInvalid));
    expect(errorUnder(name)).toBeNull();
    expect(errorUnder(password)).toBe(admin.signUp.validation.passwordTooShort);
    expect(requests).toEqual([]);
  });

  it("puts the server's field error under its field, in the person's language", async () => {
    const requests = stubServer(
      on('POST', '/api/auth/sign-up', validationError({ path: 'body.name', message: 'Too big' })),
    );
    const { user, name, email, password, submit } = open();
    await user.type(name, 'Anna');
    await user.type(email, 'anna@example.com');
    await user.type(password, 'short');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(password)).toBe(admin.signUp.validation.passwordTooShort));
    expect(requests).toEqual([]);

    await user.clear(password);
    await user.type(password, 'long enough');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(name)).toBe(admin.signUp.validation.nameTooLong));
    expect(errorUnder(password)).toBeNull();
    expect(requests.map((r) => r.body)).toEqual([
      { name: 'Anna', email: 'anna@example.com', password: 'long enough', locale: 'en' },
    ]);
    expect(screen.queryByText('Too big')).toBeNull();
  });
});
