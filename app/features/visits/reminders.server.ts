/**
 * The customer's reminder the day before a confirmed visit (docs/product.md#visits), from
 * VISIT_REMINDER_HOUR (Paris) on. Once across instances and restarts: the key
 * `visit-reminder:{visitId}:{day}` is claimed in the transaction that queues the e-mail and records
 * the timeline event (a visit moved to another day is reminded again). A visit planned that same
 * day is not reminded: its invitation just left.
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { parisDay, parisTimeOfDay } from "~/lib/business-hours";
import { claimJob } from "~/lib/job-claims.server";
import { addDays } from "./slots";
import { queueCustomerVisitMail, VISIT_EVENT } from "./visits.server";
import type { VisitView } from "./visit-types";

export const VISIT_REMINDER_HOUR = 10;

export function visitReminderKey(visitId: string, day: string): string {
  return `visit-reminder:${visitId}:${day}`;
}

export interface VisitReminderSettings {
  db: Kysely<DB>;
  site: SiteConfig;
  siteUrl: string;
}

/** Queues the reminders due at `now`; returns how many this instance queued. */
export async function sendDueVisitReminders(settings: VisitReminderSettings, now: Date): Promise<number> {
  if (parisTimeOfDay(now).hour < VISIT_REMINDER_HOUR) return 0;
  const today = parisDay(now);
  const tomorrow = addDays(today, 1);
  const rows = await settings.db
    .selectFrom("visits")
    .select(["id", "lead_id", "updated_at", "day"])
    .where("day", "=", tomorrow)
    .where("status", "=", "confirmed")
    .orderBy("starts_at")
    .execute();
  let queued = 0;
  for (const row of rows) {
    if (parisDay(new Date(toIso(row.updated_at))) === today) continue;
    if (await remindOnce(settings, row.id, row.lead_id, tomorrow, now)) queued++;
  }
  return queued;
}

async function remindOnce(
  settings: VisitReminderSettings,
  visitId: string,
  leadId: string,
  day: string,
  now: Date,
): Promise<boolean> {
  return settings.db.transaction().execute(async (trx) => {
    if (!(await claimJob(trx, visitReminderKey(visitId, day), now))) return false;
    const visit = await trx
      .selectFrom("visits")
      .select(["id", "uid", "starts_at", "ends_at", "day", "note", "status", "booked_by", "sequence"])
      .where("id", "=", visitId)
      .executeTakeFirst();
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "reference", "first_name", "last_name", "email", "phone", "address", "city"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    // cancelled or moved meanwhile: the key stays taken, nothing is sent
    if (!visit || !lead || visit.status !== "confirmed" || visit.day !== day) return false;
    const view: VisitView = {
      id: visit.id,
      uid: visit.uid,
      startsAt: toIso(visit.starts_at),
      endsAt: toIso(visit.ends_at),
      day: visit.day,
      note: visit.note,
      status: "confirmed",
      bookedBy: visit.booked_by as VisitView["bookedBy"],
      sequence: Number(visit.sequence),
    };
    if (!(await queueCustomerVisitMail(trx, { site: settings.site, siteUrl: settings.siteUrl, now }, lead, view, "reminder")))
      return false;
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: "Rappel de la visite envoyé au client",
      actor: null,
      at: now,
    });
    return true;
  });
}
