import type { AppointmentResponse } from '@salon/domain';
import adminEn from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { LabelForm } from './label-form.tsx';
import { NoteForm } from './note-form.tsx';

const validation = adminEn.calendar.validation;
const SHOP = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-0000000000d4';
const path = `/api/admin/shops/${SHOP}/appointments/${ID}`;

const appointment = {
  id: ID,
  status: 'confirmed',
  label: 'NoLabel',
  customLabel: null,
  source: 'admin',
  link: null,
  anyStylist: false,
  start: '2026-11-21T09:00:00.000Z',
  end: '2026-11-21T09:45:00.000Z',
  price: { amount: 3500, currency: 'EUR' },
  depositAmount: null,
  note: null,
  customer: null,
  guest: null,
  items: [],
  createdAt: '2026-11-20T09:00:00.000Z',
} satisfies AppointmentResponse;

const refused = (field: string) => ({
  status: 400,
  body: {
    error: {
      code: 'ValidationError',
      message: 'Invalid request',
      details: [{ path: `body.${field}`, message: 'Too long' }],
    },
  },
});
const patches = (requests: ReturnType<typeof stubServer>) => requests.filter((r) => r.method === 'PATCH');

/** Picks Custom in the label form's list. */
async function chooseCustom(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('edit-label'));
  // The list opens with a transition happy-dom does not run: the option is there but not yet shown.
  await user.click(await screen.findByRole('option', { name: adminEn.calendar.label.Custom, hidden: true }));
}

describe('the label form', () => {
  it('asks for the text of a custom label under its field, and sends nothing', async () => {
    const requests = stubServer();
    renderWithApp(<LabelForm shopId={SHOP} appointment={appointment} />);
    const user = userEvent.setup();
    await chooseCustom(user);
    await user.type(screen.getByTestId('edit-custom-label'), '   ');
    await user.click(screen.getByTestId('label-submit'));

    expect(await screen.findByText(validation.customLabelRequired)).toBeTruthy();
    expect(patches(requests)).toHaveLength(0);
  });

  it('sends the custom text trimmed, and no text with any other label', async () => {
    const requests = stubServer(
      on('PATCH', path, (_url, body) => ({ body: { ...appointment, ...(body as object) } })),
    );
    renderWithApp(<LabelForm shopId={SHOP} appointment={appointment} />);
    const user = userEvent.setup();
    await chooseCustom(user);
    await user.type(screen.getByTestId('edit-custom-label'), '  VIP  ');
    await user.click(screen.getByTestId('label-submit'));

    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toEqual({ label: 'Custom', customLabel: 'VIP' });
  });

  it("shows the server's refusal of the text under its field, not as a general alert", async () => {
    stubServer(on('PATCH', path, refused('customLabel')));
    renderWithApp(<LabelForm shopId={SHOP} appointment={appointment} />);
    const user = userEvent.setup();
    await chooseCustom(user);
    await user.type(screen.getByTestId('edit-custom-label'), 'VIP');
    await user.click(screen.getByTestId('label-submit'));

    expect(await screen.findByText(validation.customLabelInvalid)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the note form', () => {
  it('refuses a note longer than the contract allows under its field, and sends nothing', async () => {
    const requests = stubServer();
    renderWithApp(<NoteForm shopId={SHOP} appointment={appointment} />);
    // Pasted text is not cut by the field's maxLength the way typing is.
    fireEvent.change(screen.getByTestId('edit-note'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('note-submit'));

    expect(await screen.findByText(validation.noteInvalid)).toBeTruthy();
    expect(patches(requests)).toHaveLength(0);
  });

  it("shows the server's refusal of the note under its field", async () => {
    stubServer(on('PATCH', path, refused('note')));
    renderWithApp(<NoteForm shopId={SHOP} appointment={appointment} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('edit-note'), 'Bring the colour card');
    await user.click(screen.getByTestId('note-submit'));

    expect(await screen.findByText(validation.noteInvalid)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
