import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, renderWithApp, stubServer } from '../test/render.tsx';
import { PushDeviceCard } from './push-device-card.tsx';

const texts = admin.pushDevice;
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const json = {
  endpoint: 'https://push.example/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

/** A browser with the Push API whose permission and subscription the test sets. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const state = { permission, subscribed: false };
  const subscription = {
    endpoint: json.endpoint,
    toJSON: () => json,
    unsubscribe: vi.fn(async () => {
      state.subscribed = false;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (state.subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      state.subscribed = true;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const notification = Object.defineProperty({ requestPermission }, 'permission', {
    get: () => state.permission,
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { state, pushManager, requestPermission, subscription };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const server = () =>
  stubServer(
    on('GET', '/api/push/public-key', { body: { publicKey: PUBLIC_KEY } }),
    on('POST', '/api/me/push-subscriptions', {
      status: 201,
      body: {
        endpoint: json.endpoint,
        createdAt: '2026-11-23T07:00:00Z',
        refreshedAt: '2026-11-23T07:00:00Z',
      },
    }),
    on('DELETE', '/api/me/push-subscriptions', { body: { ok: true } }),
  );

describe('PushDeviceCard', () => {
  it('says so when the browser cannot receive pushes', async () => {
    renderWithApp(<PushDeviceCard />);
    expect(await screen.findByText(texts.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.turnOn })).toBeNull();
  });

  it('asks permission only when the button is pressed, and subscribes nothing when it is refused', async () => {
    const browser = fakeBrowser('default', 'denied');
    const requests = server();
    renderWithApp(<PushDeviceCard />);
    const button = await screen.findByRole('button', { name: texts.turnOn });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.setup().click(button);
    expect(await screen.findByText(texts.denied.title)).toBeTruthy();
    expect(screen.getByText(texts.denied.step2)).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('subscribes once permission is granted and tells the server; turning off forgets it on both sides', async () => {
    const browser = fakeBrowser('default', 'granted');
    const requests = server();
    renderWithApp(<PushDeviceCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.turnOn }));

    await waitFor(() => expect(screen.getByTestId('push-device-status').textContent).toBe(texts.status.on));
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) }),
    );
    const key = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array },
    ];
    expect(key[0].applicationServerKey).toHaveLength(65);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual(json);
    expect(Number(localStorage.getItem('pushSubscriptionSentAt'))).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: texts.turnOff }));
    await waitFor(() => expect(screen.getByTestId('push-device-status').textContent).toBe(texts.status.off));
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: json.endpoint });
  });

  it('shows how to allow a blocked site again, without asking', async () => {
    const browser = fakeBrowser('denied');
    renderWithApp(<PushDeviceCard />);
    expect(await screen.findByTestId('push-device-denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.turnOn })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
