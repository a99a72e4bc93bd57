/**
 * The reminders of an unanswered devis to the customer (docs/product.md#devis-reminders):
 * a devis sent, not answered, not expired, whose link is alive, is recalled on each of
 * Réglages' reminder days after its LAST sending (a new version sent starts over), within
 * the opening hours (reminder-schedule.ts). Once across instances and restarts: the key
 * `quote-reminder:{id}:{lastSentAt}:{day}` is claimed in the transaction that queues the
 * e-mail and records the lead's timeline event, so all three happen or none does.
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { queueMail } from "~/features/mail/send.server";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { scheduleOf } from "~/lib/business-hours";
import { claimJob } from "~/lib/job-claims.server";
import { parisIsoDay } from "~/lib/dates";
import { quoteLinkUrl } from "./link.server";
import { quoteReminderMail } from "./reminder-mail";
import { dueReminderOf, QUOTE_REMINDER_LOOKBACK_DAYS, quoteReminderKey, reminderDaysOf } from "./reminder-schedule";
import { documentTtcCents, versionDocument } from "./version-facts.server";

export const QUOTE_REMINDER_KIND = "quote_reminder";
/** The lead's timeline event; its detail is the sentence shown. */
export const QUOTE_REMINDER_EVENT = "quote_reminder";
const DAY_MS = 24 * 60 * 60_000;

export interface QuoteReminderSettings {
  db: Kysely<DB>;
  /** the site as Réglages leave it: opening hours, closures, reminder days, the business's contact */
  site: Pick<SiteConfig, "name" | "phone" | "email" | "url" | "openingHours" | "closures" | "quoteTerms">;
  /** SITE_URL: the customer's link */
  siteUrl: string;
  /** the site's host, for Message-IDs */
  siteHost: string;
}

interface Candidate {
  id: string;
  lastSentAt: string;
}

/** The devis awaiting an answer, sent recently enough for a reminder to be due (a cheap first filter). */
async function candidates(db: Kysely<DB>, days: readonly number[], now: Date): Promise<Candidate[]> {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  // a reminder goes at or after its moment, and never later than the look-back
  const since = new Date(now.getTime() - (last + QUOTE_REMINDER_LOOKBACK_DAYS + 1) * DAY_MS).toISOString();
  const latest = new Date(now.getTime() - (first - 1) * DAY_MS).toISOString();
  const rows = await db
    .selectFrom("quotes")
    .select(["id", "last_sent_at"])
    .where("status", "=", "sent")
    .where("last_sent_at", ">=", since)
    .where("last_sent_at", "<=", latest)
    .where("token_revoked_at", "is", null)
    .where("token_nonce", "is not", null)
    .where((eb) => eb.or([eb("valid_until", "is", null), eb("valid_until", ">=", parisIsoDay(now))]))
    .where((eb) => eb.or([eb("token_expires_at", "is", null), eb("token_expires_at", ">", now.toISOString())]))
    .orderBy("last_sent_at")
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => (r.last_sent_at ? [{ id: r.id, lastSentAt: toIso(r.last_sent_at) }] : []));
}

/** Queues the reminders due at `now`; returns how many this instance queued. */
export async function sendDueQuoteReminders(settings: QuoteReminderSettings, now: Date): Promise<number> {
  const days = reminderDaysOf(settings.site.quoteTerms.reminderDays);
  if (days.length === 0) return 0;
  const schedule = scheduleOf(settings.site);
  let queued = 0;
  for (const quote of await candidates(settings.db, days, now)) {
    const due = dueReminderOf(schedule, new Date(quote.lastSentAt), days, now);
    if (due && (await remindOnce(settings, quote, due.day, now))) queued++;
  }
  return queued;
}

/** Claims the reminder and, if this instance got it and the devis still waits on that sending, queues it. */
async function remindOnce(settings: QuoteReminderSettings, quote: Candidate, day: number, now: Date): Promise<boolean> {
  return settings.db.transaction().execute(async (trx) => {
    // the claim first: it takes the write lock (SQLite) or the key's lock (PostgreSQL) before anything is read
    if (!(await claimJob(trx, quoteReminderKey(quote.id, quote.lastSentAt, day), now))) return false;
    const current = await trx
      .selectFrom("quotes")
      .select([
        "id",
        "lead_id",
        "number",
        "status",
        "current_version",
        "last_sent_at",
        "valid_until",
        "token_nonce",
        "token_revoked_at",
        "token_expires_at",
      ])
      .where("id", "=", quote.id)
      .executeTakeFirst();
    // answered, sent again, revoked or expired meanwhile: the key stays taken, nothing is sent
    if (!current || current.status !== "sent" || !current.token_nonce || current.token_revoked_at) return false;
    if (!current.last_sent_at || toIso(current.last_sent_at) !== quote.lastSentAt) return false;
    if (current.valid_until && current.valid_until < parisIsoDay(now)) return false;
    if (current.token_expires_at && toIso(current.token_expires_at) <= now.toISOString()) return false;
    const document = await versionDocument(trx, current.id, current.current_version);
    const to = document?.content.customer.email.trim();
    if (!document || !to) return false;

    const { site } = settings;
    const mail = quoteReminderMail({
      number: current.number,
      title: document.content.title,
      customerName: document.content.customer.name,
      ttcCents: documentTtcCents(document),
      validUntil: current.valid_until ?? document.validUntil,
      issuedOn: document.issuedOn,
      linkUrl: quoteLinkUrl(current.id, current.token_nonce, settings.siteUrl),
      business: { name: site.name, phone: site.phone, email: site.email, website: site.url },
    });
    await queueMail(trx, {
      kind: QUOTE_REMINDER_KIND,
      leadId: current.lead_id,
      now: now.toISOString(),
      payload: {
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // an answer reaches the business, not the sending address
        replyTo: { name: site.name.replace(/["\\\r\n]/g, ""), address: site.email },
        messageId: `<quote-reminder-${current.id}-${Date.parse(quote.lastSentAt)}-${day}@${settings.siteHost}>`,
        headers: { "X-Quote-Number": current.number, "Auto-Submitted": "auto-generated" },
      },
    });
    if (current.lead_id) {
      await recordLeadEvent(trx, {
        leadId: current.lead_id,
        kind: QUOTE_REMINDER_EVENT,
        detail: `Relance du devis ${current.number} envoyée au client`,
        actor: null,
        at: now,
      });
    }
    return true;
  });
}
