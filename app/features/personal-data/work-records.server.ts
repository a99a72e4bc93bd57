/**
 * What the work done for a person keeps about them (docs/product.md#personal-data): their devis
 * (the customer block names them; a signed one keeps the signature's evidence: name, address, browser),
 * the site visits and the end of work of their requests, and whether they asked for no review request.
 * A devis is theirs when it was written on one of their requests, or when its customer is them
 * (a devis outlives its request: the request's deletion leaves it without one).
 */
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { escapeLike, toBool, toIso } from "~/db/values";
import { QUOTE_STATUSES_KEPT_WITHOUT_REQUEST } from "~/features/quotes/states";
import { optOutKey } from "~/features/reviews/unsubscribe-link.server";
import { isRecord } from "~/lib/is-record";
import { phoneLikePattern, storedPhoneMatches, type PersonIdentifier } from "./identifier";
import type { PersonJobCompletion, PersonQuote, PersonVisit } from "./record";

type Queryable = Kysely<DB> | Transaction<DB>;

function customerOf(content: string): { email: string; phone: string } | null {
  try {
    const parsed: unknown = JSON.parse(content);
    const customer = isRecord(parsed) && isRecord(parsed.customer) ? parsed.customer : null;
    if (!customer) return null;
    return {
      email: typeof customer.email === "string" ? customer.email : "",
      phone: typeof customer.phone === "string" ? customer.phone : "",
    };
  } catch {
    return null;
  }
}

function parsedOrText(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The person's devis, oldest first, with their versions sent and their signature if any. */
export async function quotesOf(db: Queryable, identifier: PersonIdentifier, leadIds: readonly string[]): Promise<PersonQuote[]> {
  // a coarse pre-selection in SQL (the address, or the digits in order, somewhere in the devis), the exact comparison here
  const byCustomer =
    identifier.kind === "email"
      ? sql<SqlBool>`lower(content) like ${`%${escapeLike(identifier.email)}%`} escape '\\'`
      : sql<SqlBool>`content like ${phoneLikePattern(identifier.digits)}`;
  const candidates = await db
    .selectFrom("quotes")
    .selectAll()
    .where((eb) => (leadIds.length > 0 ? eb.or([eb("lead_id", "in", leadIds), byCustomer]) : byCustomer))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const rows = candidates.filter((row) => {
    if (row.lead_id !== null && leadIds.includes(row.lead_id)) return true;
    const customer = customerOf(row.content);
    if (!customer) return false;
    return identifier.kind === "email"
      ? customer.email.trim().toLowerCase() === identifier.email
      : storedPhoneMatches(customer.phone, identifier.digits);
  });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [versions, acceptances] = await Promise.all([
    db.selectFrom("quote_versions").selectAll().where("quote_id", "in", ids).orderBy("version").execute(),
    db.selectFrom("quote_acceptances").selectAll().where("quote_id", "in", ids).execute(),
  ]);
  return rows.map((row) => {
    const acceptance = acceptances.find((a) => a.quote_id === row.id);
    return {
      id: row.id,
      number: row.number,
      leadId: row.lead_id,
      status: row.status,
      createdAt: toIso(row.created_at),
      firstSentAt: row.first_sent_at ? toIso(row.first_sent_at) : null,
      viewedAt: row.viewed_at ? toIso(row.viewed_at) : null,
      answeredAt: row.answered_at ? toIso(row.answered_at) : null,
      withdrawnAt: row.withdrawn_at ? toIso(row.withdrawn_at) : null,
      validUntil: row.valid_until,
      refusalReason: row.refusal_reason,
      content: parsedOrText(row.content),
      versions: versions
        .filter((v) => v.quote_id === row.id)
        .map((v) => ({ version: Number(v.version), sentAt: toIso(v.sent_at), document: parsedOrText(v.document) })),
      acceptance: acceptance
        ? {
            version: Number(acceptance.version),
            signerName: acceptance.signer_name,
            acceptedAt: toIso(acceptance.accepted_at),
            ip: acceptance.ip,
            userAgent: acceptance.user_agent,
            tickedOptions: parsedOrText(acceptance.ticked_options),
            reducedVatStatement: toBool(acceptance.reduced_vat_statement),
          }
        : null,
      keptOnErasure: (QUOTE_STATUSES_KEPT_WITHOUT_REQUEST as readonly string[]).includes(row.status),
    };
  });
}

/** The site visits of the person's requests, by request. */
export async function visitsOf(db: Queryable, leadIds: readonly string[]): Promise<PersonVisit[]> {
  if (leadIds.length === 0) return [];
  const rows = await db.selectFrom("visits").selectAll().where("lead_id", "in", leadIds).orderBy("starts_at").execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    status: row.status,
    bookedBy: row.booked_by,
    note: row.note,
    createdAt: toIso(row.created_at),
    cancelledAt: row.cancelled_at ? toIso(row.cancelled_at) : null,
  }));
}

/** The end of work and review request of the person's requests. */
export async function jobCompletionsOf(db: Queryable, leadIds: readonly string[]): Promise<PersonJobCompletion[]> {
  if (leadIds.length === 0) return [];
  const rows = await db.selectFrom("lead_job_completions").selectAll().where("lead_id", "in", leadIds).execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    jobDoneOn: row.job_done_on,
    reviewRequestOff: toBool(row.review_request_off),
    reviewRequestedAt: row.review_requested_at ? toIso(row.review_requested_at) : null,
  }));
}

/** When the person's address asked for no review request (kept as its SHA-256), or null. */
export async function reviewOptOutOf(db: Queryable, identifier: PersonIdentifier): Promise<string | null> {
  if (identifier.kind !== "email") return null;
  const row = await db
    .selectFrom("review_opt_outs")
    .select("created_at")
    .where("email_hash", "=", optOutKey(identifier.email))
    .executeTakeFirst();
  return row ? toIso(row.created_at) : null;
}
