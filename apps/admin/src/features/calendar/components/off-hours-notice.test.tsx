import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../lib/locales/fr.ts';
import { i18n, renderWithApp } from '../../../test/render.tsx';
import { OffHoursNotice } from './off-hours-notice.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// Thursday 3 December 2026, 07:00 on the salon's wall clock.
const slot = {
  start: new Date(2026, 11, 3, 7, 0),
  end: new Date(2026, 11, 3, 7, 30),
  stylistId: null,
  allDay: false,
};

describe('the notice for a time outside working hours', () => {
  it('writes the day out in its sentence, so French ends with one period', async () => {
    for (const [ns, messages] of Object.entries(fr)) i18n.addResourceBundle('fr', ns, messages);
    await i18n.changeLanguage('fr');
    renderWithApp(
      <OffHoursNotice
        notice={{ slot, stylistName: 'Ana' }}
        canOverride={false}
        onAddAnyway={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const body = await screen.findByText(/ne travaille pas/);
    expect(body.textContent).toBe('Ana ne travaille pas à 07:00 le jeudi 3 décembre.');
  });
});
