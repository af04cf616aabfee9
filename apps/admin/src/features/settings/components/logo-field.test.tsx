import type { ShopResponse } from '@salon/domain';
import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { LogoField } from './logo-field.tsx';

const shop = (logoUrl: string | null) =>
  ({ id: testShop.id, name: 'Salon Berlin', subdomain: 'berlin', logoUrl }) as ShopResponse;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'logo.png', {
    type: 'image/png',
  });
const fileInput = () =>
  screen.getByTestId('widget-logo').querySelector('input[type="file"]') as HTMLInputElement;

describe('the logo field', () => {
  it('refuses an SVG and a page named logo.png before sending anything', async () => {
    const requests = stubServer();
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<LogoField shop={shop(null)} />);
    expect(screen.getByText(settings.widget.logoNone)).toBeTruthy();
    await user.upload(fileInput(), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg'));
    expect((await screen.findByTestId('widget-logo-error')).textContent).toBe(settings.widget.logoSvg);
    await user.upload(fileInput(), new File(['<html></html>'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('widget-logo-error').textContent).toBe(settings.widget.logoNotAnImage),
    );
    expect(requests).toHaveLength(0);
  });

  it('sends a PNG as it is, and offers to remove the logo the salon has', async () => {
    const requests = stubServer(
      on('PUT', `/api/admin/shops/${testShop.id}/logo`, { body: shop('/api/public/shops/berlin/logo/abc') }),
    );
    const user = userEvent.setup();
    renderWithApp(<LogoField shop={shop('/api/public/shops/berlin/logo/abc')} />);
    expect(screen.getByTestId('widget-logo-preview').getAttribute('src')).toBe(
      '/api/public/shops/berlin/logo/abc',
    );
    expect(screen.getByTestId('widget-logo-remove')).toBeTruthy();
    await user.upload(fileInput(), png());
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
  });
});
