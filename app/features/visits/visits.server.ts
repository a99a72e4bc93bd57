/**
 * Site visits (docs/product.md#visits): the owner plans, moves, cancels, confirms; the customer
 * picks, changes, cancels through his private link. Each change is one transaction with the
 * request's status ('visite'), its timeline event and the e-mails it sends (the outbox), so either
 * all happen or none does. Two visits never start at the same instant: the database's partial
 * unique index refuses the second insert, whichever instance makes it, and the caller gets
 * SLOT_MESSAGES.taken with nothing changed.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB, VisitTable } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { queueMail } from "~/features/mail/send.server";
import { applyStatus, recordLeadEvent } from "~/features/leads/pipeline.server";
import { leadPagePath } from "~/features/leads/paths";
import { addDays, checkCustomerSlot, checkOwnerVisit, SLOT_MESSAGES, type BookedVisit, type SlotRules } from "./slots";
import { visitInvitationIcs, type InvitationMethod } from "./invitation-ics";
import {
  customerVisitMail,
  ownerVisitNotice,
  visitDescription,
  visitSummary,
  type CustomerVisitMailKind,
  type OwnerVisitNoticeKind,
} from "./visit-mails";
import { leadIdOfBookingToken, visitBookingUrl } from "~/features/leads/visit-booking-link.server";
import { frenchStart } from "./visit-time";
import type { OwnerVisitInput, VisitPanelData, VisitView } from "./visit-types";
import { freeSlots, type SlotDay } from "./slots";
import { parisDay } from "~/lib/business-hours";

export const VISIT_EVENT = "visit";
export const VISIT_MAIL_KINDS = {
  invitation: "visit_invitation",
  update: "visit_update",
  cancellation: "visit_cancellation",
  reminder: "visit_reminder",
  ownerNotice: "visit_owner_notice",
} as const;

export const VISIT_MESSAGES = {
  leadNotFound: "Demande introuvable.",
  alreadyPlanned: "Une visite est déjà prévue pour cette demande\u00a0: déplacez-la ou annulez-la.",
  alreadyBooked: "Vous avez déjà une visite prévue\u00a0: changez-la ou annulez-la ci-dessous.",
  noVisit: "Aucune visite prévue pour cette demande.",
  notProposed: "Cette visite n'attend pas de confirmation.",
  planned: "Visite planifiée. L'invitation part chez le client.",
  plannedNoEmail: "Visite planifiée (pas d'adresse e-mail\u00a0: prévenez le client par téléphone).",
  moved: "Visite déplacée. Le client reçoit la mise à jour.",
  cancelled: "Visite annulée. Le client est prévenu.",
  confirmed: "Visite confirmée. L'invitation part chez le client.",
  customerPicked: "Merci\u00a0! Votre créneau est noté\u00a0: nous vous confirmons la visite très vite par e-mail.",
  customerConfirmed: "C'est réservé\u00a0! L'invitation pour votre agenda arrive par e-mail.",
  customerChanged: "Votre nouveau créneau est enregistré.",
  customerCancelled: "Votre visite est annulée. Vous pouvez choisir un autre créneau quand vous voulez.",
} as const;

/** The statuses a planned visit moves a request from (a request already at the devis stays there). */
const MOVES_TO_VISIT = new Set(["nouveau", "contacte"]);
const ACTIVE = ["proposed", "confirmed"] as const;

export interface VisitContext {
  db: Kysely<DB>;
  kind: "sqlite" | "postgres";
  site: SiteConfig;
  siteUrl: string;
  now: Date;
  /** called after the transaction committed when e-mail was queued */
  onMailQueued?: () => void;
}

export type VisitOutcome = { ok: true; message: string; visit: VisitView } | { ok: false; message: string; status: number };

interface LeadFacts {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  status: string;
  spam: boolean;
}

function viewOf(
  row: Pick<VisitTable, "id" | "uid" | "starts_at" | "ends_at" | "day" | "note" | "status" | "booked_by" | "sequence">,
): VisitView {
  return {
    id: row.id,
    uid: row.uid,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    day: row.day,
    note: row.note,
    status: row.status as VisitView["status"],
    bookedBy: row.booked_by as VisitView["bookedBy"],
    sequence: Number(row.sequence),
  };
}

const VISIT_COLUMNS = ["id", "uid", "starts_at", "ends_at", "day", "note", "status", "booked_by", "sequence"] as const;

export const rulesOf = (site: Pick<SiteConfig, "visitSlots" | "closures">): SlotRules => ({
  slots: site.visitSlots,
  closures: site.closures,
});

/** True for the partial unique index on the start of active visits (SQLite or PostgreSQL). */
export function isSlotConflict(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return typeof message === "string" && message.includes("visits.starts_at");
  if (code === "23505") return constraint === "visits_active_start_unique";
  return false;
}

/** The visits of a request, newest first (the lead page). */
export async function listLeadVisits(db: Kysely<DB>, leadId: string): Promise<VisitView[]> {
  const rows = await db
    .selectFrom("visits")
    .select(VISIT_COLUMNS)
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(viewOf);
}

/** The lead page's 'Visite' panel: the active visit, the earlier ones, the customer's booking address. */
export async function visitPanelData(
  db: Kysely<DB>,
  leadId: string,
  site: Pick<SiteConfig, "visitSlots">,
  options: { now?: Date; siteUrl?: string } = {},
): Promise<VisitPanelData> {
  const visits = await listLeadVisits(db, leadId);
  const visit = visits.find((v) => v.status !== "cancelled") ?? null;
  return {
    visit,
    earlier: visits.filter((v) => v !== visit).slice(0, 5),
    bookingUrl: await visitBookingUrl(db, leadId, options),
    defaultDurationMinutes: site.visitSlots.durationMinutes,
  };
}

/** The free slots a customer may pick now (his own visit's time counts as free when he changes it). */
export async function openSlots(
  db: Kysely<DB>,
  site: Pick<SiteConfig, "visitSlots" | "closures">,
  now: Date,
  exceptVisitId?: string,
): Promise<SlotDay[]> {
  return freeSlots(rulesOf(site), await bookedVisits(db, now, exceptVisitId), now);
}

/** The request's visit that is not cancelled, if any. */
export async function activeVisitOf(db: Kysely<DB> | Transaction<DB>, leadId: string): Promise<VisitView | null> {
  const row = await db
    .selectFrom("visits")
    .select(VISIT_COLUMNS)
    .where("lead_id", "=", leadId)
    .where("status", "in", ACTIVE)
    .orderBy("starts_at", "desc")
    .executeTakeFirst();
  return row ? viewOf(row) : null;
}

/** The visits holding their time from the day before `from` on (overlaps, days' counts). */
export async function bookedVisits(db: Kysely<DB> | Transaction<DB>, from: Date, exceptId?: string): Promise<BookedVisit[]> {
  let query = db
    .selectFrom("visits")
    .select(["starts_at", "ends_at"])
    .where("status", "in", ACTIVE)
    .where("day", ">=", addDays(parisDay(from), -1));
  if (exceptId) query = query.where("id", "<>", exceptId);
  const rows = await query.execute();
  return rows.map((r) => ({ startsAt: toIso(r.starts_at), endsAt: toIso(r.ends_at) }));
}

/** The request, locked against a concurrent change of its visits (PostgreSQL: the row; SQLite: the write lock). */
async function lockLead(trx: Transaction<DB>, ctx: VisitContext, leadId: string): Promise<LeadFacts | null> {
  if (ctx.kind === "sqlite") {
    // a write first: SQLite takes its single writer lock now, not at the insert
    await trx.updateTable("leads").set({ id: leadId }).where("id", "=", leadId).execute();
  }
  let query = trx
    .selectFrom("leads")
    .select(["id", "reference", "first_name", "last_name", "email", "phone", "address", "city", "status", "spam"])
    .where("id", "=", leadId);
  if (ctx.kind === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { ...row, spam: toBool(row.spam) } : null;
}

function siteAddressOf(lead: Pick<LeadFacts, "address" | "city">): string {
  const address = lead.address.trim();
  const city = lead.city.trim();
  if (!address) return city;
  return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
}

const siteHostOf = (siteUrl: string) => new URL(siteUrl).hostname || "localhost";

/** The customer's e-mail about the visit as it now stands, with its calendar event (none for a reminder). */
export async function queueCustomerVisitMail(
  trx: Transaction<DB> | Kysely<DB>,
  ctx: Pick<VisitContext, "site" | "siteUrl" | "now">,
  lead: Pick<LeadFacts, "id" | "reference" | "first_name" | "last_name" | "email" | "phone" | "address" | "city">,
  visit: VisitView,
  kind: CustomerVisitMailKind,
): Promise<boolean> {
  const to = lead.email.trim();
  if (!to) return false;
  const { site } = ctx;
  const manageUrl = await visitBookingUrl(trx, lead.id, { now: ctx.now, siteUrl: ctx.siteUrl });
  const address = siteAddressOf(lead);
  const mail = customerVisitMail({
    kind,
    customerFirstName: lead.first_name,
    reference: lead.reference,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    address,
    note: visit.note,
    pending: visit.status === "proposed",
    manageUrl,
    business: { name: site.name, phone: site.phone, email: site.email, url: site.url },
  });
  const method: InvitationMethod | null = kind === "reminder" ? null : kind === "cancellation" ? "CANCEL" : "REQUEST";
  const ics = method
    ? visitInvitationIcs({
        method,
        uid: visit.uid,
        sequence: visit.sequence,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        stampedAt: ctx.now.toISOString(),
        status: visit.status,
        organizer: { name: site.name, email: site.email },
        attendee: { name: `${lead.first_name} ${lead.last_name}`.trim(), email: to },
        location: address,
        summary: visitSummary(site.name),
        description: visitDescription({ reference: lead.reference, note: visit.note, phone: site.phone }),
      })
    : null;
  await queueMail(trx, {
    kind: VISIT_MAIL_KINDS[kind],
    leadId: lead.id,
    now: ctx.now.toISOString(),
    payload: {
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: { name: site.name.replace(/["\\\r\n]/g, ""), address: site.email },
      messageId: `<visit-${kind}-${visit.id}-${visit.sequence}@${siteHostOf(ctx.siteUrl)}>`,
      headers: { "X-Lead-Id": lead.id },
      ...(ics && method
        ? { icalEvent: { method, filename: method === "CANCEL" ? "annulation.ics" : "invitation.ics", content: ics } }
        : {}),
    },
  });
  return true;
}

async function queueOwnerNotice(
  trx: Transaction<DB>,
  ctx: VisitContext,
  lead: LeadFacts,
  visit: VisitView,
  kind: OwnerVisitNoticeKind,
) {
  const leadUrl = new URL(leadPagePath(lead.id), ctx.siteUrl).href;
  const notice = ownerVisitNotice({
    kind,
    customerName: `${lead.first_name} ${lead.last_name}`.trim(),
    reference: lead.reference,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    leadUrl,
  });
  await queueMail(trx, {
    kind: VISIT_MAIL_KINDS.ownerNotice,
    leadId: lead.id,
    now: ctx.now.toISOString(),
    payload: {
      subject: notice.subject,
      text: notice.text,
      replyTo: null,
      messageId: `<visit-notice-${kind}-${visit.id}-${visit.sequence}@${siteHostOf(ctx.siteUrl)}>`,
      headers: { "X-Lead-Id": lead.id },
    },
  });
  return { title: notice.subject, body: notice.text.split("\n")[0] ?? "", tag: `visit-${lead.id}`, url: leadUrl };
}

async function moveLeadToVisit(trx: Transaction<DB>, lead: LeadFacts, actor: string, now: Date) {
  if (MOVES_TO_VISIT.has(lead.status)) await applyStatus(trx, lead.id, { status: "visite", lostReason: null }, actor, now);
}

/** Runs a change; the unique index's refusal (another visit took the instant meanwhile) becomes SLOT_MESSAGES.taken. */
async function guarded(
  ctx: VisitContext,
  work: (trx: Transaction<DB>) => Promise<VisitOutcome & { mailed?: boolean }>,
): Promise<VisitOutcome> {
  try {
    const outcome = await ctx.db.transaction().execute(work);
    if (outcome.ok && outcome.mailed) ctx.onMailQueued?.();
    return outcome;
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, message: SLOT_MESSAGES.taken, status: 409 };
    throw error;
  }
}

/** 'Planifier la visite': confirmed at once, the invitation to the customer. */
export function planVisit(ctx: VisitContext, leadId: string, input: OwnerVisitInput, actor: string): Promise<VisitOutcome> {
  return guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    if (await activeVisitOf(trx, leadId)) return { ok: false, message: VISIT_MESSAGES.alreadyPlanned, status: 409 };
    const checked = checkOwnerVisit(rulesOf(ctx.site), await bookedVisits(trx, ctx.now), ctx.now, input);
    if (!checked.ok) return { ok: false, message: checked.message, status: 400 };
    const visit = await insertVisit(trx, ctx, leadId, checked.slot, { note: input.note, status: "confirmed", bookedBy: "owner" });
    await moveLeadToVisit(trx, lead, actor, ctx.now);
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite planifiée le ${frenchStart(visit.startsAt)}`,
      actor,
      at: ctx.now,
    });
    const mailed = await queueCustomerVisitMail(trx, ctx, lead, visit, "invitation");
    return { ok: true, message: mailed ? VISIT_MESSAGES.planned : VISIT_MESSAGES.plannedNoEmail, visit, mailed };
  });
}

async function insertVisit(
  trx: Transaction<DB>,
  ctx: VisitContext,
  leadId: string,
  slot: { startsAt: string; endsAt: string; day: string },
  v: { note: string; status: "proposed" | "confirmed"; bookedBy: "owner" | "customer" },
): Promise<VisitView> {
  const id = randomUUID();
  const row = {
    id,
    lead_id: leadId,
    uid: `visite-${id}@${siteHostOf(ctx.siteUrl)}`,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    day: slot.day,
    note: v.note,
    status: v.status,
    booked_by: v.bookedBy,
    sequence: 0,
    created_at: ctx.now.toISOString(),
    updated_at: ctx.now.toISOString(),
    cancelled_at: null,
  };
  await trx.insertInto("visits").values(row).execute();
  return viewOf(row);
}

/** A new time (and note) for the active visit: SEQUENCE + 1. */
async function rescheduleVisit(
  trx: Transaction<DB>,
  ctx: VisitContext,
  visit: VisitView,
  slot: { startsAt: string; endsAt: string; day: string },
  changes: { note?: string; status: "proposed" | "confirmed" },
): Promise<VisitView> {
  const next = {
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    day: slot.day,
    status: changes.status,
    note: changes.note ?? visit.note,
    sequence: visit.sequence + 1,
    updated_at: ctx.now.toISOString(),
  };
  await trx.updateTable("visits").set(next).where("id", "=", visit.id).execute();
  return {
    ...visit,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    day: slot.day,
    status: changes.status,
    note: next.note,
    sequence: next.sequence,
  };
}

/** The owner moves the visit (or proposes another slot for a customer's pick): confirmed, the update to the customer. */
export function moveVisit(ctx: VisitContext, leadId: string, input: OwnerVisitInput, actor: string): Promise<VisitOutcome> {
  return guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    const current = await activeVisitOf(trx, leadId);
    if (!current) return { ok: false, message: VISIT_MESSAGES.noVisit, status: 409 };
    const checked = checkOwnerVisit(rulesOf(ctx.site), await bookedVisits(trx, ctx.now, current.id), ctx.now, input);
    if (!checked.ok) return { ok: false, message: checked.message, status: 400 };
    const wasConfirmed = current.status === "confirmed";
    const visit = await rescheduleVisit(trx, ctx, current, checked.slot, { note: input.note, status: "confirmed" });
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite déplacée au ${frenchStart(visit.startsAt)}`,
      actor,
      at: ctx.now,
    });
    const mailed = await queueCustomerVisitMail(trx, ctx, lead, visit, wasConfirmed ? "update" : "invitation");
    return { ok: true, message: VISIT_MESSAGES.moved, visit, mailed };
  });
}

/** The owner confirms the customer's pick: the invitation goes. */
export function confirmVisit(ctx: VisitContext, leadId: string, actor: string): Promise<VisitOutcome> {
  return guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    const current = await activeVisitOf(trx, leadId);
    if (!current) return { ok: false, message: VISIT_MESSAGES.noVisit, status: 409 };
    if (current.status !== "proposed") return { ok: false, message: VISIT_MESSAGES.notProposed, status: 409 };
    const visit = await rescheduleVisit(trx, ctx, current, current, { status: "confirmed" });
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite confirmée pour le ${frenchStart(visit.startsAt)}`,
      actor,
      at: ctx.now,
    });
    const mailed = await queueCustomerVisitMail(trx, ctx, lead, visit, "invitation");
    return { ok: true, message: VISIT_MESSAGES.confirmed, visit, mailed };
  });
}

async function cancelActive(trx: Transaction<DB>, ctx: VisitContext, current: VisitView): Promise<VisitView> {
  await trx
    .updateTable("visits")
    .set({
      status: "cancelled",
      sequence: current.sequence + 1,
      cancelled_at: ctx.now.toISOString(),
      updated_at: ctx.now.toISOString(),
    })
    .where("id", "=", current.id)
    .execute();
  return { ...current, status: "cancelled", sequence: current.sequence + 1 };
}

/** The owner cancels: METHOD:CANCEL to the customer when his calendar holds the event. */
export function cancelVisit(ctx: VisitContext, leadId: string, actor: string): Promise<VisitOutcome> {
  return guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    const current = await activeVisitOf(trx, leadId);
    if (!current) return { ok: false, message: VISIT_MESSAGES.noVisit, status: 409 };
    const visit = await cancelActive(trx, ctx, current);
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite du ${frenchStart(visit.startsAt)} annulée`,
      actor,
      at: ctx.now,
    });
    const mailed = current.status === "confirmed" && (await queueCustomerVisitMail(trx, ctx, lead, visit, "cancellation"));
    return { ok: true, message: VISIT_MESSAGES.cancelled, visit, mailed };
  });
}

// ─── the customer, through his private link ─────────────────────────────────

export interface BookingPageData {
  reference: string;
  firstName: string;
  visit: VisitView | null;
}

/** What the booking page shows, or null for an unknown, malformed or revoked token (the same 404). */
export async function bookingPageData(db: Kysely<DB>, token: string): Promise<BookingPageData | null> {
  const leadId = await leadIdOfBookingToken(token, db);
  if (!leadId) return null;
  const lead = await db.selectFrom("leads").select(["reference", "first_name"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return null;
  return { reference: lead.reference, firstName: lead.first_name, visit: await activeVisitOf(db, leadId) };
}

const CUSTOMER = "Client";

export type CustomerOutcome = VisitOutcome & { push?: { title: string; body: string; tag: string; url: string } };

/** The customer picks a slot: 'proposed' (or 'confirmed' with autoConfirm, the invitation at once), the owner told. */
export async function bookByCustomer(
  ctx: VisitContext,
  token: string,
  pick: { day: string; time: string },
): Promise<CustomerOutcome | null> {
  const leadId = await leadIdOfBookingToken(token, ctx.db);
  if (!leadId) return null;
  let push: CustomerOutcome["push"];
  const outcome = await guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    if (await activeVisitOf(trx, leadId)) return { ok: false, message: VISIT_MESSAGES.alreadyBooked, status: 409 };
    const checked = checkCustomerSlot(rulesOf(ctx.site), await bookedVisits(trx, ctx.now), ctx.now, pick.day, pick.time);
    if (!checked.ok) return { ok: false, message: checked.message, status: 409 };
    const auto = ctx.site.visitSlots.autoConfirm;
    const visit = await insertVisit(trx, ctx, leadId, checked.slot, {
      note: "",
      status: auto ? "confirmed" : "proposed",
      bookedBy: "customer",
    });
    await moveLeadToVisit(trx, lead, CUSTOMER, ctx.now);
    const detail = `${auto ? "Visite réservée" : "Créneau choisi"} par le client\u00a0: ${frenchStart(visit.startsAt)}`;
    await recordLeadEvent(trx, { leadId, kind: VISIT_EVENT, detail, actor: CUSTOMER, at: ctx.now });
    if (auto) await queueCustomerVisitMail(trx, ctx, lead, visit, "invitation");
    push = await queueOwnerNotice(trx, ctx, lead, visit, auto ? "confirmed" : "picked");
    return { ok: true, message: auto ? VISIT_MESSAGES.customerConfirmed : VISIT_MESSAGES.customerPicked, visit, mailed: true };
  });
  return { ...outcome, ...(outcome.ok && push ? { push } : {}) };
}

/** The customer moves his visit to another free slot. */
export async function changeByCustomer(
  ctx: VisitContext,
  token: string,
  pick: { day: string; time: string },
): Promise<CustomerOutcome | null> {
  const leadId = await leadIdOfBookingToken(token, ctx.db);
  if (!leadId) return null;
  let push: CustomerOutcome["push"];
  const outcome = await guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    const current = await activeVisitOf(trx, leadId);
    if (!current) return { ok: false, message: VISIT_MESSAGES.noVisit, status: 409 };
    const checked = checkCustomerSlot(
      rulesOf(ctx.site),
      await bookedVisits(trx, ctx.now, current.id),
      ctx.now,
      pick.day,
      pick.time,
    );
    if (!checked.ok) return { ok: false, message: checked.message, status: 409 };
    const auto = ctx.site.visitSlots.autoConfirm;
    const wasConfirmed = current.status === "confirmed";
    const visit = await rescheduleVisit(trx, ctx, current, checked.slot, { status: auto ? "confirmed" : "proposed" });
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite déplacée par le client au ${frenchStart(visit.startsAt)}`,
      actor: CUSTOMER,
      at: ctx.now,
    });
    // his calendar holds the event: it moves there too (tentative until the owner confirms)
    if (wasConfirmed || auto) await queueCustomerVisitMail(trx, ctx, lead, visit, wasConfirmed ? "update" : "invitation");
    push = await queueOwnerNotice(trx, ctx, lead, visit, auto ? "confirmed" : "picked");
    return { ok: true, message: VISIT_MESSAGES.customerChanged, visit, mailed: true };
  });
  return { ...outcome, ...(outcome.ok && push ? { push } : {}) };
}

/** The customer cancels his visit. */
export async function cancelByCustomer(ctx: VisitContext, token: string): Promise<CustomerOutcome | null> {
  const leadId = await leadIdOfBookingToken(token, ctx.db);
  if (!leadId) return null;
  let push: CustomerOutcome["push"];
  const outcome = await guarded(ctx, async (trx) => {
    const lead = await lockLead(trx, ctx, leadId);
    if (!lead) return { ok: false, message: VISIT_MESSAGES.leadNotFound, status: 404 };
    const current = await activeVisitOf(trx, leadId);
    if (!current) return { ok: false, message: VISIT_MESSAGES.noVisit, status: 409 };
    const visit = await cancelActive(trx, ctx, current);
    await recordLeadEvent(trx, {
      leadId,
      kind: VISIT_EVENT,
      detail: `Visite du ${frenchStart(visit.startsAt)} annulée par le client`,
      actor: CUSTOMER,
      at: ctx.now,
    });
    if (current.status === "confirmed") await queueCustomerVisitMail(trx, ctx, lead, visit, "cancellation");
    push = await queueOwnerNotice(trx, ctx, lead, visit, "cancelled");
    return { ok: true, message: VISIT_MESSAGES.customerCancelled, visit, mailed: true };
  });
  return { ...outcome, ...(outcome.ok && push ? { push } : {}) };
}
