import { pushDevice } from '@salon/web/push-device';

export { pushSupported } from '@salon/web/push-device';

/** Through the site's own worker (`/account/sw.js`): it shows a salon's notice and opens its page. */
const device = pushDevice({
  scope: '/account/',
  worker: '/account/sw.js',
  sentAtKey: 'accountPushSentAt',
  waitMs: 30_000,
});

export const currentPushSubscription = device.currentSubscription;
export const subscribeThisDevice = device.subscribe;
export const refreshPushSubscription = device.refresh;
