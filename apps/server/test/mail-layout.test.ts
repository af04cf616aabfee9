import { contrastRatio, DEFAULT_BRAND_COLOR } from '@salon/domain/branding';
import { describe, expect, it } from 'vitest';
import {
  type MailBranding,
  type MailContent,
  renderHtml,
} from '../src/services/notifications/email/mail-layout.ts';

const content: MailContent = {
  locale: 'en',
  subject: 'Your appointment',
  greeting: 'Hello Ada,',
  paragraphs: ['See you soon.'],
  details: [{ label: 'When', value: 'Mon 12:00' }],
  detailLine: (row) => `${row.label}: ${row.value}`,
  actions: [
    { label: 'Add to calendar', text: 'Calendar: https://x.test/c', url: 'https://x.test/c' },
    { label: 'Cancel', text: 'Cancel: https://x.test/x', url: 'https://x.test/x' },
  ],
  signature: 'Best',
  footer: [],
  footerLinks: [],
};

const brand = (color: string | null): MailBranding => ({
  shopName: 'Salon',
  color,
  logoUrl: null,
  address: null,
  phone: null,
});

/** Fill and text colour of every button and of the header band. */
function colourPairs(html: string) {
  const pairs = [...html.matchAll(/background:(#[0-9a-f]{3,6});color:(#[0-9a-f]{3,6});/gi)].map((m) => ({
    background: m[1] as string,
    text: m[2] as string,
  }));
  expect(pairs.length).toBe(1 + content.actions.length);
  return pairs;
}

describe('mail layout colours', () => {
  it.each([
    ['no colour set', null],
    ['a light brand colour', '#ffd43b'],
    ['a mid-tone blue', '#4c6ef5'],
    ['a dark brand colour', '#0b3d91'],
  ])('buttons and header reach 4.5:1 with %s', (_, color) => {
    for (const pair of colourPairs(renderHtml(content, brand(color))))
      expect(
        contrastRatio(pair.background, pair.text),
        `${pair.text} on ${pair.background}`,
      ).toBeGreaterThanOrEqual(4.5);
  });

  it('defaults to the colour the widget uses', () => {
    for (const pair of colourPairs(renderHtml(content, brand(null))))
      expect(pair.background).toBe(DEFAULT_BRAND_COLOR);
    for (const pair of colourPairs(renderHtml(content, brand('not a colour'))))
      expect(pair.background).toBe(DEFAULT_BRAND_COLOR);
  });
});
