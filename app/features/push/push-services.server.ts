/**
 * The push services the administrators' devices use (docs/product.md#privacy-page):
 * every alert about a request passes through them, encrypted for the device,
 * so the privacy page names them.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";

/** The operator of each push service a browser may give (the hosts subscription.ts accepts). */
const OPERATORS: readonly { name: string; matches: (host: string) => boolean }[] = [
  { name: "Google (Firebase Cloud Messaging)", matches: (host) => host === "fcm.googleapis.com" },
  { name: "Mozilla (Mozilla Push Service)", matches: (host) => host.endsWith(".push.services.mozilla.com") },
  { name: "Microsoft (Windows Push Notification Services)", matches: (host) => host.endsWith(".notify.windows.com") },
  {
    name: "Apple (Apple Push Notification service)",
    matches: (host) => host === "web.push.apple.com" || host.endsWith(".push.apple.com"),
  },
];

/** The operators of the push services some device is subscribed with, in a fixed order; none when no device is. */
export async function pushServicesInUse(db: Kysely<DB> = getDb()): Promise<string[]> {
  const rows = await db.selectFrom("push_subscriptions").select("endpoint").distinct().execute();
  const hosts = rows.flatMap((row) => (URL.canParse(row.endpoint) ? [new URL(row.endpoint).hostname] : []));
  return OPERATORS.filter((operator) => hosts.some(operator.matches)).map((operator) => operator.name);
}
