import { pushDevice } from '@salon/web/push-device';

export { pushSupported } from '@salon/web/push-device';

// The offline worker registers itself (app/pwa.ts); a first visit installs it and precaches the
// app, which on a slow device or line takes a while.
const device = pushDevice({ scope: '/admin/', sentAtKey: 'pushSubscriptionSentAt', waitMs: 60_000 });

export const currentPushSubscription = device.currentSubscription;
export const subscribeThisDevice = device.subscribe;
export const unsubscribeThisDevice = device.unsubscribe;
export const refreshPushSubscription = device.refresh;
