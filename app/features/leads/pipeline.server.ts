/**
 * What the owner does with a request (docs/product.md#lead-pipeline): move it
 * along the pipeline, add notes, set a follow-up date, delete it. Each change
 * is written with its timeline event in one transaction.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { systemClock, type Clock } from "~/lib/clock";
import type { AfterCall, StatusChange } from "./pipeline";
import { leadCleanups } from "./retention.server";

export interface LeadEvent {
  id: string;
  kind: "status" | "note" | "follow_up" | "reminder" | string;
  detail: string | null;
  actor: string | null;
  createdAt: string;
}

/** Adds an event to a request's timeline (in the caller's transaction). */
export async function recordLeadEvent(
  db: Kysely<DB> | Transaction<DB>,
  event: { leadId: string; kind: string; detail?: string | null; actor?: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto("lead_events")
    .values({
      id: randomUUID(),
      lead_id: event.leadId,
      kind: event.kind,
      detail: event.detail ?? null,
      actor: event.actor ?? null,
      created_at: event.at.toISOString(),
    })
    .execute();
}

/**
 * Moves a request to a status. The first move out of 'nouveau' is its first
 * contact (kept for the median time to first contact). False when there is
 * no such request; nothing is written when the status does not change.
 */
export async function setLeadStatus(
  id: string,
  change: StatusChange,
  actor: string,
  { db = getDatabase().db, clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<boolean> {
  const now = new Date(clock());
  return db.transaction().execute((trx) => applyStatus(trx, id, change, actor, now));
}

/** Moves a request to a status inside the caller's transaction (the devis's answers move it too: features/quotes). */
export async function applyStatus(
  trx: Transaction<DB>,
  id: string,
  change: StatusChange,
  actor: string,
  now: Date,
): Promise<boolean> {
  const lead = await trx
    .selectFrom("leads")
    .select(["status", "lost_reason", "first_contacted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return false;
  if (lead.status === change.status && (lead.lost_reason ?? null) === change.lostReason) return true;
  await trx
    .updateTable("leads")
    .set({
      status: change.status,
      lost_reason: change.lostReason,
      status_changed_at: now.toISOString(),
      ...(change.status !== "nouveau" && !lead.first_contacted_at ? { first_contacted_at: now.toISOString() } : {}),
    })
    .where("id", "=", id)
    .execute();
  const detail = change.lostReason ? `${change.status}:${change.lostReason}` : change.status;
  await recordLeadEvent(trx, { leadId: id, kind: "status", detail, actor, at: now });
  return true;
}

/**
 * The lead page's 'Après l'appel' panel, in one transaction: the status and the
 * call-back date when they change, the note when one was typed
 * (docs/product.md#lead-page). False when there is no such request.
 */
export async function saveAfterCall(
  id: string,
  after: AfterCall,
  actor: string,
  { db = getDatabase().db, clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<boolean> {
  const now = new Date(clock());
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("follow_up_on").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    await applyStatus(trx, id, after.change, actor, now);
    if ((lead.follow_up_on ?? null) !== after.followUpOn) {
      await trx.updateTable("leads").set({ follow_up_on: after.followUpOn }).where("id", "=", id).execute();
      await recordLeadEvent(trx, { leadId: id, kind: "follow_up", detail: after.followUpOn, actor, at: now });
    }
    if (after.note) await recordLeadEvent(trx, { leadId: id, kind: "note", detail: after.note, actor, at: now });
    return true;
  });
}

export async function addLeadNote(
  id: string,
  note: string,
  actor: string,
  { db = getDatabase().db, clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    await recordLeadEvent(trx, { leadId: id, kind: "note", detail: note, actor, at: new Date(clock()) });
    return true;
  });
}

/** Sets ('YYYY-MM-DD') or clears (null) 'À rappeler le'. */
export async function setLeadFollowUp(
  id: string,
  date: string | null,
  actor: string,
  { db = getDatabase().db, clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("leads").set({ follow_up_on: date }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordLeadEvent(trx, { leadId: id, kind: "follow_up", detail: date, actor, at: new Date(clock()) });
    return true;
  });
}

/** Removes a request and everything attached to it (events, e-mails, keys: the foreign keys cascade). */
export async function deleteLead(id: string, db: Kysely<DB> = getDatabase().db): Promise<boolean> {
  // its files first (photos…): a cleanup that throws keeps the request, as the retention purge does
  for (const cleanup of leadCleanups()) await cleanup(id);
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function leadEvents(id: string, db: Kysely<DB> = getDatabase().db): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .select(["id", "kind", "detail", "actor", "created_at"])
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, detail: r.detail, actor: r.actor, createdAt: toIso(r.created_at) }));
}
