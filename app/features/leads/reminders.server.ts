/**
 * The reminder of a request nobody answered (docs/product.md#lead-reminders):
 * a non-spam request still 'nouveau' once LEAD_REMINDER_MINUTES opening
 * minutes have passed since it arrived gets ONE e-mail to the owner (and the
 * escalation address). Once across instances and restarts: the key
 * `reminder:{id}` is claimed in the transaction that queues the e-mail and
 * records the timeline event, so either all three happen or none does.
 */
import { sql, type Kysely, type SqlBool } from "kysely";
import type { DB } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { addOpeningMinutes, type Schedule } from "~/lib/business-hours";
import { claimJob } from "~/lib/job-claims.server";
import { queueMail } from "~/features/mail/send.server";
import { reminderMail, type ReminderLead } from "./job-mails";
import { LEAD_REQUEST_COLUMNS } from "./lead-columns";
import { leadPageUrl } from "./lead-page-url.server";
import { recordLeadEvent } from "./pipeline.server";

export const LEAD_REMINDER_KIND = "lead_reminder";
/**
 * Only requests received this recently are looked at: job claims are pruned
 * after a while, and an old request must not be reminded once its key is gone.
 */
export const REMINDER_LOOKBACK_DAYS = 14;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface ReminderSettings {
  db: Kysely<DB>;
  reminderMinutes: number;
  /** the opening hours, and the closures during which no minute counts */
  openingHours: Schedule;
  /** the owner's address (LEADS_TO, else SITE_EMAIL) */
  ownerTo: string;
  /** LEADS_ESCALATE_TO: also in To of the same message */
  escalateTo?: string | null;
  /** the site's host, for Message-IDs */
  siteHost: string;
}

export function reminderKey(leadId: string): string {
  return `reminder:${leadId}`;
}

/**
 * The addresses of a reminder: null (the sender's default, the owner) without
 * escalation, else one message to both, so each sees the other was told.
 */
function reminderRecipients(settings: ReminderSettings): string | undefined {
  const escalate = settings.escalateTo?.trim();
  if (!escalate || escalate.toLowerCase() === settings.ownerTo.toLowerCase()) return undefined;
  return `${settings.ownerTo}, ${escalate}`;
}

/** Queues the reminders due at `now`; returns how many this instance queued. */
export async function sendDueReminders(settings: ReminderSettings, now: Date): Promise<number> {
  const { db } = settings;
  const since = new Date(now.getTime() - REMINDER_LOOKBACK_DAYS * DAY_MS).toISOString();
  // opening minutes are never fewer than wall-clock minutes: nothing received later can be due
  const latest = new Date(now.getTime() - settings.reminderMinutes * MINUTE_MS).toISOString();
  const candidates = await db
    .selectFrom("leads")
    .leftJoin("job_claims", (join) => join.on(sql<SqlBool>`job_claims.key = ('reminder:' || leads.id)`))
    .select(LEAD_REQUEST_COLUMNS)
    .where("leads.spam", "=", false)
    .where("leads.status", "=", "nouveau")
    .where("leads.created_at", ">=", since)
    .where("leads.created_at", "<=", latest)
    .where("job_claims.key", "is", null)
    .orderBy("leads.created_at")
    .execute();

  let queued = 0;
  for (const row of candidates) {
    const createdAt = toIso(row.created_at);
    const due = addOpeningMinutes(settings.openingHours, new Date(createdAt), settings.reminderMinutes);
    if (!due || due > now) continue;
    const lead: ReminderLead = {
      id: row.id,
      reference: row.reference,
      form: row.form,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      city: row.city,
      address: row.address,
      project: row.project,
      message: row.message,
      createdAt,
      urgent: toBool(row.urgent),
    };
    if (await remindOnce(settings, lead, now)) queued++;
  }
  return queued;
}

/** Claims the request's reminder and, if this instance got it and the request is still new, queues it. */
async function remindOnce(settings: ReminderSettings, lead: ReminderLead, now: Date): Promise<boolean> {
  return settings.db.transaction().execute(async (trx) => {
    // the claim first: it takes the write lock (SQLite) or the key's lock (PostgreSQL) before anything is read
    if (!(await claimJob(trx, reminderKey(lead.id), now))) return false;
    const current = await trx.selectFrom("leads").select(["status", "spam"]).where("id", "=", lead.id).executeTakeFirst();
    // answered (or deleted) meanwhile: the key stays taken, nothing is sent
    if (!current || current.status !== "nouveau" || toBool(current.spam)) return false;
    const mail = reminderMail(lead, { minutes: settings.reminderMinutes, pageUrl: leadPageUrl(lead.id) });
    const to = reminderRecipients(settings);
    await queueMail(trx, {
      kind: LEAD_REMINDER_KIND,
      leadId: lead.id,
      now: now.toISOString(),
      payload: {
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo,
        messageId: `<lead-reminder-${lead.id}@${settings.siteHost}>`,
        headers: { "X-Lead-Id": lead.id, "X-Lead-Reminder": "1" },
        ...(to ? { to } : {}),
      },
    });
    await recordLeadEvent(trx, {
      leadId: lead.id,
      kind: "reminder",
      detail: to ?? settings.ownerTo,
      actor: null,
      at: now,
    });
    return true;
  });
}
