/**
 * The admin inbox's queries (docs/product.md#leads-inbox): a page of requests
 * by filter and search, the counts per status, every match for the CSV export
 * (csv.ts) and one request for its page (docs/product.md#lead-page), each with
 * its notification's delivery state read from the mail outbox; and the retry
 * of a failed notification.
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool, toIso, escapeLike } from "~/db/values";
import { relaunchFailedMail } from "~/features/mail/send.server";
import { LEAD_FILTERS, type LeadFilter, type LeadView, type NotificationStatus } from "./format";
import { LEAD_VIEW_COLUMNS } from "./lead-columns";
import { LEAD_NOTIFICATION_KIND } from "./mail-kinds";
import { isLeadStatus, OPEN_STATUSES } from "./pipeline";

export const LEADS_PAGE_SIZE = 20;

export interface LeadQuery {
  q?: string;
  filter?: LeadFilter;
  page?: number;
  pageSize?: number;
}

export interface LeadPage {
  leads: LeadView[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export const SEARCH_MAX_LENGTH = 100;

/** The WHERE condition of a search in name, e-mail, phone, city, address and message (case-insensitive). */
function searchCondition(term: string): Expression<SqlBool> | null {
  const q = term.trim().slice(0, SEARCH_MAX_LENGTH).toLowerCase();
  if (!q) return null;
  const pattern = `%${escapeLike(q)}%`;
  const like = (column: ReturnType<typeof sql>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
  const conditions = [
    like(sql`leads.first_name || ' ' || leads.last_name`),
    like(sql`leads.last_name || ' ' || leads.first_name`),
    like(sql.ref("leads.email")),
    like(sql.ref("leads.phone")),
    like(sql.ref("leads.city")),
    like(sql.ref("leads.address")),
    like(sql.ref("leads.message")),
  ];
  // a query of digits only also matches numbers written with spaces or dots
  const digits = q.replace(/[\s.\-()]/g, "");
  if (/^\+?\d{3,}$/.test(digits)) {
    conditions.push(
      sql<SqlBool>`replace(replace(replace(leads.phone, ' ', ''), '.', ''), '-', '') like ${`%${escapeLike(digits)}%`} escape '\\'`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

function filterCondition(filter: LeadFilter): Expression<SqlBool> {
  switch (filter) {
    case "spam":
      return sql<SqlBool>`leads.spam = ${true}`;
    case "toutes":
      return sql<SqlBool>`leads.spam = ${false}`;
    case "en-cours":
      return sql<SqlBool>`leads.spam = ${false} and leads.status in (${sql.join(OPEN_STATUSES)})`;
    case "a-rappeler":
      return sql<SqlBool>`leads.spam = ${false} and leads.follow_up_on is not null`;
    default:
      return sql<SqlBool>`leads.spam = ${false} and leads.status = ${filter}`;
  }
}

/** The requests, each joined to its notification in the outbox (if any). */
function leadsWithNotification(db: Kysely<DB>) {
  return db
    .selectFrom("leads")
    .leftJoin("outbox", (join) => join.onRef("outbox.lead_id", "=", "leads.id").on("outbox.kind", "=", LEAD_NOTIFICATION_KIND));
}

function baseQuery(db: Kysely<DB>, query: LeadQuery) {
  let q = leadsWithNotification(db).where(filterCondition(query.filter ?? "toutes"));
  const search = query.q ? searchCondition(query.q) : null;
  if (search) q = q.where(search);
  return q;
}

type LeadRowWithOutbox = DB["leads"] & {
  outbox_status: string | null;
  outbox_attempts: number | null;
  outbox_last_error: string | null;
  outbox_next_attempt_at: string | null;
  outbox_sent_at: string | null;
  photo_count: number | string | bigint | null;
};

function toView(row: LeadRowWithOutbox): LeadView {
  return {
    id: row.id,
    form: row.form === "quote" || row.form === "callback" ? row.form : "contact",
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    address: row.address,
    project: row.project,
    surface: row.surface === null ? null : Number(row.surface),
    message: row.message,
    sourcePath: row.source_path,
    spam: toBool(row.spam),
    createdAt: toIso(row.created_at),
    reference: row.reference,
    status: isLeadStatus(row.status) ? row.status : "nouveau",
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    firstContactedAt: row.first_contacted_at ? toIso(row.first_contacted_at) : null,
    statusChangedAt: row.status_changed_at ? toIso(row.status_changed_at) : null,
    urgent: toBool(row.urgent),
    photoCount: Number(row.photo_count ?? 0),
    landingPath: row.landing_path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    gclid: row.gclid,
    notification: {
      status: (row.outbox_status ?? "none") as NotificationStatus,
      attempts: Number(row.outbox_attempts ?? 0),
      lastError: row.outbox_last_error,
      nextAttemptAt: row.outbox_next_attempt_at ? toIso(row.outbox_next_attempt_at) : null,
      sentAt: row.outbox_sent_at ? toIso(row.outbox_sent_at) : null,
    },
  };
}

const VIEW_COLUMNS = [
  ...LEAD_VIEW_COLUMNS,
  "outbox.status as outbox_status",
  "outbox.attempts as outbox_attempts",
  "outbox.last_error as outbox_last_error",
  "outbox.next_attempt_at as outbox_next_attempt_at",
  "outbox.sent_at as outbox_sent_at",
] as const;

/** An urgent call-back nobody has returned yet ('Nouveau'): pinned on top of the inbox (docs/product.md#leads-inbox). */
const OPEN_URGENT_FIRST = sql`case when leads.urgent = ${true} and leads.status = 'nouveau' and leads.spam = ${false} then 0 else 1 end`;
/** 'À rappeler': the earliest call-back date first. */
const FOLLOW_UP_FIRST = sql`leads.follow_up_on`;

const PHOTO_COUNT = sql<number>`(select count(*) from lead_photos where lead_photos.lead_id = leads.id)`.as("photo_count");

/** One page of requests: an open urgent call-back first, then newest first ('À rappeler': the earliest date first). */
export async function listLeads(query: LeadQuery = {}, db: Kysely<DB> = getDatabase().db): Promise<LeadPage> {
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  const { total } = await baseQuery(db, query)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1) || 1), pageCount);
  const rows = await baseQuery(db, query)
    .select([...VIEW_COLUMNS, PHOTO_COUNT])
    .orderBy(OPEN_URGENT_FIRST)
    .$if(query.filter === "a-rappeler", (q) => q.orderBy(FOLLOW_UP_FIRST))
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { leads: rows.map((r) => toView(r as LeadRowWithOutbox)), total: count, page, pageCount, pageSize };
}

/** Every request matching the query, newest first (CSV export). */
export async function allLeads(query: Omit<LeadQuery, "page" | "pageSize"> = {}, db: Kysely<DB> = getDatabase().db) {
  const rows = await baseQuery(db, query)
    .select([...VIEW_COLUMNS, PHOTO_COUNT])
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .execute();
  return rows.map((r) => toView(r as LeadRowWithOutbox));
}

export async function getLead(id: string, db: Kysely<DB> = getDatabase().db): Promise<LeadView | null> {
  const row = await leadsWithNotification(db)
    .select([...VIEW_COLUMNS, PHOTO_COUNT])
    .where("leads.id", "=", id)
    .executeTakeFirst();
  return row ? toView(row as LeadRowWithOutbox) : null;
}

/**
 * Makes a failed notification due again now (attempts start over). False
 * when the request has no failed notification (sent, pending, spam…).
 */
export async function retryLeadNotification(leadId: string, db: Kysely<DB> = getDatabase().db): Promise<boolean> {
  return relaunchFailedMail(db, leadId);
}

/** Counts per status (spam apart) for the inbox's filters and the dashboard. */
export type LeadCounts = Record<LeadFilter, number>;

export async function leadCounts(db: Kysely<DB> = getDatabase().db): Promise<LeadCounts> {
  const [rows, followUps] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["status", "spam", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy(["status", "spam"])
      .execute(),
    db
      .selectFrom("leads")
      .where("spam", "=", false)
      .where("follow_up_on", "is not", null)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = Object.fromEntries(LEAD_FILTERS.map((f) => [f.value, 0])) as LeadCounts;
  counts["a-rappeler"] = Number(followUps.n);
  for (const row of rows) {
    const n = Number(row.n);
    if (toBool(row.spam)) {
      counts.spam += n;
      continue;
    }
    counts.toutes += n;
    if (isLeadStatus(row.status)) counts[row.status] += n;
    if ((OPEN_STATUSES as readonly string[]).includes(row.status)) counts["en-cours"] += n;
  }
  return counts;
}
