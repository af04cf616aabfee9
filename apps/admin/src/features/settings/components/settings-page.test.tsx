import { AbilityProvider } from '@casl/react';
import { defineAbilityFromRoles } from '@salon/domain';
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

function openSettings(roles: string[]) {
  stubServer();
  const ability = defineAbilityFromRoles({ id: 'u', roles: [], shops: [{ shopId: testShop.id, roles }] });
  renderWithApp(
    <AbilityProvider value={ability}>
      <MemoryRouter initialEntries={['/settings/payment']}>
        <Routes>
          <Route path="/settings/:tab" element={<SettingsPage />} />
        </Routes>
      </MemoryRouter>
    </AbilityProvider>,
  );
}

describe('the payments tab of the settings', () => {
  it('is the owner’s', async () => {
    openSettings(['ROLE_SHOP_ADMIN']);
    expect(await screen.findByRole('tab', { name: settings.tabs.payment, selected: true })).toBeDefined();
  });

  it('is not shown to anyone else, even at its address', async () => {
    openSettings(['ROLE_STAFF']);
    expect(await screen.findByRole('tab', { name: settings.tabs.profile, selected: true })).toBeDefined();
    expect(screen.queryByRole('tab', { name: settings.tabs.payment })).toBeNull();
  });
});
