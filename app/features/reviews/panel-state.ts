/**
 * The lead page's 'Chantier' panel, in words (docs/product.md#review-requests): whether and when the
 * customer was or will be asked for a review, or why not. Pure.
 */
import { formatFrenchDateTime, parisIsoDay } from "~/lib/dates";
import { frenchDay } from "~/features/faq/review-dates";
import { REVIEW_REQUEST_LOOKBACK_DAYS } from "./request-schedule";

export interface ReviewPanelData {
  leadId: string;
  /** status 'gagne' */
  won: boolean;
  /** Paris, 'YYYY-MM-DD': the latest end of work */
  today: string;
  jobDoneOn: string | null;
  reviewRequestOff: boolean;
  reviewRequestedAt: string | null;
  optedOut: boolean;
  hasEmail: boolean;
  hasReviewUrl: boolean;
  delayDays: number;
  /** when the request goes (first opening on or after the end of work + the delay), ISO; null without an end of work */
  plannedAt: string | null;
  /** 'Ajouter un avis reçu', filled from the request */
  testimonial: { name: string; project: string; workDate: string; reviewDate: string; source: string };
}

export type ReviewStatus =
  | { kind: "sent"; text: string }
  | { kind: "planned"; text: string }
  | { kind: "waiting"; text: string }
  | { kind: "none"; text: string; settingsLink?: boolean };

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function reviewStatusOf(p: ReviewPanelData): ReviewStatus {
  if (p.reviewRequestedAt)
    return { kind: "sent", text: `Demande d'avis envoyée le ${formatFrenchDateTime(p.reviewRequestedAt)}.` };
  if (p.optedOut) return { kind: "none", text: "Pas de demande d'avis\u00a0: ce client a demandé à ne plus en recevoir." };
  if (p.reviewRequestOff) return { kind: "none", text: "Pas de demande d'avis\u00a0: vous l'avez désactivée pour ce client." };
  if (!p.hasEmail) return { kind: "none", text: "Pas de demande d'avis\u00a0: ce client n'a pas donné d'adresse e-mail." };
  if (!p.hasReviewUrl)
    return {
      kind: "none",
      text: "Pas de demande d'avis\u00a0: ajoutez d'abord le lien vers vos avis Google dans Réglages, section «\u00a0Avis clients\u00a0».",
      settingsLink: true,
    };
  if (!p.jobDoneOn)
    return {
      kind: "waiting",
      text: `Indiquez la fin du chantier\u00a0: le client recevra une demande d'avis Google ${p.delayDays === 0 ? "le jour même" : `${p.delayDays}\u00a0jour${p.delayDays > 1 ? "s" : ""} après`}, pendant vos horaires d'ouverture.`,
    };
  const dueOn = addDays(p.jobDoneOn, p.delayDays);
  if (addDays(dueOn, REVIEW_REQUEST_LOOKBACK_DAYS) < p.today)
    return { kind: "none", text: "Pas de demande d'avis\u00a0: le chantier s'est terminé il y a trop longtemps." };
  if (!p.plannedAt || parisIsoDay(new Date(p.plannedAt)) <= p.today)
    return {
      kind: "planned",
      text: "Demande d'avis\u00a0: envoi dans les prochaines minutes, pendant vos horaires d'ouverture.",
    };
  return {
    kind: "planned",
    text: `Demande d'avis prévue le ${frenchDay(parisIsoDay(new Date(p.plannedAt)))}, pendant vos horaires d'ouverture.`,
  };
}
