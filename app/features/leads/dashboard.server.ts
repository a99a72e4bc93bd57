/**
 * The dashboard's view of the requests (docs/product.md#admin-dashboard):
 * the last 30 days' figures, and the notifications to the owner that could
 * not be sent. Time comes from the clock passed in.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisWallClock } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { parisCalendarDay } from "~/lib/dates";
import { relaunchFailedMail } from "~/features/mail/send.server";
import { median } from "./figures";
import { LEAD_NAME_COLUMNS } from "./lead-columns";
import { LEAD_NOTIFICATION_KIND } from "./mail-kinds";
import { OPEN_STATUSES } from "./pipeline";

export const DASHBOARD_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** Failed notifications listed by name on the dashboard; the title counts them all. */
export const FAILED_NOTIFICATIONS_LISTED = 5;

export interface LeadFigures {
  /** non-spam requests received in the last 30 days */
  newRequests: number;
  /** non-spam requests in an open status other than 'nouveau', now */
  inProgress: number;
  /** requests moved to 'gagne' this calendar month (Paris) and still won */
  wonThisMonth: number;
  /** median of first contact − receipt over the last 30 days' contacted requests, ms; null when none */
  medianFirstContactMs: number | null;
  /** how many requests that median is taken over */
  contactedCount: number;
}

export async function leadFigures({
  db = getDatabase().db,
  clock = systemClock,
}: { db?: Kysely<DB>; clock?: Clock } = {}): Promise<LeadFigures> {
  const now = new Date(clock());
  const since = new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS).toISOString();
  const { year, month } = parisCalendarDay(now);
  const monthStart = parisWallClock(year, month, 1, 0, 0).toISOString();
  const count = (rows: { n: number | string | bigint }) => Number(rows.n);

  const notSpam = db.selectFrom("leads").where("spam", "=", false);
  const [recent, inProgress, won, contacted] = await Promise.all([
    notSpam
      .where("created_at", ">=", since)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    notSpam
      .where(
        "status",
        "in",
        OPEN_STATUSES.filter((s) => s !== "nouveau"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    notSpam
      .where("status", "=", "gagne")
      .where("status_changed_at", ">=", monthStart)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    // bounded by the window: one month of requests, the median is computed here, the same on both engines
    notSpam
      .where("created_at", ">=", since)
      .where("first_contacted_at", "is not", null)
      .select(["created_at", "first_contacted_at"])
      .execute(),
  ]);
  const delays = contacted
    .map((r) => new Date(toIso(r.first_contacted_at!)).getTime() - new Date(toIso(r.created_at)).getTime())
    .filter((ms) => Number.isFinite(ms) && ms >= 0);
  return {
    newRequests: count(recent),
    inProgress: count(inProgress),
    wonThisMonth: count(won),
    medianFirstContactMs: median(delays),
    contactedCount: delays.length,
  };
}

export interface FailedNotification {
  leadId: string;
  reference: string;
  name: string;
  error: string | null;
  /** null: given up; else the next automatic attempt */
  nextAttemptAt: string | null;
  failedAt: string;
}

/** Non-spam requests whose notification to the owner is in failure, newest failure first. */
export async function failedLeadNotifications(db: Kysely<DB> = getDatabase().db): Promise<FailedNotification[]> {
  const rows = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select([...LEAD_NAME_COLUMNS, "outbox.last_error", "outbox.next_attempt_at", "outbox.updated_at"])
    .where("outbox.kind", "=", LEAD_NOTIFICATION_KIND)
    .where("outbox.status", "=", "failed")
    .where("leads.spam", "=", false)
    .orderBy("outbox.updated_at", "desc")
    .orderBy("leads.id")
    .execute();
  return rows.map((r) => ({
    leadId: r.id,
    reference: r.reference,
    name: `${r.first_name} ${r.last_name}`.trim(),
    error: r.last_error,
    nextAttemptAt: r.next_attempt_at ? toIso(r.next_attempt_at) : null,
    failedAt: toIso(r.updated_at),
  }));
}

/**
 * 'Renvoyer': makes every failed notification (and the other failed e-mails of
 * those requests) due now. Returns how many requests were relaunched.
 */
export async function relaunchFailedLeadNotifications({
  db = getDatabase().db,
  clock = systemClock,
}: { db?: Kysely<DB>; clock?: Clock } = {}): Promise<number> {
  let relaunched = 0;
  for (const failed of await failedLeadNotifications(db)) {
    if (await relaunchFailedMail(db, failed.leadId, clock)) relaunched++;
  }
  return relaunched;
}
