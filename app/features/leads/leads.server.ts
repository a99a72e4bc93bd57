/**
 * Stored quote requests: storage first (the lead and its notification in one
 * transaction), then the admin inbox's queries (with each notification's
 * delivery state, read from the mail outbox) and the 'traité' flag. The CSV
 * export is csv.ts.
 */
import { randomUUID } from "node:crypto";
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction } from "kysely";
import { getEnv } from "~/config/env.server";
import type { SiteConfig } from "~/config/site";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { parisYear } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { withoutHiddenCharacters } from "~/lib/hidden-characters";
import { logger } from "~/lib/logger.server";
import type { MailAttachmentRef } from "~/features/mail/attachments.server";
import { deliverQueuedMail, queueMail, relaunchFailedMail, type MailPayload } from "~/features/mail/send.server";
import { LEAD_FILTERS, type LeadFilter, type LeadView, type NotificationStatus } from "./format";
import { claimLeadSubmission, findLeadSubmission, pruneLeadSubmissionsNowAndThen } from "./idempotency.server";
import { acknowledgementFor, shouldAcknowledge } from "./acknowledgement";
import { claimAcknowledgement } from "./acknowledgement-limits.server";
import type { LeadAttribution } from "./attribution";
import { formatLeadReference, isLeadStatus, OPEN_STATUSES } from "./pipeline";
import { notifyNewLead } from "./lead-alert.server";
import { leadPageUrl } from "./lead-page-url.server";
import { notificationFor, type LeadSubmission } from "./schemas";
import { CALLBACK_COPY } from "./callback-copy";
import { recordLeadEvent } from "./pipeline.server";
import { ACKNOWLEDGEMENT_HELD_EVENT } from "./timeline";

export const USER_AGENT_MAX_LENGTH = 300;
export const SOURCE_PATH_MAX_LENGTH = 200;
export const LEADS_PAGE_SIZE = 20;
/** The outbox kind of a request's notification to the owner (the inbox shows its delivery state). */
export const LEAD_NOTIFICATION_KIND = "lead_notification";
/** The outbox kind of the e-mail telling the visitor their request arrived (docs/product.md#lead-acknowledgement). */
export const LEAD_ACKNOWLEDGEMENT_KIND = "lead_acknowledgement";

export interface StoreLeadInput {
  submission: LeadSubmission;
  /** salted hash of the client IP (hashClientIp), never the IP itself */
  ipHash: string | null;
  userAgent: string | null;
  /** the page the form was on ('/contact', '/'…) */
  sourcePath: string | null;
  /** honeypot filled: stored for the record, flagged, never mailed */
  spam: boolean;
  /** the submission's idempotency key (leadSubmissionKey) and where its answer sends a visitor without JavaScript */
  idempotency?: { key: string; redirectTo: string };
  /** where the visit came from (attribution.ts); every field optional */
  attribution?: LeadAttribution;
  /** an emergency call-back */
  urgent?: boolean;
  /**
   * What the request carries beyond its fields (its photos: features/lead-photos):
   * rows written in its transaction, and what its notification adds.
   */
  extras?: {
    write(trx: Transaction<DB>, leadId: string, now: string): Promise<void>;
    notification(leadPageUrl: string): { attachments: MailAttachmentRef[]; text: string };
  };
}

/** A stored request, or the first one stored with the same idempotency key (then nothing new was stored). */
export type StoreLeadResult =
  | { id: string; reference: string; replayed: false }
  | { id: string; reference: string; replayed: true; redirectTo: string };

/** Thrown inside the transaction to roll the new request back: its key was already taken. */
class KeyAlreadyUsed extends Error {}

function truncate(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  // no control characters in what we keep from headers, nor any other hidden one (docs/product.md#visitor-text)
  const clean = withoutHiddenCharacters(value.replace(/[\u0000-\u001f\u007f]/g, " ")).trim();
  return clean ? clean.slice(0, max) : null;
}

function mailPayloadFor(
  id: string,
  reference: string,
  submission: LeadSubmission,
  receivedAt: Date,
  extras?: StoreLeadInput["extras"],
): MailPayload {
  const n = notificationFor(submission, { receivedAt });
  const host = new URL(getEnv().SITE_URL).hostname || "localhost";
  const added = extras?.notification(leadPageUrl(id));
  return {
    subject: `${n.subject} [${reference}]`,
    text: `Référence : ${reference}\n\n${n.text}\n${added?.text ? `${added.text}\n` : ""}Voir la demande : ${leadPageUrl(id)}\n`,
    ...(added && added.attachments.length > 0 ? { attachments: added.attachments } : {}),
    replyTo: n.replyTo ? { name: n.from_name, address: n.replyTo } : null,
    messageId: `<lead-${id}@${host}>`,
    headers: { "X-Lead-Id": id, "X-Lead-Form": submission.form },
  };
}

/** The visitor's acknowledgement: Reply-To the business, so that an answer reaches a person. */
function acknowledgementPayloadFor(id: string, reference: string, submission: LeadSubmission, receivedAt: Date, site: SiteConfig): MailPayload {
  const env = getEnv();
  const mail = acknowledgementFor(submission, { reference, site, retentionMonths: env.LEAD_RETENTION_MONTHS, receivedAt });
  const host = new URL(env.SITE_URL).hostname || "localhost";
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: { name: site.name.replace(/["\\\r\n]/g, ""), address: site.email },
    messageId: `<lead-ack-${id}@${host}>`,
    headers: { "X-Lead-Reference": reference, "Auto-Submitted": "auto-generated" },
  };
}

/**
 * Stores a request and, unless it is spam, its notification e-mail (and the
 * visitor's acknowledgement, unless LEAD_ACKNOWLEDGEMENT=off) in ONE
 * transaction, then asks the sender to deliver without waiting for it.
 * When this resolves, the request is committed. With an idempotency key
 * already used (within its retention), nothing is stored or mailed and the
 * first request is returned.
 */
export async function storeLead(
  input: StoreLeadInput,
  db: Kysely<DB> = getDatabase().db,
  clock: Clock = systemClock,
): Promise<StoreLeadResult> {
  const id = randomUUID();
  const now = new Date(clock()).toISOString();
  const { submission } = input;
  const attribution = input.attribution ?? {};
  const common = {
    id,
    form: submission.form,
    source_path: truncate(input.sourcePath, SOURCE_PATH_MAX_LENGTH),
    ip_hash: input.ipHash,
    user_agent: truncate(input.userAgent, USER_AGENT_MAX_LENGTH),
    spam: input.spam,
    created_at: now,
    status: "nouveau",
    urgent: input.urgent ?? false,
    landing_path: attribution.landingPath ?? null,
    referrer_host: attribution.referrerHost ?? null,
    utm_source: attribution.utmSource ?? null,
    utm_medium: attribution.utmMedium ?? null,
    utm_campaign: attribution.utmCampaign ?? null,
    gclid: attribution.gclid ?? null,
  };
  const fields =
    submission.form === "callback"
      ? {
          // one name field, kept whole; no e-mail address asked (docs/product.md#emergency-callback)
          first_name: "",
          last_name: submission.values.nom,
          email: "",
          phone: submission.values.telephone,
          city: submission.values.codePostal,
          address: "",
          project: "urgence",
          surface: null,
          message: CALLBACK_COPY.leadMessage,
        }
      : submission.form === "contact"
      ? {
          first_name: submission.values.prenom,
          last_name: submission.values.nom,
          email: submission.values.email,
          phone: submission.values.telephone,
          city: submission.values.ville,
          address: "",
          project: submission.values.projet,
          surface: null,
          message: submission.values.description,
        }
      : {
          first_name: submission.values.firstName,
          last_name: submission.values.lastName,
          email: submission.values.email,
          phone: submission.values.phone,
          city: "",
          address: submission.values.address,
          project: submission.values.projectType ?? null,
          surface: submission.values.surface ?? null,
          message: submission.values.description,
        };

  const { idempotency } = input;
  let reference: string;
  try {
    reference = await insertLead(db, input, { ...common, ...fields }, now, clock);
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed) || !idempotency) throw error;
    // a submission with the same key committed first (possibly while this one waited for its lock)
    const first = await findLeadSubmission(db, idempotency.key, clock);
    if (!first) throw error;
    const firstReference = await referenceOf(db, first.leadId);
    return { id: first.leadId, reference: firstReference ?? "", replayed: true, redirectTo: first.redirectTo };
  }
  if (!input.spam) {
    deliverQueuedMail();
    // the owner's phones (docs/product.md#admin-push): never awaited, never a reason for the request to fail
    notifyNewLead(id, { db, clock }).catch((err: unknown) => logger.warn({ err, lead: id }, "push alert of a new request failed"));
  }
  if (idempotency) {
    await pruneLeadSubmissionsNowAndThen(db, clock).catch((err: unknown) => logger.warn({ err }, "expired lead keys could not be pruned"));
  }
  return { id, reference, replayed: false };
}

/** The next reference of the request's year, taken in its transaction: unique across instances. */
async function nextReference(trx: Transaction<DB>, createdAt: string): Promise<string> {
  const year = parisYear(new Date(createdAt));
  const { last } = await trx
    .insertInto("lead_reference_counters")
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql<number>`lead_reference_counters.last + 1` }))
    .returning("last")
    .executeTakeFirstOrThrow();
  return formatLeadReference(year, Number(last));
}

export async function referenceOf(db: Kysely<DB>, leadId: string): Promise<string | null> {
  const row = await db.selectFrom("leads").select("reference").where("id", "=", leadId).executeTakeFirst();
  return row?.reference ?? null;
}

/** Stores the request (and its notification) and returns its reference. */
async function insertLead(
  db: Kysely<DB>,
  input: StoreLeadInput,
  row: Omit<Insertable<DB["leads"]>, "reference"> & { id: string; created_at: string },
  now: string,
  clock: Clock,
): Promise<string> {
  const { id } = row;
  const { submission, idempotency } = input;
  // read before the transaction (SQLite has one connection): the owner's saved phone and hours
  const site = await loadBusinessSettings(db);
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, row.created_at);
    await trx.insertInto("leads").values({ ...row, reference }).execute();
    await input.extras?.write(trx, id, now);
    if (idempotency && !(await claimLeadSubmission(trx, { key: idempotency.key, leadId: id, redirectTo: idempotency.redirectTo }, clock))) {
      throw new KeyAlreadyUsed();
    }
    if (!input.spam) {
      await queueMail(trx, {
        kind: LEAD_NOTIFICATION_KIND,
        leadId: id,
        payload: mailPayloadFor(id, reference, submission, new Date(now), input.extras),
        now,
      });
    }
    const env = getEnv();
    if (shouldAcknowledge({ setting: env.LEAD_ACKNOWLEDGEMENT, spam: input.spam, email: row.email })) {
      const payload = acknowledgementPayloadFor(id, reference, submission, new Date(now), site);
      // at most one per address a day, and a ceiling an hour; beyond, a note in the timeline instead
      const decision = await claimAcknowledgement(trx, {
        to: payload.to ?? "",
        now: Date.parse(now),
        perHour: env.LEAD_ACKNOWLEDGEMENTS_PER_HOUR,
        secret: env.AUTH_SECRET,
        kind: getDatabase().kind,
      });
      if (decision.send) {
        await queueMail(trx, { kind: LEAD_ACKNOWLEDGEMENT_KIND, leadId: id, payload, now });
      } else {
        logger.info({ leadId: id, reason: decision.reason }, "acknowledgement held back");
        await recordLeadEvent(trx, { leadId: id, kind: ACKNOWLEDGEMENT_HELD_EVENT, detail: decision.reason, at: new Date(now) });
      }
    }
    return reference;
  });
}

/* ---------------------------------------------------------------- inbox */

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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
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
    default:
      return sql<SqlBool>`leads.spam = ${false} and leads.status = ${filter}`;
  }
}

function baseQuery(db: Kysely<DB>, query: LeadQuery) {
  let q = db
    .selectFrom("leads")
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.lead_id", "=", "leads.id").on("outbox.kind", "=", LEAD_NOTIFICATION_KIND),
    )
    .where(filterCondition(query.filter ?? "toutes"));
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
  "leads.id",
  "leads.form",
  "leads.first_name",
  "leads.last_name",
  "leads.email",
  "leads.phone",
  "leads.city",
  "leads.address",
  "leads.project",
  "leads.surface",
  "leads.message",
  "leads.source_path",
  "leads.ip_hash",
  "leads.user_agent",
  "leads.spam",
  "leads.created_at",
  "leads.reference",
  "leads.status",
  "leads.lost_reason",
  "leads.follow_up_on",
  "leads.first_contacted_at",
  "leads.status_changed_at",
  "leads.urgent",
  "leads.landing_path",
  "leads.referrer_host",
  "leads.utm_source",
  "leads.utm_medium",
  "leads.utm_campaign",
  "leads.gclid",
  "outbox.status as outbox_status",
  "outbox.attempts as outbox_attempts",
  "outbox.last_error as outbox_last_error",
  "outbox.next_attempt_at as outbox_next_attempt_at",
  "outbox.sent_at as outbox_sent_at",
] as const;

/** One page of requests, newest first. */
export async function listLeads(query: LeadQuery = {}, db: Kysely<DB> = getDatabase().db): Promise<LeadPage> {
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  const { total } = await baseQuery(db, query)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1) || 1), pageCount);
  const rows = await baseQuery(db, query)
    .select(VIEW_COLUMNS)
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
    .select(VIEW_COLUMNS)
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .execute();
  return rows.map((r) => toView(r as LeadRowWithOutbox));
}

export async function getLead(id: string, db: Kysely<DB> = getDatabase().db): Promise<LeadView | null> {
  const row = await db
    .selectFrom("leads")
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.lead_id", "=", "leads.id").on("outbox.kind", "=", LEAD_NOTIFICATION_KIND),
    )
    .select(VIEW_COLUMNS)
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
  const rows = await db
    .selectFrom("leads")
    .select(["status", "spam", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["status", "spam"])
    .execute();
  const counts = Object.fromEntries(LEAD_FILTERS.map((f) => [f.value, 0])) as LeadCounts;
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
