/** The context of a visit change made from a page (docs/product.md#visits): this process's database, the owner's Réglages, now. */
import { getEnv } from "~/config/env.server";
import { getDatabase } from "~/db/client.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { deliverQueuedMail } from "~/features/mail/send.server";
import { systemClock, type Clock } from "~/lib/clock";
import type { VisitContext } from "./visits.server";

export async function visitContext(clock: Clock = systemClock): Promise<VisitContext> {
  const { db, kind } = getDatabase();
  return {
    db,
    kind,
    site: await loadBusinessSettings(db),
    siteUrl: getEnv().SITE_URL,
    now: new Date(clock()),
    onMailQueued: deliverQueuedMail,
  };
}
