/**
 * The morning digest (docs/product.md#lead-reminders): on the first tick at
 * or after 07:00 Paris, one e-mail to the owner with the follow-ups due and
 * every open request, then the devis awaiting an answer (those expiring tomorrow
 * first). Once a day across instances: the key `digest:{day}`
 * is claimed in the transaction that queues it. A day with nothing open and
 * nothing due is claimed too, and sends nothing.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisDay, parisTimeOfDay } from "~/lib/business-hours";
import { claimJob } from "~/lib/job-claims.server";
import { queueMail } from "~/features/mail/send.server";
import { hasQuoteDigest, type QuoteDigest } from "./quote-digest";
import { digestMail, type DigestLead } from "./job-mails";
import { leadPageUrl } from "./lead-page-url.server";
import { OPEN_STATUSES } from "./pipeline";

export const LEAD_DIGEST_KIND = "lead_digest";
/** Paris hour from which the day's digest goes out. */
export const DIGEST_HOUR = 7;
/** Open requests listed one by one; the rest are counted. */
export const DIGEST_MAX_LISTED = 50;

export interface DigestSettings {
  db: Kysely<DB>;
  /** the hour (Paris) from which the day's digest goes: LEAD_DIGEST_HOUR, DIGEST_HOUR by default */
  hour?: number;
  /** the inbox's address, the digest's last line */
  inboxUrl: string;
  siteHost: string;
  /** the devis awaiting an answer, read in the digest's transaction (given by the jobs' composition: requests do not know devis) */
  quotesForDigest?: (trx: Transaction<DB>, now: Date) => Promise<QuoteDigest>;
}

export type DigestOutcome = "before-hour" | "taken" | "empty" | "queued";

export function digestKey(day: string): string {
  return `digest:${day}`;
}

/** Queues today's digest if it is time and no instance did it yet. */
export async function sendDailyDigest(settings: DigestSettings, now: Date): Promise<DigestOutcome> {
  if (parisTimeOfDay(now).hour < (settings.hour ?? DIGEST_HOUR)) return "before-hour";
  const day = parisDay(now);
  return settings.db.transaction().execute(async (trx) => {
    if (!(await claimJob(trx, digestKey(day), now))) return "taken";
    const open = trx
      .selectFrom("leads")
      .where("spam", "=", false)
      .where("status", "in", [...OPEN_STATUSES]);
    const { n } = await open.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const columns = ["id", "reference", "first_name", "last_name", "status", "created_at", "follow_up_on"] as const;
    const listed = await open.select(columns).orderBy("created_at").orderBy("id").limit(DIGEST_MAX_LISTED).execute();
    const due = await open
      .select(columns)
      .where("follow_up_on", "is not", null)
      .where("follow_up_on", "<=", day)
      .orderBy("follow_up_on")
      .orderBy("created_at")
      .limit(DIGEST_MAX_LISTED)
      .execute();
    const openTotal = Number(n);
    // the devis awaiting an answer, those expiring tomorrow first (docs/product.md#devis-reminders)
    const quotes = await settings.quotesForDigest?.(trx, now);
    if (openTotal === 0 && !hasQuoteDigest(quotes)) return "empty";
    const view = (r: (typeof listed)[number]): DigestLead => ({
      reference: r.reference,
      firstName: r.first_name,
      lastName: r.last_name,
      status: r.status,
      createdAt: toIso(r.created_at),
      followUpOn: r.follow_up_on,
      pageUrl: leadPageUrl(r.id),
    });
    const mail = digestMail({
      day,
      now,
      open: listed.map(view),
      openTotal,
      followUps: due.map(view),
      inboxUrl: settings.inboxUrl,
      quotes,
    });
    await queueMail(trx, {
      kind: LEAD_DIGEST_KIND,
      leadId: null,
      now: now.toISOString(),
      payload: { ...mail, messageId: `<lead-digest-${day}@${settings.siteHost}>` },
    });
    return "queued";
  });
}
