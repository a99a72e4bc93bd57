/**
 * What a request's timeline shows, in words (pure: the lead page renders it,
 * the server builds the entries in timeline.server.ts).
 */
import { formatFrenchDay, lostReasonLabel, statusLabel } from "./pipeline";

export type TimelineEntry =
  | { type: "received"; id: string; at: string }
  | {
      type: "mail";
      id: string;
      /** the outbox kind: 'lead_notification', 'lead_acknowledgement', 'lead_reminder'… */
      kind: string;
      status: "sent" | "failed" | "pending";
      attempts: number;
      error: string | null;
      willRetry: boolean;
      /** the recipient's server refused the address for good (it does not exist) */
      refused: boolean;
      at: string;
    }
  | { type: "event"; id: string; kind: string; detail: string | null; actor: string | null; at: string };

const MAIL_NAMES: Record<string, string> = {
  lead_notification: "Notification au bureau",
  lead_acknowledgement: "Accusé de réception au client",
  lead_reminder: "Rappel : demande sans réponse",
  lead_digest: "Récapitulatif du matin",
  quote_reminder: "Relance du devis au client",
  quote_sent: "Devis envoyé au client",
  quote_accepted_customer: "Devis signé envoyé au client",
  quote_accepted_owner: "Devis signé : copie au bureau",
  quote_refused_owner: "Devis refusé : notification au bureau",
  quote_question_owner: "Question sur le devis : notification au bureau",
  quote_withdrawn_customer: "Rétractation : confirmation au client",
  quote_withdrawn_owner: "Rétractation : notification au bureau",
  review_request: "Demande d'avis au client",
  visit_invitation: "Invitation à la visite",
  visit_update: "Visite déplacée : mise à jour au client",
  visit_cancellation: "Annulation de la visite au client",
  visit_reminder: "Rappel de la visite au client",
  visit_owner_notice: "Créneau de visite choisi par le client",
};

/**
 * The event written instead of an acknowledgement held back (docs/product.md#lead-acknowledgement),
 * its detail saying why.
 */
export const ACKNOWLEDGEMENT_HELD_EVENT = "acknowledgement_held";

export type AcknowledgementHeldReason = "recent_recipient" | "hourly_ceiling";

const ACKNOWLEDGEMENT_HELD_REASONS: Record<AcknowledgementHeldReason, string> = {
  recent_recipient: "un accusé a déjà été envoyé à cette adresse dans les dernières 24\u00a0heures.",
  hourly_ceiling: "plafond horaire des accusés de réception atteint.",
};

function acknowledgementHeldTitle(reason: string | null): string {
  const why =
    reason && reason in ACKNOWLEDGEMENT_HELD_REASONS ? ACKNOWLEDGEMENT_HELD_REASONS[reason as AcknowledgementHeldReason] : null;
  return why ? `Accusé de réception non envoyé\u00a0: ${why}` : "Accusé de réception non envoyé.";
}

export function mailName(kind: string): string {
  return MAIL_NAMES[kind] ?? "E-mail";
}

/** The headline of an entry: 'Demande reçue', 'Statut : Perdu (Prix)', 'Notification au bureau envoyée'… */
export function timelineTitle(entry: TimelineEntry): string {
  switch (entry.type) {
    case "received":
      return "Demande reçue";
    case "mail": {
      const name = mailName(entry.kind);
      if (entry.status === "sent") return `${name} : envoyé`;
      if (entry.refused) return `${name} : adresse refusée, non délivré`;
      if (entry.status === "failed") return `${name} : échec${entry.willRetry ? " (nouvel essai prévu)" : ""}`;
      return `${name} : en attente d'envoi`;
    }
    case "event":
      return eventTitle(entry.kind, entry.detail);
  }
}

function eventTitle(kind: string, detail: string | null): string {
  switch (kind) {
    case "status": {
      const [status = "", reason = null] = (detail ?? "").split(":");
      const reasonLabel = reason ? lostReasonLabel(reason) : "";
      return `Statut : ${statusLabel(status)}${reasonLabel ? ` (${reasonLabel})` : ""}`;
    }
    case "note":
      return "Note";
    case "follow_up":
      return detail ? `À rappeler le ${formatFrenchDay(detail)}` : "Date de rappel retirée";
    case "reminder":
      return "Rappel envoyé : demande toujours nouvelle";
    case ACKNOWLEDGEMENT_HELD_EVENT:
      return acknowledgementHeldTitle(detail);
    default:
      return detail ?? kind;
  }
}
