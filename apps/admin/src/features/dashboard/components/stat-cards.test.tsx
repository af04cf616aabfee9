import type { DashboardResponse } from '@salon/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { StatCards } from './stat-cards.tsx';

const period = (revenue: number): DashboardResponse['period'] => ({
  from: '2026-11-23',
  to: '2026-11-29',
  bookings: 10,
  completed: 6,
  cancelled: 1,
  noShows: 1,
  revenue: { amount: revenue, currency: 'EUR' },
  noShowRate: 1 / 7,
  occupancy: 0.5,
  bookedMinutes: 600,
  workingMinutes: 1200,
  newCustomers: 2,
  returningCustomers: 4,
  bySource: { admin: 4, online: 4, google: 1, walk_in: 1 },
  byLink: [],
});

describe('StatCards', () => {
  it('says the revenue is paid sales and completed visits not checked out, beside the previous period’s', () => {
    renderWithApp(<StatCards period={period(19_200)} previous={period(9000)} />);
    const card = within(screen.getByTestId('stat-revenue'));
    expect(card.getByTestId('stat-revenue-value').textContent).toBe('€192.00');
    expect(card.getByText('Paid sales and completed visits not checked out')).toBeTruthy();
    expect(card.getByTestId('stat-revenue-previous').textContent).toContain('€90.00 in the previous period');
  });
});
