/**
 * The administrators' devices that receive alerts (table push_subscriptions).
 * An administrator sees and removes only their own; alerts go to the devices
 * of every user who is still an administrator.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { describeUserAgent } from "~/features/auth/devices";
import { systemClock, type Clock } from "~/lib/clock";
import { bumpContentVersion } from "~/lib/content-version.server";
import { endpointTag, type PushSubscriptionInput } from "./subscription";

export interface PushDevice {
  id: string;
  device: string;
  /** endpointTag of its endpoint: the page marks 'Cet appareil' with it */
  tag: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StoredSubscription extends PushSubscriptionInput {
  id: string;
  userId: string;
}

/** better-auth's table, read only here (its columns are camelCase). */
interface AuthUserTable {
  id: string;
  role: string | null;
  banned: boolean | number | null;
}

/**
 * Stores this device for the administrator. The same endpoint again (a device
 * subscribing anew, or handed to another administrator on a shared browser)
 * replaces the old row: one endpoint, one owner.
 */
export async function savePushSubscription(
  userId: string,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
  { db = getDb(), clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<void> {
  const now = new Date(clock()).toISOString();
  const device = describeUserAgent(userAgent);
  await db
    .insertInto("push_subscriptions")
    .values({ id: randomUUID(), user_id: userId, ...subscription, device, created_at: now, last_used_at: null })
    .onConflict((oc) =>
      oc
        .column("endpoint")
        .doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth, device, created_at: now }),
    )
    .execute();
  // the privacy page names the push services of the devices (docs/product.md#privacy-page): cached pages re-render
  await bumpContentVersion("site", db);
}

/** The administrator's devices, newest first. */
export async function listPushDevices(userId: string, db: Kysely<DB> = getDb()): Promise<PushDevice[]> {
  const rows = await db
    .selectFrom("push_subscriptions")
    .select(["id", "device", "endpoint", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      device: r.device,
      tag: await endpointTag(r.endpoint),
      createdAt: toIso(r.created_at),
      lastUsedAt: r.last_used_at ? toIso(r.last_used_at) : null,
    })),
  );
}

/** Removes one of the administrator's own devices; false when it is not theirs (or already gone). */
export async function removePushDevice(userId: string, id: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  const result = await db.deleteFrom("push_subscriptions").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** With the administrator themselves (removeAdmin, given it by the administrators page). */
export async function removePushDevicesOf(userId: string, db: Kysely<DB> = getDb()): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
}

const toStored = (r: { id: string; user_id: string; endpoint: string; p256dh: string; auth: string }): StoredSubscription => ({
  id: r.id,
  userId: r.user_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
});

/** Every device of one administrator. */
export async function subscriptionsOfUser(userId: string, db: Kysely<DB> = getDb()): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map(toStored);
}

const isAdminRole = (role: string | null) => (role ?? "").split(",").some((r) => r.trim() === "admin");

/** Every device of every user who is still an administrator (not banned). */
export async function subscriptionsOfAdmins(db: Kysely<DB> = getDb()): Promise<StoredSubscription[]> {
  const rows = await db
    .withTables<{ user: AuthUserTable }>()
    .selectFrom("push_subscriptions")
    .innerJoin("user", "user.id", "push_subscriptions.user_id")
    .select([
      "push_subscriptions.id",
      "push_subscriptions.user_id",
      "push_subscriptions.endpoint",
      "push_subscriptions.p256dh",
      "push_subscriptions.auth",
      "user.role",
      "user.banned",
    ])
    .orderBy("push_subscriptions.created_at")
    .execute();
  return rows.filter((r) => isAdminRole(r.role) && !toBool(r.banned)).map(toStored);
}

/** The push service says this device is gone (404, 410). */
export async function forgetSubscription(id: string, db: Kysely<DB> = getDb()): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

export async function markSubscriptionUsed(id: string, now: Date, db: Kysely<DB> = getDb()): Promise<void> {
  await db.updateTable("push_subscriptions").set({ last_used_at: now.toISOString() }).where("id", "=", id).execute();
}
