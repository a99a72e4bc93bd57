/**
 * Sends an alert to devices through their push services (RFC 8030), signed
 * with the site's VAPID key and encrypted for each device (RFC 8291), by
 * `web-push`. A device the service no longer knows (404, 410) is forgotten;
 * any other failure is logged and the others still get the alert: nothing
 * here throws because one device could not be reached.
 */
import type { Kysely } from "kysely";
import webpush, { WebPushError } from "web-push";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import type { PushMessage } from "./message";
import { PUSH_MESSAGES } from "./messages";
import { ACCOUNT_NOTIFICATIONS_PATH } from "./paths";
import {
  forgetSubscription,
  markSubscriptionUsed,
  subscriptionsOfAdmins,
  subscriptionsOfUser,
  type StoredSubscription,
} from "./subscriptions.server";
import { vapidKeys, vapidSubject } from "./vapid.server";

/** How long a push service keeps an alert for a device that is off (a day: after that, the inbox says it). */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
/** Well under the 4 KB a push may carry once encrypted. */
const TITLE_MAX_LENGTH = 120;
const BODY_MAX_LENGTH = 300;

export interface PushOutcome {
  delivered: number;
  /** devices forgotten because their push service answered 404 or 410 */
  removed: number;
  failed: number;
}

export interface PushDeps {
  db?: Kysely<DB>;
  clock?: Clock;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function payloadOf(message: PushMessage): string {
  return JSON.stringify({
    title: clip(message.title, TITLE_MAX_LENGTH),
    body: clip(message.body, BODY_MAX_LENGTH),
    tag: message.tag,
    url: message.url,
    urgent: message.urgent === true,
  });
}

/** Sends one message to the given devices, all at once. */
export async function pushToSubscriptions(
  subscriptions: StoredSubscription[],
  message: PushMessage,
  deps: PushDeps = {},
): Promise<PushOutcome> {
  const db = deps.db ?? getDb();
  const clock = deps.clock ?? systemClock;
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  if (subscriptions.length === 0) return outcome;
  const env = getEnv();
  const keys = vapidKeys(env);
  const payload = payloadOf(message);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: { subject: vapidSubject(env), publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TIME_TO_LIVE_S,
            urgency: "high",
            timeout: REQUEST_TIMEOUT_MS,
          },
        );
        outcome.delivered++;
        await markSubscriptionUsed(subscription.id, new Date(clock()), db).catch((err: unknown) =>
          logger.warn({ err, subscription: subscription.id }, "push: last use not recorded"),
        );
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) {
          outcome.removed++;
          logger.info({ subscription: subscription.id, status }, "push: device unsubscribed, forgotten");
          await forgetSubscription(subscription.id, db).catch((err: unknown) =>
            logger.warn({ err, subscription: subscription.id }, "push: unsubscribed device not forgotten"),
          );
          return;
        }
        outcome.failed++;
        const detail = error instanceof WebPushError ? `${error.statusCode} ${error.body}`.trim() : String(error);
        logger.warn({ subscription: subscription.id, host: hostOf(subscription.endpoint), err: detail }, "push: delivery failed");
      }
    }),
  );
  return outcome;
}

function hostOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).host : "?";
}

/**
 * Sends a message to every administrator's devices (new requests, reminders).
 * Resolves with what happened; never rejects because a device failed.
 */
export async function pushToAdmins(message: PushMessage, deps: PushDeps = {}): Promise<PushOutcome> {
  const subscriptions = await subscriptionsOfAdmins(deps.db ?? getDb());
  return pushToSubscriptions(subscriptions, message, deps);
}

/** 'Envoyer une notification de test': to the administrator's own devices, opening the notifications page. */
export async function sendTestPush(userId: string, deps: PushDeps = {}): Promise<PushOutcome> {
  const db = deps.db ?? getDb();
  const url = new URL(ACCOUNT_NOTIFICATIONS_PATH, getEnv().SITE_URL).href;
  return pushToSubscriptions(
    await subscriptionsOfUser(userId, db),
    { title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, tag: "test", url },
    { ...deps, db },
  );
}
