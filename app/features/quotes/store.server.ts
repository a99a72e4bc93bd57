/**
 * The owner's devis in the database (docs/product.md#devis-editor): created
 * from a request with the year's next number, loaded, saved over exactly the
 * revision the editor opened (a later save from elsewhere is refused, never
 * overwritten), duplicated, listed. The catalogue of prestations is ./catalogue.server.ts.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { parseJsonList } from "~/db/values";
import type { QuoteTerms } from "~/config/site";
import { parisYear } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { getLead } from "~/features/leads/inbox-queries.server";
import type { QuoteContent } from "./content";
import { quoteContentFromLead } from "./from-lead";
import { quoteNumberOf, quoteStateOf, type QuoteState } from "./states";
import { computeQuoteTotals } from "./totals";

type Db = Kysely<DB>;
const defaultDb = (): Db => getDatabase().db;

export interface QuoteRecord {
  id: string;
  leadId: string | null;
  number: string;
  /** stored: draft, sent, accepted, refused, withdrawn */
  status: string;
  content: QuoteContent;
  /** the working copy's revision: a save names the one it was made on */
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  /** the latest version sent, null while never sent */
  currentVersion: number | null;
  firstSentAt: string | null;
  lastSentAt: string | null;
  validUntil: string | null;
  viewedAt: string | null;
  answeredAt: string | null;
  withdrawnAt: string | null;
  /** the customer's link opens the devis (sent, not revoked): the owner may revoke it */
  linkActive: boolean;
}

/** Answered devis are kept as they were answered (docs/product.md#devis-editor). */
const READ_ONLY_STATUSES: readonly string[] = ["accepted", "refused", "withdrawn"];

export function isReadOnly(status: string): boolean {
  return READ_ONLY_STATUSES.includes(status);
}

// ─── numbering and creation ─────────────────────────────────────────────────

/** The year's next number, in the creating transaction: the counter row's lock orders two instances. */
async function nextNumber(trx: Transaction<DB>, at: Date): Promise<string> {
  const year = parisYear(at);
  const { last } = await trx
    .insertInto("quote_counters")
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql<number>`quote_counters.last + 1` }))
    .returning("last")
    .executeTakeFirstOrThrow();
  return quoteNumberOf(year, Number(last));
}

async function insertQuote(
  db: Db,
  values: { leadId: string | null; content: QuoteContent; actor: string | null },
  clock: Clock,
): Promise<{ id: string; number: string }> {
  const at = new Date(clock());
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const number = await nextNumber(trx, at);
    await trx
      .insertInto("quotes")
      .values({
        id,
        lead_id: values.leadId,
        number,
        status: "draft",
        content: JSON.stringify(values.content),
        revision: 1,
        created_at: at.toISOString(),
        created_by: values.actor,
        updated_at: at.toISOString(),
        updated_by: values.actor,
      })
      .execute();
    return { id, number };
  });
}

/** A draft filled from the request (null: no such request). */
export async function createQuoteFromLead(
  leadId: string,
  terms: QuoteTerms,
  actor: string | null,
  { db = defaultDb(), clock = systemClock }: { db?: Db; clock?: Clock } = {},
): Promise<{ id: string; number: string } | null> {
  const lead = await getLead(leadId, db);
  if (!lead) return null;
  return insertQuote(db, { leadId, content: quoteContentFromLead(lead, terms, randomUUID), actor }, clock);
}

/** 'Dupliquer': a new draft with the next number and the same content (null: no such devis). */
export async function duplicateQuote(
  id: string,
  actor: string | null,
  { db = defaultDb(), clock = systemClock }: { db?: Db; clock?: Clock } = {},
): Promise<{ id: string; number: string } | null> {
  const quote = await getQuote(id, db);
  if (!quote) return null;
  return insertQuote(db, { leadId: quote.leadId, content: quote.content, actor }, clock);
}

// ─── reading ────────────────────────────────────────────────────────────────

type QuoteRow = Selectable<DB["quotes"]>;

function recordOf(row: QuoteRow): QuoteRecord {
  return {
    id: row.id,
    leadId: row.lead_id,
    number: row.number,
    status: row.status,
    content: JSON.parse(row.content) as QuoteContent,
    revision: Number(row.revision),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    currentVersion: row.current_version === null ? null : Number(row.current_version),
    firstSentAt: row.first_sent_at,
    lastSentAt: row.last_sent_at,
    validUntil: row.valid_until,
    viewedAt: row.viewed_at,
    answeredAt: row.answered_at,
    withdrawnAt: row.withdrawn_at,
    linkActive: row.token_hash !== null && row.token_revoked_at === null,
  };
}

export async function getQuote(id: string, db: Db = defaultDb()): Promise<QuoteRecord | null> {
  const row = await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export interface QuoteVersionItem {
  version: number;
  sentAt: string;
  sentBy: string | null;
}

/** The versions sent, newest first. */
export async function listQuoteVersions(quoteId: string, db: Db = defaultDb()): Promise<QuoteVersionItem[]> {
  const rows = await db
    .selectFrom("quote_versions")
    .select(["version", "sent_at", "sent_by"])
    .where("quote_id", "=", quoteId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({ version: Number(r.version), sentAt: r.sent_at, sentBy: r.sent_by }));
}

/** The same JSON whatever the order the keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether the working copy says something the latest version sent does not (false when never sent). */
export async function changedSinceSent(quote: Pick<QuoteRecord, "id" | "content" | "currentVersion">, db: Db = defaultDb()) {
  if (quote.currentVersion === null) return false;
  const row = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", quote.id)
    .where("version", "=", quote.currentVersion)
    .executeTakeFirst();
  if (!row) return false;
  const sent = (JSON.parse(row.document) as { content?: unknown }).content;
  return canonical(sent) !== canonical(quote.content);
}

// ─── saving ─────────────────────────────────────────────────────────────────

export type SaveQuoteResult =
  | { ok: true; revision: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "read-only"; status: string }
  | { ok: false; reason: "conflict"; current: QuoteRecord };

/**
 * Saves `content` over revision `baseRevision` only: one conditional update,
 * so of two administrators saving the same revision, on any instance, the
 * second is refused with the copy the first saved.
 */
export async function saveQuoteContent(
  id: string,
  content: QuoteContent,
  baseRevision: number,
  actor: string | null,
  { db = defaultDb(), clock = systemClock }: { db?: Db; clock?: Clock } = {},
): Promise<SaveQuoteResult> {
  const result = await db
    .updateTable("quotes")
    .set({
      content: JSON.stringify(content),
      revision: sql<number>`revision + 1`,
      updated_at: new Date(clock()).toISOString(),
      updated_by: actor,
    })
    .where("id", "=", id)
    .where("revision", "=", baseRevision)
    .where("status", "not in", READ_ONLY_STATUSES)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, revision: baseRevision + 1 };
  const current = await getQuote(id, db);
  if (!current) return { ok: false, reason: "not-found" };
  if (isReadOnly(current.status)) return { ok: false, reason: "read-only", status: current.status };
  return { ok: false, reason: "conflict", current };
}

// ─── lists ──────────────────────────────────────────────────────────────────

export interface QuoteListItem {
  id: string;
  number: string;
  leadId: string | null;
  leadReference: string | null;
  customerName: string;
  title: string;
  /** with the options the customer ticked once accepted; without options before */
  ttcCents: number;
  state: QuoteState;
  createdAt: string;
  lastSentAt: string | null;
  answeredAt: string | null;
}

/** The most a list shows: years of a roofer's devis. */
const LIST_LIMIT = 1000;

async function listRows(db: Db, where: { leadId?: string }, now: Date): Promise<QuoteListItem[]> {
  let query = db
    .selectFrom("quotes")
    .leftJoin("leads", "leads.id", "quotes.lead_id")
    .leftJoin("quote_acceptances", "quote_acceptances.quote_id", "quotes.id")
    .select([
      "quotes.id",
      "quotes.number",
      "quotes.lead_id",
      "quotes.status",
      "quotes.content",
      "quotes.created_at",
      "quotes.last_sent_at",
      "quotes.answered_at",
      "quotes.viewed_at",
      "quotes.valid_until",
      "leads.reference",
      "quote_acceptances.ticked_options",
    ])
    .orderBy("quotes.created_at", "desc")
    .orderBy("quotes.number", "desc")
    .limit(LIST_LIMIT);
  if (where.leadId) query = query.where("quotes.lead_id", "=", where.leadId);
  const rows = await query.execute();
  return rows.map((row) => {
    const content = JSON.parse(row.content) as QuoteContent;
    const ticked = row.status === "accepted" ? parseJsonList(row.ticked_options) : [];
    return {
      id: row.id,
      number: row.number,
      leadId: row.lead_id,
      leadReference: row.reference ?? null,
      customerName: content.customer.name,
      title: content.title,
      ttcCents: computeQuoteTotals(content, ticked).ttcCents,
      state: quoteStateOf({ status: row.status, viewedAt: row.viewed_at, validUntil: row.valid_until }, now),
      createdAt: row.created_at,
      lastSentAt: row.last_sent_at,
      answeredAt: row.answered_at,
    };
  });
}

/** The 'Devis' list, newest first, of one state or all. */
export async function listQuotes(
  { state, now = new Date() }: { state?: QuoteState | null; now?: Date } = {},
  db: Db = defaultDb(),
): Promise<QuoteListItem[]> {
  const all = await listRows(db, {}, now);
  return state ? all.filter((q) => q.state === state) : all;
}

/** The devis written on one request (its lead page lists them). */
export async function listLeadQuotes(leadId: string, now: Date = new Date(), db: Db = defaultDb()): Promise<QuoteListItem[]> {
  return listRows(db, { leadId }, now);
}
