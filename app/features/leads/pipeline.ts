/**
 * The stages of a request, from received to signed or lost
 * (docs/product.md#lead-pipeline). Shared by the lead page (browser) and the
 * server, which accepts only these values.
 */

export const LEAD_STATUSES = [
  { value: "nouveau", label: "Nouveau" },
  { value: "contacte", label: "Contacté" },
  { value: "visite", label: "Visite planifiée" },
  { value: "devis", label: "Devis envoyé" },
  { value: "gagne", label: "Gagné" },
  { value: "perdu", label: "Perdu" },
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];

/** Why a request was lost: required with 'perdu'. */
export const LOST_REASONS = [
  { value: "prix", label: "Prix" },
  { value: "delai", label: "Délai" },
  { value: "pas-de-reponse", label: "Pas de réponse" },
  { value: "hors-zone", label: "Hors zone" },
  { value: "devis-refuse", label: "Devis refusé" },
  { value: "retractation", label: "Rétractation" },
  { value: "autre", label: "Autre" },
] as const;

export type LostReason = (typeof LOST_REASONS)[number]["value"];

/** Requests still waiting for a decision: everything but won and lost. */
export const OPEN_STATUSES: readonly LeadStatus[] = ["nouveau", "contacte", "visite", "devis"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.value === value);
}

export function isLostReason(value: unknown): value is LostReason {
  return LOST_REASONS.some((r) => r.value === value);
}

export function statusLabel(status: string): string {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function lostReasonLabel(reason: string | null): string {
  return LOST_REASONS.find((r) => r.value === reason)?.label ?? "";
}

/** A note is plain text, shown escaped; longer is refused. */
export const NOTE_MAX_LENGTH = 2000;

export const PIPELINE_MESSAGES = {
  unknownStatus: "Ce statut n'existe pas.",
  lostReasonRequired: "Indiquez pourquoi la demande est perdue.",
  unknownLostReason: "Cette raison n'existe pas.",
  noteEmpty: "La note est vide.",
  noteTooLong: `La note dépasse ${NOTE_MAX_LENGTH} caractères.`,
  followUpInvalid: "Date de rappel invalide.",
} as const;

export type StatusChange = { status: LeadStatus; lostReason: LostReason | null };

/** Validates a status change as the lead page posts it (status, and lost reason for 'perdu'). */
export function parseStatusChange(
  status: unknown,
  lostReason: unknown,
): { ok: true; change: StatusChange } | { ok: false; message: string } {
  if (!isLeadStatus(status)) return { ok: false, message: PIPELINE_MESSAGES.unknownStatus };
  if (status !== "perdu") return { ok: true, change: { status, lostReason: null } };
  if (lostReason === undefined || lostReason === null || lostReason === "") {
    return { ok: false, message: PIPELINE_MESSAGES.lostReasonRequired };
  }
  if (!isLostReason(lostReason)) return { ok: false, message: PIPELINE_MESSAGES.unknownLostReason };
  return { ok: true, change: { status, lostReason } };
}

export function parseNote(value: unknown): { ok: true; note: string } | { ok: false; message: string } {
  const note = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (!note) return { ok: false, message: PIPELINE_MESSAGES.noteEmpty };
  if (note.length > NOTE_MAX_LENGTH) return { ok: false, message: PIPELINE_MESSAGES.noteTooLong };
  return { ok: true, note };
}

/** A follow-up date 'YYYY-MM-DD' (a real calendar day), or null to clear it. */
export function parseFollowUp(value: unknown): { ok: true; date: string | null } | { ok: false; message: string } {
  if (value === undefined || value === null || value === "") return { ok: true, date: null };
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return { ok: false, message: PIPELINE_MESSAGES.followUpInvalid };
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return { ok: false, message: PIPELINE_MESSAGES.followUpInvalid };
  }
  return { ok: true, date: value };
}

/** The fields of the lead page's 'Après l'appel' panel (docs/product.md#lead-page). */
export type AfterCallField = "status" | "lostReason" | "note" | "followUpOn";

export interface AfterCall {
  change: StatusChange;
  /** null: no note this time */
  note: string | null;
  followUpOn: string | null;
}

/** Validates the whole panel at once: every field in error gets its message, nothing is saved unless all are valid. */
export function parseAfterCall(
  values: Record<AfterCallField, unknown>,
): { ok: true; value: AfterCall } | { ok: false; errors: Partial<Record<AfterCallField, string>> } {
  const errors: Partial<Record<AfterCallField, string>> = {};
  const status = parseStatusChange(values.status, values.lostReason);
  if (!status.ok) errors[isLeadStatus(values.status) ? "lostReason" : "status"] = status.message;
  const typed = typeof values.note === "string" ? values.note.trim() : "";
  const note = typed ? parseNote(values.note) : null;
  if (note && !note.ok) errors.note = note.message;
  const followUp = parseFollowUp(values.followUpOn);
  if (!followUp.ok) errors.followUpOn = followUp.message;
  if (!status.ok || (note && !note.ok) || !followUp.ok) return { ok: false, errors };
  return { ok: true, value: { change: status.change, note: note ? note.note : null, followUpOn: followUp.date } };
}

/** The reference of the n-th request of a year: D-2026-0042. */
export function formatLeadReference(year: number, n: number): string {
  return `D-${year}-${String(n).padStart(4, "0")}`;
}

/** A follow-up date 'YYYY-MM-DD' as '02/12/2026'. */
export function formatFrenchDay(day: string): string {
  const [y, m, d] = day.split("-");
  return y && m && d ? `${d}/${m}/${y}` : day;
}
