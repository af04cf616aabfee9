import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { EmailCodeSignInForm } from './email-code-sign-in-form.tsx';
import { PasswordSignInForm } from './password-sign-in-form.tsx';

function WithEmail({ form: Form }: { form: typeof PasswordSignInForm | typeof EmailCodeSignInForm }) {
  const [email, setEmail] = useState('');
  return <Form email={email} onEmailChange={setEmail} />;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('signing in with a password', () => {
  it("refuses what the domain's schema refuses, in words under each field, and sends nothing", async () => {
    const requests = stubServer();
    const user = userEvent.setup();
    renderWithApp(<WithEmail form={PasswordSignInForm} />);
    await user.click(screen.getByRole('button', { name: admin.signIn.submit }));
    await waitFor(() => expect(errorUnder(field(admin.signIn.email))).toBe(admin.validation.emailRequired));
    expect(errorUnder(field(admin.signIn.password))).toBe(admin.validation.passwordRequired);

    await user.type(field(admin.signIn.email), 'anna..becker@example.com');
    await user.type(field(admin.signIn.password), 'secret');
    await user.click(screen.getByRole('button', { name: admin.signIn.submit }));
    await waitFor(() => expect(errorUnder(field(admin.signIn.email))).toBe(admin.validation.emailInvalid));
    expect(errorUnder(field(admin.signIn.password))).toBeNull();
    expect(requests).toEqual([]);
  });

  it("puts the server's field error under its field, in the person's language", async () => {
    const requests = stubServer(
      on('POST', '/api/auth/sign-in', validationError({ path: 'body.password', message: 'Too big' })),
    );
    const user = userEvent.setup();
    renderWithApp(<WithEmail form={PasswordSignInForm} />);
    // An address without a top-level domain is none to the contract.
    await user.type(field(admin.signIn.email), 'anna@example');
    await user.type(field(admin.signIn.password), 'secret');
    await user.click(screen.getByRole('button', { name: admin.signIn.submit }));
    await waitFor(() => expect(errorUnder(field(admin.signIn.email))).toBe(admin.validation.emailInvalid));
    expect(requests).toEqual([]);

    await user.type(field(admin.signIn.email), '.com');
    await user.click(screen.getByRole('button', { name: admin.signIn.submit }));
    await waitFor(() =>
      expect(errorUnder(field(admin.signIn.password))).toBe(admin.validation.passwordInvalid),
    );
    expect(errorUnder(field(admin.signIn.email))).toBeNull();
  });
});

describe('signing in with an e-mailed code', () => {
  it("refuses an address the domain's schema refuses, and sends no code", async () => {
    const requests = stubServer();
    const user = userEvent.setup();
    renderWithApp(<WithEmail form={EmailCodeSignInForm} />);
    await user.type(field(admin.signIn.email), 'anna..becker@example.com');
    await user.click(screen.getByRole('button', { name: admin.signIn.sendCode }));
    await waitFor(() => expect(errorUnder(field(admin.signIn.email))).toBe(admin.validation.emailInvalid));
    expect(requests).toEqual([]);
  });

  it("refuses a short code and shows the server's refusal of the code under it", async () => {
    const requests = stubServer(
      on('POST', '/api/auth/email-code', { body: { sent: true, expiresIn: 600 } }),
      on('POST', '/api/auth/email-code/verify', validationError({ path: 'body.code', message: 'Invalid' })),
    );
    const user = userEvent.setup();
    renderWithApp(<WithEmail form={EmailCodeSignInForm} />);
    await user.type(field(admin.signIn.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: admin.signIn.sendCode }));
    const code = await screen.findByLabelText(admin.signIn.code);

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: admin.signIn.verify }));
    await waitFor(() => expect(errorUnder(code)).toBe(admin.validation.codeInvalid));
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/auth/email-code']);

    await user.type(code, '6');
    await waitFor(() => expect(errorUnder(code)).toBeNull());
    await user.click(screen.getByRole('button', { name: admin.signIn.verify }));
    await waitFor(() => expect(errorUnder(code)).toBe(admin.validation.codeInvalid));
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/auth/email-code',
      '/api/auth/email-code/verify',
    ]);
  });
});
