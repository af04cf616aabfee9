import type { ServiceContext } from '../context.ts';
import { deliverMail } from '../services/notifications/deliver-mail.ts';
import { deliverPush } from '../services/notifications/deliver-push.ts';
import { expandEvents } from '../services/notifications/fan-out.ts';
import { raiseDueNotifications } from '../services/notifications/raise-due-notifications.ts';

export interface NotificationSender {
  /** Runs a round soon; a kick during a round runs one more after it. Never waits, never throws. */
  kick(): void;
  /** One full round, awaited: due reminders raised, events expanded, queues drained. */
  runRound(): Promise<void>;
  /** Waits for the round in progress; no new round starts afterwards. */
  stop(): Promise<void>;
}

/**
 * The in-process sender. Rounds run one at a time per server; many servers may run rounds at
 * once, since every step claims its rows with SKIP LOCKED and writes with unique keys.
 */
export function createNotificationSender(ctx: ServiceContext): NotificationSender {
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round() {
    await raiseDueNotifications(ctx);
    while ((await expandEvents(ctx)) > 0) {
      // More events than one batch: keep going until none is left.
    }
    // Every claimed message ends sent, stored, gone, re-queued for later or failed: these end.
    await Promise.all([
      (async () => {
        while ((await deliverMail(ctx)) > 0) {}
      })(),
      (async () => {
        while ((await deliverPush(ctx)) > 0) {}
      })(),
    ]);
  }

  function start(): Promise<void> {
    const run = round()
      .catch((err) => ctx.log.error({ err }, 'notification round failed; the next one retries'))
      .finally(() => {
        current = null;
        if (again && !stopped) {
          again = false;
          start();
        }
      });
    current = run;
    return run;
  }

  return {
    kick() {
      if (stopped) return;
      if (current) again = true;
      else void start();
    },
    async runRound() {
      while (current) await current;
      await start();
    },
    async stop() {
      stopped = true;
      while (current) await current;
    },
  };
}
