/**
 * What the product keeps about one person, found by their e-mail or phone
 * (docs/product.md#personal-data), on SQLite and PostgreSQL alike:
 * - their requests (`leads`: contact, quote and emergency call-back forms), and what belongs to
 *   each: photos (`lead_photos`), timeline (`lead_events`), e-mails (`outbox` rows of the
 *   request), idempotency keys (`lead_submissions`);
 * - e-mails about no request that name them (`outbox` rows without a request: the morning digest
 *   lists requests by reference and name);
 * - counters keyed by their address (`rate_limits`, counter-keys.server.ts);
 * - the work done for them: devis, visits, end of work, review opt-out (work-records.server.ts).
 * No other table holds a visitor's e-mail or phone: push devices, sessions and accounts are the
 * administrators', statistics keep no address (docs/product.md#statistics).
 */
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { toBool, toIso, escapeLike } from "~/db/values";
import { isRecord } from "~/lib/is-record";
import {
  acknowledgementCounterKey,
  counterKindOf,
  passwordResetCounterKey,
  SIGN_IN_COUNTER_PREFIX,
  signInCounterSuffix,
} from "./counter-keys.server";
import { phoneLikePattern, storedPhoneMatches, type PersonIdentifier } from "./identifier";
import { emailPattern, referencePattern } from "./mail-redaction";
import type { PersonalDataRecord, PersonCounter, PersonLead, PersonMail } from "./record";
import { jobCompletionsOf, quotesOf, reviewOptOutOf, visitsOf } from "./work-records.server";

export type Queryable = Kysely<DB> | Transaction<DB>;

const iso = (value: string | Date | null) => (value === null ? null : toIso(value));

async function matchingLeads(db: Queryable, identifier: PersonIdentifier) {
  const query = db.selectFrom("leads").selectAll();
  const rows =
    identifier.kind === "email"
      ? await query
          .where(sql<SqlBool>`lower(trim(email)) = ${identifier.email}`)
          .orderBy("created_at", "desc")
          .orderBy("id")
          .execute()
      : // a coarse pre-selection in SQL (the digits in order), the exact comparison here
        (
          await query
            .where("phone", "like", phoneLikePattern(identifier.digits))
            .orderBy("created_at", "desc")
            .orderBy("id")
            .execute()
        ).filter((row) => storedPhoneMatches(row.phone, identifier.digits));
  return rows;
}

function parsePayload(payload: string): { subject: string; text: string; to: string | null; replyTo: string | null } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(payload);
  } catch {
    // an unreadable row is shown empty rather than hidden
  }
  const value = isRecord(parsed) ? parsed : {};
  const replyTo = isRecord(value.replyTo) && typeof value.replyTo.address === "string" ? value.replyTo.address : null;
  return {
    subject: typeof value.subject === "string" ? value.subject : "",
    text: typeof value.text === "string" ? value.text : "",
    to: typeof value.to === "string" ? value.to : null,
    replyTo,
  };
}

type OutboxRow = DB["outbox"];

function toMail(row: OutboxRow): PersonMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    sentAt: iso(row.sent_at),
    ...parsePayload(row.payload),
  };
}

/** Whether an e-mail about no request names the person: sent to or answered to their address, or quoting it or one of their references. */
export function mailNamesPerson(
  mail: Pick<PersonMail, "subject" | "text" | "to" | "replyTo">,
  email: string | null,
  references: readonly string[],
): boolean {
  const text = `${mail.subject}\n${mail.text}`;
  if (email && [mail.to, mail.replyTo].some((address) => address?.trim().toLowerCase() === email)) return true;
  if (email && emailPattern(email).test(text)) return true;
  return referencePattern({ references })?.test(text) ?? false;
}

async function mailsWithoutRequest(db: Queryable, email: string | null, references: readonly string[]): Promise<PersonMail[]> {
  const conditions = references.map((reference) => sql<SqlBool>`payload like ${`%${reference}%`}`);
  if (email) conditions.push(sql<SqlBool>`lower(payload) like ${`%${escapeLike(email)}%`} escape '\\'`);
  if (conditions.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("lead_id", "is", null)
    .where(sql<SqlBool>`(${sql.join(conditions, sql` or `)})`)
    .orderBy("created_at")
    .execute();
  return rows.map(toMail).filter((mail) => mailNamesPerson(mail, email, references));
}

async function countersOf(db: Queryable, email: string, secret: string): Promise<PersonCounter[]> {
  const exact = [acknowledgementCounterKey(email, secret), passwordResetCounterKey(email)];
  const suffix = signInCounterSuffix(email);
  const rows = await db
    .selectFrom("rate_limits")
    .selectAll()
    .where((eb) => eb.or([eb("key", "in", exact), eb("key", "like", `${SIGN_IN_COUNTER_PREFIX}%`)]))
    .execute();
  return rows
    .filter((row) => exact.includes(row.key) || row.key.endsWith(suffix))
    .map((row) => ({
      key: row.key,
      kind: counterKindOf(row.key),
      windowStart: Number(row.window_start),
      count: Number(row.count),
    }));
}

/** Everything kept about the person `identifier` designates; `secret` is AUTH_SECRET (the acknowledgement counter's key). */
export async function findPersonalData(
  db: Queryable,
  identifier: PersonIdentifier,
  { secret }: { secret: string },
): Promise<PersonalDataRecord> {
  const leadRows = await matchingLeads(db, identifier);
  const ids = leadRows.map((row) => row.id);
  const [photos, events, mails, submissions] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.selectFrom("lead_photos").selectAll().where("lead_id", "in", ids).orderBy("position").execute(),
          db.selectFrom("lead_events").selectAll().where("lead_id", "in", ids).orderBy("created_at").orderBy("id").execute(),
          db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("created_at").orderBy("id").execute(),
          db.selectFrom("lead_submissions").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute(),
        ]);
  const email = identifier.kind === "email" ? identifier.email : null;
  const [otherMails, counters, quotes, visits, completions, reviewOptOutSince] = await Promise.all([
    mailsWithoutRequest(
      db,
      email,
      leadRows.map((row) => row.reference),
    ),
    email ? countersOf(db, email, secret) : Promise.resolve([]),
    quotesOf(db, identifier, ids),
    visitsOf(db, ids),
    jobCompletionsOf(db, ids),
    reviewOptOutOf(db, identifier),
  ]);
  const leads: PersonLead[] = leadRows.map((row) => ({
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
    surface: row.surface === null ? null : Number(row.surface),
    message: row.message,
    sourcePath: row.source_path,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    spam: toBool(row.spam),
    urgent: toBool(row.urgent),
    createdAt: toIso(row.created_at),
    status: row.status,
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    firstContactedAt: iso(row.first_contacted_at),
    statusChangedAt: iso(row.status_changed_at),
    landingPath: row.landing_path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    gclid: row.gclid,
    photos: photos
      .filter((p) => p.lead_id === row.id)
      .map((p) => ({
        id: p.id,
        leadId: p.lead_id,
        storageKey: p.storage_key,
        originalName: p.original_name,
        mime: p.mime,
        width: Number(p.width),
        height: Number(p.height),
        size: Number(p.size),
        position: Number(p.position),
        createdAt: toIso(p.created_at),
      })),
    events: events
      .filter((e) => e.lead_id === row.id)
      .map((e) => ({ id: e.id, kind: e.kind, detail: e.detail, actor: e.actor, createdAt: toIso(e.created_at) })),
    mails: mails.filter((m) => m.lead_id === row.id).map(toMail),
    submissions: submissions.filter((s) => s.lead_id === row.id).map((s) => ({ key: s.key, createdAt: toIso(s.created_at) })),
    visits: visits.filter((v) => v.leadId === row.id),
    jobCompletion: completions.find((c) => c.leadId === row.id) ?? null,
  }));
  return { identifier, leads, otherMails, counters, quotes, reviewOptOutSince };
}
