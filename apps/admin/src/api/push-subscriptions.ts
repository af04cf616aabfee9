import type { PushSubscriptionResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** The VAPID public key this server's pushes are signed with; browsers subscribe with it. */
export const getPushPublicKey = () => api.get<{ publicKey: string }>('/api/push/public-key');

/** Keeps (or refreshes) this browser's subscription for the signed-in person. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post<PushSubscriptionResponse>('/api/me/push-subscriptions', subscription);

/** Forgets this browser's subscription on the server. */
export const deletePushSubscription = (endpoint: string) =>
  api.request<{ ok: true }>('/api/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
