/**
 * What the owner's calendar feed lists (docs/product.md#calendar-feed): every visit not cancelled
 * from 30 days ago on, and the last valid day of every devis sent and unanswered, from 30 days ago on.
 */
import type { Kysely } from "kysely";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import type { SiteConfig } from "~/config/site";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { leadPagePath } from "~/features/leads/paths";
import { parisDay } from "~/lib/business-hours";
import { calendarFeedIcs, type CalendarFeed } from "./ics";

export const CALENDAR_FEED_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export async function readCalendarFeed(
  { site, siteUrl, now }: { site: Pick<SiteConfig, "name">; siteUrl: string; now: Date },
  db: Kysely<DB> = getDb(),
): Promise<CalendarFeed> {
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const [visits, quotes] = await Promise.all([
    db
      .selectFrom("visits")
      .innerJoin("leads", "leads.id", "visits.lead_id")
      .select(["visits.uid", "visits.starts_at", "visits.ends_at", "visits.status", "visits.sequence", "visits.updated_at"])
      .select(["visits.note", "visits.lead_id", "leads.first_name", "leads.last_name", "leads.reference"])
      .select(["leads.address", "leads.city", "leads.phone"])
      .where("visits.status", "<>", "cancelled")
      .where("visits.starts_at", ">=", since.toISOString())
      .orderBy("visits.starts_at")
      .execute(),
    db
      .selectFrom("quotes")
      .leftJoin("leads", "leads.id", "quotes.lead_id")
      .select(["quotes.id", "quotes.number", "quotes.valid_until", "quotes.updated_at", "leads.first_name", "leads.last_name"])
      .where("quotes.status", "=", "sent")
      .where("quotes.valid_until", "is not", null)
      .where("quotes.valid_until", ">=", parisDay(since))
      .orderBy("quotes.valid_until")
      .orderBy("quotes.number")
      .execute(),
  ]);
  const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();
  return {
    businessName: site.name,
    calendarName: `${site.name} — visites et devis`,
    host: new URL(siteUrl).hostname || "localhost",
    visits: visits.map((v) => ({
      uid: v.uid,
      startsAt: toIso(v.starts_at),
      endsAt: toIso(v.ends_at),
      status: v.status === "proposed" ? "proposed" : "confirmed",
      sequence: Number(v.sequence),
      updatedAt: toIso(v.updated_at),
      customerName: fullName(v.first_name, v.last_name),
      reference: v.reference,
      address: v.address.trim() || v.city.trim(),
      phone: v.phone,
      note: v.note,
      leadUrl: new URL(leadPagePath(v.lead_id), siteUrl).href,
    })),
    quoteExpiries: quotes.flatMap((q) =>
      q.valid_until
        ? [
            {
              quoteId: q.id,
              number: q.number,
              validUntil: q.valid_until,
              customerName: fullName(q.first_name, q.last_name),
              updatedAt: toIso(q.updated_at),
              quoteUrl: new URL(`${ADMIN_BASE_PATH}/devis/${encodeURIComponent(q.id)}`, siteUrl).href,
            },
          ]
        : [],
    ),
  };
}

export async function calendarFeedText(options: Parameters<typeof readCalendarFeed>[0], db?: Kysely<DB>): Promise<string> {
  return calendarFeedIcs(await readCalendarFeed(options, db));
}
