import { useForm } from '@mantine/form';
import { subdomainProblem } from '@salon/domain';
import setup from '@salon/i18n/locales/en/setup.json' with { type: 'json' };
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { emptySubdomainDraft, type SubdomainDraft, SubdomainStep } from './subdomain-step.tsx';

const s = setup.subdomain;
const origin = window.location.origin;

function Step() {
  const form = useForm<SubdomainDraft>({ initialValues: emptySubdomainDraft });
  return <SubdomainStep form={form} shop={undefined} onCreated={() => {}} onContinue={() => {}} />;
}

function open() {
  stubServer(
    on('GET', '/api/public/subdomain-availability', (url) => {
      const name = url.searchParams.get('name') ?? '';
      const reason = subdomainProblem(name);
      return { body: { name, available: reason === null, reason, suggestion: null } };
    }),
  );
  renderWithApp(<Step />);
}

const field = () => screen.getByTestId('subdomain');
const preview = () => screen.getByTestId('subdomain-preview').textContent;
const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the preview of the booking page address', () => {
  it('shows the rules, not an address, while the address is empty', () => {
    open();
    expect(preview()).toBe(s.rules);
    expect(preview()).not.toContain('/book/');
    expect(errorUnder(field())).toBeNull();
  });

  it('shows the address the salon name proposes, as it will be saved', () => {
    open();
    set(screen.getByTestId('salon-name'), 'Süß Salon');
    expect(field()).toHaveProperty('value', 'suess-salon');
    expect(preview()).toBe(s.preview.replace('{{url}}', `${origin}/book/suess-salon`));
    expect(errorUnder(field())).toBeNull();
  });

  it('takes typed capitals as lower case', () => {
    open();
    set(field(), 'HairByAnna');
    expect(field()).toHaveProperty('value', 'hairbyanna');
    expect(preview()).toBe(s.preview.replace('{{url}}', `${origin}/book/hairbyanna`));
    expect(errorUnder(field())).toBeNull();
  });

  it.each([
    ['a space', 'hair salon', s.reason.invalidCharacters],
    ['an accent', 'café', s.reason.invalidCharacters],
    ['a leading hyphen', '-salon', s.reason.hyphenAtEdge],
    ['a trailing hyphen', 'salon-', s.reason.hyphenAtEdge],
    ['more than 63 characters', 'a'.repeat(64), s.reason.tooLong],
    ['a reserved name', 'www', s.reason.reserved],
  ])('says what is wrong at once instead of an address with %s', (_what, value, message) => {
    open();
    set(field(), value);
    expect(preview()).toBe(s.rules);
    expect(preview()).not.toContain('/book/');
    expect(errorUnder(field())).toBe(message);
  });
});
